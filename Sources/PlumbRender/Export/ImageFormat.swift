import Foundation

/// The file formats a render is written in.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    /// Pixels at the options' scale.
    case png
    /// Vectors in points; text as glyph outlines.
    case svg
    /// Vectors in points.
    case pdf

    /// The format a file name's extension names (`out.png`), case-insensitively.
    public init?(fileExtension: String) {
        self.init(rawValue: fileExtension.lowercased())
    }
}

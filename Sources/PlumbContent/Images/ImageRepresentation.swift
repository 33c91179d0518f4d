import Foundation

/// One file of an asset image: the path of its pixels and how many of them make a point (an image set's `1x`,
/// `2x`, `3x`).
public struct ImageRepresentation: Hashable, Sendable {
    public var file: String
    public var scale: CGFloat

    public init(file: String, scale: CGFloat) {
        self.file = file
        self.scale = scale
    }
}

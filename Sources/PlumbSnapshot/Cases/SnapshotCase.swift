import Foundation

/// One picture a snapshot run takes: a preview of a file, as it is or in a variant.
public struct SnapshotCase: Hashable, Sendable {
    /// The scene file, as given.
    public var file: String
    /// The preview's index in the file's previews.
    public var preview: Int
    /// The preview's title: its `#Preview("Name")`, else `Preview N`.
    public var previewTitle: String
    public var variant: SnapshotVariant?

    public init(file: String, preview: Int, previewTitle: String, variant: SnapshotVariant? = nil) {
        self.file = file
        self.preview = preview
        self.previewTitle = previewTitle
        self.variant = variant
    }

    /// The file's name without `.swift`: the folder its references are kept in.
    public var fileStem: String { ((file as NSString).lastPathComponent as NSString).deletingPathExtension }

    /// `Preview-1`, `Card.dark`: the preview's title made safe for a file name, then the variant's name.
    public var name: String {
        let safe = String(previewTitle.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "-" })
        return variant.map { safe + "." + $0.name } ?? safe
    }

    /// `Card.swift: Preview 1 (dark)`: how reports name the case.
    public var title: String {
        "\((file as NSString).lastPathComponent): \(previewTitle)" + (variant.map { " (\($0.name))" } ?? "")
    }
}

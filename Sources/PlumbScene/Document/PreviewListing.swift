import Foundation

/// The previews of a scene — every `#Preview` and preview provider of a file or of a project's module — as
/// `plumb previews` lists them: where each is, its title (what `--preview` accepts) and the size it asks for.
public struct PreviewListing {
    public struct Entry: Equatable, Sendable {
        /// What `--preview` accepts: the name or number, prefixed with the file's name when there are several files.
        public var title: String
        public var name: String?
        public var file: String
        public var line: Int
        public var layout: ScenePreview.Layout
    }

    public var entries: [Entry]

    public init(_ document: SceneDocument) {
        entries = document.previews.indices.map { index in
            let preview = document.previews[index]
            return Entry(
                title: document.title(ofPreview: index), name: preview.name, file: preview.location?.file ?? document.file,
                line: preview.location?.line ?? 1, layout: preview.layout
            )
        }
    }

    /// One line each, `file:line: title (layout)`, paths relative to `directory` when they are inside it.
    public func text(relativeTo directory: String = FileManager.default.currentDirectoryPath) -> String {
        entries.map { "\(Self.path($0.file, relativeTo: directory)):\($0.line): \($0.title) (\(Self.describe($0.layout)))" }
            .joined(separator: "\n")
    }

    /// `[{"title", "name", "file", "line", "layout"}]`, paths as loaded.
    public var json: String {
        let items = entries.map { entry in
            let name = entry.name.map { $0.jsonLiteral() } ?? "null"
            return "{\"title\": \(entry.title.jsonLiteral()), \"name\": \(name), \"file\": \(entry.file.jsonLiteral()), \"line\": \(entry.line), \"layout\": \(Self.describe(entry.layout).jsonLiteral())}"
        }
        return "[" + items.joined(separator: ", ") + "]"
    }

    /// The layout as a preview trait spells it.
    static func describe(_ layout: ScenePreview.Layout) -> String {
        switch layout {
        case .device: "device"
        case .fixed(let size): "fixedLayout(width: \(number(size.width)), height: \(number(size.height)))"
        case .sizeThatFits: "sizeThatFitsLayout"
        case .landscape: "landscape"
        }
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }

    private static func path(_ path: String, relativeTo directory: String) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

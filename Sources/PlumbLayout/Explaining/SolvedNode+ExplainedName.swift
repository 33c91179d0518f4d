import Foundation

extension SolvedNode {
    /// The view as a size explanation names it, in SwiftUI's words: a view by its type (`HStack`, `Color.red`,
    /// `Text "Price"`), a modifier as its call (`.frame(width: 100)`, `.padding(16)`, `.fixedSize()`), each followed
    /// by its `.id` (`#price`), which replaces a text's string.
    public var explainedName: String {
        let tag = id.map { " #\($0.base)" } ?? ""
        if case .text = kind, !tag.isEmpty { return "Text" + tag }
        return Self.name(of: kind) + tag
    }

    /// The view a container's child shows, named as its content: through the modifiers wrapping it, the view inside,
    /// tagged by the outermost `.id` on the way (`Text("Price").padding().id("price")` is `Text #price`).
    public var contentName: String {
        var node = self
        var id = self.id
        while node.kind.isModifier, let inner = node.children.first {
            node = inner
            id = id ?? node.id
        }
        node.id = id
        return node.explainedName
    }

    private static func name(of kind: ViewKind) -> String {
        switch kind {
        case .text(let string, _): return "Text " + quoted(string)
        case .color(let color): return color.name.map { "Color.\($0)" } ?? "Color"
        case .image(let image, _): return image.isSystemSymbol ? "Image(systemName: \(quoted(image.name)))" : "Image " + quoted(image.name)
        case .spacer(let minLength): return minLength.map { "Spacer(minLength: \(explainedLength($0)))" } ?? "Spacer"
        case .frame(let width, let height, _):
            return ".frame(" + [("width", width), ("height", height)].compactMap { label, value in
                value.map { "\(label): \(explainedLength($0))" }
            }.joined(separator: ", ") + ")"
        case .flexFrame(let frame):
            let bounds: [(String, CGFloat?)] = [
                ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth), ("maxWidth", frame.maxWidth),
                ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
            ]
            return ".frame(" + bounds.compactMap { label, value in
                value.map { "\(label): \($0 == .infinity ? ".infinity" : explainedLength($0))" }
            }.joined(separator: ", ") + ")"
        case .fixedSize(let horizontal, let vertical):
            return horizontal && vertical ? ".fixedSize()" : ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        case .sizingContainer: return "container"
        case .painted: return kind.name
        default:
            let arguments = kind.layoutArguments.map { "(\($0))" } ?? ""
            return kind.isModifier ? ".\(kind.name)\(arguments)" : kind.name
        }
    }

    private static func quoted(_ string: String) -> String {
        let short = string.count > 24 ? string.prefix(23) + "…" : Substring(string)
        return "\"\(short)\""
    }
}

extension ViewKind {
    /// Whether the kind is a modifier wrapping one view (its first child), not a view of its own.
    public var isModifier: Bool {
        switch role {
        case .unary, .passthrough, .secondary:
            if case .painted = self { return false }
            if case .sizingContainer = self { return false }
            return true
        case .leaf, .container:
            return false
        }
    }
}

/// A length as an explanation writes it: at most one decimal, ∞ for infinity.
func explainedLength(_ value: CGFloat) -> String {
    if value == .infinity { return "∞" }
    if value == -.infinity { return "−∞" }
    if value.isNaN { return "nan" }
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(format: "%.1f", Double(rounded))
}

import Foundation

extension ViewKind {
    /// The arguments that decide the view's layout, written as its SwiftUI call takes them (`.padding` is
    /// `top: 9, leading: 9, bottom: 9, trailing: 9`, an `HStack` `alignment: .top, spacing: 8`, a `Text` its string);
    /// nil for kinds whose layout takes none. The solved tree's record carries them, so a change in a layout can
    /// be traced to the argument that changed.
    public var layoutArguments: String? {
        switch self {
        case .text(let string, _): return string.jsonLiteral()
        case .spacer(let minLength): return minLength.map { "minLength: \(formatLength($0))" }
        case .stack(_, let alignment, let spacing): return "alignment: .\(alignment.name)" + Self.spacing(spacing)
        case .zstack(let alignment), .background(let alignment), .overlay(let alignment): return "alignment: .\(alignment)"
        case .grid(let alignment, let horizontal, let vertical):
            return "alignment: .\(alignment)" + Self.spacing(horizontal, label: "horizontalSpacing") + Self.spacing(vertical, label: "verticalSpacing")
        case .lazyGrid(_, let items, let alignment, let spacing):
            return "\(items.count) items, alignment: .\(alignment.name)" + Self.spacing(spacing)
        case .frame(let width, let height, let alignment):
            return Self.list([("width", width), ("height", height)]) + "alignment: .\(alignment)"
        case .flexFrame(let frame):
            return Self.list([
                ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth), ("maxWidth", frame.maxWidth),
                ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight),
            ]) + "alignment: .\(frame.alignment)"
        case .divider(let thickness): return "thickness: \(formatLength(thickness))"
        case .padding(let insets):
            let edges = [insets.top, insets.leading, insets.bottom, insets.trailing]
            if Set(edges).count == 1 { return formatLength(insets.top) }
            return "EdgeInsets(top: \(formatLength(insets.top)), leading: \(formatLength(insets.leading)), bottom: \(formatLength(insets.bottom)), trailing: \(formatLength(insets.trailing)))"
        case .fixedSize(let horizontal, let vertical): return "horizontal: \(horizontal), vertical: \(vertical)"
        case .aspectRatio(let ratio, let mode): return (ratio.map { formatLength($0) + ", " } ?? "") + "contentMode: .\(mode == .fit ? "fit" : "fill")"
        case .layoutPriority(let priority): return formatLength(CGFloat(priority))
        case .offset(let offset): return "x: \(formatLength(offset.width)), y: \(formatLength(offset.height))"
        case .position(let point): return "x: \(formatLength(point.x)), y: \(formatLength(point.y))"
        default: return nil
        }
    }

    private static func spacing(_ value: CGFloat?, label: String = "spacing") -> String {
        value.map { ", \(label): \(formatLength($0))" } ?? ""
    }

    /// The given lengths as `label: value, ` pairs.
    private static func list(_ pairs: [(String, CGFloat?)]) -> String {
        pairs.compactMap { label, value in value.map { "\(label): \(formatLength($0)), " } }.joined()
    }
}

import Foundation

/// A view's preferred spacing to its neighbours (SEMANTICS §3.4): values keyed by (category or generic, edge).
/// Two views' distance uses the categories both facing edges have; failing that, the generic values; failing that,
/// the platform default of 8.
public struct ViewSpacing: Hashable, Sendable {
    /// An absolute edge (Plumb lays out left to right).
    public enum AbsoluteEdge: UInt8, Hashable, Sendable, CaseIterable {
        case top, left, bottom, right
    }

    /// What a spacing value is about; `nil` in a key is the generic value.
    public enum Category: UInt8, Hashable, Sendable {
        case edgeAboveText, edgeBelowText, edgeLeftText, edgeRightText, textToText, textBaseline
    }

    /// A distance, or the metrics of a text for the text-to-text rule.
    public enum Value: Hashable, Sendable {
        case distance(CGFloat)
        /// Carried on a text's bottom edge: the text is the upper of two lines.
        case topTextMetrics(TextSpacingMetrics)
        /// Carried on a text's top edge: the text is the lower of two lines.
        case bottomTextMetrics(TextSpacingMetrics)

        /// The larger of two values of one key (distances by value, metrics by line spacing).
        func larger(_ other: Value) -> Value {
            switch (self, other) {
            case (.distance(let a), .distance(let b)): .distance(Swift.max(a, b))
            case (.topTextMetrics(let a), .topTextMetrics(let b)): a.lineSpacing >= b.lineSpacing ? self : other
            case (.bottomTextMetrics(let a), .bottomTextMetrics(let b)): a.lineSpacing >= b.lineSpacing ? self : other
            case (.distance, _): other
            default: self
            }
        }

        /// The distance between two facing values of one category, or `nil` when the pair means nothing.
        func distance(to other: Value) -> CGFloat? {
            switch (self, other) {
            case (.distance(let a), .distance(let b)): a + b
            case (.distance(let a), _): a
            case (_, .distance(let b)): b
            case (.topTextMetrics(let top), .bottomTextMetrics(let bottom)),
                 (.bottomTextMetrics(let bottom), .topTextMetrics(let top)):
                TextSpacingMetrics.spacing(top: top, bottom: bottom)
            default: nil
            }
        }
    }

    public struct Key: Hashable, Sendable {
        public var category: Category?
        public var edge: AbsoluteEdge
        public init(category: Category?, edge: AbsoluteEdge) {
            self.category = category
            self.edge = edge
        }
    }

    /// The values, at most one per key, in insertion order.
    public private(set) var entries: [(key: Key, value: Value)]

    /// No values at all: the default 8 against anything without a matching category.
    public init() { entries = [] }

    init(entries: [(key: Key, value: Value)]) { self.entries = entries }

    /// Generic 0 on every edge: nothing is kept apart from this view.
    public static let zero = ViewSpacing(entries: AbsoluteEdge.allCases.map { (Key(category: nil, edge: $0), .distance(0)) })

    /// What colours, shapes, images and most controls prefer: the four "edge next to text" categories at 0.
    public static let leafDefault = ViewSpacing(entries: [
        (Key(category: .edgeBelowText, edge: .top), .distance(0)),
        (Key(category: .edgeRightText, edge: .left), .distance(0)),
        (Key(category: .edgeAboveText, edge: .bottom), .distance(0)),
        (Key(category: .edgeLeftText, edge: .right), .distance(0)),
    ])

    /// A Spacer's preference: generic 0 on the edges facing along `axis` (both axes when `nil`).
    public static func spacer(axis: Axis?) -> ViewSpacing {
        let edges: [AbsoluteEdge] = switch axis {
        case .horizontal: [.left, .right]
        case .vertical: [.top, .bottom]
        case nil: AbsoluteEdge.allCases
        }
        return ViewSpacing(entries: edges.map { (Key(category: nil, edge: $0), .distance(0)) })
    }

    /// A text's preference from its font metrics and baselines (OpenSwiftUI `Text+Spacing`, iOS 17 rounding to the
    /// pixel): keys only on the top and bottom edges.
    public static func text(metrics font: FontMetrics, firstBaseline: CGFloat, lastBaseline: CGFloat, height: CGFloat, pixelLength: CGFloat = 1.0 / 3.0) -> ViewSpacing {
        let lineHeight = font.lineHeight
        let extra = roundUp(lineHeight * 0.1, toMultipleOf: pixelLength)
        let metrics = TextSpacingMetrics(ascend: font.ascender, descend: -font.descender, leading: font.leading, pixelLength: pixelLength)
        let lineSpacing = lineHeight + extra
        return ViewSpacing(entries: [
            (Key(category: .textToText, edge: .top), .bottomTextMetrics(metrics)),
            (Key(category: .textToText, edge: .bottom), .topTextMetrics(metrics)),
            (Key(category: .textBaseline, edge: .bottom), .distance(lastBaseline - height)),
            (Key(category: .textBaseline, edge: .top), .distance(-firstBaseline)),
            (Key(category: .edgeAboveText, edge: .top), .distance(lineSpacing - metrics.ascend)),
            (Key(category: .edgeBelowText, edge: .bottom), .distance(Swift.max(lineSpacing - font.capHeight, extra + metrics.descend))),
        ])
    }

    public var isEmpty: Bool { entries.isEmpty }

    public func value(for key: Key) -> Value? {
        for entry in entries where entry.key == key { return entry.value }
        return nil
    }

    /// A set of edges as bits: what the engine passes, as building and hashing a `Set` costs more than the merge.
    struct Edges: OptionSet {
        let rawValue: UInt8
        static let top = Edges(.top), left = Edges(.left), bottom = Edges(.bottom), right = Edges(.right)
        static let all: Edges = [.top, .left, .bottom, .right]

        init(rawValue: UInt8) { self.rawValue = rawValue }
        init(_ edge: AbsoluteEdge) { rawValue = 1 << edge.rawValue }
        init(_ edges: Set<AbsoluteEdge>) { self = edges.reduce(into: []) { $0.insert(Edges($1)) } }

        func contains(_ edge: AbsoluteEdge) -> Bool { contains(Edges(edge)) }
    }

    /// Merges `other`'s values on `edges` into this one, keeping the larger value per key.
    public mutating func formUnion(_ other: ViewSpacing, edges: Set<AbsoluteEdge> = Set(AbsoluteEdge.allCases)) {
        formUnion(other, edges: Edges(edges))
    }

    mutating func formUnion(_ other: ViewSpacing, edges: Edges) {
        for entry in other.entries where edges.contains(entry.key.edge) {
            if let index = entries.firstIndex(where: { $0.key == entry.key }) {
                let merged = entries[index].value.larger(entry.value)
                if merged != entries[index].value { entries[index].value = merged }
            } else {
                entries.append(entry)
            }
        }
    }

    public func union(_ other: ViewSpacing, edges: Set<AbsoluteEdge> = Set(AbsoluteEdge.allCases)) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// Replaces the values on `edges` by the leaf default for those edges (what `padding` and `frame` do).
    public mutating func reset(_ edges: Set<AbsoluteEdge>) {
        reset(Edges(edges))
    }

    mutating func reset(_ edges: Edges) {
        guard !edges.isEmpty else { return }
        entries.removeAll { edges.contains($0.key.edge) }
        entries += ViewSpacing.leafDefault.entries.filter { edges.contains($0.key.edge) }
    }

    /// The distance from this view to the view that follows it along `axis` (SEMANTICS §3.4).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let fromEdge: AbsoluteEdge = axis == .horizontal ? .right : .bottom
        let toEdge: AbsoluteEdge = axis == .horizontal ? .left : .top
        var best = -CGFloat.infinity
        var found = false
        for entry in entries where entry.key.edge == fromEdge {
            guard let category = entry.key.category,
                  let facing = next.value(for: Key(category: category, edge: toEdge)),
                  let distance = entry.value.distance(to: facing) else { continue }
            best = Swift.max(best, distance)
            found = true
        }
        if found { return best }
        let own = value(for: Key(category: nil, edge: fromEdge)).flatMap(\.genericDistance)
        let theirs = next.value(for: Key(category: nil, edge: toEdge)).flatMap(\.genericDistance)
        if own != nil || theirs != nil { return Swift.max(own ?? -.infinity, theirs ?? -.infinity) }
        return ViewSpacing.defaultDistance
    }

    /// The platform default between views with nothing in common: 8 on both axes (iOS, macOS).
    public static let defaultDistance: CGFloat = 8

    public static func == (lhs: ViewSpacing, rhs: ViewSpacing) -> Bool {
        lhs.entries.count == rhs.entries.count && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.key)
            hasher.combine(entry.value)
        }
    }
}

extension ViewSpacing.Value {
    var genericDistance: CGFloat? {
        if case .distance(let value) = self { return value }
        return nil
    }
}

/// A text's vertical metrics as the text-to-text spacing rule reads them.
public struct TextSpacingMetrics: Hashable, Sendable {
    public var ascend: CGFloat
    public var descend: CGFloat
    public var leading: CGFloat
    public var pixelLength: CGFloat

    public var lineSpacing: CGFloat { ascend + descend + leading }

    /// The gap between two lines of text: the lower text's leading, rounded up to the pixel.
    static func spacing(top: TextSpacingMetrics, bottom: TextSpacingMetrics) -> CGFloat {
        roundUp(bottom.leading, toMultipleOf: top.pixelLength)
    }
}

func roundUp(_ value: CGFloat, toMultipleOf step: CGFloat) -> CGFloat {
    guard step > 0 else { return value }
    return (value / step - 1e-9).rounded(.up) * step
}

import Foundation

/// What changed between a reference layout and an actual one: each view that moved, resized, appeared or went
/// away, with the cause found in its chain. Views are matched between the trees by kind and id, child by child
/// (longest common subsequence); frames, proposals, arguments and guides are compared to `tolerance` points.
/// Only views (capitalised kinds) are reported; a view that moved with its parent is not reported again.
public struct LayoutDiff: Hashable, Sendable, CustomStringConvertible {
    public var changes: [LayoutChange]

    public var isEmpty: Bool { changes.isEmpty }

    public init(changes: [LayoutChange]) {
        self.changes = changes
    }

    public init(reference: LayoutRecord, actual: LayoutRecord, tolerance: Double = 0.01) {
        let root = MatchedNode.match(reference.root, actual.root)
        var changes: [LayoutChange] = []
        if !Self.same(reference.size.width, actual.size.width, tolerance) || !Self.same(reference.size.height, actual.size.height, tolerance) {
            changes.append(LayoutChange(
                view: "window", source: nil,
                movement: .resized(width: actual.size.width - reference.size.width, height: actual.size.height - reference.size.height),
                cause: nil))
        }
        root?.collect(into: &changes, chain: [], inheritedID: nil, tolerance: tolerance) ?? ()
        self.changes = changes
    }

    /// `the layout changed:` and the changes, one an indented line.
    public var description: String { "the layout changed:\n" + changes.map { "  " + $0.description }.joined(separator: "\n") }

    static func same(_ a: Double?, _ b: Double?, _ tolerance: Double) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): abs(a - b) <= tolerance
        default: false
        }
    }
}

/// One view that changed, and why.
public struct LayoutChange: Hashable, Sendable, CustomStringConvertible {
    /// How the view names itself: `Text #title`.
    public var view: String
    public var source: RecordSource?
    public var movement: Movement
    /// The first place in the view's chain where an argument, a proposal or a guide changed; nil when none did.
    public var cause: String?

    public enum Movement: Hashable, Sendable {
        /// By how much the frame's origin and size changed, in points (positive: right, down, wider, taller).
        case changed(x: Double, y: Double, width: Double, height: Double)
        case resized(width: Double, height: Double)
        case added
        case removed
    }

    /// `` `Text #title` 18 pt narrower: its `HStack` offered 302×nil instead of 320×nil because `.padding(9)` became `.padding(18)` at Card.swift:14 ``.
    public var description: String {
        let place = source.map { " (\($0.description))" } ?? ""
        return "`\(view)`\(place) \(movementDescription)" + (cause.map { ": " + $0 } ?? "")
    }

    private var movementDescription: String {
        func amount(_ value: Double, _ positive: String, _ negative: String) -> String? {
            abs(value) < 0.005 ? nil : "\(formatLength(CGFloat(abs(value)))) pt \(value > 0 ? positive : negative)"
        }
        switch movement {
        case .added: return "added"
        case .removed: return "removed"
        case .resized(let width, let height):
            return [amount(width, "wider", "narrower"), amount(height, "taller", "shorter")].compactMap { $0 }.joined(separator: ", ")
        case .changed(let x, let y, let width, let height):
            let size = [amount(width, "wider", "narrower"), amount(height, "taller", "shorter")].compactMap { $0 }
            let moves = [amount(x, "right", "left"), amount(y, "down", "up")].compactMap { $0 }
            return (size + (moves.isEmpty ? [] : ["moved " + moves.joined(separator: " and ")])).joined(separator: ", ")
        }
    }
}

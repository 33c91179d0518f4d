import Foundation

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    public let key: AlignmentKey

    public init(key: AlignmentKey) {
        precondition(key.axis == .vertical, "a VerticalAlignment needs a vertical key")
        self.key = key
    }

    /// A custom alignment from an `AlignmentID` type.
    public init<ID: AlignmentID>(_ id: ID.Type) { key = AlignmentKey(id, axis: .vertical) }

    public static let top = VerticalAlignment(key: AlignmentKey(builtIn: "top", axis: .vertical, fraction: 0))
    public static let center = VerticalAlignment(key: AlignmentKey(builtIn: "center", axis: .vertical, fraction: 0.5))
    public static let bottom = VerticalAlignment(key: AlignmentKey(builtIn: "bottom", axis: .vertical, fraction: 1))
    /// Text's first baseline; views without text default to their bottom. Containers take the topmost (§8.4).
    public static let firstTextBaseline = VerticalAlignment(
        key: AlignmentKey(builtIn: "firstTextBaseline", axis: .vertical, fraction: 1, combine: .minimum, baseline: true))
    /// Text's last baseline; views without text default to their bottom. Containers take the lowest (§8.4).
    public static let lastTextBaseline = VerticalAlignment(
        key: AlignmentKey(builtIn: "lastTextBaseline", axis: .vertical, fraction: 1, combine: .maximum, baseline: true))

    public var description: String { key.name }
}

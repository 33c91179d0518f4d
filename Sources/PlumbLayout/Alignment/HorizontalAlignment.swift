import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    public let key: AlignmentKey

    public init(key: AlignmentKey) {
        precondition(key.axis == .horizontal, "a HorizontalAlignment needs a horizontal key")
        self.key = key
    }

    /// A custom alignment from an `AlignmentID` type.
    public init<ID: AlignmentID>(_ id: ID.Type) { key = AlignmentKey(id, axis: .horizontal) }

    public static let leading = HorizontalAlignment(key: AlignmentKey(builtIn: "leading", axis: .horizontal, fraction: 0))
    public static let center = HorizontalAlignment(key: AlignmentKey(builtIn: "center", axis: .horizontal, fraction: 0.5))
    public static let trailing = HorizontalAlignment(key: AlignmentKey(builtIn: "trailing", axis: .horizontal, fraction: 1))

    public var description: String { key.name }
}

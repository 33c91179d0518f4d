import PlumbLayout

/// A `PasteButton`'s capsule, which the system draws in the tint colour under the button's white label.
public struct PasteButtonChrome: PaintedContent, Hashable {
    public var name: String { "PasteButton" }

    public init() {}
}

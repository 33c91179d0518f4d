import PlumbLayout

/// A `Button`'s label area: its label drawn in the tint colour unless a foreground style is set.
public struct ButtonChrome: PaintedContent, Hashable {
    public var name: String { "Button" }

    public init() {}
}

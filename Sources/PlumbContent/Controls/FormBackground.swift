import PlumbLayout

/// A grouped `Form` or `List`'s background, under its rows and out to the screen's edges.
public struct FormBackground: PaintedContent, Hashable {
    public var name: String { "Form" }

    public init() {}
}

import PlumbLayout

/// A row of a grouped form or list: its part of the section's card, with a separator below unless it is the last.
public struct FormRow: PaintedContent, Hashable {
    public var name: String { "FormRow" }

    public init() {}
}

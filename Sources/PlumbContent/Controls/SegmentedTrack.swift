import PlumbLayout

/// A segmented `Picker`'s track of `count` equal segments, `selected` (if any) raised on a thumb.
public struct SegmentedTrack: PaintedContent, Hashable {
    public var selected: Int?
    public var count: Int
    public var name: String { "SegmentedControl" }

    public init(selected: Int?, count: Int) {
        self.selected = selected
        self.count = count
    }
}

import Foundation

/// A part of a line set in a font and tracking of its own, or an SF Symbol's room (`symbolWidth`): its UTF-8 range in
/// the line. What the typesetter needs of a run's spans, and of the painter's styled lines.
public struct TextSegment: Hashable, Sendable {
    public var range: Range<Int>
    public var font: Font
    public var tracking: CGFloat
    /// An SF Symbol set in place of the segment's characters, this wide.
    public var symbolWidth: CGFloat?

    public init(range: Range<Int>, font: Font, tracking: CGFloat, symbolWidth: CGFloat? = nil) {
        self.range = range
        self.font = font
        self.tracking = tracking
        self.symbolWidth = symbolWidth
    }
}

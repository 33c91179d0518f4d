import Foundation

/// How a text is set: what the measurer needs besides the proposal.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: Font
    /// At most this many lines; the last one kept ends in an ellipsis when text is cut.
    public var lineLimit: Int?
    public var alignment: TextAlignment
    public var truncationMode: TruncationMode
    /// Extra space between lines (`lineSpacing(_:)`).
    public var lineSpacing: CGFloat
    /// Extra space after each character (`tracking(_:)`, `kerning(_:)`).
    public var tracking: CGFloat
    /// The parts set in a font or tracking of their own (``TextSpan``), in the order of the text's spans; the rest
    /// of the string is set in `font`.
    public var spans: [Span] = []
    /// `minimumScaleFactor(_:)`: how far the fonts may shrink before the text is cut.
    public var minimumScaleFactor: CGFloat = 1

    /// A part of a run in a font and tracking of its own, or an SF Symbol set in its font: its UTF-8 range in the
    /// run's string.
    public struct Span: Hashable, Sendable {
        public var range: Range<Int>
        public var font: Font
        public var tracking: CGFloat
        public var symbol: String?

        public init(range: Range<Int>, font: Font, tracking: CGFloat, symbol: String? = nil) {
            self.range = range
            self.font = font
            self.tracking = tracking
            self.symbol = symbol
        }
    }

    public init(
        _ string: String, font: Font = .body, lineLimit: Int? = nil,
        alignment: TextAlignment = .leading, truncationMode: TruncationMode = .tail, lineSpacing: CGFloat = 0, tracking: CGFloat = 0
    ) {
        self.string = string
        self.font = font
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.truncationMode = truncationMode
        self.lineSpacing = lineSpacing
        self.tracking = tracking
    }
}

/// `textCase(_:)`: `Text.Case`.
public enum TextCase: String, Hashable, Sendable, CaseIterable {
    case uppercase, lowercase
}

/// `multilineTextAlignment`.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// Where text is cut when it does not fit.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    case head, middle, tail
}

/// A text's answer to one proposal.
public struct TextMeasurement: Hashable, Sendable {
    public var size: CGSize
    /// Distance from the top of the text to the first line's baseline.
    public var firstBaseline: CGFloat
    /// Distance from the top of the text to the last line's baseline.
    public var lastBaseline: CGFloat
    /// The lines as laid out, for drawing (already truncated).
    public var lines: [String]
    /// For a run with spans, each line's parts in a span: empty for a run without.
    public var lineSpans: [[LineSpan]] = []
    /// The scale the run's fonts were set at: below 1 when `minimumScaleFactor` shrank them to fit.
    public var fontScale: CGFloat = 1

    /// A part of a line set in one of the run's spans: its UTF-8 range in the line, and the span's index.
    public struct LineSpan: Hashable, Sendable {
        public var range: Range<Int>
        public var span: Int

        public init(range: Range<Int>, span: Int) {
            self.range = range
            self.span = span
        }
    }

    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lines: [String]) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
    }

    public static let zero = TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [])
}

/// A font's vertical metrics, for baselines and the default spacing next to text (SEMANTICS §3.4).
public struct FontMetrics: Hashable, Sendable {
    /// Height above the baseline (positive).
    public var ascender: CGFloat
    /// Depth below the baseline (negative, as Core Text reports it).
    public var descender: CGFloat
    /// The font's line gap.
    public var leading: CGFloat
    public var capHeight: CGFloat
    /// The distance between the baselines of a text's consecutive lines: a text style's leading on iOS, the line
    /// height when not given.
    public var lineAdvance: CGFloat

    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, lineAdvance: CGFloat? = nil) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.lineAdvance = lineAdvance ?? ascender - descender
    }

    /// ascender − descender.
    public var lineHeight: CGFloat { ascender - descender }
}

/// Measures text and symbol images for the engine. The renderer implements it with Pango, so sizes, wrapping and
/// baselines are real; tests use `FixedMetricsTextMeasurer`. Answers must depend only on the arguments.
public protocol TextMeasurer: AnyObject {
    /// The text's size for `proposal` (SEMANTICS §1.2): one line when the width is `nil` or infinite; wrapped at
    /// word boundaries within a finite width (width = widest line); 0×0 when either axis is proposed 0.
    func measure(_ run: TextRun, proposal: ProposedViewSize) -> TextMeasurement
    /// The font's vertical metrics.
    func metrics(of font: Font) -> FontMetrics
    /// The natural size of an SF-Symbol-style image drawn in `font` at `scale`, as the symbol `name` shows under
    /// `variants` (``SymbolVariants/names(for:)``).
    func symbolSize(named name: String, variants: SymbolVariants, font: Font, scale: ImageScale) -> CGSize
    /// Whether the engine ceils a text's size to the display's pixel grid (SEMANTICS §20.3), as it does for real
    /// fonts' metrics.
    var ceilsToPixelGrid: Bool { get }
}

extension TextMeasurer {
    public var ceilsToPixelGrid: Bool { true }
}

/// `imageScale`.
public enum ImageScale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large

    /// Size multiplier applied to the symbol's font size.
    public var factor: CGFloat {
        switch self {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }
}

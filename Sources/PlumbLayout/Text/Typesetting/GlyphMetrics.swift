import Foundation

/// A font's metrics as the typesetter needs them: its vertical metrics and each character's advance. San Francisco's
/// tables (``SanFranciscoMetrics``) in the engine; a real font's through Pango in the renderer.
public protocol GlyphMetrics: AnyObject {
    /// The font's vertical metrics, with the distance between the baselines of a text's lines.
    func metrics(of font: Font) -> FontMetrics
    /// Appends the advance of each character of `characters`, set on one line in `font`, without tracking.
    func appendAdvances(of characters: Substring, in font: Font, to advances: inout [CGFloat])
}

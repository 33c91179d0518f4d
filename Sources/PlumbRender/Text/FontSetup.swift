import CPangoCairo
import Foundation
import PlumbLayout

/// What text is drawn in, for the whole process.
public enum FontSetup {
    /// Loads fontconfig's font list and Pango's font map once, before threads measure text each with its own
    /// measurer: both initialise global state on first use.
    public static func prepare() {
        _ = preparedFont
    }

    /// The family and version of the font body text is drawn in (`Inter 4.000`), as fontconfig finds it: what a
    /// reference records, so a picture drawn in another font is named as such.
    public static var drawingFont: String { preparedFont }

    private static let preparedFont: String = {
        let measurer = PangoTextMeasurer()
        _ = measurer.width(of: "Plumb", font: .body)
        return measurer.drawingFontName
    }()
}

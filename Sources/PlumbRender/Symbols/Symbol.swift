import Foundation
import PlumbLayout

/// A built-in stand-in for an SF Symbol: vector outlines in a unit square, and the size SF Symbols gives the
/// image for a font.
struct Symbol: Sendable {
    /// How one outline is painted in the foreground colour.
    enum Element: Hashable, Sendable {
        case stroke(SymbolPath)
        case fill(SymbolPath)
        /// Erased from what is painted before it (a knocked-out arrow in a filled circle).
        case cutout(SymbolPath)
    }

    var name: String
    /// The image's width and height as multiples of the font size at `ImageScale.medium`.
    var widthFactor: CGFloat
    var heightFactor: CGFloat
    var elements: [Element]

    /// The image's natural size in `font` at `scale`.
    func size(for font: Font, scale: ImageScale) -> CGSize {
        let unit = font.size * scale.factor
        return CGSize(width: widthFactor * unit, height: heightFactor * unit)
    }

    /// The stroke width for an image whose longer side is `length`, drawn in a font of `weight`: heavier fonts draw
    /// heavier symbols.
    static func lineWidth(length: CGFloat, weight: Font.Weight) -> CGFloat {
        length * 0.065 * pow(CGFloat(weight.numericValue) / 400, 0.7)
    }

    var hasCutouts: Bool {
        elements.contains { if case .cutout = $0 { return true } else { return false } }
    }
}

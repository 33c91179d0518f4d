import Foundation
import PlumbLayout

/// A built-in stand-in for an SF Symbol: vector outlines in a unit square, and the size SF Symbols gives the
/// image for a font.
struct Symbol: Sendable {
    /// How one outline is painted in the foreground colour.
    enum Element: Hashable, Sendable {
        case stroke(SymbolPath)
        case fill(SymbolPath)
        /// Its stroke erased from what is painted before it (a knocked-out arrow in a filled circle).
        case cutout(SymbolPath)
        /// Its inside erased from what is painted before it (a knocked-out figure in a filled circle).
        case hole(SymbolPath)

        /// The outline, whether its inside is painted (or only its stroke), and whether it is erased.
        var painting: (path: SymbolPath, fills: Bool, erases: Bool) {
            switch self {
            case .stroke(let path): (path, false, false)
            case .fill(let path): (path, true, false)
            case .cutout(let path): (path, false, true)
            case .hole(let path): (path, true, true)
            }
        }

        /// Painted the same way, along `transform` of its outline.
        func mapped(_ transform: (SymbolPath) -> SymbolPath) -> Element {
            switch self {
            case .stroke(let path): .stroke(transform(path))
            case .fill(let path): .fill(transform(path))
            case .cutout(let path): .cutout(transform(path))
            case .hole(let path): .hole(transform(path))
            }
        }
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
        elements.contains { $0.painting.erases }
    }
}

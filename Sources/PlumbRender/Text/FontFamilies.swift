import Foundation
import PlumbLayout

/// The font families text is drawn in, matched through fontconfig (which falls back to DejaVu, then Noto Color
/// Emoji, for characters a family lacks).
public struct FontFamilies: Hashable, Sendable {
    /// For the default and rounded designs (the CLI's `--font FAMILY`).
    public var sans: String
    /// The default design from 20 points up, where San Francisco switches to its Display optical size.
    public var sansDisplay: String?
    public var serif: String
    public var monospaced: String

    public init(sans: String = "DejaVu Sans", sansDisplay: String? = nil, serif: String = "DejaVu Serif", monospaced: String = "DejaVu Sans Mono") {
        self.sans = sans
        self.sansDisplay = sansDisplay
        self.serif = serif
        self.monospaced = monospaced
    }

    /// What San Francisco's metrics are drawn in: Inter (`fonts-inter`), the open design nearest to SF — nine
    /// weights with italics, a Display cut for large sizes, and widths within 2 % of SF's at 17 pt.
    public static let iPhone = FontFamilies(sans: "Inter", sansDisplay: "Inter Display")

    /// The family a font of `design` at `size` points is drawn in.
    public func family(for design: PlumbLayout.Font.Design, size: CGFloat) -> String {
        switch design {
        case .default, .rounded: size >= 20 ? sansDisplay ?? sans : sans
        case .serif: serif
        case .monospaced: monospaced
        }
    }
}

/// An appearance a colour set gives a colour for: a colour scheme (nil: any) and whether contrast is increased
/// (Increase Contrast on, `"contrast": "high"` in an asset catalog).
public struct ColorAppearance: Hashable, Sendable {
    public var scheme: ColorScheme?
    public var increasedContrast: Bool

    public init(scheme: ColorScheme?, increasedContrast: Bool = false) {
        self.scheme = scheme
        self.increasedContrast = increasedContrast
    }
}

extension Color {
    /// The value for `appearance`, as UIKit matches a colour set's traits: the colour of both its scheme and
    /// contrast, else of any scheme at its contrast (increased only), else of its scheme at standard contrast, else
    /// the colour's own components.
    public func resolved(for appearance: ColorAppearance) -> Color {
        let scheme = appearance.scheme
        var candidates = [ColorAppearance(scheme: scheme, increasedContrast: appearance.increasedContrast)]
        if appearance.increasedContrast { candidates += [ColorAppearance(scheme: nil, increasedContrast: true), ColorAppearance(scheme: scheme)] }
        guard let match = candidates.lazy.compactMap({ appearances[$0] }).first else {
            var own = self
            own.appearances = [:]
            return own
        }
        return match
    }
}

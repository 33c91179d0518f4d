import Foundation
import PlumbLayout
import Testing

/// A colour set of every appearance: any, dark, high contrast, high-contrast dark.
private let colorSet: Color = {
    var color = Color(red: 1, green: 0, blue: 0)
    color.appearances = [
        ColorAppearance(scheme: .dark): Color(red: 0, green: 1, blue: 0),
        ColorAppearance(scheme: nil, increasedContrast: true): Color(red: 0, green: 0, blue: 1),
        ColorAppearance(scheme: .dark, increasedContrast: true): Color(white: 0.5),
    ]
    return color
}()

@Test func aColourSetGivesEachAppearanceItsMostSpecificColour() {
    #expect(colorSet.resolved(for: ColorAppearance(scheme: .light)) == Color(red: 1, green: 0, blue: 0))
    #expect(colorSet.resolved(for: ColorAppearance(scheme: .dark)) == Color(red: 0, green: 1, blue: 0))
    #expect(colorSet.resolved(for: ColorAppearance(scheme: .light, increasedContrast: true)) == Color(red: 0, green: 0, blue: 1))
    #expect(colorSet.resolved(for: ColorAppearance(scheme: .dark, increasedContrast: true)) == Color(white: 0.5))
}

@Test func increasedContrastFallsBackToItsSchemesColourThenToAny() {
    var color = Color(red: 1, green: 0, blue: 0)
    color.appearances = [ColorAppearance(scheme: .dark): Color(red: 0, green: 1, blue: 0)]
    #expect(color.resolved(for: ColorAppearance(scheme: .dark, increasedContrast: true)) == Color(red: 0, green: 1, blue: 0))
    #expect(color.resolved(for: ColorAppearance(scheme: .light, increasedContrast: true)) == Color(red: 1, green: 0, blue: 0))
    #expect(Color(white: 1).resolved(for: ColorAppearance(scheme: .dark)) == Color(white: 1))
}

@Test func opacityScalesEveryAppearance() {
    let faded = colorSet.opacity(0.5)
    #expect(faded.resolved(for: ColorAppearance(scheme: .dark)) == Color(red: 0, green: 1, blue: 0, opacity: 0.5))
    #expect(faded.resolved(for: ColorAppearance(scheme: .light)) == Color(red: 1, green: 0, blue: 0, opacity: 0.5))
}

/// Whether each component is within 1e-4 of the expected one.
private func components(_ color: Color, are expected: [Double]) -> Bool {
    zip([color.red, color.green, color.blue, color.opacity], expected).allSatisfy { abs($0 - $1) < 1e-4 }
}

@Test func displayP3ConvertsToExtendedSRGB() {
    // CSS Color 4's conversions of `color(display-p3 …)`: P3's pure red lies outside sRGB.
    #expect(components(Color(displayP3Red: 1, green: 0, blue: 0), are: [1.0930, -0.2267, -0.1501, 1]))
    #expect(components(Color(displayP3Red: 0, green: 1, blue: 0, opacity: 0.5), are: [-0.5116, 1.0183, -0.3107, 0.5]))
    #expect(components(Color(displayP3Red: 0.5, green: 0.5, blue: 0.5), are: [0.5, 0.5, 0.5, 1]))
    #expect(components(Color(displayP3Red: 1, green: 1, blue: 1), are: [1, 1, 1, 1]))
}

@Test func linearAndGrayGammaComponentsAreEncodedAsSRGB() {
    // Linear 0.5 is sRGB 0.7354; gray-gamma-2.2's 0.5 is linear 0.2176, sRGB 0.5039.
    #expect(components(Color(linearRed: 0.5, green: 0, blue: 1), are: [0.7354, 0, 1, 1]))
    #expect(components(Color(grayGamma22: 0.5, opacity: 0.25), are: [0.5039, 0.5039, 0.5039, 0.25]))
}

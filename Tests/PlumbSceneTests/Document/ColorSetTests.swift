import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// One entry of a colour set's `colors`: `components` in `space`, for `appearances` (pairs of trait and value).
private func entry(_ space: String, _ components: [String: String], _ appearances: [(String, String)] = []) -> String {
    let traits = appearances.map { #"{"appearance": "\#($0.0)", "value": "\#($0.1)"}"# }.joined(separator: ", ")
    let values = components.map { #""\#($0.key)": "\#($0.value)""# }.joined(separator: ", ")
    return #"{"idiom": "universal", "appearances": [\#(traits)], "color": {"color-space": "\#(space)", "components": {\#(values)}}}"#
}

/// The colours of a catalog of colour sets, name → entries.
private func colors(_ sets: [String: [String]]) throws -> [String: Color] {
    var found: [String: Color] = [:]
    var files: [String: Data] = [:]
    for (name, entries) in sets {
        files["Assets.xcassets/\(name).colorset/Contents.json"] = Data(#"{"colors": [\#(entries.joined(separator: ", "))], "info": {"version": 1}}"#.utf8)
    }
    try withProject(files) { root in
        let catalog = AssetCatalog(catalogs: [root.appendingPathComponent("Assets.xcassets").path])
        for name in sets.keys { found[name] = catalog.color(named: name) }
    }
    return found
}

/// Whether `color`'s components are within 1e-4 of `expected` (red, green, blue, alpha).
private func components(_ color: Color?, are expected: [Double]) -> Bool {
    guard let color else { return false }
    return zip([color.red, color.green, color.blue, color.opacity], expected).allSatisfy { abs($0 - $1) < 1e-4 }
}

@Test func componentsAreFloatsIntegersOrHexInEachColourSpace() throws {
    let found = try colors([
        "Float": [entry("srgb", ["red": "0.500", "green": "0.250", "blue": "1.000", "alpha": "0.800"])],
        "Integer": [entry("srgb", ["red": "128", "green": "0", "blue": "255", "alpha": "1.000"])],
        "Hex": [entry("srgb", ["red": "0x80", "green": "0x00", "blue": "0xFF", "alpha": "0.500"])],
        "Extended": [entry("extended-srgb", ["red": "1.200", "green": "-0.100", "blue": "0.500", "alpha": "1.000"])],
        "P3": [entry("display-p3", ["red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"])],
        "Linear": [entry("extended-linear-srgb", ["red": "0.500", "green": "0.000", "blue": "1.000", "alpha": "1.000"])],
        "Gray": [entry("gray-gamma-2.2", ["white": "0.500", "alpha": "0.250"])],
    ])
    #expect(found["Float"] == Color(red: 0.5, green: 0.25, blue: 1, opacity: 0.8))
    #expect(found["Integer"] == Color(red: 128.0 / 255, green: 0, blue: 1, opacity: 1))
    #expect(found["Hex"] == Color(red: 128.0 / 255, green: 0, blue: 1, opacity: 0.5))
    #expect(found["Extended"] == Color(red: 1.2, green: -0.1, blue: 0.5, opacity: 1))
    #expect(components(found["P3"], are: [1.0930, -0.2267, -0.1501, 1]))
    #expect(components(found["Linear"], are: [0.7354, 0, 1, 1]))
    #expect(components(found["Gray"], are: [0.5039, 0.5039, 0.5039, 0.25]))
}

@Test func lightDarkAndHighContrastEntriesAreTheColoursAppearances() throws {
    let found = try colors(["Brand": [
        entry("srgb", ["red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"]),
        entry("srgb", ["red": "0.000", "green": "1.000", "blue": "0.000", "alpha": "1.000"], [("luminosity", "dark")]),
        entry("display-p3", ["red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"], [("contrast", "high")]),
        entry("srgb", ["red": "0x33", "green": "0x33", "blue": "0x33", "alpha": "1.000"], [("luminosity", "dark"), ("contrast", "high")]),
        entry("srgb", ["red": "0.900", "green": "0.900", "blue": "0.900", "alpha": "1.000"], [("luminosity", "light")]),
    ]])
    let brand = try #require(found["Brand"])
    #expect(brand.resolved(for: ColorAppearance(scheme: nil)) == Color(red: 1, green: 0, blue: 0))
    #expect(brand.resolved(for: ColorAppearance(scheme: .light)) == Color(white: 0.9))
    #expect(brand.resolved(for: ColorAppearance(scheme: .dark)) == Color(red: 0, green: 1, blue: 0))
    #expect(components(brand.resolved(for: ColorAppearance(scheme: .light, increasedContrast: true)), are: [0, 0, 1.0420, 1]))
    #expect(brand.resolved(for: ColorAppearance(scheme: .dark, increasedContrast: true)) == Color(white: 0.2))
}

@Test func aSetWithoutAnAnyEntryIsItsFirstAndAReferenceIsTheSystemColour() throws {
    let found = try colors([
        "DarkOnly": [
            entry("srgb", ["red": "0.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"], [("luminosity", "light")]),
            entry("srgb", ["red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"], [("luminosity", "dark")]),
        ],
        "System": [#"{"idiom": "universal", "color": {"reference": "systemRedColor"}}"#],
        "Label": [#"{"idiom": "universal", "color": {"reference": "labelColor"}}"#],
    ])
    #expect(found["DarkOnly"]?.resolved(for: ColorAppearance(scheme: .light)) == Color(white: 0))
    #expect(found["DarkOnly"]?.resolved(for: ColorAppearance(scheme: .dark)) == Color(white: 1))
    #expect(found["System"] == .red)
    #expect(found["Label"] == Color(named: "label"))
}

import Foundation
import PlumbLayout

/// A colour set's `Contents.json`, as Xcode's asset compiler reads it: one colour per appearance (`"appearances"`:
/// luminosity `light`/`dark`, contrast `high`), each in a colour space (`srgb`, `extended-srgb`,
/// `extended-linear-srgb`, `display-p3`, `gray-gamma-2.2`, `extended-gray`) with components written as floats
/// (`"0.500"`), 0–255 integers (`"128"`) or hex (`"0x80"`), or a reference to a system colour.
enum ColorSet {
    /// The colour of the set: the components of its universal "any" appearance (or its first entry) with the
    /// other appearances' colours in ``Color/appearances``; nil when no entry is a colour.
    static func color(_ json: [String: Any]) -> Color? {
        let entries = (json["colors"] as? [[String: Any]] ?? []).filter { ($0["idiom"] as? String).map { ["universal", "iphone"].contains($0) } ?? true }
        let colors = entries.compactMap { entry -> (color: Color, appearance: ColorAppearance)? in
            guard let color = color(entry["color"]), let appearance = appearance(entry["appearances"]) else { return nil }
            return (color, appearance)
        }
        let any = ColorAppearance(scheme: nil)
        guard var base = (colors.first { $0.appearance == any } ?? colors.first)?.color else { return nil }
        for (color, appearance) in colors where appearance != any && base.appearances[appearance] == nil {
            base.appearances[appearance] = color
        }
        return base
    }

    /// The appearance an entry's `appearances` describe; nil for one Plumb does not tell apart (a gamut, say).
    private static func appearance(_ json: Any?) -> ColorAppearance? {
        var appearance = ColorAppearance(scheme: nil)
        for trait in json as? [[String: Any]] ?? [] {
            switch (trait["appearance"] as? String, trait["value"] as? String) {
            case ("luminosity", "dark"): appearance.scheme = .dark
            case ("luminosity", "light"): appearance.scheme = .light
            case ("luminosity", _): break
            case ("contrast", "high"): appearance.increasedContrast = true
            default: return nil
            }
        }
        return appearance
    }

    /// One entry's colour.
    private static func color(_ json: Any?) -> Color? {
        guard let color = json as? [String: Any] else { return nil }
        if let reference = color["reference"] as? String { return systemColor(reference) }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? { components[key].flatMap(Self.component) }
        let alpha = component("alpha") ?? 1
        let space = color["color-space"] as? String ?? "srgb"
        if let white = component("white") {
            return space.hasPrefix("gray") || space == "extended-gray" ? Color(grayGamma22: white, opacity: alpha) : Color(white: white, opacity: alpha)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        switch space {
        case "display-p3": return Color(displayP3Red: red, green: green, blue: blue, opacity: alpha)
        case "extended-linear-srgb": return Color(linearRed: red, green: green, blue: blue, opacity: alpha)
        default: return Color(red: red, green: green, blue: blue, opacity: alpha)
        }
    }

    /// A component: hex (`0x80`) and integers above 1 (`128`) are 0–255, anything else (`0.5`, `1`) a fraction.
    static func component(_ value: Any) -> Double? {
        if let number = value as? Double { return number }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        guard let number = Double(text) else { return nil }
        return text.contains(".") || number <= 1 ? number : number / 255
    }

    /// A system colour (`systemBlueColor`, `labelColor`) by its SwiftUI or UIKit name.
    private static func systemColor(_ reference: String) -> Color {
        var name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        if name.hasPrefix("system"), let first = name.dropFirst(6).first, first.isUppercase, name != "systemBackground" {
            let rest = name.dropFirst(6)
            if Color.systemNames.contains(rest.prefix(1).lowercased() + rest.dropFirst()) { name = rest.prefix(1).lowercased() + rest.dropFirst() }
        }
        return Color(named: name)
    }
}

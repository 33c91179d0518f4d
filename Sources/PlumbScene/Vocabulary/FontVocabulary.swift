import Foundation
import PlumbInterpreter
import PlumbLayout

/// `Font` values — the text styles, `.system(size:weight:design:)`, `.system(_:design:weight:)`, and `bold()`,
/// `italic()`, `weight(_:)`, `monospaced()` on them (`monospacedDigit()` and `width(_:)` are accepted and change nothing)
/// — with `Font.Weight`, `Font.Design` and `Font.TextStyle`, and the modifiers that set the environment's font:
/// `font(_:)`, `fontWeight(_:)`, `fontDesign(_:)`, `monospaced(_:)` (`monospaced(false)` leaves the font as it is),
/// `bold()`, `italic()`.
/// `.custom(_:size:)` is the system font at that size (the renderer has no custom fonts). `fontWeight` and
/// `fontDesign` change the font in effect where they are written, so a `font(_:)` written inside them replaces their
/// change (SwiftUI keeps weight and design apart from the font and applies them to it).
enum FontVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        let fonts: [(String, Font)] = Font.TextStyle.allCases.map { ($0.rawValue, Font(style: $0)) }
        var font = NativeType("Font", conformances: ["Equatable", "Hashable"])
        for (name, value) in fonts { font.staticConstant(name, types.make("Font", value)) }
        font.describe = { "\($0 as! Font)" }
        library.register(font)
        types.registerCases("Font.Weight", Font.Weight.allCases)
        types.registerCases("Font.Design", Font.Design.allCases)
        types.registerCases("Font.TextStyle", Font.TextStyle.allCases)

        font = NativeType("Font")
        let regular = types.make("Font.Weight", Font.Weight.regular)
        let standard = types.make("Font.Design", Font.Design.default)
        font.staticMethod("system", [
            NativeParameter("size", "CGFloat"), NativeParameter("weight", "Font.Weight", default: regular),
            NativeParameter("design", "Font.Design", default: standard),
        ]) { call in
            types.make("Font", Font.system(size: try call.cgFloat(0), weight: try call.payload(1, as: Font.Weight.self, "Font.Weight"),
                                           design: try call.payload(2, as: Font.Design.self, "Font.Design")))
        }
        font.staticMethod("system", [
            NativeParameter(nil, "Font.TextStyle"), NativeParameter("design", "Font.Design?", default: .optional(nil)),
            NativeParameter("weight", "Font.Weight?", default: .optional(nil)),
        ]) { call in
            types.make("Font", Font.system(try call.payload(0, as: Font.TextStyle.self, "Font.TextStyle"),
                                           design: try call.optionalPayload(1, as: Font.Design.self, "Font.Design") ?? .default,
                                           weight: try call.optionalPayload(2, as: Font.Weight.self, "Font.Weight")))
        }
        font.staticMethod("custom", [NativeParameter(nil, "String"), NativeParameter("size", "CGFloat")]) { call in
            types.make("Font", Font.system(size: try call.cgFloat(1)))
        }
        font.method("bold") { call in types.make("Font", try call.receiverPayload(Font.self).bold()) }
        font.method("italic") { call in types.make("Font", try call.receiverPayload(Font.self).italic()) }
        font.method("monospaced") { call in types.make("Font", try call.receiverPayload(Font.self).monospaced()) }
        // Digits keep San Francisco's proportional widths; other widths than the standard one are not drawn
        // (`fontWidth(_:)` warns).
        font.method("monospacedDigit") { call in call.receiver }
        types.registerTokens("Font.Width", ["compressed", "condensed", "standard", "expanded"])
        font.method("width", [NativeParameter(nil, "Font.Width")]) { call in call.receiver }
        font.method("weight", [NativeParameter(nil, "Font.Weight")]) { call in
            types.make("Font", try call.receiverPayload(Font.self).weight(try call.payload(0, as: Font.Weight.self, "Font.Weight")))
        }
        library.register(font)
        registerModifiers(library, types)
    }

    private static func registerModifiers(_ library: NativeLibrary, _ types: SceneTypes) {
        var view = NativeType("View", isProtocol: true)
        view.method("font", [NativeParameter(nil, "Font?")]) { call in
            let font = try call.optionalPayload(0, as: Font.self, "Font")
            return call.environment("font(\(font.map(\.description) ?? "nil"))") { $0.font = font }
        }
        view.method("fontWeight", [NativeParameter(nil, "Font.Weight?")]) { call in
            let weight = try call.optionalPayload(0, as: Font.Weight.self, "Font.Weight")
            return call.environment("fontWeight(\(weight.map { ".\($0.rawValue)" } ?? "nil"))") { $0.fontWeight = weight }
        }
        view.method("fontDesign", [NativeParameter(nil, "Font.Design?")]) { call in
            let design = try call.optionalPayload(0, as: Font.Design.self, "Font.Design")
            return call.environment("fontDesign(\(design.map { ".\($0.rawValue)" } ?? "nil"))") { $0.fontDesign = design }
        }
        view.method("monospaced", [NativeParameter(nil, "Bool", default: .bool(true))]) { call in
            let isActive = try call.bool(0)
            return call.environment("monospaced(\(isActive))") { environment in
                guard isActive else { return }
                environment.font = (environment.font ?? .body).monospaced()
            }
        }
        // The line's pattern and colour are accepted; it is drawn solid in the text's colour.
        types.registerTokens("Text.LineStyle", ["single"])
        types.registerTokens("Text.LineStyle.Pattern", ["solid", "dot", "dash", "dashDot", "dashDotDot"])
        for (name, decoration) in [("strikethrough", TextDecoration.strikethrough), ("underline", .underline)] {
            view.method(name, [
                NativeParameter(nil, "Bool", default: .bool(true)),
                NativeParameter("pattern", "Text.LineStyle.Pattern", default: types.make("Text.LineStyle.Pattern", "solid")),
                NativeParameter("color", "Color?", default: .optional(nil)),
            ]) { call in
                let isActive = try call.bool(0)
                return call.environment("\(name)(\(isActive))") { environment in
                    if isActive { environment.textDecoration.insert(decoration) } else { environment.textDecoration.remove(decoration) }
                }
            }
        }
        for (name, flag) in [("bold", \EnvironmentValues.forcesBold), ("italic", \.forcesItalic)] {
            view.method(name) { call in call.environment("\(name)()") { $0[keyPath: flag] = true } }
            view.method(name, [NativeParameter(nil, "Bool")]) { call in
                let isActive = try call.bool(0)
                return call.environment("\(name)(\(isActive))") { $0[keyPath: flag] = isActive }
            }
        }
        library.register(view)
    }
}

extension NativeCall {
    /// `self` under an environment writer: a modifier with no layout effect of its own that changes what the views
    /// below read (SwiftUI's environment modifiers).
    func environment(_ description: String, _ apply: @escaping (inout EnvironmentValues) -> Void) -> Value {
        modified(.environment(EnvironmentWriter(description, apply: apply)))
    }
}

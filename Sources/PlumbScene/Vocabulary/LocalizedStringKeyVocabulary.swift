import Foundation
import PlumbInterpreter

/// `LocalizedStringKey`: made from a string literal where one is expected (`Text("**Bold**")`, an interpolated
/// literal too), or from a string (`LocalizedStringKey(markdown)`, whose Markdown is read as well); and
/// `String(localized:)` with its `String.LocalizationValue`.
enum LocalizedStringKeyVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var key = NativeType("LocalizedStringKey", conformances: ["Equatable", "Hashable", "ExpressibleByStringLiteral"])
        let keyType = types.type("LocalizedStringKey")
        key.stringLiteral = { pieces in types.make(keyType, LocalizedStringKey(pieces)) }
        key.isLiteralOnly = true
        key.initializer([NativeParameter(nil, "String")]) { call in
            types.make(keyType, LocalizedStringKey(markdown: try call.string(0)))
        }
        // A key printed or given as a title (`navigationTitle(key)`) is the text it shows.
        key.describe = { ($0 as! LocalizedStringKey).text }
        library.register(key)

        // `String(localized:)`: the text of the key Xcode extracts from the literal (`items %lld`) in the module's
        // strings, its values in place, without reading Markdown.
        var value = NativeType("String.LocalizationValue", conformances: ["Equatable", "Hashable", "ExpressibleByStringLiteral"])
        let valueType = types.type("String.LocalizationValue")
        value.stringLiteral = { pieces in types.make(valueType, LocalizedStringKey(pieces)) }
        value.initializer([NativeParameter(nil, "String")]) { call in
            types.make(valueType, LocalizedStringKey(markdown: try call.string(0)))
        }
        value.describe = { ($0 as! LocalizedStringKey).plain }
        library.register(value)
        var string = NativeType("String")
        string.initializer([
            NativeParameter("localized", "String.LocalizationValue"), NativeParameter("table", "String?", default: .optional(nil)),
            NativeParameter("bundle", "Bundle?", default: .optional(nil)), NativeParameter("locale", "Any", default: .void),
            NativeParameter("comment", "Any", default: .void),
        ]) { call in
            let key = try call.payload(0, as: LocalizedStringKey.self, "String.LocalizationValue")
            return .string(call.localized(key, table: call.optionalString(1)).plain)
        }
        library.register(string)
    }
}

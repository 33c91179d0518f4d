import Foundation
import PlumbInterpreter

/// `LocalizedStringKey`: made from a string literal where one is expected (`Text("**Bold**")`, an interpolated
/// literal too), or from a string (`LocalizedStringKey(markdown)`, whose Markdown is read as well).
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
    }
}

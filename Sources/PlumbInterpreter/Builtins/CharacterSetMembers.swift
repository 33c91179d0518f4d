import Foundation

/// Foundation's `CharacterSet`: its named sets, `CharacterSet(charactersIn:)`, `union`, `inverted` and `contains`,
/// and the `String` methods that take one (`trimmingCharacters(in:)`, `components(separatedBy:)`).
enum CharacterSetMembers {
    static func register(into library: NativeLibrary) {
        let setType = library.register(NativeType("CharacterSet"))
        func make(_ set: CharacterSet) -> Value { .native(NativeObject(type: setType, payload: set)) }
        func set(_ value: Value) throws -> CharacterSet {
            guard let set = value.payload(as: CharacterSet.self) else { throw NativeError("expected a CharacterSet") }
            return set
        }

        var characterSet = NativeType("CharacterSet", conformances: ["Equatable", "Hashable"])
        let named: [(String, CharacterSet)] = [
            ("whitespaces", .whitespaces), ("whitespacesAndNewlines", .whitespacesAndNewlines), ("newlines", .newlines),
            ("punctuationCharacters", .punctuationCharacters), ("decimalDigits", .decimalDigits), ("letters", .letters),
            ("alphanumerics", .alphanumerics), ("uppercaseLetters", .uppercaseLetters), ("lowercaseLetters", .lowercaseLetters),
            ("symbols", .symbols), ("controlCharacters", .controlCharacters),
        ]
        for (name, value) in named { characterSet.staticConstant(name, make(value)) }
        characterSet.initializer([parameter("charactersIn", "String")]) { call in make(CharacterSet(charactersIn: try call.string(0))) }
        characterSet.property("inverted") { value in make(try set(value).inverted) }
        characterSet.method("union", [parameter(nil, "CharacterSet")]) { call in make(try set(call.receiver).union(set(call[0]))) }
        characterSet.method("contains", [parameter(nil, "Character")]) { call in
            .bool(try call.string(0).unicodeScalars.allSatisfy(set(call.receiver).contains))
        }
        characterSet.describe = { _ in "CharacterSet" }
        library.register(characterSet)

        var string = NativeType("String")
        string.method("trimmingCharacters", [parameter("in", "CharacterSet")]) { call in
            .string(try call.receiverString().trimmingCharacters(in: set(call[0])))
        }
        string.method("components", [parameter("separatedBy", "CharacterSet")]) { call in
            .array(try call.receiverString().components(separatedBy: set(call[0])).map(Value.string))
        }
        library.register(string)
    }
}

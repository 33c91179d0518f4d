/// `Character` and `Unicode.Scalar`, which are strings of one character here (`Character(UnicodeScalar(0x1F600)!)`),
/// and `Character`'s properties (`isLetter`, `wholeNumberValue`, …), which such a string has: what
/// `s.filter(\.isLetter)` and `s.allSatisfy(\.isNumber)` pass them.
enum CharacterMembers {
    static func register(into library: NativeLibrary) {
        var character = NativeType("Character", conformances: ["Equatable", "Hashable", "Comparable"])
        character.initializer([parameter(nil)]) { call in .string(call.evaluator.describe(call[0])) }
        library.register(character)
        var scalar = NativeType("UnicodeScalar", conformances: ["Equatable", "Hashable", "Comparable"])
        scalar.initializer([parameter(nil, "Int")]) { call in
            .optional(UInt32(exactly: try call.int(0)).flatMap(Unicode.Scalar.init).map { .string(String(Character($0))) })
        }
        library.register(scalar)

        var string = NativeType("String")
        let tests: [(String, KeyPath<Character, Bool>)] = [
            ("isLetter", \.isLetter), ("isNumber", \.isNumber), ("isWholeNumber", \.isWholeNumber), ("isWhitespace", \.isWhitespace),
            ("isNewline", \.isNewline), ("isUppercase", \.isUppercase), ("isLowercase", \.isLowercase), ("isCased", \.isCased),
            ("isPunctuation", \.isPunctuation), ("isSymbol", \.isSymbol), ("isHexDigit", \.isHexDigit), ("isASCII", \.isASCII),
        ]
        for (name, test) in tests {
            string.property(name) { value in .bool(try single(value, name)[keyPath: test]) }
        }
        let numbers: [(String, (Character) -> Int?)] = [
            ("wholeNumberValue", \.wholeNumberValue), ("hexDigitValue", \.hexDigitValue), ("asciiValue", { $0.asciiValue.map(Int.init) }),
        ]
        for (name, number) in numbers {
            string.property(name) { value in .optional(number(try single(value, name)).map(Value.int)) }
        }
        library.register(string)
    }

    /// The `Character` a one-character string stands for; Swift has `property` on characters only.
    private static func single(_ value: Value, _ property: String) throws -> Character {
        guard case .string(let text) = value, let first = text.first, text.count == 1 else {
            throw NativeError("'\(property)' is a property of Character, not of a String of \(value.stringValue?.count ?? 0) characters")
        }
        return first
    }
}

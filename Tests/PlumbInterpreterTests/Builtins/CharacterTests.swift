import Testing
@testable import PlumbInterpreter

@Test func charactersHaveTheirPropertiesAsOneCharacterStrings() throws {
    #expect(try output(#"""
    func main() {
        let text = "Hi, R2 d2!\n"
        print(Character("a").isLetter, Character("1").isNumber, text.filter { $0.isWhitespace }.count, text.filter(\.isLetter))
        print("2024".allSatisfy(\.isNumber), text.filter(\.isUppercase), text.filter(\.isPunctuation), Character("7").wholeNumberValue, Character("x").wholeNumberValue)
        print(Character("f").hexDigitValue, Character("A").asciiValue, Character("é").isASCII, Character("\n").isNewline, Character("+").isSymbol, Character("q").uppercased())
    }
    """#) == "true true 3 HiRd\ntrue HR ,! Optional(7) nil\nOptional(15) Optional(65) false true true Q\n")
}

@Test func aCharacterPropertyOfALongerStringIsAnError() {
    #expect(runtimeError(#"func main() { print("ab".isLetter) }"#) == "Test.swift:1:26: error: 'isLetter' is a property of Character, not of a String of 2 characters")
}

@Test func characterSetsTrimAndSplitStrings() throws {
    let printed = try output(#"""
    func main() {
        print("[" + "  hi \n".trimmingCharacters(in: .whitespaces) + "]", "[" + "  hi \n".trimmingCharacters(in: .whitespacesAndNewlines) + "]")
        print("...Wow!?".trimmingCharacters(in: .punctuationCharacters), "42abc7".trimmingCharacters(in: .decimalDigits), "ab12cd".trimmingCharacters(in: .letters))
        print("a1-b2".trimmingCharacters(in: .alphanumerics), "xxhixx".trimmingCharacters(in: CharacterSet(charactersIn: "x")), "a, b;c".components(separatedBy: CharacterSet(charactersIn: ",;")))
        print("a b\nc".components(separatedBy: .whitespacesAndNewlines), CharacterSet.letters.contains("q"), CharacterSet.letters.inverted.contains("q"))
    }
    """#)
    #expect(printed == "[hi \n] [hi]\nWow abc 12\n- hi [\"a\", \" b\", \"c\"]\n[\"a\", \"b\", \"c\"] true false\n")
}

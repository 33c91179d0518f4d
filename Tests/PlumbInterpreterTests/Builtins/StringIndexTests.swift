import Testing
@testable import PlumbInterpreter

@Test func stringIndicesFindCutAndEditAsSwiftsDo() throws {
    #expect(try output("""
    func main() {
        let email = "taylor@example.com"
        let at = email.firstIndex(of: "@")!
        let user: Substring = email[..<at]
        print(user, String(email[email.index(after: at)...]), email[email.index(email.startIndex, offsetBy: 2)])
        let range = email.range(of: "example")!
        print(email[range], email[range.lowerBound...email.index(before: range.upperBound)], email.range(of: "zzz") == nil)
        print(email.distance(from: email.startIndex, to: at), at < email.endIndex, email.startIndex == email.indices.first!)
        print(email.index(at, offsetBy: 100, limitedBy: email.endIndex) == nil, email.index(at, offsetBy: 2, limitedBy: email.endIndex) != nil)
        print(email.prefix(upTo: at), email.prefix(through: at), email.suffix(from: range.upperBound), email.lastIndex(of: "e") != nil)
        var word = "silkworm"
        word.remove(at: word.firstIndex(of: "w")!)
        word.insert("!", at: word.endIndex)
        print(word, "héllo"[ "héllo".index(after: "héllo".startIndex)], "abc".firstIndex { $0 == "c" }.map { "abc".distance(from: "abc".startIndex, to: $0) }!)
    }
    """) == """
    taylor example.com y
    example example true
    6 true true
    true true
    taylor taylor@ .com true
    silkorm! é 2

    """)
}

@Test func stringsAreNotIndexedByIntegersAndIndicesStayInBounds() {
    #expect(runtimeError("func main() { let s = \"abc\"; print(s[1]) }")
        == "Test.swift:1:37: error: 'subscript(_:)' is unavailable: cannot subscript String with an Int; use Array(string) or string.prefix(_:)")
    #expect(runtimeError("func main() { let s = \"abc\"; print(s[0..<2]) }")
        == "Test.swift:1:37: error: 'subscript(_:)' is unavailable: cannot subscript String with an Int; use Array(string) or string.prefix(_:)")
    #expect(runtimeError("func main() { let s = \"abc\"; print(s[s.endIndex]) }") == "Test.swift:1:37: error: String index is out of bounds")
    #expect(runtimeError("func main() { let s = \"abc\"; _ = s.index(s.endIndex, offsetBy: 1) }") == "Test.swift:1:36: error: String index is out of bounds")
}

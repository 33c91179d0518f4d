import Testing
@testable import PlumbInterpreter

@Test func jsonTextIsReadWithItsNumbersStringsAndEscapes() throws {
    let json = try JSONValue.parse(Array(#" {"a": [1, -2.5, 3e2, true, null], "b\u00e9\n": "x\"\/y", "c": {}} "#.utf8))
    #expect(json == .object([
        .init(key: "a", value: .array([.int(1), .double(-2.5), .double(300), .bool(true), .null])),
        .init(key: "bé\n", value: .string("x\"/y")),
        .init(key: "c", value: .object([])),
    ]))
    #expect(try JSONValue.parse(Array(#""\ud83d\ude00""#.utf8)) == .string("😀"))
    // A high surrogate without its low half is a replacement character; the escape after it stands alone.
    #expect(try JSONValue.parse(Array(#""\ud800\u0041""#.utf8)) == .string("\u{FFFD}A"))
}

@Test func textThatIsNoJSONFailsWhereItStops() {
    for (text, offset) in [("{\"a\": }", 6), ("[1, 2", 5), ("tru", 0), ("{} x", 3), ("\"a\nb\"", 2), ("01x", 2)] {
        #expect(throws: JSONValue.SyntaxError.self, "\(text)") { try JSONValue.parse(Array(text.utf8)) }
        do { _ = try JSONValue.parse(Array(text.utf8)) } catch let error as JSONValue.SyntaxError { #expect(error.offset == offset, "\(text)") } catch {}
    }
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(throws: JSONValue.SyntaxError.self) { try JSONValue.parse(Array(deep.utf8)) }
}

/// Foundation's parser takes one comma after the last element of an array or object (an app's bundled JSON may have
/// them), though the JSON grammar does not; an element a comma leaves empty is still an error.
@Test func oneTrailingCommaIsReadAsFoundationReadsIt() throws {
    #expect(try JSONValue.parse(Array(#"{"a": [1, 2, ], "b": {"c": true,},}"#.utf8)) == .object([
        .init(key: "a", value: .array([.int(1), .int(2)])),
        .init(key: "b", value: .object([.init(key: "c", value: .bool(true))])),
    ]))
    for (text, offset) in [("[1,,]", 3), ("[,]", 1), ("{,}", 1), ("[1, 2,", 6)] {
        do {
            _ = try JSONValue.parse(Array(text.utf8))
            Issue.record("\(text) was read")
        } catch let error as JSONValue.SyntaxError {
            #expect(error.offset == offset, "\(text)")
        }
    }
}

@Test func jsonIsWrittenCompactOrPrettyAsJSONEncoderWritesIt() {
    let json = JSONValue.object([
        .init(key: "name", value: .string("a/b")), .init(key: "age", value: .int(3)),
        .init(key: "scores", value: .array([.double(1.5), .double(2)])), .init(key: "none", value: .array([])),
    ])
    #expect(json.serialized() == #"{"name":"a\/b","age":3,"scores":[1.5,2],"none":[]}"#)
    #expect(json.serialized(pretty: true, sortedKeys: true, escapesSlashes: false) == """
    {
      "age" : 3,
      "name" : "a/b",
      "none" : [],
      "scores" : [
        1.5,
        2
      ]
    }
    """)
}

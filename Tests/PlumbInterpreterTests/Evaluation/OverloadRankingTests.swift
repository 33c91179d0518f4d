import Testing
@testable import PlumbInterpreter

@Test func parameterTypesRankFromLiteralOnlyToAny() {
    let key = TypeInfo(name: "Key", kind: .native)
    key.isLiteralOnly = true
    let text = TypeInfo(name: "Text", kind: .native)
    let double = TypeInfo(name: "Double", kind: .native)
    let view = TypeInfo(name: "View", kind: .protocolType)
    let types: [TypeRef] = [
        .named(key), .named(text), .optional(.named(text)), .array(.named(text)), .function(builder: nil), .named(double),
        .optional(.named(double)), .named(view), .optional(.named(view)), .unknown, .unmodelled, .optional(.unknown),
    ]
    #expect(types.map(OverloadRanking.specificity) == [10, 8, 7, 8, 8, 6, 5, 4, 3, 2, 2, 1])
}

/// `pick` overloads registered in `order`, the body of each printing its parameter types.
private func pick(_ arguments: [String], registering order: [[NativeParameter]]) throws -> String {
    let library = FakeSwiftUI.library()
    var key = NativeType("Key")
    key.isLiteralOnly = true
    key.stringLiteral = { _ in .native(NativeObject(type: library.type(named: "Key")!, payload: "key")) }
    library.register(key)
    for parameters in order {
        let name = parameters.map { "\($0.label ?? "_"): \($0.type)" }.joined(separator: ", ")
        library.register(function: NativeFunction("pick", parameters) { _ in .string(name) })
    }
    let interpreter = Interpreter(library: library)
    var printed = ""
    interpreter.output = { printed += $0 }
    let calls = arguments.map { "print(pick(\($0)))" }.joined(separator: "\n    ")
    #expect(interpreter.load(source: "func main() {\n    let name = \"n\"\n    \(calls)\n}", file: "Test.swift").map(\.summary) == [])
    _ = try interpreter.callFunction("main")
    return printed
}

@Test func theMostSpecificOverloadIsCalledWhateverTheRegistrationOrder() throws {
    let overloads: [[NativeParameter]] = [
        [NativeParameter(nil, "Any")], [NativeParameter(nil, "Int")], [NativeParameter(nil, "Double")],
        [NativeParameter(nil, "String?")], [NativeParameter(nil, "Key")], [NativeParameter(nil, "View")],
        [NativeParameter(nil, "Int"), NativeParameter("more", "Int", default: .int(0))],
    ]
    let arguments = ["1", "2.5", "\"literal\"", "name", "nil", "true", "Text(name)", "3, more: 4"]
    let expected = """
    _: Int
    _: Double
    _: Key
    _: String?
    _: String?
    _: Any
    _: View
    _: Int, more: Int

    """
    #expect(try pick(arguments, registering: overloads) == expected)
    #expect(try pick(arguments, registering: overloads.reversed()) == expected)
    #expect(try pick(arguments, registering: Array(overloads[4...] + overloads[..<4])) == expected)
}

@Test func overloadsOfOneSignatureAreReportedAsAmbiguous() {
    let library = NativeLibrary()
    let bare = Set(library.ambiguousOverloads)
    for _ in 0..<2 {
        library.register(function: NativeFunction("pick", [NativeParameter(nil, "Int"), NativeParameter("by", "Any?")]) { _ in .void })
    }
    library.register(function: NativeFunction("pick", [NativeParameter(nil, "Double"), NativeParameter("by", "Any?")]) { _ in .void })
    #expect(library.ambiguousOverloads.filter { !bare.contains($0) } == ["pick(_: Int, by: Any?)"])
}

import Testing
@testable import PlumbInterpreter

/// Renders the `ContentView` of `source` with the fake natives.
func rendered(_ source: String) throws -> String {
    let harness = Harness(source)
    #expect(harness.diagnostics.map(\.summary) == [])
    let interpreter = harness.interpreter
    return try FakeSwiftUI.render(interpreter.evaluate(interpreter.entryPoint()), interpreter)
}

@Test func bodyIsBuiltWithTheProtocolsBuilder() throws {
    #expect(try rendered("""
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Title")
                Rectangle()
                    .frame(height: 2)
            }
            .padding()
        }
    }
    """) == "ContentView{padding(16.0)[VStack(leading,8.0)[TupleView[Text(Title), frame(nilx2.0)[Rectangle]]]]}")
}

@Test func conditionalsSwitchOptionalsAndLocalsInBuilders() throws {
    #expect(try rendered("""
    enum Mode { case a, b, c }
    struct ContentView: View {
        let flag = true
        let name: String? = "Ann"
        let missing: String? = nil
        let mode = Mode.c
        var body: some View {
            let title = "T"
            if flag { Text(title) }
            if !flag { Text("hidden") }
            if let name { Text(name) } else { Rectangle() }
            switch mode {
            case .a: Text("a")
            case .b: Text("b")
            case .c: Text("c")
            }
            missing.map { Text($0) }
            name.map { Text($0 + "!") }
        }
    }
    """) == "ContentView{TupleView[Text(T), EmptyView, Text(Ann), Text(c), none, Text(Ann!)]}")
}

@Test func userViewBuilderFunctionsPropertiesAndParameters() throws {
    #expect(try rendered("""
    struct Card<Content: View>: View {
        let title: String
        @ViewBuilder let content: Content
        var body: some View {
            VStack { Text(title); content }
        }
    }
    struct Wrapper<Content: View>: View {
        let content: Content
        init(@ViewBuilder content: () -> Content) { self.content = content() }
        var body: some View { content.padding(4) }
    }
    struct ContentView: View {
        @ViewBuilder func row(_ n: Int) -> some View {
            if n > 1 { Text("many") } else { Text("one") }
        }
        @ViewBuilder var footer: some View { Rectangle() }
        var body: some View {
            Card(title: "c") { row(2); footer }
            Wrapper { Text("w") }
        }
    }
    """) == "ContentView{TupleView[Card{VStack(center,nil)[TupleView[Text(c), TupleView[Text(many), Rectangle]]]}, Wrapper{padding(4.0)[Text(w)]}]}")
}

@Test func aViewBuilderClosurePropertyBuildsWhenItIsCalled() throws {
    // `@ViewBuilder let content: () -> Content`: the memberwise initializer takes a builder closure and stores it;
    // calling it builds its views.
    #expect(try rendered("""
    struct Card<Content: View>: View {
        let title: String
        @ViewBuilder let content: () -> Content
        var body: some View {
            VStack { Text(title); content() }
        }
    }
    struct ContentView: View {
        var body: some View {
            Card(title: "c") { Text("a"); Rectangle() }
        }
    }
    """) == "ContentView{Card{VStack(center,nil)[TupleView[Text(c), TupleView[Text(a), Rectangle]]]}}")
}

@Test func forEachIsANativeBuilderClosure() throws {
    #expect(try rendered("""
    struct Item: Identifiable { let id: Int; let name: String }
    struct ContentView: View {
        let items = [Item(id: 1, name: "x"), Item(id: 2, name: "y")]
        var body: some View {
            ForEach(items) { item in Text(item.name) }
            ForEach(0..<2, id: \\.self) { Text("\\($0)") }
        }
    }
    """) == "ContentView{TupleView[ForEach[Text(x), Text(y)], ForEach[Text(0), Text(1)]]}")
}

@Test func explicitReturnTurnsTheBuilderOff() throws {
    #expect(try rendered("""
    struct ContentView: View {
        var body: some View {
            let text = Text("direct")
            return text.padding(1)
        }
    }
    """) == "ContentView{padding(1.0)[Text(direct)]}")
}

@Test func aReturnInsideABlockTurnsTheBuilderOffButOneInAClosureDoesNot() throws {
    #expect(try rendered("""
    struct Failure: Error {}
    func make(_ fails: Bool) throws -> String { if fails { throw Failure() }; return "made" }
    struct ContentView: View {
        var body: some View {
            do {
                let title = try make(false)
                return Text(title)
            } catch {
                return Text("failed")
            }
        }
    }
    """) == "ContentView{Text(made)}")
    #expect(try rendered("""
    struct ContentView: View {
        var body: some View {
            let label = { () -> String in return "inner" }
            Text(label())
            Text("second")
        }
    }
    """) == "ContentView{TupleView[Text(inner), Text(second)]}")
}

/// A builder that spells out the operations it receives.
struct RecordingBuilder: ResultBuilder {
    var name: String { "Record" }
    func buildExpression(_ value: Value, at location: PlumbInterpreter.SourceLocation) throws -> Value { .string("\(value.stringValue ?? "?")@\(location.line)") }
    func buildBlock(_ components: [Value]) throws -> Value { .string("{" + components.compactMap(\.stringValue).joined(separator: ",") + "}") }
    func buildOptional(_ component: Value?) throws -> Value { .string("optional(\(component?.stringValue ?? "nil"))") }
    func buildEither(first component: Value) throws -> Value { .string("first(\(component.stringValue ?? ""))") }
    func buildEither(second component: Value) throws -> Value { .string("second(\(component.stringValue ?? ""))") }
}

@Test func builderOperationsFollowSwiftsTransform() throws {
    let library = NativeLibrary()
    library.register(builder: RecordingBuilder())
    let interpreter = Interpreter(library: library)
    #expect(interpreter.load(source: """
    @Record func chain(_ n: Int) -> String {
        "start"
        if n == 0 { "zero" } else if n == 1 { "one" } else { "many" }
        if n > 5 { "big" }
        if n == 0 { "a" } else if n == 1 { "b" }
        switch n { case 0: "s0"; case 1: "s1"; default: "s2" }
    }
    """, file: "Test.swift").isEmpty)
    let results = try (0..<3).map { try interpreter.callFunction("chain", [.value(.int($0))]).stringValue ?? "" }
    #expect(results == [
        "{start@2,first(first({zero@3})),optional(nil),optional(first({a@5})),first(first({s0@6}))}",
        "{start@2,first(second({one@3})),optional(nil),optional(second({b@5})),first(second({s1@6}))}",
        "{start@2,second({many@3}),optional(nil),optional(nil),second({s2@6})}",
    ])
}

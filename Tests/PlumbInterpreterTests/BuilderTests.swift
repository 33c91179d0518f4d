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

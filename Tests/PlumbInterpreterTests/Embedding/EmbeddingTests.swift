import Testing
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
@testable import PlumbInterpreter

@Test func previewsAreEntryPointsInFileOrder() throws {
    let harness = Harness("""
    struct ContentView: View { var body: some View { Text("content") } }
    #Preview("Wide", traits: .fixedLayout(width: 300, height: 200)) { ContentView().padding() }
    #Preview(traits: .sizeThatFitsLayout) { Text("second") }
    #Preview { Text("third") }
    """)
    #expect(harness.diagnostics.isEmpty)
    let interpreter = harness.interpreter
    let previews = try interpreter.previews()
    #expect(previews.map(\.name) == ["Wide", nil, nil])
    #expect(previews.map(\.traits) == [[.fixedLayout(width: 300, height: 200)], [.sizeThatFitsLayout], []])
    #expect(previews.map(\.location.line) == [2, 3, 4])
    #expect(try FakeSwiftUI.render(interpreter.evaluate(.preview(previews[0])), interpreter) == "padding(16.0)[ContentView{Text(content)}]")
}

@Test func withoutPreviewContentViewOrTheOnlyViewIsTheEntry() throws {
    let named = Harness("struct Other: View { var body: some View { Text(\"o\") } }\nstruct ContentView: View { var body: some View { Text(\"c\") } }")
    guard case .view(let type) = try named.interpreter.entryPoint() else { Issue.record("expected a view"); return }
    #expect(type.name == "ContentView")
    let only = Harness("struct Only: View { var body: some View { Text(\"o\") } }")
    guard case .view(let onlyType) = try only.interpreter.entryPoint() else { Issue.record("expected a view"); return }
    #expect(onlyType.name == "Only")
}

@Test func missingEntryPointIsADiagnostic() {
    let harness = Harness("struct contentview: View { var body: some View { Text(\"c\") } }\nstruct B: View { var body: some View { Text(\"b\") } }")
    #expect(throws: InterpreterError.self) { try harness.interpreter.entryPoint() }
    do {
        _ = try harness.interpreter.entryPoint()
    } catch let error as InterpreterError {
        #expect(error.diagnostic.summary == "Test.swift:1:1: error: no entry point: add a #Preview { … } or a View named 'ContentView' (the file has 2 views: contentview, B); 'contentview' is spelled in the wrong case (was the code lowercased when pasted?)")
    } catch {
        Issue.record("unexpected \(error)")
    }
}

@Test func nativeCallsCheckLabelsAndTypes() {
    #expect(runtimeError("""
    func main() { _ = VStack(alignment: .leading, spacng: 4) { Text("a") } }
    """) == "Test.swift:1:19: error: incorrect argument labels in call (have 'alignment:spacng:', expected 'alignment:spacing:content:')")
    #expect(runtimeError("""
    func main() { _ = Text(5) }
    """) == "Test.swift:1:24: error: cannot convert value of type 'Int' to expected argument type 'String'")
    #expect(runtimeError("""
    func main() { _ = Text("a").frame(widht: 3) }
    """) == "Test.swift:1:29: error: incorrect argument label in call (have 'widht:', expected 'width:height:')")
    #expect(runtimeError("""
    func main() { _ = VStack(alignment: .leadng) { Text("a") } }
    """) == "Test.swift:1:37: error: type 'HorizontalAlignment' has no member 'leadng'; did you mean 'leading'?")
}

@Test func userExtensionsOfNativeProtocolsApplyToNativeAndUserViews() throws {
    #expect(try rendered("""
    extension View {
        func card() -> some View { padding(2).frame(width: 10) }
    }
    extension Color { static let brand = Color.green }
    extension HorizontalAlignment {
        enum Custom: AlignmentID { static func defaultValue(in d: Double) -> Double { d } }
        static let custom = HorizontalAlignment(Custom.self)
    }
    struct Badge: View { var body: some View { Text("b").card() } }
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .custom) {
                Rectangle().card()
                Badge().card()
                Color.brand.foregroundColor(.red)
            }
        }
    }
    """) == "ContentView{VStack(Custom,nil)[TupleView[frame(10.0xnil)[padding(2.0)[Rectangle]], frame(10.0xnil)[padding(2.0)[Badge{frame(10.0xnil)[padding(2.0)[Text(b)]]}]], foregroundColor(red)[Color(green)]]]}")
}

@Test func theEmbedderCallsClosuresAndStaticMethodsBack() throws {
    let harness = Harness("""
    struct Widest: PreferenceKey {
        static var defaultValue: Double = 0
        static func reduce(value: inout Double, nextValue: () -> Double) { value = max(value, nextValue()) }
    }
    enum Middle: AlignmentID { static func defaultValue(in size: CGSize) -> Double { size.height / 2 } }
    struct ContentView: View {
        var body: some View {
            GeometryReader { proxy in Text("w\\(proxy.size.width)") }
        }
    }
    """)
    #expect(harness.diagnostics.isEmpty)
    let interpreter = harness.interpreter
    let key = try #require(interpreter.type(named: "Widest"))
    let value = InoutCell(try interpreter.staticProperty("defaultValue", of: key))
    let provider = Value.closure(arity: 0) { _ in .double(5) }
    _ = try interpreter.callStaticMethod("reduce", of: key, [.inout(value, label: "value"), .value(provider, label: "nextValue")])
    #expect(value.value.doubleValue == 5)
    _ = try interpreter.callStaticMethod("reduce", of: key, [.inout(value, label: "value"), .value(.closure(arity: 0) { _ in .double(3) }, label: "nextValue")])
    #expect(value.value.doubleValue == 5)

    let size = try interpreter.evaluator.evaluateExpression("CGSize(width: 10, height: 40)")
    let middle = try #require(interpreter.type(named: "Middle"))
    #expect(try interpreter.callStaticMethod("defaultValue", of: middle, [.value(size, label: "in")]).doubleValue == 20)

    let root = try interpreter.evaluate(interpreter.entryPoint())
    let body = try interpreter.body(of: root)
    let closure = try #require(body.payload(as: FakeNode.self)?.closure)
    let proxy = Value.native(NativeObject(type: try #require(interpreter.library.type(named: "GeometryProxy")), payload: size))
    #expect(try FakeSwiftUI.render(interpreter.call(closure, [.value(proxy)]), interpreter) == "Text(w10.0)")
}

@Test func userLayoutsRunWithAnInoutCache() throws {
    let harness = Harness("""
    struct Cache { var calls = 0 }
    struct Row: Layout {
        var spacing: Double = 2
        func makeCache(subviews: [Double]) -> Cache { Cache() }
        func sizeThatFits(proposal: Double?, subviews: [Double], cache: inout Cache) -> CGSize {
            cache.calls += 1
            let width = subviews.reduce(0, +) + spacing * Double(max(subviews.count - 1, 0))
            return CGSize(width: proposal ?? width, height: Double(cache.calls))
        }
    }
    """)
    #expect(harness.diagnostics.isEmpty)
    let interpreter = harness.interpreter
    var layout = try interpreter.instantiate(try #require(interpreter.type(named: "Row")), [.value(.double(5), label: "spacing")])
    let subviews = Value.array([.double(10), .double(20)])
    let cache = InoutCell(try interpreter.callMethod("makeCache", on: &layout, [.value(subviews, label: "subviews")]))
    let arguments: [CallArgument] = [.value(.optional(nil), label: "proposal"), .value(subviews, label: "subviews"), .inout(cache, label: "cache")]
    _ = try interpreter.callMethod("sizeThatFits", on: &layout, arguments)
    let size = try interpreter.callMethod("sizeThatFits", on: &layout, arguments)
    #expect(try interpreter.property("width", of: size).doubleValue == 35)
    #expect(try interpreter.property("height", of: size).doubleValue == 2)
    #expect(try interpreter.property("calls", of: cache.value).intValue == 2)
    try interpreter.setProperty("spacing", of: &layout, to: .double(0))
    #expect(try interpreter.property("spacing", of: layout).doubleValue == 0)
}

extension Evaluator {
    /// Evaluates a Swift expression in the loaded file's context (tests only).
    func evaluateExpression(_ source: String) throws -> Value {
        return try withBudget {
            let harness = Lowerer(program: program)
            var parser = Parser(source)
            let syntax = ExprSyntax.parse(from: &parser)
            harness.source = LoweredSource(pieces: [LoweredSource.Piece(Syntax(syntax), offset: 0)])
            let context = FunctionContext(owner: nil, isStatic: false, returnType: nil)
            var expr: Expr?
            let size = harness.withFunction(context) { expr = harness.lowerExpr(syntax.raw.cast(RawExprSyntax.self)) }
            harness.program.clearMemberCache()
            harness.program.functionDecls += harness.declaredFunctions
            guard let expr else { return .void }
            return try evaluate(expr, Frame.make(size: size, parent: nil))
        }
    }
}

@Test func nativeSubscriptsAndInitializerDelegation() throws {
    let library = FakeSwiftUI.library()
    var dimensions = NativeType("ViewDimensions")
    dimensions.subscript([NativeParameter(nil, "HorizontalAlignment")]) { call in
        .double(call.interpreter.description(of: call[0]) == "trailing" ? 100 : 0)
    }
    let dimensionsType = library.register(dimensions)
    let interpreter = Interpreter(library: library)
    #expect(interpreter.load(source: """
    extension CGSize { init(side: Double) { self.init(width: side, height: side) } }
    func guide(_ d: ViewDimensions) -> Double { d[.trailing] - d[HorizontalAlignment.leading] + CGSize(side: 3).height }
    """, file: "Test.swift").isEmpty)
    let value = Value.native(NativeObject(type: dimensionsType, payload: 0))
    #expect(try interpreter.callFunction("guide", [.value(value)]).doubleValue == 103)
}

@Test func implicitInitSelfAndEnumeratedForEach() throws {
    #expect(try rendered("""
    struct Metrics {
        static let base = 2.0
        static func scaled(_ value: Double) -> Double { value * Self.base }
    }
    struct ContentView: View {
        let names = ["a", "b"]
        let size: CGSize = .init(width: 3, height: 4)
        var body: some View {
            ForEach(Array(names.enumerated()), id: \\.offset) { index, name in
                Text("\\(index):\\(name)").padding(Metrics.scaled(size.width))
            }
        }
    }
    """) == "ContentView{ForEach[padding(6.0)[Text(0:a)], padding(6.0)[Text(1:b)]]}")
}

@Test func unknownMembersAndLoopsInBuildersAreReported() throws {
    let misspelt = Harness("""
    struct Card { var title = "t" }
    func main() { print(Card().titel) }
    """)
    #expect(misspelt.diagnostics.map(\.summary) == [
        "Test.swift:2:28: warning: no type has a member named 'titel'; did you mean 'title'?; this code stops with an error if it runs",
    ])
    do {
        _ = try misspelt.interpreter.callFunction("main")
        Issue.record("reading a member no type has ran")
    } catch let error as InterpreterError {
        #expect(error.diagnostic.summary == "Test.swift:2:28: error: value of type 'Card' has no member 'titel'; did you mean 'title'?")
    }
    #expect(runtimeError("""
    struct ContentView: View { var body: some View { for i in 0..<2 { Text("\\(i)") } } }
    func main() { _ = ContentView().body }
    """) == "Test.swift:1:50: error: unsupported: 'for-in' loops in a ViewBuilder body; use ForEach")
}

@Test func layoutsApplyToTheirContentThroughCallAsFunction() throws {
    let library = FakeSwiftUI.library()
    var layout = NativeType("Layout", isProtocol: true)
    layout.method("callAsFunction", [NativeParameter(nil, "@ViewBuilder () -> Content")]) { call in
        .string("laid out by \(call.interpreter.description(of: call.receiver)): " + FakeSwiftUIRender.text(try call.interpreter.call(call[0]), call.interpreter))
    }
    library.register(layout)
    let interpreter = Interpreter(library: library)
    interpreter.output = { _ in }
    #expect(interpreter.load(source: """
    struct Column: Layout { var spacing = 1.0 }
    func main() -> String {
        let fixed = Column(spacing: 2)
        let direct = fixed { Text("a") }
        let inline = Column { Text("b"); Text("c") }
        return direct + " | " + inline
    }
    """, file: "Test.swift").isEmpty)
    #expect(try interpreter.callFunction("main").stringValue == "laid out by Column(spacing: 2.0): Text(a) | laid out by Column(spacing: 1.0): TupleView[Text(b), Text(c)]")
}

/// Rendering helper usable from native closures.
enum FakeSwiftUIRender {
    static func text(_ value: Value, _ interpreter: Interpreter) -> String {
        (try? FakeSwiftUI.render(value, interpreter)) ?? "?"
    }
}

@Test func nativeAliasesLetArraysStandForLayoutSubviews() throws {
    let library = FakeSwiftUI.library()
    library.registerAlias("Subviews", for: "Array")
    let interpreter = Interpreter(library: library)
    #expect(interpreter.load(source: """
    struct EqualWidth: Layout {
        var spacing: CGFloat = 8
        struct Cache { var widths: [CGFloat] = [] }
        func sizeThatFits(proposal: CGSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            guard !subviews.isEmpty else { return .zero }
            let widest = subviews.max() ?? 0
            cache.widths = Array(repeating: widest, count: subviews.count)
            return CGSize(width: widest * CGFloat(subviews.count) + spacing * CGFloat(subviews.count - 1), height: proposal.height)
        }
    }
    """, file: "Test.swift").isEmpty)
    var layout = try interpreter.instantiate(try #require(interpreter.type(named: "EqualWidth")))
    let cache = InoutCell(try interpreter.instantiate(try #require(interpreter.type(named: "EqualWidth.Cache"))))
    let proposal = try interpreter.evaluator.evaluateExpression("CGSize(width: 0, height: 10)")
    let size = try interpreter.callMethod("sizeThatFits", on: &layout, [
        .value(proposal, label: "proposal"), .value(.array([.double(5), .double(12)]), label: "subviews"), .inout(cache, label: "cache"),
    ])
    #expect(interpreter.description(of: size) == "CGSize([32.0, 10.0])")
    #expect(interpreter.description(of: cache.value) == "Cache(widths: [12.0, 12.0])")
}

@Test func classPayloadsAreFoundHoweverTheyWereGiven() {
    final class Box {}
    final class Other {}
    let type = NativeLibrary().register(NativeType("Boxed"))
    let box = Box()
    #expect(NativeObject(type: type, object: box).payload(as: Box.self) === box)
    #expect(NativeObject(type: type, payload: box).payload(as: Box.self) === box)
    #expect(NativeObject(type: type, object: box).payload(as: Other.self) == nil)
    #expect(NativeObject(type: type, payload: 3).payload(as: Box.self) == nil)
}

@Test func aProtocolsTypeAliasComesBeforeANativeAliasOfTheName() throws {
    // SwiftUI's `ButtonStyle.Configuration` is registered as `Configuration`; a card style protocol declaring its own
    // `Configuration` gives its conformers that one (a conformer written before the protocol too), and other types
    // keep the native one.
    let library = FakeSwiftUI.library()
    library.registerAlias("Configuration", for: "CGSize")
    let interpreter = Interpreter(library: library)
    #expect(interpreter.load(source: """
    struct Plain: CardStyle {
        func describe(_ configuration: Configuration) -> String { configuration.title }
    }
    struct CardConfiguration { var title = "card" }
    protocol CardStyle {
        typealias Configuration = CardConfiguration
    }
    struct Other {
        func describe(_ configuration: Configuration) -> String { "\\(configuration.width)" }
    }
    """, file: "Test.swift").isEmpty)
    var plain = try interpreter.instantiate(try #require(interpreter.type(named: "Plain")))
    let card = try interpreter.instantiate(try #require(interpreter.type(named: "CardConfiguration")))
    #expect(interpreter.description(of: try interpreter.callMethod("describe", on: &plain, [.value(card)])) == "card")
    var other = try interpreter.instantiate(try #require(interpreter.type(named: "Other")))
    let size = try interpreter.evaluator.evaluateExpression("CGSize(width: 3, height: 4)")
    #expect(interpreter.description(of: try interpreter.callMethod("describe", on: &other, [.value(size)])) == "3.0")
}

@Test func aNativeSubscriptWithASetterCanBeAssignedThrough() throws {
    // `values[key] = value` and `values[key] += 1` call the setter with the receiver to change.
    let library = FakeSwiftUI.library()
    var counter = NativeType("Counter")
    counter.initializer([]) { call in .native(NativeObject(type: call.interpreter.type(named: "Counter")!, payload: [String: Int]())) }
    counter.subscript([NativeParameter(nil, "String")]) { call in
        .int((call.receiver.payload(as: [String: Int].self) ?? [:])[try call.string(0)] ?? 0)
    } assign: { call, value in
        var counts = call.receiver.payload(as: [String: Int].self) ?? [:]
        counts[try call.string(0)] = value.intValue
        call.receiver = .native(NativeObject(type: call.interpreter.type(named: "Counter")!, payload: counts))
    }
    library.register(counter)
    let interpreter = Interpreter(library: library)
    #expect(interpreter.load(source: """
    func main() {
        var counter = Counter()
        counter["a"] = 2
        counter["a"] += 3
        counter["b"] -= 1
        print(counter["a"], counter["b"], counter["c"])
    }
    """, file: "Test.swift").isEmpty)
    var printed = ""
    interpreter.output = { printed += $0 }
    _ = try interpreter.callFunction("main")
    #expect(printed == "5 -1 0\n")
}

@Test func aParameterTypeNamingNoRegisteredTypeIsListedUnlessItIsAGenericParameter() {
    let library = NativeLibrary()
    library.register(NativeType("Colour"))
    library.genericParameterNames = ["Content"]
    library.register(function: NativeFunction("paint", [
        NativeParameter(nil, "Colr"), NativeParameter("all", "[Colour]?"), NativeParameter("shades", "[Strng: Colour]"),
        NativeParameter("content", "Binding<Content>"), NativeParameter("count", "inout Int"), NativeParameter("any", "Any"),
    ]) { _ in .void })
    _ = library.registeredFunctions
    // The standard library's own references to types an embedder provides (`Locale`) are not this test's.
    let bare = NativeLibrary()
    _ = bare.registeredFunctions
    let registration = "paint(_:all:shades:content:count:any:)"
    #expect(library.unresolvedTypeNames.subtracting(bare.unresolvedTypeNames) == ["Colr in \(registration)", "Strng in \(registration)"])
}

@Test func aTypeReferredToButNeverRegisteredIsListedWithTheReference() {
    let library = NativeLibrary()
    let bare = NativeLibrary()
    _ = bare.registeredFunctions
    _ = library.referencedType(named: "Colour", by: "Palette.swift:3")
    _ = library.referencedType(named: "Shade", by: "Palette.swift:4")
    library.register(NativeType("Colour"))
    var palette = NativeType("Palette")
    palette.property("tint", type: "Colr", get: { _ in .void })
    library.register(palette)
    _ = library.registeredFunctions
    #expect(library.unresolvedTypeNames.subtracting(bare.unresolvedTypeNames) == ["Shade in Palette.swift:4", "Colr in Palette.tint"])
}

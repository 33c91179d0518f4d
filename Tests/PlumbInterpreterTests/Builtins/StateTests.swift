import Testing
@testable import PlumbInterpreter

private let counterScene = """
struct Model { var name = "a"; var count = 0 }
struct Stepper: View {
    @Binding var value: Int
    var body: some View { Text("step \\(value)").onTapGesture { value += 10 } }
}
struct Field: View {
    @Binding var text: String
    var body: some View { Text(text).onTapGesture { text = text.uppercased() } }
}
struct ContentView: View {
    @State private var count = 0
    @State var model = Model()
    var body: some View {
        VStack {
            Text("count \\(count)").onTapGesture { count += 1 }
            Stepper(value: $count)
            Field(text: $model.name)
        }
    }
}
"""

/// The tap action of the `index`th child of the root `VStack` (descending into user views' bodies).
private func tapAction(_ root: Value, _ index: Int, _ interpreter: Interpreter) throws -> Value {
    let stack = try #require(interpreter.body(of: root).payload(as: FakeNode.self))
    let tuple = try #require(stack.children.first?.payload(as: FakeNode.self))
    var child = tuple.children[index]
    if case .instance = child { child = try interpreter.body(of: child) }
    return try #require(child.payload(as: FakeNode.self)?.closure)
}

@Test func stateLivesInBoxesThatClosuresAndBindingsWrite() throws {
    let harness = Harness(counterScene)
    #expect(harness.diagnostics.isEmpty)
    let interpreter = harness.interpreter
    var changes: [String] = []
    interpreter.stateDidChange = { [unowned interpreter] in changes.append("\($0.propertyName)=\(interpreter.description(of: $0.value))") }
    let root = try interpreter.evaluate(interpreter.entryPoint())
    _ = try interpreter.call(tapAction(root, 0, interpreter))
    _ = try interpreter.call(tapAction(root, 1, interpreter))
    _ = try interpreter.call(tapAction(root, 2, interpreter))
    #expect(changes == ["count=1", "count=11", "model=Model(name: \"A\", count: 0)"])
    #expect(try FakeSwiftUI.render(root, interpreter) == "ContentView{VStack(center,nil)[TupleView[onTapGesture[Text(count 11)], Stepper{onTapGesture[Text(step 11)]}, Field{onTapGesture[Text(A)]}]]}")
    #expect(interpreter.stateBoxes(of: root).map(\.name) == ["count", "model"])
}

@Test func theEmbedderKeepsStateAcrossInstances() throws {
    let harness = Harness(counterScene)
    let interpreter = harness.interpreter
    var store: [String: StateBox] = [:]
    interpreter.stateBoxProvider = { request in
        if let existing = store[request.propertyName] { return existing }
        let box = StateBox(value: request.initialValue, typeName: request.typeName, propertyName: request.propertyName)
        store[request.propertyName] = box
        return box
    }
    let first = try interpreter.evaluate(interpreter.entryPoint())
    _ = try interpreter.call(tapAction(first, 0, interpreter))
    let second = try interpreter.evaluate(interpreter.entryPoint())
    #expect(try interpreter.property("count", of: second).intValue == 1)

    let fresh = Harness(counterScene).interpreter
    let kept = StateBox(value: .int(42), typeName: "ContentView", propertyName: "count")
    let root = fresh.replacingStateBoxes(in: try fresh.evaluate(fresh.entryPoint())) { name, box in name == "count" ? kept : box }
    #expect(try fresh.property("count", of: root).intValue == 42)
    var writable = root
    try fresh.setProperty("count", of: &writable, to: .int(7))
    #expect(kept.value.intValue == 7)
}

@Test func bindingsFromCustomInitsAndConstants() throws {
    #expect(try output("""
    struct Toggle {
        @Binding var isOn: Bool
        init(isOn: Binding<Bool>) { _isOn = isOn }
        func flip() { isOn.toggle() }
    }
    struct Holder {
        @State var on = false
        init() { _on = State(initialValue: true) }
    }
    func main() {
        let holder = Holder()
        let toggle = Toggle(isOn: holder.$on)
        toggle.flip()
        let fixed = Binding.constant(3)
        let custom = Binding(get: { 5 }, set: { print("set", $0) })
        custom.wrappedValue = 6
        print(holder.on, fixed.wrappedValue, custom.wrappedValue)
    }
    """) == "set 6\nfalse 3 5\n")
}

@Test func unsupportedPropertyWrappersAreDiagnosed() {
    #expect(loadErrors("""
    struct ContentView: View {
        @Query var items: [Int]
        @AppStorage("name") var name = "Ada"
        @ScaledMetric(relativeTo: .body) var size = 20.0
        @Environment(\\.openURL) var openURL
        @Environment("model") var shared
        @Published var count = 0
        @Environment(Modle.self) var model
        var body: some View { Text("x") }
    }
    class Model {}
    """) == [
        "Test.swift:2:5: error: unsupported: the @Query property wrapper",
        "Test.swift:5:18: error: unsupported: the environment value '\\.openURL' (Plumb has \\.colorScheme, \\.isEnabled)",
        "Test.swift:6:5: error: unsupported: @Environment without a key path such as \\.colorScheme or a type such as Model.self",
        "Test.swift:7:5: error: @Published is only available on properties of classes",
        "Test.swift:8:18: error: cannot find type 'Modle' in scope; did you mean 'Model'?",
    ])
}

@Test func environmentPropertiesReadTheLibrarysValues() throws {
    #expect(try output("""
    struct Badge {
        @Environment(\\.colorScheme) private var scheme
        @Environment(\\EnvironmentValues.isEnabled) var isEnabled
        var title: String
        var summary: String { "\\(title) \\(scheme) \\(isEnabled)" }
    }
    func main() {
        print(Badge(title: "a").summary)
    }
    """) == "a light true\n")
    #expect(loadErrors("""
    struct Badge {
        @Environment(\\.colorScheme) var scheme
        mutating func flip() { scheme = "dark" }
    }
    """) == ["Test.swift:3:28: error: cannot assign to property: 'scheme' is a get-only property"])
    #expect(runtimeError("""
    struct Badge { @Environment(\\.colorScheme) var scheme }
    func main() { var badge = Badge(); badge.scheme = "dark" }
    """) == "Test.swift:2:42: error: cannot assign to property: 'scheme' is a get-only property")
}

@Test func liveWrapperPropertiesReadThroughTheWrapperTheirAttributeMakes() throws {
    // Each read asks the wrapper again (the fake `Ticker` counts on), with the property's declared type; the
    // memberwise initializer leaves such properties out, and nothing assigns them.
    #expect(try output("""
    struct Clock {
        @Ticker(from: 10) var tick: String
        @Ticker var other: String
        var label: String
    }
    func main() {
        let clock = Clock(label: "c")
        print(clock.tick, clock.tick, clock.other, clock.label)
    }
    """) == "10 String 11 String 0 String c\n")
    #expect(loadErrors("""
    struct Clock {
        @Ticker var tick: String
        mutating func reset() { tick = "" }
    }
    """) == ["Test.swift:3:29: error: cannot assign to property: 'tick' is a get-only property"])
    #expect(runtimeError("""
    struct Clock { @Ticker var tick: String }
    func main() { var clock = Clock(); clock.tick = "" }
    """) == "Test.swift:2:42: error: cannot assign to property: 'tick' is a get-only property")
    #expect(runtimeError("""
    struct Clock { @Ticker var tick: String }
    func main() { _ = Clock().$tick }
    """) == "Test.swift:2:27: error: value of type 'Clock' has no member '$tick'; did you mean 'tick'?")
}

@Test func stateCollectionsMutateInPlaceThroughTheirBox() throws {
    let harness = Harness("""
    struct ContentView: View {
        @State private var items: [String] = []
        var body: some View {
            Text("\\(items.count)").onTapGesture { items.append("x"); items[0] += "!" }
        }
    }
    """)
    let interpreter = harness.interpreter
    let root = try interpreter.evaluate(interpreter.entryPoint())
    let action = try #require(interpreter.body(of: root).payload(as: FakeNode.self)?.closure)
    _ = try interpreter.call(action)
    _ = try interpreter.call(action)
    #expect(interpreter.description(of: try interpreter.property("items", of: root)) == "[\"x!!\", \"x\"]")
}

@Test func bindingsWorkFromSwift() throws {
    let harness = Harness(counterScene)
    let interpreter = harness.interpreter
    var changed: [String] = []
    interpreter.stateDidChange = { changed.append($0.propertyName) }
    let root = try interpreter.evaluate(interpreter.entryPoint())
    guard case .binding(let count) = try interpreter.property("$count", of: root),
          case .binding(let name) = try interpreter.property("name", of: interpreter.property("$model", of: root)) else {
        Issue.record("expected bindings")
        return
    }
    try count.set(.int(5))
    try name.set(.string("Z"))
    #expect(try count.get().intValue == 5)
    #expect(try name.get().stringValue == "Z")
    #expect(changed == ["count", "model"])
}

@Test func wrappersTheLibraryDefinesReadItsValue() throws {
    #expect(try output("""
    struct Tabs {
        @Namespace private var space
        var title: String
        var summary: String { "\\(title) \\(space)" }
    }
    func main() { print(Tabs(title: "a").summary) }
    """) == "a namespace\n")
    #expect(loadErrors("""
    struct Tabs {
        @Namespace var space
        mutating func reset() { space = "other" }
    }
    """) == ["Test.swift:3:29: error: cannot assign to property: 'space' is a get-only property"])
}

@Test func storageGestureAndScaledWrappersHoldTheirInitialValueAsStateDoes() throws {
    #expect(try output("""
    struct Settings {
        @AppStorage("name") var name = "Ada"
        @SceneStorage("tab") var tab = 2
        @GestureState private var drag = 0.5
        @ScaledMetric(relativeTo: .body) var size = 20.0
        var summary: String { "\\(name) \\(tab) \\(drag) \\(size) \\($name.wrappedValue)" }
    }
    func main() { print(Settings().summary) }
    """) == "Ada 2 0.5 20.0 Ada\n")
}

@Test func aCustomInitSetsAStateObjectThroughItsStorage() throws {
    #expect(try output("""
    final class Model { var name = "a" }
    struct Screen {
        @StateObject private var model: Model
        init(name: String) {
            let model = Model()
            model.name = name
            _model = StateObject(wrappedValue: model)
        }
        var title: String { model.name }
    }
    func main() { print(Screen(name: "b").title) }
    """) == "b\n")
}

@Test func aStaticStatePropertyBindsThroughItsDollarName() throws {
    #expect(try output("""
    struct Counter {
        @State static var count = 1
        static func bump() {
            let binding = $count
            binding.wrappedValue += 2
            print(count, binding.wrappedValue)
        }
    }
    func main() { Counter.bump() }
    """) == "3 3\n")
}

import Testing
@testable import PlumbInterpreter

@Test func aClassInstanceIsAReferenceEveryCopySharesItsProperties() throws {
    #expect(try output("""
    final class Counter {
        var count = 0
        var label: String?
        let step: Int
        init(step: Int = 1) { self.step = step }
        func increment() { count += step }
    }
    struct Holder { var counter: Counter }
    func bump(_ counter: Counter) { counter.count += 100 }
    func main() {
        let a = Counter(step: 2)
        let b = a
        b.increment()
        bump(a)
        var holder = Holder(counter: a)
        let copy = holder
        holder.counter.count += 1000
        let list = [a, Counter()]
        list[0].label = "shared"
        print(a.count, b.count, copy.counter.count, list[1].count, b.label ?? "nil")
    }
    """) == "1102 1102 1102 0 shared\n")
}

@Test func aClassWithoutAnInitHasAnImplicitOneAndStructsKeepTheirValueSemantics() throws {
    #expect(try output("""
    class Settings {
        var names: [String] = []
        var scale = 1.0
        func add(_ name: String) { names.append(name) }
    }
    struct Point { var x = 0 }
    func main() {
        let settings = Settings()
        settings.add("a")
        settings.add("b")
        settings.scale *= 3
        var p = Point()
        var q = p
        q.x = 5
        print(settings.names, settings.scale, p.x, q.x)
    }
    """) == "[\"a\", \"b\"] 3.0 0 5\n")
}

@Test func writingAClassPropertyTellsTheEmbedderAsAStateWriteDoes() throws {
    let harness = Harness("""
    class Model { var count = 0 }
    func main() { let model = Model(); model.count = 4; model.count += 1 }
    """)
    var changes: [String] = []
    harness.interpreter.stateDidChange = { [unowned harness] in changes.append("\($0.typeName).\($0.propertyName)=\(harness.interpreter.description(of: $0.value))") }
    _ = try harness.run()
    #expect(changes == ["Model.count=4", "Model.count=5"])
}

@Test func whatClassesDoNotSupportIsAnErrorWhereItIs() {
    #expect(loadErrors("""
    struct Model {
        @Published var count = 0
        @ObservationIgnored var cache = 0
        func make() { class Local {} }
    }
    """) == [
        "Test.swift:2:5: error: @Published is only available on properties of classes",
        "Test.swift:3:5: error: @ObservationIgnored is only available on properties of classes",
        "Test.swift:4:19: error: unsupported: types declared inside functions; declare them at the top level",
    ])
}

@Test func aStructMethodStillNeedsMutatingToAssignAClassOneDoesNot() {
    #expect(loadErrors("""
    struct Tally { var n = 0; func add() { n += 1 } }
    class Box { var n = 0; let fixed = 1; func add() { n += 1 }; func reset() { fixed = 0 } }
    """) == [
        "Test.swift:1:40: error: cannot assign to property: 'self' is immutable",
        "Test.swift:2:77: error: cannot assign to property: 'fixed' is a 'let' constant",
    ])
}

@Test func instancesAreIdenticalWhenTheyAreTheSameObject() throws {
    #expect(try output("""
    final class Item: Identifiable { var name: String; init(_ name: String) { self.name = name } }
    func main() {
        let a = Item("a"), b = Item("a")
        let alias = a
        let maybe: Item? = a
        let none: Item? = nil
        print(a === alias, a === b, a !== b, maybe === a, none === nil, none === a)
        print(ObjectIdentifier(a) == ObjectIdentifier(alias), ObjectIdentifier(a) == ObjectIdentifier(b))
        print(a.id == alias.id, a.id == b.id, Set([a.id, alias.id, b.id]).count)
        print([a, b, alias].filter { $0 === a }.count)
    }
    """) == "true false true true true false\ntrue false\ntrue false 2\n2\n")
}

@Test func identityIsAnErrorForValuesThatHaveNone() {
    #expect(runtimeError("""
    class Empty {}
    func main() { print(Empty() === Empty()) }
    """) == "Test.swift:2:29: error: 'Empty' has no stored property, so Plumb cannot tell its instances apart")
    #expect(runtimeError("""
    struct Point { var x = 0 }
    func main() { print(Point() === Point()) }
    """) == "Test.swift:2:29: error: identity is compared between class instances")
}

@Test func aLazyPropertyIsWorkedOutFromSelfOnItsFirstRead() throws {
    // A class keeps the value of its first read; a struct's lazy property reads its initial value until assigned.
    #expect(try output("""
    final class Counter {
        var items = ["a"]
        var reads = 0
        lazy var summary: String = { reads += 1; return items.joined(separator: ",") }()
        lazy var label: String? = "n=\\(items.count)"
    }
    struct Name {
        var first: String
        var last: String
        lazy var full = first + " " + last
        lazy var count = 1
        lazy var tags = [first]
    }
    func main() {
        let counter = Counter()
        counter.items.append("b")
        print(counter.summary, counter.summary, counter.reads, counter.label ?? "-")
        var name = Name(first: "Ada", last: "L")
        print(name.full)
        name.full = "A. L."
        name.count += 1
        name.tags.append("b")
        print(name.full, name.count, name.tags)
    }
    """) == "a,b a,b 1 n=2\nAda L\nA. L. 2 [\"Ada\", \"b\"]\n")
}

@Test func aStructWritesIntoAClassInstanceItHoldsWithoutMutating() throws {
    // The instance is not part of the struct: only assigning the property itself needs `mutating` (or a `var`).
    #expect(try output("""
    final class Box { var n = 0; var items = [1, 2] }
    struct Holder {
        let box = Box()
        var optional: Box? = Box()
        func bump() { box.n = 3; box.items[0] = 5; box.n += 1; optional?.n = 7 }
    }
    func main() {
        let holder = Holder()
        holder.bump()
        print(holder.box.n, holder.box.items, holder.optional?.n ?? 0)
    }
    """) == "4 [5, 2] 7\n")
    #expect(loadErrors("""
    final class Box { var n = 0 }
    struct Holder { var box = Box(); func swap() { box = Box() } }
    """) == ["Test.swift:2:48: error: cannot assign to property: 'self' is immutable"])
}

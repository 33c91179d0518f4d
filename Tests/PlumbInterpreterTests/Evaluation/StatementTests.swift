import Testing
@testable import PlumbInterpreter

@Test func conditionalsAndOptionalBindings() throws {
    #expect(try output("""
    func describe(_ value: Int?) -> String {
        guard let value else { return "none" }
        if value > 10 {
            return "big"
        } else if value < 0 {
            return "negative"
        }
        if var copy = Optional(value), copy == 3 {
            copy += 1
            return "three+1=\\(copy)"
        }
        return "small"
    }
    func main() {
        print(describe(nil), describe(12), describe(-1), describe(3), describe(5))
    }
    """) == "none big negative three+1=4 small\n")
}

@Test func loopsOverRangesArraysDictionariesAndHelpers() throws {
    #expect(try output("""
    func main() {
        var total = 0
        for i in 0..<4 { total += i }
        for (index, name) in ["a", "b"].enumerated() { print(index, name, terminator: ";") }
        for (key, value) in ["x": 1, "y": 2] { print(key, value, terminator: ";") }
        for (a, b) in zip([1, 2], ["p", "q"]) { print(a, b, terminator: ";") }
        for s in stride(from: 0, to: 10, by: 4) { print(s, terminator: ";") }
        for i in [10, 20].indices where i > 0 { print(i, terminator: ";") }
        print(total)
    }
    """) == "0 a;1 b;x 1;y 2;1 p;2 q;0;4;8;1;6\n")
}

@Test func whileRepeatBreakContinueAndLabels() throws {
    #expect(try output("""
    func main() {
        var n = 0
        while n < 10 {
            n += 1
            if n % 2 == 0 { continue }
            if n > 6 { break }
        }
        var m = 0
        repeat { m += 3 } while m < 10
        outer: for i in 1...3 {
            for j in 1...3 {
                if j == 2 { continue outer }
                if i == 3 { break outer }
                print(i, j, terminator: ";")
            }
        }
        print(n, m)
    }
    """) == "1 1;2 1;7 12\n")
}

@Test func deferRunsAtScopeExitInReverseOrder() throws {
    #expect(try output("""
    func work() -> Int {
        defer { print("first deferred") }
        defer { print("second deferred") }
        print("body")
        return 1
    }
    func main() { print(work()) }
    """) == "body\nsecond deferred\nfirst deferred\n1\n")
}

@Test func ifAndSwitchAsExpressions() throws {
    #expect(try output("""
    func main() {
        let n = 4
        let parity = if n % 2 == 0 { "even" } else { "odd" }
        let size = switch n { case 0: "none"; case 1...3: "few"; default: "many" }
        print(parity, size)
    }
    """) == "even many\n")
}

@Test func assignmentThroughPropertiesSubscriptsAndInout() throws {
    #expect(try output("""
    struct Point { var x = 0; var y = 0 }
    struct Shape { var points: [Point] = [Point(), Point()]; var tags: [String: Int] = [:] }
    func bump(_ value: inout Int, by amount: Int) { value += amount }
    func main() {
        var shape = Shape()
        shape.points[1].x = 5
        shape.points[0].y -= 2
        shape.tags["a", default: 0] += 3
        shape.tags["b"] = 1
        shape.tags["b"] = nil
        bump(&shape.points[1].x, by: 10)
        print(shape.points.map { "\\($0.x),\\($0.y)" }, shape.tags)
    }
    """) == "[\"0,-2\", \"15,0\"] [\"a\": 3]\n")
}

@Test func assigningToALetIsAnError() {
    #expect(loadErrors("""
    func main() {
        let fixed = 1
        fixed = 2
    }
    """) == ["Test.swift:3:5: error: cannot assign to value: 'fixed' is a 'let' constant"])
}

@Test func assigningToAPropertyOfAnImmutableSelfIsAnError() {
    #expect(loadErrors("""
    struct Counter: View {
        let step: Int
        var count = 0
        @State private var taps = 0
        init(step: Int) { self.step = step; count = 1 }
        mutating func reset() { count = 0; step = 1 }
        func bump() { count += step; self.count = 2 }
        var body: some View { Text("\\(count)").onTapGesture { taps += 1 } }
    }
    """) == [
        "Test.swift:6:40: error: cannot assign to property: 'step' is a 'let' constant",
        "Test.swift:7:19: error: cannot assign to property: 'self' is immutable",
        "Test.swift:7:39: error: cannot assign to property: 'self' is immutable",
    ])
}

@Test func writingThroughABindingOrIntoAValueOfUnknownTypeIsNoWriteToSelf() {
    #expect(loadErrors("""
    struct Point { var x = 0 }
    struct Editor: View {
        let settings: Binding<Int>
        let host = UIHostingController(rootView: Text("x"))
        let point = Point()
        func apply() {
            settings.wrappedValue = 2
            host.view.backgroundColor = .clear
            point.x = 1
        }
        var body: some View { Text("editor") }
    }
    """).filter { $0.contains(": error: ") } == [
        "Test.swift:9:15: error: cannot assign to property: 'self' is immutable",
    ])
}

@Test func anIntegerLiteralReturnedAsADoubleIsOne() throws {
    #expect(try output("""
    struct Item { let price: Double }
    func total(_ items: [Item]) -> Double { items.reduce(0) { $0 + $1.price } }
    func best(_ items: [Item]) -> Double? { items.isEmpty ? nil : 1 }
    var width: CGFloat { return 2 }
    func main() { print(total([]), total([Item(price: 1.5)]), best([Item(price: 2)]), width) }
    """) == "0.0 1.5 Optional(1.0) 2.0\n")
    #expect(runtimeError("""
    func name() -> String { return 1 }
    func main() { print(name()) }
    """) == "Test.swift:1:32: error: cannot convert value of type 'Int' to return type 'String'")
}

@Test func assigningAndMutatingThroughAnOptionalChainChangesTheValueOrNothing() throws {
    // `self?.items.append(x)` in a `[weak self]` closure, a struct in an optional written back, and a nil chain a no-op.
    #expect(try output("""
    final class Inbox {
        var items: [String] = []
        var count = 0
        func receive(_ handler: (String) -> Void) { handler("hi") }
        func listen() { receive { [weak self] text in self?.items.append(text); self?.count += 1 } }
    }
    struct Point { var x = 0 }
    func main() {
        let inbox = Inbox()
        inbox.listen()
        var point: Point? = Point()
        point?.x = 5
        var missing: Point? = nil
        missing?.x = 7
        print(inbox.items, inbox.count, point?.x ?? -1, missing == nil)
    }
    """) == "[\"hi\"] 1 5 true\n")
}

@Test func forAwaitTakesTheElementsOfASequence() throws {
    #expect(try output("""
    func total(_ values: [Int]) async -> Int {
        var sum = 0
        for await value in values where value > 1 { sum += value }
        return sum
    }
    func main() async { print(await total([1, 2, 3])) }
    """) == "5\n")
}

@Test func anIntegerLiteralAssignedToAFloatingPropertyIsADouble() throws {
    #expect(try output("""
    struct Card {
        var rotation: Double
        var scale: CGFloat?
        init(faceUp: Bool) {
            rotation = faceUp ? 0 : 180
            self.scale = faceUp ? 1 : 2
        }
    }
    func main() { let card = Card(faceUp: false); print(card.rotation / 8, card.scale! / 4) }
    """) == "22.5 0.5\n")
}

@Test func aClosureCalledWhereItIsWrittenReturnsTheDeclaredType() throws {
    #expect(try output("""
    func main() {
        let top = true
        let y: CGFloat = {
            if top { return 0 }
            return 12
        }()
        print(y / 2)
    }
    """) == "0.0\n")
}

/// Swift lets a block call a nested function declared further down in it; the function reads the block's variables
/// as they are when it is called.
@Test func aNestedFunctionIsCalledBeforeItsDeclaration() throws {
    #expect(try output("""
    func main() {
        var total = 0
        for value in [1, 2, 3] { add(value) }
        print(total, twice(total))

        func add(_ value: Int) { total += twice(value) }
        func twice(_ value: Int) -> Int { value * 2 }
    }
    """) == "12 24\n")
}

/// An `init` assigning an implicit member to a stored property reads the member from the property's declared type.
@Test func anInitAssignsAnImplicitMemberThroughThePropertysDeclaredType() throws {
    #expect(try output("""
    struct Flow {
        var gap: Double
        static func horizontal(gap: Double = 4) -> Flow { Flow(gap: gap) }
    }
    struct Holder {
        let layout: Flow
        let other: Flow
        init(gap: Double) {
            layout = .horizontal(gap: gap)
            self.other = .horizontal()
        }
    }
    func main() {
        let holder = Holder(gap: 3)
        print(holder.layout.gap, holder.other.gap)
    }
    """) == "3.0 4.0\n")
}

/// A generic type alias resolves with its parameters standing for any type.
@Test func aGenericTypeAliasNamesItsTypeForAnyArguments() throws {
    #expect(try output("""
    enum Loadable<T> { case idle, loaded(T) }
    typealias Pair<T> = (first: T, second: Loadable<T>)
    func main() {
        let pair: Pair<Int> = (first: 1, second: .idle)
        print(pair.first)
    }
    """) == "1\n")
}

/// In a static method `self` is the type: `self.init(…)` makes a new value of it.
@Test func selfInitInAStaticMethodMakesANewValue() throws {
    #expect(try output("""
    struct Flow {
        var gap: Double
        static func horizontal(gap: Double = 4) -> Flow { self.init(gap: gap) }
    }
    func main() { print(Flow.horizontal(gap: 2).gap, Flow.horizontal().gap) }
    """) == "2.0 4.0\n")
}

@Test func anOptionalBindingDestructuresATuple() throws {
    #expect(try output("""
    func pair() -> (Int, String)? { (1, "a") }
    func nested() -> ((Int, Int), String)? { ((2, 3), "b") }
    func none() -> (Int, Int)? { nil }
    func main() {
        guard let (number, _) = pair() else { return }
        if let (n, s) = pair() { print(n, s) }
        if let ((x, y), label) = nested() { print(x + y, label) }
        if let (a, b) = none() { print(a, b) } else { print("none") }
        print(number)
    }
    """) == "1 a\n5 b\nnone\n1\n")
}

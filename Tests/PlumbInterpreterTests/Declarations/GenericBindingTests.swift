import Testing
@testable import PlumbInterpreter

@Test func aGenericParameterIsATypeInItsBodyFromAnArgumentOrTheExpectedResult() throws {
    // Apple's `load<T: Decodable>(_:) -> T`: `T` is what the caller's declared type expects.
    #expect(try output(#"""
    struct Item: Codable { let name: String }
    func load<T: Decodable>(_ json: String) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(json.utf8))
        } catch {
            fatalError("Couldn't parse as \(T.self)")
        }
    }
    func describe<T>(_ value: T) -> String { "\(T.self) \(value)" }
    func first<T>(_ items: [T]) -> String { "\(T.self)" }
    func make<T: Decodable>(_ type: T.Type, from json: String) -> T? { try? JSONDecoder().decode(T.self, from: Data(json.utf8)) }
    func optional<T>(_ value: T?) -> String { "\(T.self)" }
    let items: [Item] = load(#"[{"name": "a"}, {"name": "b"}]"#)
    func main() {
        let one: Item = load(#"{"name": "c"}"#)
        print(items.map(\.name), one.name, describe(3), describe("x"), first([1.5]), make(Item.self, from: #"{"name": "d"}"#)!.name)
        print(optional(Optional(2)))
    }
    """#) == """
    ["a", "b"] c Int 3 String x Double d
    Int

    """)
}

@Test func aMetatypeParameterDefaultingToItsGenericParameterIsTheExpectedResultWhenLeftOut() throws {
    #expect(try output(#"""
    func load<T: Decodable>(_ json: String, as type: T.Type = T.self) -> T {
        try! JSONDecoder().decode(T.self, from: Data(json.utf8))
    }
    func name<T>(of type: T.Type = T.self) -> String { "\(type)" }
    let numbers: [Int] = load("[1, 2]")
    func main() {
        print(numbers, load("2.5", as: Double.self), name(of: String.self))
    }
    """#) == "[1, 2] 2.5 String\n")
}

@Test func aCallbackNativeCodeMakesTakesNoExpectedTypeFromTheCallAroundIt() throws {
    // `map(load)`: the `[Int]` the `map` call is expected to give is not what each `load` gives.
    #expect(try output("""
    func load<T: Decodable>(_ json: String) -> T { try! JSONDecoder().decode(T.self, from: Data(json.utf8)) }
    func main() {
        let numbers: [Int] = ["1", "2"].map(load)
        print(numbers)
    }
    """) == "[1, 2]\n")
}

@Test func aGenericParameterSpellsTheTypeOfAnEmptyCollection() throws {
    #expect(try output("""
    struct Matrix<T> {
        var rows: [[T?]]
        init() {
            rows = [[T?]]()
            var row = [T?]()
            row.append(nil)
            rows.append(row)
        }
    }
    func main() {
        let matrix = Matrix<Int>()
        print(matrix.rows.count, matrix.rows[0].count)
    }
    """) == "1 1\n")
}

@Test func aGenericTypesParameterIsTheTypeOfThePropertyHoldingIt() throws {
    #expect(try output("""
    enum Size: CaseIterable { case small, large }
    struct Picker<Value: CaseIterable> {
        let selection: Value
        func count() -> Int { Value.allCases.count }
    }
    struct Stack<Element> {
        var items: [Element]
        func name() -> String { "\\(Element.self)" }
    }
    func main() {
        print(Picker(selection: Size.large).count(), Stack(items: [1, 2]).name())
    }
    """) == "2 Int\n")
}

@Test func aGenericParameterNothingGivesIsAnErrorOnlyWhereItRuns() {
    let source = """
    struct Box {}
    func decode<T>(_ completion: (T?) -> Void) -> String {
        if false { _ = T.self }
        return "skipped"
    }
    func main() {
        let path: WritableKeyPath<Box, Int>? = nil
        print(decode { (value: Int?) in }, path == nil)
        _ = decodeNow { (value: Int?) in }
    }
    func decodeNow<T>(_ completion: (T?) -> Void) -> Any { T.self }
    """
    #expect(runtimeError(source) == "Test.swift:11:56: error: the generic parameter 'T' is used as a value here, and no argument, expected result or stored property gives its type")
}

@Test func anIntegerLiteralForAFloatingPointGenericParameterIsAFloatingPointNumber() throws {
    // `V: BinaryFloatingPoint` (in the clause or a `where`), its `Stride` too: the literal `1` is `1.0`, as Swift infers.
    #expect(try output("""
    func halve<V>(_ value: V, step: V.Stride, bounds: ClosedRange<V>) -> String where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        "\\(value / 2) \\(step) \\(bounds.upperBound)"
    }
    func scaled<T: FloatingPoint>(_ value: T) -> T { value * 3 / 2 }
    func main() {
        print(halve(5, step: 1, bounds: 0...10), scaled(3))
    }
    """) == "2.5 1.0 10.0 4.5\n")
}

@Test func zeroInAFunctionGenericOverANumericProtocolIsZeroWithoutAContextualType() throws {
    // Swift types `.zero` from the call (the closure's result). Where nothing else types it, it is `0` for integer
    // parameters, else `0.0`, which a reduction adding integers starts over from `0`; where something does, it is that
    // type's `zero`. A type of the file with a `zero` of its own is not taken for it.
    #expect(try output("""
    struct Size { var width = 0.0; static var zero: Size { Size() } }
    struct Item { var width: CGFloat }
    extension Sequence {
        func sum<Result: Numeric>(of value: (Element) -> Result) -> Result {
            reduce(into: .zero) { $0 += value($1) }
        }
        func mean<V>(of value: (Element) -> V) -> V where V: BinaryFloatingPoint {
            var total: V = .zero
            var count: V = .zero
            for element in self {
                total += value(element)
                count += 1
            }
            return count == .zero ? .zero : total / count
        }
    }
    func main() {
        let items = [Item(width: 1.5), Item(width: 2)]
        print([1.0, 2.5].sum { $0 * 2 }, [1, 2].sum { $0 * 3 }, [2.0, 4.0].mean { $0 }, [Double]().mean { $0 })
        print(items.sum { $0.width }, items.reduce(into: 0) { $0 += $1.width }, items.reduce(0) { $0 + $1.width })
        print(items.dropFirst(2).sum { $0.width } + 1.5, count(of: [3, 4]))
    }
    func count<N: BinaryInteger>(of values: [N]) -> N { values.reduce(.zero) { $0 + $1 } }
    """) == "7.0 9 3.0 0.0\n3.5 3.5 3.5\n1.5 7\n")
}

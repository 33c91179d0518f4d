import Testing
@testable import PlumbInterpreter

@Test func arithmeticFollowsSwiftNumericRules() throws {
    #expect(try output("""
    func main() {
        let a = 7
        let b: Double = 2
        let c: CGFloat = 10 / 4
        print(a / 2, a % 3, b * 2, c, 1 / 2, 2 * b, -a)
        print(Double(a) / b, CGFloat(a) + c, Int(3.9), abs(-4), max(1, 2.5), min(3, 1, 2))
    }
    """) == "3 1 4.0 2.5 0 4.0 -7\n3.5 9.5 3 4 2.5 1\n")
}

@Test func mixingIntAndDoubleVariablesIsAnError() {
    #expect(runtimeError("""
    func main() {
        let a = 1
        let b = 2.5
        print(a + b)
    }
    """) == "Test.swift:4:13: error: binary operator '+' cannot be applied to operands of type 'Int' and 'Double'")
}

@Test func stringsInterpolateAndConcatenate() throws {
    #expect(try output(#"""
    func main() {
        let name = "Plumb"
        let values = [1, 2]
        let text = """
            Hello, \(name)!
              count: \(values.count)
            """
        print(text + " " + "\(values) \(Optional(3)) \(3.5, specifier: "%.2f")")
    }
    """#) == "Hello, Plumb!\n  count: 2 [1, 2] Optional(3) 3.50\n")
}

@Test func customDescriptionsOfStructsAndEnumsPrint() throws {
    // `CustomStringConvertible` gives the text of interpolation, `print`, `String(describing:)` and of elements.
    #expect(try output(#"""
    enum Priority: Int, CustomStringConvertible {
        case low = 1, high
        var description: String { self == .low ? "Low" : "High" }
    }
    enum Plain { case one }
    struct Tag: CustomStringConvertible { var description: String { "#tag" } }
    func main() {
        print("\(Priority.low) \(Tag()) \(Plain.one)", String(describing: Priority.high), [Priority.low], Tag())
    }
    """#) == "Low #tag one High [Low] #tag\n")
}

@Test func interpolationsFormatWithAFormatStyle() throws {
    #expect(try output(#"""
    func main() {
        let price = 1234.5
        print("\(price, format: .number.precision(.fractionLength(2))) \(0.25, format: .percent) \(3, format: .number)")
    }
    """#) == "1,234.50 25% 3\n")
}

@Test func interpolationsWithOtherArgumentsAreErrorsWhereTheyAre() {
    #expect(loadErrors(#"""
    func main() {
        print("\(1, radix: 2)")
    }
    """#) == ["Test.swift:2:12: error: unsupported: interpolation with arguments other than 'specifier:', 'format:', 'formatter:' and 'style:'"])
}

@Test func optionalsUnwrapChainAndCoalesce() throws {
    #expect(try output("""
    struct Box { var inner: Box? = nil; var value = 1 }
    func main() {
        let box: Box? = Box(inner: Box(value: 5))
        let missing: Box? = nil
        print(box?.inner?.value, missing?.value, missing?.value ?? 9, box!.value, box?.inner?.inner == nil)
    }
    """) == "Optional(5) nil 9 1 true\n")
}

@Test func ternaryCastsRangesTuplesAndKeyPaths() throws {
    #expect(try output(#"""
    struct Item { let name: String }
    func main() {
        let x: Any = 4
        let pair = (width: 2, height: 3)
        let items = [Item(name: "b"), Item(name: "a")]
        print(x is Int, x as? String, (x as? Int).map { $0 * 2 }, 1 > 2 ? "yes" : "no")
        print((0..<3).contains(2), (1...3).count, pair.width * pair.height, pair.1, items.map(\.name), Array(1...3))
    }
    """#) == #"""
    true nil Optional(8) no
    true 3 6 3 ["b", "a"] [1, 2, 3]

    """#)
}

@Test func typesAreValues() throws {
    #expect(try output("""
    struct Marker {}
    func main() {
        let marker = Marker.self
        print(marker, type(of: 3), Int.max > 0)
    }
    """) == "Marker Int true\n")
}

@Test func mixedLiteralsTakeTheFloatingPointType() throws {
    #expect(try output("""
    func main() {
        let flag = true
        let width = flag ? 10 : 2.5
        let values = [1, 2.5, 3]
        print(width, values, width * 2.0)
    }
    """) == "10.0 [1.0, 2.5, 3.0] 20.0\n")
}

@Test func operatorFunctionsOfTheFile() throws {
    #expect(try output("""
    struct Vector: Equatable {
        var x: Double, y: Double
        static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    }
    func * (lhs: Vector, rhs: Double) -> Vector { Vector(x: lhs.x * rhs, y: lhs.y * rhs) }
    func main() {
        var v = Vector(x: 1, y: 2) + Vector(x: 3, y: 4)
        v = v * 2
        print(v, v == Vector(x: 8, y: 12), [v, v].reduce(Vector(x: 0, y: 0), +))
    }
    """) == "Vector(x: 8.0, y: 12.0) true Vector(x: 16.0, y: 24.0)\n")
}

@Test func implicitMemberChainsTakeTheContextualType() throws {
    #expect(try output("""
    struct Tint {
        var name: String
        static let red = Tint(name: "red")
        static func named(_ name: String) -> Tint { Tint(name: name) }
        func dimmed() -> Tint { Tint(name: name + "/dim") }
        var inverted: Tint { Tint(name: "-" + name) }
    }
    func show(_ tint: Tint?) { print(tint?.name ?? "nil") }
    func main() {
        show(.red.dimmed())
        show(.named("blue").dimmed().inverted)
        let tint: Tint = .red.inverted.dimmed()
        print(tint.name)
    }
    """) == "red/dim\n-blue/dim\n-red/dim\n")
}

@Test func aStaticPropertyWinsOverAMethodOfTheSameNameUsedAsAValue() throws {
    #expect(try output("""
    struct Speed {
        var value: Int
        static let fast = Speed(value: 1)
        static func fast(_ value: Int) -> Speed { Speed(value: value) }
    }
    func show(_ speed: Speed) { print(speed.value) }
    func main() {
        show(.fast)
        show(.fast(5))
        print(Speed.fast.value)
    }
    """) == "1\n5\n1\n")
}

@Test func aLiteralOfTypesCalledConstructsThatCollection() throws {
    #expect(try output("""
    func main() {
        let values = [Double](repeating: 2, count: 3)
        var names = [String]()
        names.append("a")
        let counts = [String: Int]()
        print(values.reduce(0, +), names, counts.count)
    }
    """) == "6.0 [\"a\"] 0\n")
}

@Test func aStaticMemberSiteFindsTheMemberOfEachTypeItMeets() throws {
    // One site, `type.title`, meets two types in turn: each read is the member of the type at hand, not the one
    // the site remembered from the last read.
    #expect(try output("""
    protocol Drink { static var title: String { get } }
    struct Tea: Drink { static let title = "tea" }
    struct Coffee: Drink { static let title = "coffee" }
    func title<D: Drink>(_ type: D.Type) -> String { type.title }
    func main() {
        print(title(Tea.self), title(Coffee.self), title(Tea.self))
        let tea: Tea = .init()
        print(type(of: tea).title)
    }
    """) == "tea coffee tea\ntea\n")
}

@Test func anImplicitMemberWithNoContextualTypeTakesTheOnlyTypeOfTheFileThatDeclaresIt() throws {
    #expect(try output("""
    enum Heading { case north, south }
    enum Pole { case south }
    func pick<T>(_ value: T) -> T { value }
    func main() { print(pick(.north)) }
    """) == "north\n")
    #expect(runtimeError("""
    enum Heading { case north, south }
    enum Pole { case south }
    func pick<T>(_ value: T) -> T { value }
    func main() { print(pick(.south)) }
    """) == "Test.swift:4:26: error: cannot infer contextual base in reference to member 'south'")
}

@Test func anImplicitMemberPassedToACollectionTakesItsElementType() throws {
    // `.south` is declared by two enums: the collection's element type decides, from a local's declared type, a
    // stored property's (a `@State` one too), or — for a dictionary handed in untyped — the values it holds.
    #expect(try output("""
    enum Heading: Hashable { case north, south }
    enum Pole { case south }
    struct Route {
        var legs: [Heading] = []
        var seen: Set<Heading> = []
        var lengths: [Heading: Int] = [:]
        mutating func add() {
            legs.append(.south)
            legs.insert(.north, at: 0)
            seen.insert(.south)
            lengths[.south] = 3
            print(legs, seen.contains(.south), legs.firstIndex(of: .south) ?? -1, lengths[.north, default: .zero])
        }
    }
    func tally(_ counts: [Heading: Int]) -> Int { counts[.south, default: .zero] + counts[.north, default: .zero] }
    func main() {
        var headings: [Heading] = []
        headings.append(.south)
        var route = Route()
        route.add()
        print(headings, headings.contains(.north), tally([.south: 2]))
    }
    """) == "[north, south] true 1 0\n[south] false 2\n")
}

@Test func anIntegerLiteralPassedToACollectionOfDoublesIsADouble() throws {
    #expect(try output("""
    func main() {
        var totals: [String: Double] = [:]
        totals["tea", default: 0] += 1.5
        var values: [Double] = []
        values.append(2)
        print(totals["tea"] ?? -1, values, values.contains(2))
    }
    """) == "1.5 [2.0] true\n")
}

@Test func integerLiteralBoundsTakeTheBoundTypeOfTheRangeExpected() throws {
    #expect(try output("""
    struct Control {
        var value: Double = 450
        var range: ClosedRange<Double> = 0...900
        func fraction() -> Double { (value - range.lowerBound) / (range.upperBound - range.lowerBound) }
    }
    func main() {
        let unit: ClosedRange<Double> = 1...4
        let steps: Range<Double> = -2..<2
        let counts = 1...3
        print(Control().fraction(), Control(value: 5, range: -10...10).fraction(), unit, steps.lowerBound / 4, counts)
    }
    """) == "0.5 0.75 1.0...4.0 -0.5 1...3\n")
}

@Test func reducesInitialImplicitMemberTakesTheTypeItsClosureMakes() throws {
    // Swift infers `reduce`'s result from a closure of one expression (`CGSize(…)`) or its declared result type.
    #expect(try output("""
    struct Size { var width: Double; var height: Double; static let zero = Size(width: 0, height: 0) }
    struct Span { var length: Double; static let zero = Span(length: 0) }
    func main() {
        let sizes = [Size(width: 3, height: 1), Size(width: 1, height: 4)]
        let largest = sizes.reduce(.zero) { Size(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        let total = sizes.reduce(.zero) { (sum, size) -> Span in Span(length: sum.length + size.width) }
        print(largest.width, largest.height, total.length)
    }
    """) == "3.0 4.0 4.0\n")
}

@Test func tupleTypesLabelTheirValuesAndTypeLiteralsOfTuplesConstruct() throws {
    // A function returning `(total: Int, empty: Int)` returns a labelled tuple whatever its `return` wrote; so does
    // an array of a labelled tuple type; `[(String, Double)]()` is an empty array of such tuples.
    #expect(try output("""
    typealias Reading = (day: String, high: Int)
    func stats() -> (total: Int, empty: Int) { let t = 3, e = 1; return (t, e) }
    func main() {
        let readings: [Reading] = [("Mon", 24), ("Tue", 19)]
        var pairs = [(String, Double)]()
        pairs.append(("x", 1))
        let named = [(name: String, n: Int)](repeating: ("a", 1), count: 2)
        print(stats().total, stats().empty, readings[1].day, readings.map(\\.high), pairs.count, named[1].name)
    }
    """) == "3 1 Tue [24, 19] 1 a\n")
}

@Test func sourceLocationLiteralsSayWhereTheyAreWritten() throws {
    #expect(try output("""
    func main() {
        print(#line, #column)
        print(#file, #fileID, #filePath)
    }
    """) == "2 18\nTest.swift Test.swift Test.swift\n")
}

@Test func functionLiteralNamesTheDeclarationItIsIn() throws {
    #expect(try output("""
    struct Model {
        var name: String { #function }
        init(value: Int) { print(#function) }
        func load(from url: String, _ retries: Int) -> String { [1].map { _ in #function }[0] }
    }
    func main() {
        let model = Model(value: 1)
        print(model.name, model.load(from: "x", 2), #function)
    }
    """) == "init(value:)\nname load(from:_:) main()\n")
}

@Test func aVariableDeclaredAgainOverAParameterShadowsIt() throws {
    #expect(try output("""
    func clean(_ hex: String) -> String {
        var hex = hex
        hex = hex.replacingOccurrences(of: "#", with: "")
        return hex
    }
    func main() { print(clean("#fa0")) }
    """) == "fa0\n")
}

@Test func cMathFunctionsRoundAndCombineAsC() throws {
    #expect(try output("""
    func main() {
        print(lround(2.5), lround(-2.5), lrint(2.5), llround(3.49))
        print(hypot(3.0, 4.0), fmod(7.5, 2.0), fmin(1.0, 2.0), fmax(1.0, 2.0), trunc(-1.7), fabs(-2.0))
    }
    """) == "3 -3 2 3\n5.0 1.5 1.0 2.0 -1.0 2.0\n")
}

@Test func noneWhereAnOptionalIsExpectedIsNil() throws {
    #expect(try output("""
    func describe(_ limit: Int?) -> String { limit.map(String.init) ?? "no limit" }
    func main() { print(describe(.none), describe(.some(3))) }
    """) == "no limit 3\n")
}

@Test func aScannerReadsHexColoursIntoAnInoutArgument() throws {
    #expect(try output("""
    func rgb(_ hex: String) -> (Int, Int, Int) {
        let scanner = Scanner(string: hex)
        scanner.scanLocation = hex.hasPrefix("#") ? 1 : 0
        var value: UInt64 = 0
        let read = scanner.scanHexInt64(&value)
        return read ? (Int(value >> 16) & 0xff, Int(value >> 8) & 0xff, Int(value) & 0xff) : (-1, -1, -1)
    }
    func main() {
        print(rgb("#FF8000"), rgb("zz"))
        let words = Scanner(string: "width: 42")
        print(words.scanUpToString(":") ?? "", words.scanString(":") ?? "", words.scanInt() ?? 0, words.isAtEnd)
    }
    """) == "(255, 128, 0) (-1, -1, -1)\nwidth : 42 true\n")
}

@Test func preconditionAndAssertionFailuresStopAsFatalErrorsDo() {
    #expect(runtimeError("""
    func main() { preconditionFailure("unreachable") }
    """) == "Test.swift:1:15: error: Fatal error: unreachable")
}

@Test func aLocalComputedVariableIsWorkedOutAtEachRead() throws {
    #expect(try output("""
    func main() {
        var items = [1, 2]
        var total: Int { items.count * 10 }
        var label: String {
            get { "total \\(total)" }
        }
        print(total, label)
        items.append(3)
        print(total, label)
    }
    """) == "20 total 20\n30 total 30\n")
}

@Test func anIntegerInAnotherBase() throws {
    #expect(try output("""
    func main() { print(String(255, radix: 16), String(255, radix: 16, uppercase: true), String(5, radix: 2)) }
    """) == "ff FF 101\n")
}

@Test func theProcessIsAPreviewsAndShowsNothingOfTheMachine() throws {
    #expect(try output("""
    func main() {
        let info = ProcessInfo.processInfo
        print(info.environment["XCODE_RUNNING_FOR_PREVIEWS"] ?? "no", info.environment["HOME"] ?? "none", info.environment.count, info.arguments.count)
    }
    """) == "1 none 1 0\n")
}

@Test func aCacheKeepsWhatIsPutInIt() throws {
    #expect(try output("""
    final class ImageLoader { let name: String; init(name: String) { self.name = name } }
    let cache = NSCache<NSString, ImageLoader>()
    func loader(_ name: String) -> ImageLoader {
        if let cached = cache.object(forKey: name as NSString) { return cached }
        let made = ImageLoader(name: name)
        cache.setObject(made, forKey: NSString(string: name))
        return made
    }
    func main() {
        cache.countLimit = 10
        print(loader("a") === loader("a"), loader("a") === loader("b"))
        cache.removeAllObjects()
        print(cache.object(forKey: "a") == nil)
    }
    """) == "true false\ntrue\n")
}

@Test func anArraysElementTypeIsTheContextOfAnImplicitMemberAmongItsArguments() throws {
    #expect(try output("""
    struct Point { var x = 0; var y = 0 }
    func main() {
        let points: [Point] = .init(repeating: .init(), count: 3)
        let words: [String] = Array(repeating: "ab", count: 2)
        print(points.count, points[2].x, words.joined())
    }
    """) == "3 0 abab\n")
}

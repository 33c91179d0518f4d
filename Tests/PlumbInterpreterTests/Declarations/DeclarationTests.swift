import Testing
@testable import PlumbInterpreter

@Test func structsWithMemberwiseCustomInitsComputedAndStatic() throws {
    #expect(try output("""
    struct Size {
        var width: Double
        var height: Double = 1
        var area: Double { width * height }
        static let unit = Size(width: 1)
        static func square(_ side: Double) -> Size { Size(width: side, height: side) }
        mutating func scale(by factor: Double) { width *= factor; height *= factor }
    }
    struct Label {
        let text: String
        var count: Int
        init(_ text: String) {
            self.text = text.uppercased()
            count = text.count
        }
    }
    func main() {
        var size = Size(width: 2, height: 3)
        size.scale(by: 2)
        print(size.area, Size.unit.area, Size.square(3).area, Size(width: 5).height)
        let label = Label("hi")
        print(label.text, label.count, label)
    }
    """) == "24.0 1.0 9.0 1.0\nHI 2 Label(text: \"HI\", count: 2)\n")
}

@Test func enumsWithRawValuesCaseIterableAndMethods() throws {
    #expect(try output("""
    enum Direction: String, CaseIterable {
        case north, south = "S", east
        var opposite: Direction {
            switch self {
            case .north: return .south
            case .south: return .north
            case .east: return .east
            }
        }
        func describe() -> String { "\\(self) (\\(rawValue))" }
    }
    enum Level: Int { case low = 1, mid, high }
    func main() {
        print(Direction.north.opposite.describe(), Direction.allCases.count, Direction(rawValue: "S") == .south)
        print(Level.high.rawValue, Level(rawValue: 9) == nil, Level.mid)
    }
    """) == "south (S) 3 true\n3 true mid\n")
}

@Test func extensionsNestedTypesTypealiasesGenericsAndProtocols() throws {
    #expect(try output("""
    import SwiftUI

    protocol Named { var name: String { get } }
    extension Named { func greet() -> String { "Hello, \\(name)" } }
    struct Outer {
        struct Inner: Named { let name: String }
        enum Mode { case on, off }
        typealias Element = Inner
        var inner = Element(name: "in")
    }
    typealias Alias = Outer.Inner
    extension Outer.Inner { var shout: String { name.uppercased() } }
    extension Int { var doubled: Int { self * 2 } }
    extension Array where Element == Int { func total() -> Int { reduce(0, +) } }
    struct Stack<Element> where Element: Equatable {
        private var items: [Element] = []
        mutating func push(_ item: Element) { items.append(item) }
        func peek() -> Element? { items.last }
    }
    func identity<T: Equatable>(_ value: T) -> T { value }
    func main() {
        var stack = Stack<Int>()
        stack.push(3)
        let alias = Alias(name: "al")
        print(Outer().inner.greet(), alias.shout, 21.doubled, [1, 2, 3].total(), stack.peek(), identity("x"), Outer.Mode.on)
    }
    """) == "Hello, in AL 42 6 Optional(3) x on\n")
}

@Test func subscriptsAndStaticState() throws {
    #expect(try output("""
    struct Grid {
        var cells: [Int]
        let columns: Int
        static var created = 0
        init(columns: Int) { self.columns = columns; cells = Array(repeating: 0, count: columns * columns); Grid.created += 1 }
        subscript(row: Int, column: Int) -> Int {
            get { cells[row * columns + column] }
            set { cells[row * columns + column] = newValue }
        }
    }
    func main() {
        var grid = Grid(columns: 2)
        grid[1, 0] = 7
        grid[1, 0] += 1
        _ = Grid(columns: 1)
        print(grid[1, 0], grid.cells, Grid.created)
    }
    """) == "8 [0, 0, 8, 0] 2\n")
}

@Test func conformancesAreRecorded() {
    let harness = Harness("""
    struct Card: View, Identifiable, Hashable { let id = 1; var body: some View { Text("card") } }
    struct Key: PreferenceKey { static var defaultValue: Double = 0 }
    enum Custom: AlignmentID { static func defaultValue(in d: Double) -> Double { 0 } }
    extension Key: Equatable {}
    """)
    let interpreter = harness.interpreter
    #expect(harness.diagnostics.isEmpty)
    #expect(interpreter.types(conformingTo: "View").map(\.name) == ["Card"])
    #expect(interpreter.types(conformingTo: "Equatable").map(\.name) == ["Key"])
    #expect(interpreter.types(conformingTo: "AlignmentID").map(\.name) == ["Custom"])
    #expect(interpreter.type(named: "Card")?.conformances == ["View", "Identifiable", "Hashable"])
}

@Test func initializersDelegateAndEnumsAssignSelf() throws {
    #expect(try output("""
    struct Point {
        var x: Double
        var y: Double
        init(x: Double, y: Double) { self.x = x; self.y = y }
        init(both: Double) { self.init(x: both, y: both * 2) }
    }
    enum Power {
        case on, off
        init(_ flag: Bool) { self = flag ? .on : .off }
    }
    struct Maybe {
        let value: Int
        init?(_ value: Int) {
            guard value > 0 else { return nil }
            self.value = value
        }
    }
    func main() {
        var optional: Int? = nil
        optional = 3
        let ratio: Double
        ratio = 1
        print(Point(both: 2), Power(false), Maybe(-1) == nil, Maybe(4)?.value, optional, ratio)
    }
    """) == "Point(x: 2.0, y: 4.0) off true Optional(4) Optional(3) 1.0\n")
}

@Test func propertyTypesAreInferredFromLiteralInitialValues() throws {
    #expect(try output("""
    struct Card { var padding = 8.0; var title = "t"; var count = 0 }
    func main() {
        let card = Card(padding: 4, count: 2)
        print(card.padding * 1.5, card)
    }
    """) == "6.0 Card(padding: 4.0, title: \"t\", count: 2)\n")
}

@Test func topLevelVariablesAreLazyAndMutable() throws {
    #expect(try output("""
    let spacing: CGFloat = 4
    var counter = 0
    var doubled: Int { counter * 2 }
    func bump() { counter += 1 }
    func main() {
        bump()
        bump()
        print(spacing * 2, counter, doubled)
    }
    """) == "8.0 2 4\n")
    #expect(runtimeError("""
    let loop: Int = loop + 1
    func main() { print(loop) }
    """) == "Test.swift:1:17: error: global 'loop' is initialized in terms of itself")
}

@Test func typealiasesOfOptionalsArraysAndTuplesInsideTypesAndAtTheTopLevel() throws {
    // A `PreferenceKey`'s `typealias Value = CGFloat?` is the common case: the alias types the property, so `nil`
    // and an integer literal take its wrapped type.
    #expect(try output("""
    typealias Names = [String]
    typealias Pair = (a: Double, b: Double)
    struct Grid {
        typealias Cell = Point
        typealias Value = Double?
        typealias Row = [Cell]
        struct Point { var x = 0 }
        static var defaultValue: Value = nil
        var limit: Value = 2
        func origin() -> Cell { Cell() }
        func row() -> Row { [origin(), Point(x: 1)] }
    }
    func pair() -> Pair { (a: 1, b: 2) }
    func main() {
        let names: Names = ["a", "b"]
        let grid = Grid()
        print(names.count, Grid.defaultValue == nil, grid.limit ?? 0, grid.row().map(\\.x), pair().b)
    }
    """) == "2 true 2.0 [0, 1] 2.0\n")
}

@Test func propertiesMadeByFailableInitializersAreOptional() throws {
    #expect(try output("""
    enum Size: String { case small, large }
    struct Tag { let string: String; init(string: String) { self.string = string } }
    struct Settings {
        let count = Int("42")
        let bad = Double("x")
        let size = Size(rawValue: "large")
        let plain = Int(2.5)
        let tag = Tag(string: "new")
    }
    func main() {
        let settings = Settings()
        print(settings.count ?? 0, settings.bad == nil, settings.size == .large, settings.plain + 1, settings.tag.string)
    }
    """) == "42 true true 3 new\n")
}

@Test func typeInitAsAFunctionNamesTheOnlyInitializerTakingOneArgumentWhateverItsLabel() throws {
    #expect(try output("""
    struct Tag { let tag: String }
    struct Pair { var a: Int; var b: Int = 0 }
    func main() {
        print(["x", "y"].map(Tag.init).map(\\.tag), [1, 2].map(Pair.init).map(\\.a), ["3"].compactMap(Int.init))
    }
    """) == "[\"x\", \"y\"] [1, 2] [3]\n")
}

@Test func namesInBackticksStaticInitialValuesUnderscoredPropertiesAndConstrainedProtocolExtensions() throws {
    // `` `default` `` is the name `default`; a static property's initial value names the type's other statics
    // without `Self.`; `_value` is a property of its own when no wrapped `value` claims it; an extension
    // `where Self: Named` reads `Named`'s members.
    #expect(try output("""
    protocol Named { var name: String { get } }
    protocol Describable { func describe() -> String }
    extension Describable where Self: Named {
        func describe() -> String { "called \\(name)" }
    }
    struct Dog: Named, Describable { let name = "Rex" }
    struct Palette {
        static let warm = ["red", "orange"]
        static let cool = ["blue"]
        static let all = warm + cool
        var `default`: String { Palette.all[0] }
        func `if`(_ flag: Bool) -> String { flag ? "yes" : "no" }
    }
    struct Box {
        private var _value: Int
        init(value: Int) { _value = value * 2 }
        var value: Int { _value }
    }
    func main() {
        print(Dog().describe(), Palette.all, Palette().default, Palette().if(true), Box(value: 3).value)
    }
    """) == "called Rex [\"red\", \"orange\", \"blue\"] red yes 6\n")
}

@Test func extensionsOfTheStandardLibrarysGenericTypesNameTheirPlaceholders() throws {
    // `Element`, `Index` and `Wrapped` stand for any type; a `Collection` extension reaches arrays, strings and
    // ranges, and calls the collection's own members without `self.`; its labelled subscript is not the array's.
    #expect(try output("""
    extension Collection {
        subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
        var second: Element? { dropFirst().first }
    }
    extension Array where Element: Numeric {
        var total: Element { reduce(0, +) }
    }
    extension Optional where Wrapped == String {
        var orEmpty: Wrapped { self ?? "" }
    }
    extension Sequence {
        func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>) -> [Element] {
            sorted { a, b in a[keyPath: keyPath] < b[keyPath: keyPath] }
        }
    }
    struct Item { var name: String; var rank: Int }
    func main() {
        let words = ["a", "b"]
        let missing: String? = nil
        print(words[safe: 1] ?? "-", words[safe: 5] ?? "-", "xyz".second ?? "-", (1...3).second ?? 0, [1, 2, 3].total, missing.orEmpty.isEmpty)
        let items = [Item(name: "b", rank: 2), Item(name: "a", rank: 1)]
        print(items.sorted(by: \\.rank).map(\\.name), items[0][keyPath: \\.name])
    }
    """) == "b - y 2 6 true\n[\"a\", \"b\"] b\n")
}

@Test func moduleQualifiedNamesInitializersAsFunctionsAndSelfBoundByAWhereClause() throws {
    // `SwiftUI.`/`Swift.` name what the name alone does; `Type.init` is a function of any number of arguments; in
    // `extension Shape where Self == Dot`, `Self` is `Dot`.
    #expect(try output("""
    protocol Shape { var name: String { get } }
    struct Dot: Shape { var name = "dot" }
    extension Shape where Self == Dot {
        static var dot: Self { Self() }
        static var plain: Dot { .init() }
    }
    struct Pair: Swift.Equatable { var a = 1; var b = 2 }
    struct Label { var text: String }
    func describe(_ shape: some Shape) -> String { shape.name }
    func main() {
        let make: () -> Pair = Pair.init
        let labels = ["x", "y"].map(Label.init)
        let both: (Int, Int) -> Pair = Pair.init
        let zipped = zip([5, 6], [7, 8]).map(Pair.init)
        print(Swift.max(1, 3), make().b, labels.map(\\.text), describe(.dot), describe(.plain), Foundation.sqrt(4.0))
        print(both(3, 4).b, zipped.map(\\.b))
    }
    """) == "3 2 [\"x\", \"y\"] dot dot 2.0\n4 [7, 8]\n")
}

@Test func anInstancePropertysInitialValueNamesTheTypesStaticMembers() throws {
    // Hacking with Swift's BetterRest: `@State private var wakeUp = defaultWakeTime` beside `static var defaultWakeTime`.
    #expect(try output("""
    struct Alarm {
        static let defaultHour = 7
        static var defaultLabel: String { "Wake \\(defaultHour)" }
        var hour = defaultHour
        var label = defaultLabel
    }
    func main() { let alarm = Alarm(); print(alarm.hour, alarm.label) }
    """) == "7 Wake 7\n")
}

@Test func aProtocolsAssociatedTypesStandForAnyTypeInItsExtensionsWhereverTheyAre() throws {
    #expect(try output("""
    extension Store { func first(id: Item.ID) -> Item? { items.first { $0.id == id } } }
    protocol Store { associatedtype Item: Identifiable; var items: [Item] { get } }
    struct Fruit: Identifiable { let id: Int; let name: String }
    struct Basket: Store { var items = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")] }
    func main() { print(Basket().first(id: 2)?.name ?? "none") }
    """) == "Pear\n")
}

@Test func deinitIsAcceptedNeverIsATypeAndANestedAliasConstructs() throws {
    #expect(try output("""
    struct Pair { let a: Double; let b: Double }
    struct Shape {
        typealias Data = Pair
        func make() -> Data { Data(a: 1, b: 2) }
    }
    final class Session {
        var open = true
        deinit { open = false }
    }
    func fail() -> Never { fatalError("never returns") }
    func main() {
        let session = Session()
        print(Shape().make().b, session.open)
    }
    """) == "2.0 true\n")
}

@Test func anActorIsAClassAndASemaphoreCountsItsSignals() throws {
    #expect(try output("""
    @globalActor actor Store {
        static let shared = Store()
        private var count = 0
        func next() -> Int { count += 1; return count }
        nonisolated func name() -> String { "store" }
    }
    func main() async {
        let first = await Store.shared.next()
        let second = await Store.shared.next()
        let semaphore = DispatchSemaphore(value: 0)
        semaphore.signal()
        semaphore.wait()
        print(first, second, Store.shared.name(), semaphore.wait(timeout: .now() + 1) == .timedOut)
    }
    """) == "1 2 store true\n")
    #expect(runtimeError("func main() { DispatchSemaphore(value: 0).wait() }")?.hasSuffix(
        "error: DispatchSemaphore.wait() would wait for ever: nothing is left to signal it in a preview") == true)
}

@Test func aGenericEnumsParametersAreTypesInItsExtensions() throws {
    #expect(try output("""
    protocol SomeOptional { associatedtype Wrapped }
    extension Optional: SomeOptional {}
    enum Loadable<T> {
        case loaded(T)
        case missing
    }
    extension Loadable where T: SomeOptional {
        func kind() -> Loadable<T.Wrapped>? { nil }
    }
    extension Loadable {
        var value: T? { if case .loaded(let value) = self { return value } else { return nil } }
    }
    func main() {
        print(Loadable.loaded(Optional(2)).kind() == nil, Loadable<Int>.loaded(3).value ?? 0)
    }
    """) == "true 3\n")
}

@Test func anIdentifiableTypesIDIsTheTypeOfItsID() throws {
    #expect(try output("""
    struct Order: Identifiable { var id: String }
    struct Ticket: Identifiable {
        var number: Int
        var id: Int { number }
    }
    func main() {
        let selection: Set<Order.ID> = ["12"]
        print(Order.ID("12") + "3", Ticket.ID(7) + 1, selection.contains("12"))
    }
    """) == "123 8 true\n")
    #expect(runtimeError("""
    struct Plain { var id: String }
    func main() { print(Plain.ID.self) }
    """) == "Test.swift:2:27: error: type 'Plain' has no member 'ID'; did you mean 'id'?")
}

@Test func selfInAProtocolExtensionIsTheConformingType() throws {
    #expect(try output("""
    protocol Ingredient {
        var name: String { get }
        static var prefix: String { get }
    }
    extension Ingredient {
        var path: String { "\\(Self.prefix)/\\(name)" }
        static var folder: String { "\\(Self.prefix)s" }
    }
    struct Dough: Ingredient { var name: String; static let prefix = "dough" }
    struct Glaze: Ingredient { var name: String; static let prefix = "glaze" }
    func main() {
        print(Dough(name: "plain").path, Glaze(name: "pink").path, Glaze.folder)
    }
    """) == "dough/plain glaze/pink glazes\n")
}

@Test func aTupleTypesNameMakesATupleOfItsArguments() throws {
    // `typealias SizedLine = (items: [Int], remainingSpace: Double)`: `SizedLine(items:remainingSpace:)` is the tuple.
    #expect(try output("""
    typealias SizedLine = (items: [Int], remainingSpace: Double)
    typealias Pair = (Int, String)
    func main() {
        let line = SizedLine(items: [1, 2], remainingSpace: 3)
        let pair = Pair(4, "four")
        print(line.items, line.remainingSpace, line.0, pair.1)
    }
    """) == "[1, 2] 3.0 [1, 2] four\n")
    #expect(runtimeError("""
    typealias SizedLine = (items: [Int], remainingSpace: Double)
    func main() { _ = SizedLine(lines: [1], remainingSpace: 3) }
    """) == "Test.swift:2:19: error: cannot make a tuple of type '(items: [Int], remainingSpace: Double)' from the arguments (lines:remainingSpace:)")
}

@Test func aWritableKeyPathSubscriptChangesTheValueInPlace() throws {
    // `target[keyPath: axis] += space`, as a layout advancing along an axis writes it; a type's own subscript does not
    // hide the one every type has.
    #expect(try output("""
    struct Inner { var x = 1.0 }
    struct Size {
        var breadth = 1.0
        var depth = 2.0
        var inner = Inner()
        subscript(axis: Int) -> Double { axis == 0 ? breadth : depth }
    }
    func advance(_ target: inout Size, _ axis: WritableKeyPath<Size, Double>, by space: Double) {
        target[keyPath: axis] += space
    }
    func main() {
        var size = Size()
        advance(&size, \\.breadth, by: 3)
        size[keyPath: \\Size.depth] = 5
        size[keyPath: \\.inner.x] *= 4
        print(size.breadth, size.depth, size.inner.x, size[1])
    }
    """) == "4.0 5.0 4.0 5.0\n")
}

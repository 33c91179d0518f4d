import Foundation
import Testing
@testable import PlumbInterpreter

@Test func arrayMembers() throws {
    #expect(try output("""
    func main() {
        var numbers = [5, 3, 8]
        numbers.append(1)
        numbers.insert(9, at: 0)
        let removed = numbers.remove(at: 1)
        print(numbers, removed, numbers.count, numbers.isEmpty, numbers.first, numbers.last, numbers.min(), numbers.max())
        print(numbers.sorted(), numbers.filter { $0 > 4 }, numbers.compactMap { $0 > 4 ? $0 : nil }, [[1], [2, 3]].flatMap { $0 })
        print(numbers.reduce(0, +), numbers.reduce(into: 0) { $0 += $1 }, numbers.contains(8), numbers.firstIndex(of: 8), numbers.first(where: { $0 < 5 }))
        print(numbers.reversed(), numbers.prefix(2), numbers.suffix(1), numbers.dropFirst(), ["a", "b"].joined(separator: "-"), numbers + [0])
        numbers.sort(by: >)
        numbers.removeAll { $0 == 1 }
        print(numbers, numbers.firstIndex { $0 == 3 }, Array(repeating: 0, count: 2), numbers.indices, numbers.enumerated().map { $0.offset + $0.element })
        numbers.removeAll()
        print(numbers.isEmpty, numbers.first)
    }
    """) == """
    [9, 3, 8, 1] 5 4 false Optional(9) Optional(1) Optional(1) Optional(9)
    [1, 3, 8, 9] [9, 8] [9, 8] [1, 2, 3]
    21 21 true Optional(2) Optional(3)
    [1, 8, 3, 9] [9, 3] [1] [3, 8, 1] a-b [9, 3, 8, 1, 0]
    [9, 8, 3] Optional(2) [0, 0] 0..<3 [9, 9, 5]
    true nil

    """)
}

@Test func dictionaryAndSetMembers() throws {
    #expect(try output("""
    func main() {
        var scores = ["a": 1, "b": 2]
        scores["c", default: 0] += 5
        scores.merge(["a": 10]) { old, new in old + new }
        print(scores, scores.keys.sorted(), scores.values.count, scores.mapValues { $0 * 2 }["b"], scores["zzz"])
        var set: Set<Int> = [1, 2]
        set.insert(3)
        set.insert(2)
        print(set.count, set.contains(3), set.union([9]).count, Set([1, 1, 2]).count, set.isSubset(of: [1, 2, 3, 4]))
    }
    """) == "[\"a\": 11, \"b\": 2, \"c\": 5] [\"a\", \"b\", \"c\"] 3 Optional(4) nil\n3 true 4 2 true\n")
}

@Test func stringMembers() throws {
    #expect(try output("""
    func main() {
        let text = "Hello World"
        print(text.count, text.uppercased(), text.lowercased(), text.hasPrefix("He"), text.hasSuffix("x"), text.contains("lo W"))
        print(text.split(separator: " "), text.isEmpty, "".isEmpty, String(text.prefix(4)), text.first, Int("42"), Int("x"), Double("2.5"))
        print(String(repeating: "ab", count: 2), String(describing: 3), "a" < "b", String(format: "%.1f", 2.25))
    }
    """) == "11 HELLO WORLD hello world true false true\n[\"Hello\", \"World\"] false true Hell Optional(\"H\") Optional(42) nil Optional(2.5)\nabab 3 true 2.2\n")
}

@Test func unicodeScalarsAndCharactersAreOneCharacterStrings() throws {
    // Apple's LazyVGrid example builds its emoji this way.
    #expect(try output("""
    func main() {
        guard let scalar = UnicodeScalar(0x1F600) else { return }
        print(String(Character(scalar)), Character("a"), UnicodeScalar(-1), String(format: "%x", 0x1F600))
    }
    """) == "😀 a nil 1f600\n")
}

@Test func mathAndOptionalHelpers() throws {
    #expect(try output("""
    func main() {
        let value: Double = 2.5
        let missing: Int? = nil
        let present: Int? = 4
        print(floor(value), ceil(value), round(value), sqrt(16), abs(-2.5), Double.pi > 3, CGFloat.infinity > 1e300)
        print(value.rounded(.down), 7.0.truncatingRemainder(dividingBy: 2), missing.map { $0 + 1 }, present.map { $0 + 1 }, present.flatMap { $0 > 3 ? $0 : nil })
        print(stride(from: 1.0, through: 2.0, by: 0.5), 10.isMultiple(of: 5), (1...4).map { $0 * $0 })
    }
    """) == "2.0 3.0 3.0 4.0 2.5 true true\n2.0 1.0 nil Optional(5) Optional(4)\n[1.0, 1.5, 2.0] true [1, 4, 9, 16]\n")
}

@Test func aValueThatFlowedUnwrappedHasOptionalsMap() throws {
    // A value of an optional type may arrive unwrapped (values flow unwrapped until a declared optional type wraps
    // them): `map` and `flatMap` that its own type lacks are `Optional`'s.
    #expect(try output("""
    struct Point { var x = 1 }
    func main() {
        let point = Point(x: 3)
        print(point.map { $0.x * 2 }, point.flatMap { $0.x > 5 ? $0 : nil } == nil, [1, 2].map { $0 + 1 })
    }
    """) == "Optional(6) true [2, 3]\n")
}

@Test func dumpShowsStructure() throws {
    #expect(try output("""
    struct Point { var x = 1; var y = 2 }
    func main() { dump(Point()) }
    """) == "▿ Point\n  - x: 1\n  - y: 2\n")
}

@Test func sortingUsesComparableConformances() throws {
    #expect(try output("""
    struct Version: Comparable {
        let major: Int
        static func < (lhs: Version, rhs: Version) -> Bool { lhs.major < rhs.major }
    }
    func main() {
        let versions = [Version(major: 3), Version(major: 1), Version(major: 2)]
        print(versions.sorted().map(\\.major), versions.max()?.major, versions.min() == Version(major: 1))
    }
    """) == "[1, 2, 3] Optional(3) true\n")
}

@Test func genericArgumentsTakeTheCallsContextualType() throws {
    #expect(try output("""
    struct Size {
        var width = 0.0
        static let zero = Size()
    }
    func gaps(_ count: Int) -> [CGFloat] {
        (0..<count).map { index in
            guard index < count - 1 else { return 0 }
            return 8.5
        }
    }
    func main() {
        let total: Size = [Size(width: 2), Size(width: 3)].reduce(.zero) { Size(width: $0.width + $1.width) }
        let spacing = gaps(3)
        print(total.width, spacing, spacing.reduce(0) { $0 + $1 })
    }
    """) == """
    5.0 [8.5, 8.5, 0.0] 17.0

    """)
}

@Test func uuidsAreNumberedInTheOrderTheSceneMakesThem() throws {
    #expect(try output("""
    struct Item: Identifiable { let id = UUID(); let name: String }
    func main() {
        let items = [Item(name: "a"), Item(name: "b")]
        print(items[0].id, items[1].id.uuidString, items[0].id == items[0].id, items[0].id == items[1].id)
        print(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, UUID(uuidString: "nope"))
        print(Set(items.map(\\.id)).count, "\\(items[1].id)".count)
    }
    """) == """
    00000000-0000-4000-8000-000000000001 00000000-0000-4000-8000-000000000002 true false
    E621E1F8-C36C-495A-93FC-0C247A3E6E5F nil
    2 36

    """)
}

@Test func uuidsStartAgainAtEachSolve() throws {
    let harness = Harness("""
    struct ContentView: View {
        let id = UUID()
        var body: some View { Text(id.uuidString) }
    }
    """)
    for _ in 0..<2 {
        let view = try harness.interpreter.evaluate(try harness.interpreter.entryPoint())
        #expect(try harness.interpreter.property("id", of: view).payload(as: UUID.self) == UUID(uuidString: "00000000-0000-4000-8000-000000000001"))
    }
}

@Test func numbersFormatAsAnIPhoneInUSEnglishDoes() throws {
    #expect(try output("""
    func main() {
        let price: Decimal = 3.5
        print(price.formatted(.currency(code: "USD")), 1234.5678.formatted(), 1234567.formatted(), 0.256.formatted(.percent), 25.formatted(.percent))
        print(3.14159.formatted(.number.precision(.fractionLength(2))), 2.0.formatted(.number.precision(.fractionLength(0...2))), 7.formatted(.currency(code: "EUR")))
    }
    """) == "$3.50 1,234.5678 1,234,567 25.6% 25%\n3.14 2 €7.00\n")
}

@Test func indexSetsRemoveAndMoveArrayElementsAsOnDeleteAndOnMoveDo() throws {
    #expect(try output("""
    func main() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        print(letters)
        letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        print(letters)
        letters.move(fromOffsets: IndexSet(integersIn: 1...2), toOffset: 0)
        print(letters, IndexSet().isEmpty)
    }
    """) == "[\"a\", \"c\", \"e\"]\n[\"c\", \"e\", \"a\"]\n[\"e\", \"a\", \"c\"] true\n")
}

@Test func localizedContainsIgnoresCaseAndDiacritics() throws {
    #expect(try output("""
    func main() {
        print("Crème Brûlée".localizedCaseInsensitiveContains("creme"), "Ramen".localizedStandardContains("MEN"), "Salad".localizedCaseInsensitiveContains("x"))
    }
    """) == "true true false\n")
}

@Test func numberFormatsWriteCompactNamesAndScientificNotation() throws {
    #expect(try output("""
    func main() {
        print(12_400.formatted(.number.notation(.compactName)), 1_234_567.0.formatted(.number.notation(.compactName)),
              12_400.formatted(.number.notation(.scientific)), 12_400.formatted(.number.notation(.automatic)))
    }
    """) == "12K 1.2M 1.24E4 12,400\n")
}

@Test func stringFormatTakesSeveralConversionsWithFlagsWidthAndPrecision() throws {
    #expect(try output("""
    func main() {
        print(String(format: "%02d:%02d.%02d", 3, 7, 5), String(format: "%@ has %d items", "Cart", 3), String(format: "%5.1f%%", 42.25))
        print(String(format: "%x %X %o", 255, 255, 8), String(format: "[%-4@|%4s|%.2@]", "ab", "cd", "xyz"), String(format: "%.1f %d", 2, 2.9))
        print("\\(7, specifier: "%03d") \\("Ann", specifier: "%@!")")
    }
    """) == "03:07.05 Cart has 3 items  42.2%\nff FF 10 [ab  |  cd|xy] 2.0 2\n007 Ann!\n")
}

@Test func stringFormatRejectsWhatItCannotFormat() {
    #expect(runtimeError(#"func main() { print(String(format: "%c", 65)) }"#) == """
    Test.swift:1:21: error: unsupported format specifier '%c' in "%c"; Plumb formats %d %i %u %o %x %X %f %F %e %E %g %G %@ %s and %%, with flags, width and precision
    """)
    #expect(runtimeError(#"func main() { print(String(format: "%d and %d", 1)) }"#) == "Test.swift:1:21: error: the format has 2 conversions but 1 argument")
    #expect(runtimeError(#"func main() { print(String(format: "%d", "one")) }"#) == "Test.swift:1:21: error: format specifier '%d' needs a number, not 'one'")
}

@Test func setAlgebraAndSetAnnotationsWithoutAnElementType() throws {
    #expect(try output("""
    func main() {
        let a: Set = [1, 2, 3]
        var b: Set<Int> = [3, 4]
        print(a.count, a.symmetricDifference(b).sorted(), a.isDisjoint(with: [9]), a.isDisjoint(with: b), a.isSuperset(of: [1, 2]), a.subtracting(b).sorted())
        b.formUnion([5])
        b.subtract([4])
        var c = a
        c.formIntersection([2, 3, 7])
        c.formSymmetricDifference([3, 8])
        print(b.sorted(), c.sorted(), a.isSubset(of: [1, 2]))
    }
    """) == "3 [1, 2, 4] true false true [1, 2]\n[3, 5] [2, 8] false\n")
}

@Test func descriptionsCompactMapValuesSplitWhereSeparatorAndPadding() throws {
    #expect(try output("""
    func main() {
        let stock: [String: Int?] = ["a": 1, "b": nil]
        print([1, 2].description + 5.description + true.description + 2.5.description, ["x": 1].description, Set([3]).description)
        print(stock.compactMapValues { $0 }, ["a": "1", "b": "x"].compactMapValues { Int($0) })
        print("a,b;;c".split(whereSeparator: { $0 == "," || $0 == ";" }), [1, 0, 2, 3, 0].split(whereSeparator: { $0 == 0 }))
        print("ab".padding(toLength: 5, withPad: ".-", startingAt: 1) + "|", "abcdef".padding(toLength: 3, withPad: " ", startingAt: 0))
    }
    """) == """
    [1, 2]5true2.5 ["x": 1] Set([3])
    ["a": 1] ["a": 1]
    ["a", "b", "c"] [[1], [2, 3]]
    ab-.-| abc

    """)
}

@Test func theFilesOwnMembersOfANativeTypeComeFirst() throws {
    // A string has `Character`'s `isNumber` here; an extension of the file declaring one is what its code means.
    #expect(try output("""
    extension String { var isNumber: Bool { Double(self) != nil } }
    func main() { print("12.5".isNumber, "x".isNumber) }
    """) == "true false\n")
}

@Test func keyPathComparatorsSortByTheirKeyPathsInTurn() throws {
    #expect(try output("""
    struct Person { var name: String; var age: Int }
    func main() {
        var people = [Person(name: "Cy", age: 30), Person(name: "Al", age: 40), Person(name: "Bo", age: 30)]
        print(people.sorted(using: KeyPathComparator(\\Person.name)).map(\\.name))
        var order = [KeyPathComparator(\\Person.age, order: .reverse), KeyPathComparator(\\Person.name)]
        print(people.sorted(using: order).map(\\.name), order[0].order)
        order[0].order = .forward
        people.sort(using: order)
        print(people.map(\\.name))
    }
    """) == "[\"Al\", \"Bo\", \"Cy\"]\n[\"Al\", \"Bo\", \"Cy\"] .reverse\n[\"Bo\", \"Cy\", \"Al\"]\n")
}

@Test func aNativeTypesOwnMethodsComeWithItsProtocolsOverloadsOfTheName() throws {
    // `String.contains(_:)` is String's own; `contains(where:)` is every sequence's.
    #expect(try output("""
    func main() { print("abc1".contains("c1"), "abc1".contains(where: { $0.isNumber }), "abc".contains(where: \\.isNumber)) }
    """) == "true true false\n")
}

@Test func integerDivisionWithRemainderListsAndRoundedFormats() throws {
    #expect(try output("""
    func main() {
        let (q, r) = 17.quotientAndRemainder(dividingBy: 5)
        let parts = (-7).quotientAndRemainder(dividingBy: 2)
        print(q, r, parts.quotient, parts.remainder)
        print(["Ann"].formatted(), ["Ann", "Bob"].formatted(), [1, 2, 3].formatted())
        print(2.26.formatted(.number.rounded(increment: 0.5)), 7.formatted(.number.rounded(rule: .down, increment: 5)))
    }
    """) == "3 2 -3 -1\nAnn Ann and Bob 1, 2, and 3\n2.5 5\n")
    #expect(runtimeError("func main() { _ = 1.quotientAndRemainder(dividingBy: 0) }") == "Test.swift:1:21: error: division by zero")
}

@Test func anExtensionOfClosedRangeReachesItsBounds() throws {
    #expect(try output("""
    extension ClosedRange where Bound == Double {
        func value(percent: Double) -> Double { (1 - percent) * lowerBound + percent * upperBound }
    }
    func main() { print((10.0...20.0).value(percent: 0.25)) }
    """) == "12.5\n")
}

@Test func optionSetsAreSetsOfTheirRawValuesBits() throws {
    #expect(try output("""
    struct Layers: OptionSet {
        let rawValue: Int
        static let dough = Layers(rawValue: 1 << 1)
        static let glaze = Layers(rawValue: 1 << 2)
        static let topping = Layers(rawValue: 1 << 3)
        static let all: Layers = [dough, glaze, topping]
    }
    func main() {
        var shown: Layers = [.dough, .topping]
        print(shown.rawValue, shown.contains(.glaze), Layers.all.contains(shown), Layers.all.subtracting(shown).rawValue)
        shown.insert(.glaze)
        shown.remove(.dough)
        print(shown.rawValue, shown.union(.dough) == Layers.all, shown.intersection(.dough).isEmpty)
    }
    """) == "10 false true 4\n12 true true\n")
}

@Test func aLazySequenceGivesTheSameElements() throws {
    #expect(try output("""
    struct Reading { var range: Range<Double> }
    func main() {
        let readings = [Reading(range: 1.0..<3.0), Reading(range: 2.0..<5.5)]
        let uppers = readings.lazy.map { $0.range.upperBound }
        print(Array(uppers), uppers.max()!, [1, 2, 3, 4].lazy.filter { $0.isMultiple(of: 2) }.map { $0 * 10 })
    }
    """) == """
    [3.0, 5.5] 5.5 [20, 40]

    """)
}

@Test func anOptionSetsMembersArePassedAsTheSetsOwnTypeWhateverTheCallsContext() throws {
    #expect(try output("""
    struct Toppings: OptionSet { var rawValue: Int; static let nuts = Toppings(rawValue: 1), glaze = Toppings(rawValue: 2) }
    struct Card {
        var toppings: Toppings = .nuts
        func describe() -> String {
            if toppings.contains(.glaze) { return "glazed" }
            let plain: Bool = toppings.contains(.nuts)
            return plain ? "nuts" : "none"
        }
    }
    func main() {
        print(Card().describe(), Card(toppings: [.nuts, .glaze]).describe())
    }
    """) == "nuts glazed\n")
}

@Test func aTypesOwnHashIntoFeedsAHasher() throws {
    #expect(try output("""
    struct Account: Hashable {
        let id: String
        var name: String
        static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }
    func digest(_ account: Account) -> Int {
        var hasher = Hasher()
        account.hash(into: &hasher)
        return hasher.finalize()
    }
    func main() {
        let a = Account(id: "1", name: "A"), b = Account(id: "1", name: "B"), c = Account(id: "2", name: "A")
        print(digest(a) == digest(b), digest(a) == digest(c), a == b)
    }
    """) == "true false true\n")
}

import Testing
@testable import PlumbInterpreter

@Test func aMemberNamesAnAliasOfATypeDeclaredAfterIt() throws {
    let source = """
    struct Order { var item: Stock.Item = .init(count: 3) }
    struct Stock { typealias Item = Entry }
    struct Entry { var count: Int }
    func main() { print(Order().item.count * 2) }
    """
    #expect(try output(source) == "6\n")
}

@Test func aTypeNamesTheAliasesOfTheProtocolsItConformsTo() throws {
    let source = """
    struct Box { var key: Tag.Value = .init(name: "a"); var keys: Tag.Values = ["b", "c"] }
    struct Tag {}
    extension Tag: Labelled {}
    protocol Labelled { typealias Value = Name }
    extension Labelled { typealias Values = [String] }
    struct Name { var name: String }
    func main() { let box = Box(); print(box.key.name + box.keys.joined()) }
    """
    #expect(try output(source) == "abc\n")
}

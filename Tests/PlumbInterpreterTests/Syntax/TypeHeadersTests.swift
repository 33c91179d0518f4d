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

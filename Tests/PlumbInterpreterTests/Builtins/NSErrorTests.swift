import Foundation
import Testing
@testable import PlumbInterpreter

@Test func nsErrorDescribesItselfFromItsUserInfoAndLocalizedStringsAreTheirKeys() throws {
    #expect(try output("""
    func main() {
        let described = NSError(domain: "Loading", code: 7, userInfo: [NSLocalizedDescriptionKey: "Something went wrong"])
        let bare = NSError(domain: "Loading", code: 7)
        print(described.localizedDescription, described.code, described.domain)
        print(bare.localizedDescription)
        print(NSLocalizedString("Welcome", comment: "greeting"))
        let error: Error = bare
        print(error.localizedDescription == bare.localizedDescription)
    }
    """) == """
    Something went wrong 7 Loading
    The operation couldn’t be completed. (Loading error 7.)
    Welcome
    true

    """)
}

@Test func anyHashableWrapsAndNamesAnyKey() throws {
    #expect(try output("""
    func main() {
        var points = [AnyHashable: Int]()
        points[AnyHashable("a")] = 1
        points[AnyHashable(2)] = 2
        print(points.count, points["a"])
    }
    """) == "2 Optional(1)\n")
}

@Test func nsLocalizedStringAsksTheEmbeddersStringsThenTakesItsValueThenTheKey() throws {
    let harness = Harness("""
    func main() {
        print(NSLocalizedString("Welcome", comment: ""))
        print(NSLocalizedString("Title", tableName: "Menus", comment: ""))
        print(NSLocalizedString("Missing", value: "Fallback", comment: ""))
        print(NSLocalizedString("Missing", comment: ""))
    }
    """)
    harness.interpreter.localizedString = { key, table in
        ["Welcome@Localizable": "Hello", "Title@Menus": "Menu title"]["\(key)@\(table ?? "Localizable")"]
    }
    #expect(try harness.run() == "Hello\nMenu title\nFallback\nMissing\n")
}

import Testing
@testable import PlumbInterpreter

/// An overloaded function used as a value runs the overload its arguments fit, as the contextual type picks it in
/// Swift, whichever is declared or registered first.
@Test func anOverloadedFunctionUsedAsAValueRunsTheOverloadItsArgumentsFit() throws {
    let printed = try output(#"""
    func describe(_ value: Int) -> String { "int \(value)" }
    func describe(_ value: String) -> String { "string \(value)" }
    func main() {
        print([1, 2].map(describe))
        print(["a"].map(describe))
        let f: (String) -> String = describe
        print(f("b"))
    }
    """#)
    #expect(printed == #"""
    ["int 1", "int 2"]
    ["string a"]
    string b

    """#)
}

/// A method of several overloads used as a value is bound to its receiver, and the overload runs that its arguments
/// fit; a static one likewise.
@Test func anOverloadedMethodUsedAsAValueRunsTheOverloadItsArgumentsFit() throws {
    let printed = try output(#"""
    struct Labeller {
        let prefix: String
        func label(_ value: Int) -> String { "\(prefix) #\(value)" }
        func label(_ value: String) -> String { "\(prefix) <\(value)>" }
        static func make(_ value: Int) -> Labeller { Labeller(prefix: "n\(value)") }
        static func make(_ value: String) -> Labeller { Labeller(prefix: value) }
    }
    func main() {
        let labeller = Labeller(prefix: "item")
        print(["x"].map(labeller.label))
        print([3].map(labeller.label))
        print(["y"].map(Labeller.make).map(\.prefix))
        print([4].map(Labeller.make).map(\.prefix))
    }
    """#)
    #expect(printed == #"""
    ["item <x>"]
    ["item #3"]
    ["y"]
    ["n4"]

    """#)
}

/// The library's overloads used as a value: `max` folds doubles and strings as well as integers.
@Test func aLibraryOverloadUsedAsAValueRunsTheOverloadItsArgumentsFit() throws {
    let printed = try output(#"""
    func main() {
        print([3, 7, 5].reduce(0, max))
        print([2.5, 1.5].reduce(0.0, max))
        print(["b", "a"].reduce("", max))
    }
    """#)
    #expect(printed == "7\n2.5\nb\n")
}

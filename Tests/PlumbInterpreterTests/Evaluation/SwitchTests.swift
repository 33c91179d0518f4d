import Testing
@testable import PlumbInterpreter

@Test func switchOverEnumCasesWithBindingsAndWhere() throws {
    #expect(try output("""
    enum Shape {
        case circle(radius: Double)
        case rect(width: Double, height: Double)
        case empty
    }
    func area(_ shape: Shape) -> String {
        switch shape {
        case .circle(let r) where r > 10: return "big circle"
        case let .circle(radius): return "circle \\(radius)"
        case .rect(let w, let h) where w == h: return "square \\(w * h)"
        case .rect(width: let w, height: _): return "rect \\(w)"
        case .empty: return "empty"
        }
    }
    func main() {
        print(area(.circle(radius: 20)), area(.circle(radius: 2)), area(.rect(width: 3, height: 3)), area(.rect(width: 1, height: 2)), area(Shape.empty))
    }
    """) == "big circle circle 2.0 square 9.0 rect 1.0 empty\n")
}

@Test func switchOverTuplesRangesValuesAndOptionals() throws {
    #expect(try output("""
    func classify(_ point: (Int, Int)) -> String {
        switch point {
        case (0, 0): return "origin"
        case (_, 0), (0, _): return "axis"
        case (1...5, let y) where y < 0: return "low \\(y)"
        default: return "other"
        }
    }
    func name(_ value: Int?) -> String {
        switch value {
        case nil: return "nil"
        case .some(let v) where v > 1: return "some \\(v)"
        case let v?: return "small \\(v)"
        }
    }
    func main() {
        print(classify((0, 0)), classify((3, 0)), classify((2, -4)), classify((9, 9)), name(nil), name(7), name(1))
        let word = "b"
        switch word {
        case "a", "b": print("ab")
        default: print("other")
        }
    }
    """) == "origin axis low -4 other nil some 7 small 1\nab\n")
}

@Test func fallthroughAndIfCase() throws {
    #expect(try output("""
    enum Token { case number(Int), word(String) }
    func main() {
        switch 1 {
        case 1:
            print("one", terminator: " ")
            fallthrough
        case 2:
            print("two")
        default:
            print("never")
        }
        let token = Token.number(4)
        if case .number(let n) = token, n > 3 { print("number", n) }
        for case .word(let w) in [Token.word("x"), .number(1), .word("y")] { print(w, terminator: "") }
        print()
    }
    """) == "one two\nnumber 4\nxy\n")
}

@Test func switchWithNoMatchingCaseIsAnError() {
    #expect(runtimeError("""
    func main() {
        let n = 5
        switch n {
        case 1: print("one")
        case 2: print("two")
        }
    }
    """) == "Test.swift:3:5: error: no case of the switch matches 5")
}

@Test func bodiesThatAreOneIfOrSwitchAreItsValue() throws {
    #expect(try output("""
    enum Tab { case home, search }
    extension Tab {
        var icon: String {
            switch self {
            case .home: "house"
            case .search: "magnifyingglass"
            }
        }
        func weight(bold: Bool) -> Int {
            if bold { 700 } else { 400 }
        }
    }
    func main() {
        let describe = { (tab: Tab) -> String in
            switch tab {
            case .home: "H"
            case .search: "S"
            }
        }
        print(Tab.home.icon, Tab.search.icon, Tab.home.weight(bold: true), Tab.home.weight(bold: false), describe(.search))
    }
    """) == "house magnifyingglass 700 400 S\n")
}

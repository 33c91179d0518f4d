import Testing
@testable import PlumbInterpreter

@Test func willSetAndDidSetRunAroundEveryWriteButNotInTheTypesInitOrForTheirOwnWrites() throws {
    #expect(try output("""
    struct Gauge {
        var log: [String] = []
        var value: Int = 0 {
            willSet { log.append("will \\(value)->\\(newValue)") }
            didSet(previous) {
                if value > 10 { value = 10 }
                log.append("did \\(previous)->\\(value)")
            }
        }
        init() { value = 5 }
        mutating func bump() { value += 20 }
    }
    func main() {
        var gauge = Gauge()
        gauge.value = 3
        gauge.bump()
        print(gauge.log, gauge.value)
    }
    """) == "[\"will 5->3\", \"did 5->3\", \"will 3->23\", \"did 3->10\"] 10\n")
}

@Test func aClassPropertysDidSetKeepsTheOthersInStep() throws {
    #expect(try output("""
    final class Search {
        var results: [String] = []
        var query = "" {
            didSet { results = query.isEmpty ? [] : [query + "1", query + "2"] }
        }
    }
    func main() {
        let search = Search()
        search.query = "ab"
        search.query += "c"
        print(search.results)
    }
    """) == "[\"abc1\", \"abc2\"]\n")
}

@Test func observersOfAStaticPropertyAreUnsupported() {
    #expect(loadErrors("""
    struct Config { static var scale = 1.0 { didSet {} } }
    """) == ["Test.swift:1:40: error: unsupported: property observers (willSet/didSet) of static properties"])
}

import Testing
@testable import PlumbInterpreter

private let parser = """
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case tooLarge(Int)
}
func parse(_ text: String) throws -> Int {
    guard !text.isEmpty else { throw ParseError.empty }
    guard let value = Int(text) else { throw ParseError.notANumber(text) }
    if value > 99 { throw ParseError.tooLarge(value) }
    return value
}
func describe(_ text: String) -> String {
    do {
        let value = try parse(text)
        return "ok \\(value)"
    } catch ParseError.empty {
        return "empty"
    } catch ParseError.tooLarge(let value) where value > 999 {
        return "huge \\(value)"
    } catch let error as ParseError {
        return "parse error \\(error)"
    } catch {
        return "other \\(error)"
    }
}

"""

@Test func throwAndCatchMatchTheClausesInOrderWithPatternsAndWhere() throws {
    #expect(try output(parser + """
    func main() {
        print(describe("12"), describe(""), describe("5000"), describe("500"), describe("x"), separator: "; ")
    }
    """) == "ok 12; empty; huge 5000; parse error tooLarge(500); parse error notANumber(\"x\")\n")
}

@Test func tryQuestionMarkMakesAnErrorNilAndAnErrorPassesThroughCallsAndClosures() throws {
    #expect(try output(parser + """
    func total(_ texts: [String]) throws -> Int { try texts.map { try parse($0) }.reduce(0, +) }
    func main() {
        print(try? parse("7"), try? parse("seven"), (try? total(["1", "2"])) ?? -1, (try? total(["1", ""])) ?? -1)
        do { _ = try total(["3", "x"]) } catch { print("caught", error) }
    }
    """) == "Optional(7) nil 3 -1\ncaught notANumber(\"x\")\n")
}

@Test func anUncaughtErrorAndAFailedTryBangAreErrorsWhereTheyHappen() {
    #expect(runtimeError(parser + """
    func main() { _ = try! parse("x") }
    """) == "Test.swift:26:19: error: 'try!' expression unexpectedly raised an error: notANumber(\"x\")")
    #expect(runtimeError(parser + """
    func main() throws { _ = try parse("") }
    """) == "Test.swift:7:32: error: error thrown here is not caught: empty")
}

@Test func asyncCodeRunsToItsEndWhenCalledAndATaskRunsItsOperationAtOnce() throws {
    #expect(try output("""
    func fetch(_ n: Int) async throws -> Int {
        try await Task.sleep(for: .milliseconds(300))
        try await Task.sleep(nanoseconds: 1_000)
        return n * 2
    }
    func main() {
        var log: [String] = []
        Task {
            let value = try? await fetch(21)
            log.append("task \\(value ?? 0)")
        }
        let later = { @MainActor () async -> String in "closure" }
        Task { log.append(await later()) }
        print(log)
    }
    """) == "[\"task 42\", \"closure\"]\n")
}

@Test func localizedDescriptionIsALocalizedErrorsDescriptionOrFoundationsSentence() throws {
    #expect(try output("""
    enum APIError: LocalizedError {
        case badStatus(Int)
        case offline
        var errorDescription: String? {
            switch self {
            case .badStatus(let code): "Server returned \\(code)"
            case .offline: nil
            }
        }
    }
    enum Plain: Error { case first, second }
    func main() {
        print(APIError.badStatus(500).localizedDescription)
        print(APIError.offline.localizedDescription)
        do { throw Plain.second } catch { print(error.localizedDescription) }
    }
    """) == "Server returned 500\nThe operation couldn’t be completed. (APIError error 1.)\nThe operation couldn’t be completed. (Plain error 1.)\n")
}

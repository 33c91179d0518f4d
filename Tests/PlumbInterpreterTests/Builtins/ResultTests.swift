import Testing
@testable import PlumbInterpreter

@Test func resultCasesAreMadeAndMatchedAsAnEnumsAndGetThrowsTheFailure() throws {
    #expect(try output("""
    enum ValidationError: Error { case empty, tooShort(Int) }
    func validate(_ name: String) -> Result<String, ValidationError> {
        if name.isEmpty { return .failure(.empty) }
        if name.count < 3 { return .failure(.tooShort(name.count)) }
        return .success(name.uppercased())
    }
    func parse(_ text: String) throws -> Int {
        guard let number = Int(text) else { throw ValidationError.empty }
        return number
    }
    func main() {
        for name in ["", "al", "bob"] {
            switch validate(name) {
            case .success(let value): print("ok", value)
            case .failure(.tooShort(let count)): print("short", count)
            case .failure(let error): print("error", error)
            }
        }
        print((try? validate("carol").get()) ?? "none", (try? validate("").get()) ?? "none")
        do { _ = try validate("x").get() } catch ValidationError.tooShort(let count) { print("caught", count) } catch {}
        print(Result { try parse("42") }.map { $0 * 2 }, Result(catching: { try parse("x") }))
        print(validate("dave").map(\\.count), validate("").mapError { _ in ValidationError.tooShort(0) })
        print(validate("eve").flatMap { $0 == "EVE" ? .success(1) : .failure(.empty) }, validate("eve") == .success("EVE"))
        if case .success(let value) = validate("fay") { print(value) }
    }
    """) == """
    error empty
    short 2
    ok BOB
    CAROL none
    caught 1
    success(84) failure(empty)
    success(4) failure(tooShort(0))
    success(1) true
    FAY

    """)
}

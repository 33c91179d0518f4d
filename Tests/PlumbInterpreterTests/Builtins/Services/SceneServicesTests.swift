import Testing
@testable import PlumbInterpreter

/// `property` of the harness's entry point, evaluated `count` times in its interpreter, as `print` shows it.
private func solves(_ harness: Harness, _ count: Int, reading property: String) throws -> [String] {
    try (0..<count).map { _ in
        let root = try harness.interpreter.evaluate(try harness.interpreter.entryPoint())
        return harness.interpreter.description(of: try harness.interpreter.property(property, of: root))
    }
}

@Test func uuidsAreNumberedAgainAtEachSolve() throws {
    let harness = Harness("""
    struct ContentView: View {
        let ids = [UUID(), UUID()]
        var body: some View { Text("\\(ids)") }
    }
    """)
    let ids = try solves(harness, 2, reading: "ids")
    #expect(ids[0] == "[00000000-0000-4000-8000-000000000001, 00000000-0000-4000-8000-000000000002]")
    #expect(ids[1] == ids[0])
}

// Random numbers drawn again from their seed at each solve: `randomValuesStartAgainAtEachSolve` (RandomTests).

@Test func userDefaultsLastAcrossSolvesButNotAcrossInterpreters() throws {
    let source = """
    func launch() -> Int {
        let count = UserDefaults.standard.integer(forKey: "launches") + 1
        UserDefaults.standard.set(count, forKey: "launches")
        return count
    }
    struct ContentView: View {
        let launches = launch()
        var body: some View { Text("\\(launches)") }
    }
    """
    #expect(try solves(Harness(source), 2, reading: "launches") == ["1", "2"])
    #expect(try solves(Harness(source), 1, reading: "launches") == ["1"])
}

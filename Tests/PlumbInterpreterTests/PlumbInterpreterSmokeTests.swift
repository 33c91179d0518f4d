import Testing
@testable import PlumbInterpreter

@Test func moduleLoads() {
    #expect(String(describing: PlumbInterpreter.self) == "PlumbInterpreter")
}

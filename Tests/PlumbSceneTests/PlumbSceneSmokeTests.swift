import Testing
@testable import PlumbScene

@Test func moduleLoads() {
    #expect(String(describing: PlumbScene.self) == "PlumbScene")
}

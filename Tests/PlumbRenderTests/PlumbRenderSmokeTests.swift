import Testing
@testable import PlumbRender

@Test func moduleLoads() {
    #expect(String(describing: PlumbRender.self) == "PlumbRender")
}

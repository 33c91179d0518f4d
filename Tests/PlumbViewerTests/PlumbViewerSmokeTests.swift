import Testing
@testable import PlumbViewer

@Test func moduleLoads() {
    #expect(String(describing: PlumbViewer.self) == "PlumbViewer")
}

import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aPasteButtonIsPasteBesideItsSymbolInWhitePaddedOnAPaintedCapsule() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View { PasteButton(payloadType: String.self) { strings in }.id("paste") }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Paste"])
    #expect(solution.text("Paste")?.environment.foregroundStyle == .color(.white))
    let capsule = try #require(solution.painted(PasteButtonChrome.self).first?.node)
    #expect(capsule.kindName == "PasteButton")
    // Centred in the window: the label's line (20.4 pt) and symbol padded 7 pt by 12 pt.
    #expect(capsule.frame == CGRect(x: 152.75, y: 182.8, width: 94.5, height: 34.4))
    let label = try #require(solution.text("Paste"))
    #expect(label.frame.maxX == capsule.frame.maxX - 12)
}

@Test func aPasteButtonWithoutItsActionIsAnErrorNamingTheInitializer() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View { PasteButton(payloadType: String.self) }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.description) == [
        "Scene.swift:2:27: error: no exact matches in call to initializer of 'PasteButton' with arguments (payloadType:); expected (payloadType:onPaste:)\n"
            + "    var body: some View { PasteButton(payloadType: String.self) }\n"
            + "                          ^",
    ])
}

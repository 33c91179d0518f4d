import Foundation
import Testing

private let tappable = """
import SwiftUI

struct ContentView: View {
    @State private var wide = false
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: wide ? 100 : 50, height: 20).id("bar")
            Color.blue.frame(width: 30, height: 30).onTapGesture { wide.toggle() }.id("button")
        }
        .offset(x: 5)
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 100)) { ContentView() }
"""

@Test func solvePrintsTheOutline() throws {
    let result = try PlumbCommand(["solve", try PlumbCommand.scene(tappable).path])
    #expect(result.status == 0)
    #expect(result.stdout.contains("window 200×100"))
    #expect(result.stdout.contains("      frame #bar (65, 40, 50×20) line 7"))
}

@Test func solveJSONGivesSizeAndNodesWithOffsetFrames() throws {
    let result = try PlumbCommand(["solve", try PlumbCommand.scene(tappable).path, "--json", "--tap", "button"])
    #expect(result.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["size"] as? [String: Double] == ["width": 200, "height": 100])
    let root = try #require(json["root"] as? [String: Any])
    #expect(root["kind"] as? String == "offset")
    #expect(root["id"] is NSNull)
    func find(_ id: String, in node: [String: Any]) -> [String: Any]? {
        if node["id"] as? String == id { return node }
        for child in node["children"] as? [[String: Any]] ?? [] {
            if let found = find(id, in: child) { return found }
        }
        return nil
    }
    let bar = try #require(find("bar", in: root))
    #expect(bar["frame"] as? [String: Double] == ["x": 40, "y": 40, "width": 100, "height": 20])
    #expect(bar["kind"] as? String == "frame")
}

@Test func aTapWithoutTargetIsAnError() throws {
    let result = try PlumbCommand(["solve", try PlumbCommand.scene(tappable).path, "--tap", "nothing"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("error: no view tagged .id(\"nothing\") with a tap action to perform"))
}

@Test func anUnknownPreviewIsAnError() throws {
    let result = try PlumbCommand(["solve", try PlumbCommand.scene(tappable).path, "--preview", "Dark"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("error: no preview named 'Dark' (the file has 1: 1 'Preview 1')"))
}

@Test func nowSetsTheMomentDateIs() throws {
    let scene = try PlumbCommand.scene("""
    import SwiftUI
    struct ContentView: View {
        var body: some View { Text("\\(Date().timeIntervalSince1970)") }
    }
    """).path
    let result = try PlumbCommand(["solve", scene, "--json", "--now", "2026-11-18T12:00:00Z"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"text\": \"1795003200.0\""))
    let wrong = try PlumbCommand(["solve", scene, "--now", "tomorrow"])
    #expect(wrong.status == 2)
    #expect(wrong.stderr.contains("--now must be an ISO 8601 date and time"))
}

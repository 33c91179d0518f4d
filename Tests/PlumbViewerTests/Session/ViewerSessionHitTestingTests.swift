import Foundation
import PlumbLayout
import Testing
@testable import PlumbViewer

let borderedScene = """
struct ContentView: View {
    var body: some View {
        Color.red.frame(width: 100, height: 40)
            .card()
    }
}

extension View {
    func card() -> some View {
        self.padding(10).border(Color.black, width: 2)
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 100)) { ContentView() }
"""

@Test func aClickInsideABorderSelectsTheViewItFrames() throws {
    let file = try SceneFile(borderedScene)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    session.click(at: CGPoint(x: 100, y: 50), shift: false, at: 0)
    #expect(session.inspectorLines.first == Inspector.Line("kind", "Color .red"))
    session.click(at: CGPoint(x: 46, y: 50), shift: false, at: 0)
    #expect(session.inspectorLines.first == Inspector.Line("kind", "padding(10, 10, 10, 10)"), "the padding, not the border over it")
    session.click(at: CGPoint(x: 41, y: 50), shift: false, at: 0)
    #expect(session.inspectorLines.first == Inspector.Line("kind", "Rectangle"), "on its line, the border")
}

@Test func aModifierFromAnExtensionShowsItsCallAndWhereItIsDefined() throws {
    let file = try SceneFile(borderedScene)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    session.click(at: CGPoint(x: 46, y: 50), shift: false, at: 0)
    let lines = session.inspectorLines.filter { $0.label == "source" || $0.label == "defined at" || $0.label.isEmpty && $0.style == .property }
    #expect(Array(lines.prefix(4)) == [
        Inspector.Line("source", "Scene.swift:4:14"), Inspector.Line("", ".card()"),
        Inspector.Line("defined at", "Scene.swift:10:14"), Inspector.Line("", "self.padding(10).border(Color.black, width: 2)"),
    ])
    session.click(at: CGPoint(x: 100, y: 50), shift: false, at: 0)
    #expect(!session.inspectorLines.contains { $0.label == "defined at" }, "a view written in the scene has no second place")
    #expect(session.inspectorLines.contains(Inspector.Line("source", "Scene.swift:3:19")))
}

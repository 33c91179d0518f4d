import Foundation
import PlumbLayout
import Testing
@testable import PlumbViewer

@Test func aTapInTheFocusedFieldPutsTheCaretAtTheNearestCharacterBoundary() throws {
    let file = try SceneFile("""
    struct ContentView: View {
        @State private var name = "Hello"
        var body: some View {
            TextField("Name", text: $name).id("name")
        }
    }
    #Preview(traits: .fixedLayout(width: 300, height: 100)) { ContentView() }
    """)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    func line() -> (text: String, frame: CGRect)? {
        let field = session.target?.root.first { ViewIdentity.explicitID(of: $0) == AnyHashable("name") }
        guard let line = field?.first(where: { if case .text = $0.kind { true } else { false } }), case .text(let text, _) = line.kind else { return nil }
        return (text, line.frame)
    }
    let field = try #require(line()?.frame)
    session.perform(.toggleLiveMode, at: 0)
    session.click(at: CGPoint(x: 1, y: field.midY), shift: false, at: 1)
    #expect(session.focus?.caret == 5, "the first tap focuses the field with the caret at its end")

    session.type(.moveToStart, at: 2)
    #expect(session.focus?.caret == 0)
    session.type(.moveRight, at: 2)
    session.type(.moveRight, at: 2)
    let afterTwo = try #require(session.caretRect?.minX)
    session.type(.moveToEnd, at: 2)
    #expect(session.focus?.caret == 5)
    #expect(session.caretRect?.minX == field.maxX)

    session.click(at: CGPoint(x: afterTwo + 1, y: field.midY), shift: false, at: 3)
    #expect(session.focus?.caret == 2, "a tap just after the second character")
    #expect(session.caretRect?.minX == afterTwo)
    session.type(.insert("X"), at: 4)
    #expect(line()?.text == "HeXllo", "typing inserts at the caret")
    #expect(session.focus?.caret == 3)

    session.click(at: CGPoint(x: field.minX + 1, y: field.midY), shift: false, at: 5)
    #expect(session.focus?.caret == 0, "a tap at the start")
    session.click(at: CGPoint(x: 290, y: field.midY), shift: false, at: 6)
    #expect(session.focus?.caret == 6, "a tap past the text puts the caret at its end")
}

@Test func homeAndEndBecomeTextInput() {
    #expect(TextInput(keysym: "Home", typed: "") == .moveToStart)
    #expect(TextInput(keysym: "KP_End", typed: "") == .moveToEnd)
}

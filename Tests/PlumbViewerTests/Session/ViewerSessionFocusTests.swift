import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbViewer

/// Two fields bound to one `@FocusState`, a border that is blue around the focused one, and buttons that set the
/// state in code.
private let focusScene = """
enum Field { case name, email }

struct ContentView: View {
    @State private var name = "Ann"
    @State private var email = "a@b"
    @FocusState private var field: Field?
    var body: some View {
        VStack(spacing: 10) {
            TextField("Name", text: $name).focused($field, equals: .name)
                .border(field == .name ? Color.blue : Color.gray).id("name")
            TextField("Email", text: $email).focused($field, equals: .email)
                .border(field == .email ? Color.blue : Color.gray).id("email")
            Button("Email") { field = .email }.id("toEmail")
            Button("Done") { field = nil }.id("done")
        }
    }
}
#Preview(traits: .fixedLayout(width: 300, height: 200)) { ContentView() }
"""

/// The colour of the border around the view tagged `id`.
private func borderColor(_ session: ViewerSession, _ id: String) -> Color? {
    let tagged = session.target?.root.first { ViewIdentity.explicitID(of: $0) == AnyHashable(id) }
    guard let border = tagged?.first(where: { if case .shape(_, ShapePaint.strokeBorder) = $0.kind { true } else { false } }),
          case .shape(_, ShapePaint.strokeBorder(.color(let color)?, _, _)) = border.kind else { return nil }
    return color
}

private func center(_ session: ViewerSession, _ id: String) throws -> CGPoint {
    let frame = try #require(session.target?.root.first { ViewIdentity.explicitID(of: $0) == AnyHashable(id) }?.frame)
    return CGPoint(x: frame.midX, y: frame.midY)
}

private func tap(_ session: ViewerSession, _ id: String, at now: Double) throws {
    let point = try center(session, id)
    session.click(at: point, shift: false, at: now)
    session.release(at: point, at: now)
}

@Test func aTapIntoAFieldSetsItsFocusStateAndATapOutsideClearsIt() throws {
    let file = try SceneFile(focusScene)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    session.perform(.toggleLiveMode, at: 0)
    #expect(borderColor(session, "name") == .gray)

    try tap(session, "name", at: 1)
    #expect(borderColor(session, "name") == .blue, "the state names the tapped field; the view reading it is built again")
    #expect(borderColor(session, "email") == .gray)
    #expect(session.focus?.caret == 3)

    try tap(session, "email", at: 2)
    #expect(borderColor(session, "name") == .gray)
    #expect(borderColor(session, "email") == .blue)

    session.click(at: CGPoint(x: 150, y: 195), shift: false, at: 3)
    #expect(session.focus == nil)
    #expect(borderColor(session, "email") == .gray, "a tap outside any field clears the state")
}

@Test func focusSetInCodeMovesTheCaret() throws {
    let file = try SceneFile(focusScene)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    session.perform(.toggleLiveMode, at: 0)
    try tap(session, "name", at: 1)
    let nameField = session.focus?.field

    try tap(session, "toEmail", at: 2)
    #expect(session.focus != nil && session.focus?.field != nameField, "the button's action names the email field")
    #expect(session.focus?.caret == 3)
    #expect(borderColor(session, "email") == .blue)
    session.type(.insert("c"), at: 3)
    #expect(borderColor(session, "email") == .blue)

    try tap(session, "done", at: 4)
    #expect(session.focus == nil, "nil in code ends editing")
}

@Test func returnClearsABoolFocusStateAndOnAppearSetsIt() throws {
    let file = try SceneFile("""
    struct ContentView: View {
        @State private var name = ""
        @FocusState private var focused: Bool
        var body: some View {
            TextField("Name", text: $name).focused($focused)
                .border(focused ? Color.blue : Color.gray).id("name")
                .onAppear { focused = true }
        }
    }
    #Preview(traits: .fixedLayout(width: 300, height: 100)) { ContentView() }
    """)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    #expect(session.focus == nil, "select mode types into nothing")
    session.perform(.toggleLiveMode, at: 0)
    #expect(session.focus != nil, "onAppear focused the field")
    #expect(borderColor(session, "name") == .blue)
    session.type(.submit, at: 1)
    #expect(session.focus == nil)
    #expect(borderColor(session, "name") == .gray)
}

@Test func liveModeTypesIntoTheFieldADefaultFocusNames() throws {
    let file = try SceneFile(focusScene.replacingOccurrences(of: "Button(\"Done\") { field = nil }.id(\"done\")\n        }",
                                                             with: "Button(\"Done\") { field = nil }.id(\"done\")\n        }.defaultFocus($field, .email)"))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    #expect(borderColor(session, "email") == .blue, "the field is focused once the view appeared, in a still picture too")
    session.perform(.toggleLiveMode, at: 0)
    #expect(session.focus?.caret == 3, "the caret at the end of the email field")
    session.type(.insert("c"), at: 1)
    #expect(borderColor(session, "email") == .blue)
    #expect(borderColor(session, "name") == .gray)
    try tap(session, "name", at: 2)
    #expect(borderColor(session, "name") == .blue, "the default does not hold the focus")
}

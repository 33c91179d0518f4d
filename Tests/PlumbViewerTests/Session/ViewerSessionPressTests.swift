import Foundation
import PlumbLayout
import Testing
@testable import PlumbViewer

private let pressScene = """
struct Tall: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.frame(width: 100, height: configuration.isPressed ? 60 : 40)
    }
}

struct ContentView: View {
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 0) {
            Button("Tap") { taps += 1 }.id("plain")
            Button { taps += 1 } label: { Color.red }.buttonStyle(Tall()).id("styled")
            Color.green.frame(width: CGFloat(taps) * 10 + 5, height: 5).id("count")
        }
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 400)) { ContentView() }
"""

/// Runs `body` with a live-mode session on the press scene and the frame of a view by its `.id`.
private func withPressScene(_ body: (ViewerSession, (String) -> CGRect?) throws -> Void) throws {
    let file = try SceneFile(pressScene)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    session.perform(.toggleLiveMode, at: 0)
    try body(session) { id in session.target?.root.first { ViewIdentity.explicitID(of: $0) == AnyHashable(id) }?.frame }
}

@Test func aHeldButtonIsPressedAndItsActionRunsOnReleaseInsideIt() throws {
    try withPressScene { session, frame in
        let styled = try #require(frame("styled"))
        #expect(styled.size == CGSize(width: 100, height: 40))

        session.click(at: CGPoint(x: styled.midX, y: styled.midY), shift: false, at: 1)
        #expect(frame("styled")?.height == 60, "the style's body is built again with configuration.isPressed true")
        #expect(frame("count")?.width == 5, "the action waits for the release")
        session.release(at: CGPoint(x: styled.midX, y: styled.midY + 5), at: 2)
        #expect(frame("styled")?.height == 40)
        #expect(frame("count")?.width == 15, "a release inside the button runs its action")

        session.click(at: CGPoint(x: styled.midX, y: styled.midY), shift: false, at: 3)
        session.release(at: CGPoint(x: 5, y: 5), at: 4)
        #expect(frame("styled")?.height == 40, "a release outside lets the button go")
        #expect(frame("count")?.width == 15, "without running its action")
    }
}

@Test func aHeldButtonIsLetGoWhileThePointerIsOffIt() throws {
    try withPressScene { session, frame in
        let styled = try #require(frame("styled"))
        let on = CGPoint(x: styled.midX, y: styled.midY)
        let off = CGPoint(x: styled.maxX + 20, y: styled.midY)

        session.click(at: on, shift: false, at: 1)
        #expect(frame("styled")?.height == 60)
        session.drag(to: CGPoint(x: on.x + 10, y: on.y), at: 2)
        #expect(frame("styled")?.height == 60, "moved on the button, it stays pressed")
        session.drag(to: off, at: 3)
        #expect(frame("styled")?.height == 40, "dragged off, it is drawn let go")
        session.drag(to: on, at: 4)
        #expect(frame("styled")?.height == 60, "back on it, pressed again")
        session.drag(to: off, at: 5)
        session.release(at: off, at: 6)
        #expect(frame("styled")?.height == 40)
        #expect(frame("count")?.width == 5, "released off the button, its action does not run")
    }
}

@Test func aHeldButtonOfTheStandardStyleDimsItsLabel() throws {
    let file = try SceneFile(pressScene)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    func dimmed() -> [Double] {
        guard let root = session.target?.root else { return [] }
        return Trees.nodes(in: root).compactMap { node in
            guard case .effect(.opacity(let opacity)) = node.kind, node.first(where: { if case .text("Tap", _) = $0.kind { true } else { false } }) != nil else { return nil }
            return opacity
        }
    }
    session.perform(.toggleLiveMode, at: 0)
    let plain = try #require(session.target?.root.first { ViewIdentity.explicitID(of: $0) == AnyHashable("plain") }?.frame)
    #expect(dimmed() == [])
    session.click(at: CGPoint(x: plain.midX, y: plain.midY), shift: false, at: 1)
    #expect(dimmed() == [0.2], "the label is drawn at UIButton's highlighted opacity")
    session.release(at: CGPoint(x: plain.midX, y: plain.midY), at: 2)
    #expect(dimmed() == [])
    #expect(session.target?.root.first { ViewIdentity.explicitID(of: $0) == AnyHashable("count") }?.frame.width == 15)
}

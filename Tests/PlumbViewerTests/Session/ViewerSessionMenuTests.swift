import Foundation
import PlumbLayout
import Testing
@testable import PlumbViewer

private let menuScene = """
struct ContentView: View {
    @State private var flavor = "Vanilla"
    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("Vanilla")
                Text("Strawberry").tag("Strawberry")
                Text("Chocolate").tag("Chocolate")
            }
            .frame(width: 300).id("picker")
            Text(flavor).id("shown")
        }
    }
}
#Preview(traits: .fixedLayout(width: 400, height: 400)) { ContentView() }
"""

private func frame(_ session: ViewerSession, _ id: String) -> CGRect? {
    session.target?.root.first { ViewIdentity.explicitID(of: $0) == AnyHashable(id) }?.frame
}

private func shown(_ session: ViewerSession) -> String? {
    guard let node = session.target?.root.first(where: { ViewIdentity.explicitID(of: $0) == AnyHashable("shown") }),
          let text = node.first(where: { if case .text = $0.kind { true } else { false } }), case .text(let string, _) = text.kind else { return nil }
    return string
}

/// The texts and symbols the open menu draws, in order.
private func menuContents(_ session: ViewerSession) -> [String] {
    guard let menu = session.openMenu else { return [] }
    return Trees.nodes(in: menu.node).compactMap { node in
        switch node.kind {
        case .text(let string, _): string
        case .image(let image, _): image.name
        default: nil
        }
    }
}

/// The menu scene in live mode with its picker's menu opened by a tap at time 1, and where the picker is.
private func openedMenu(_ file: SceneFile) throws -> (ViewerSession, picker: CGRect, menu: MenuList) {
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    session.perform(.toggleLiveMode, at: 0)
    let picker = try #require(frame(session, "picker"))
    session.click(at: CGPoint(x: picker.midX, y: picker.midY), shift: false, at: 1)
    return (session, picker, try #require(session.openMenu))
}

@Test func aTapOnAMenuPickerOpensItsOptionsAndATapOnOneSelectsIt() throws {
    let file = try SceneFile(menuScene)
    let (session, picker, menu) = try openedMenu(file)
    #expect(menuContents(session) == ["checkmark", "Vanilla", "Strawberry", "Chocolate"], "the selected option is checked")
    #expect(menu.rows.count == 3)
    #expect(menu.rows[0] == CGRect(x: picker.maxX - 250, y: picker.maxY + 4, width: 250, height: 44),
            "under the picker, its trailing edge at the picker's")
    #expect(session.frameTree(at: 1)?.root.children.last?.frame == CGRect(x: 0, y: 0, width: 400, height: 400), "drawn over the content")
    #expect(shown(session) == "Vanilla", "opening selects nothing")

    session.click(at: CGPoint(x: menu.rows[2].midX, y: menu.rows[2].midY), shift: false, at: 2)
    #expect(session.openMenu == nil, "choosing closes the menu")
    #expect(shown(session) == "Chocolate")

    session.click(at: CGPoint(x: picker.midX, y: picker.midY), shift: false, at: 3)
    #expect(menuContents(session) == ["Vanilla", "Strawberry", "checkmark", "Chocolate"])
    session.click(at: CGPoint(x: 5, y: 395), shift: false, at: 4)
    #expect(session.openMenu == nil, "a tap outside closes it")
    #expect(shown(session) == "Chocolate", "without a change")

    session.click(at: CGPoint(x: picker.midX, y: picker.midY), shift: false, at: 5)
    session.perform(.clearSelection, at: 6)
    #expect(session.openMenu == nil, "Escape closes it")
    #expect(shown(session) == "Chocolate")
}

@Test func aMenuWithNoRoomBelowOpensAbove() {
    let menu = MenuList(TapAction.Menu(items: [TapAction.Menu.Item(label: ViewNode(.empty), isChecked: false) {}]),
                        from: CGRect(x: 10, y: 360, width: 100, height: 30), in: CGSize(width: 400, height: 400),
                        measurer: FixedMetricsTextMeasurer())
    #expect(menu.rows == [CGRect(x: 8, y: 312, width: 250, height: 44)], "above the control, kept 8 points inside the preview")
}

@Test func aReloadClosesTheOpenMenu() throws {
    let file = try SceneFile(menuScene)
    let (session, _, menu) = try openedMenu(file)

    try file.save(menuScene.replacingOccurrences(of: "Text(flavor)", with: "Text(\"Flavor: \\(flavor)\")"))
    session.reload(at: 2)
    #expect(session.openMenu == nil, "the new document has no menu open")
    #expect(session.frameTree(at: 2)?.root.children.count == session.target?.root.children.count, "nothing drawn over the content")
    let row = menu.rows[1]
    session.click(at: CGPoint(x: row.midX, y: row.midY), shift: false, at: 3)
    #expect(shown(session) == "Flavor: Vanilla", "a tap where the old menu was selects nothing")
}

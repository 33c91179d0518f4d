import Foundation
import PlumbLayout
import Testing
@testable import PlumbViewer

let outlinedScene = """
struct ContentView: View {
    var body: some View {
        VStack(spacing: 10) {
            Text("Hi").padding(8).background(Color.yellow)
            Color.red.frame(width: 100, height: 40)
        }
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 200)) { ContentView() }
"""

private func describe(_ outline: Outline?) -> [String] {
    (outline?.rows ?? []).map { String(repeating: "  ", count: $0.depth) + ($0.chain == nil ? "" : $0.isExpanded ? "▾ " : "▸ ") + $0.title }
}

@Test func theOutlineListsEachViewWithItsModifiersOnOneRow() throws {
    let file = try SceneFile(outlinedScene)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    #expect(describe(session.outline) == [
        "VStack",
        "  ▸ Text \"Hi\" .padding(8) .background(alignment: .center)",
        "    ▸ Color.yellow .ignoresSafeArea",
        "  ▸ Color.red .frame(width: 100, height: 40)",
    ])
}

@Test func aChainOpensToARowPerModifierAndARowSelectsItsView() throws {
    let file = try SceneFile(outlinedScene)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    session.clickOutline(row: 1, disclosure: true)
    #expect(describe(session.outline) == [
        "VStack",
        "  ▾ Text \"Hi\"",
        "    .padding(8)",
        "    .background(alignment: .center)",
        "    ▸ Color.yellow .ignoresSafeArea",
        "  ▸ Color.red .frame(width: 100, height: 40)",
    ])
    #expect(session.selection == nil, "the triangle opens, it does not select")
    session.clickOutline(row: 5, disclosure: false)
    #expect(session.inspectorLines.first == Inspector.Line("kind", "Color .red"))
    #expect(session.toggledGuides == [try #require(session.selection)])
    session.clickOutline(row: 2, disclosure: false)
    #expect(session.inspectorLines.first == Inspector.Line("kind", "padding(8, 8, 8, 8)"))
    session.hoverOutline(row: 4)
    #expect(session.hovered == session.outline?.rows[4].identity)
    session.hoverOutline(row: nil)
    #expect(session.hovered == nil)
}

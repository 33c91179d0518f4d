import Foundation
import Testing
@testable import PlumbViewer

@Test func theSidebarHoldsTheOutlineOverTheInspectorBesideTheCanvas() {
    let layout = WindowLayout(window: CGSize(width: 730, height: 866), scale: 1, statusHeight: 22, reservedHeight: 22)
    #expect(layout.canvas == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(layout.outline == CGRect(x: 390, y: 0, width: 340, height: 338))
    #expect(layout.inspector == CGRect(x: 390, y: 338, width: 340, height: 506))
    #expect(layout.status == CGRect(x: 0, y: 844, width: 730, height: 22))
}

@Test func aWrappedStatusLineGrowsOverTheCanvasButNotOverTheSidebar() {
    let layout = WindowLayout(window: CGSize(width: 730, height: 866), scale: 1, statusHeight: 37, reservedHeight: 22)
    #expect(layout.canvas.height == 844, "the preview does not move")
    #expect(layout.inspector.maxY == 829, "the inspector's rows stay in sight")
    #expect(layout.status == CGRect(x: 0, y: 829, width: 730, height: 37))
}

@Test func aNarrowWindowGivesTheSidebarHalfOfIt() {
    let layout = WindowLayout(window: CGSize(width: 400, height: 300), scale: 2, statusHeight: 44, reservedHeight: 44)
    #expect(layout.canvas.width == 200)
    #expect(layout.outline.width == 200)
}

@Test func aScrolledPanelShowsItsRowsFromTheOffsetWithABar() {
    let scroll = PanelScroll(total: 30, capacity: 10, offset: 25)
    #expect(scroll.offset == 20, "no further than the last rows")
    #expect(scroll.limit == 20)
    #expect(scroll.visible == 20..<30)
    #expect(scroll.bar(in: CGRect(x: 0, y: 0, width: 100, height: 150), width: 3) == CGRect(x: 96, y: 100, width: 3, height: 50))
    #expect(PanelScroll(total: 5, capacity: 10, offset: 3).bar(in: CGRect(x: 0, y: 0, width: 100, height: 150), width: 3) == nil)
}

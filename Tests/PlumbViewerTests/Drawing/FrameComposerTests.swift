import Foundation
import PlumbRender
import Testing
@testable import PlumbViewer

/// Paints `session`'s window at `size` pixels and returns the composer, which knows where it put each part.
private func paint(_ session: ViewerSession, size: CGSize) throws -> FrameComposer {
    let composer = FrameComposer(session: session)
    composer.paint(session, window: size, at: 3600, on: DrawingSurface(size: size))
    return composer
}

@Test func theBannerListsEveryDiagnostic() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    try file.save(barScene(width: 100).replacingOccurrences(of: "Color.red", with: "Colr.red").replacingOccurrences(of: "Color.blue", with: "Colr.blue")
        .replacingOccurrences(of: "VStack(spacing: 10)", with: "VStak(spacing: 10)"))
    session.reload(at: 1)
    #expect(session.problems.count == 3)
    let banner = try #require(paint(session, size: CGSize(width: 1400, height: 866)).painted?.banner)
    #expect(banner == CGRect(x: 0, y: 0, width: 1060, height: 4 * 16 + 10), "the title and a line for each of the three errors")
    #expect(StatusLine.text(for: session).hasPrefix("select · 3 errors · Scene.swift · Bars · 300×200 · reloads 1 at "))
}

@Test func theOutlineIsPaintedInTheSidebarALineARow() throws {
    let file = try SceneFile(outlinedScene)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    let painted = try #require(paint(session, size: CGSize(width: 730, height: 866)).painted)
    #expect(painted.layout.canvas == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(painted.outline.map(\.row) == [0, 1, 1, 2, 3], "the second row's title takes two lines")
    #expect(painted.outline.map(\.rect) == (0..<5).map { CGRect(x: 391, y: 21 + 15 * $0, width: 338, height: 15) })
    #expect(painted.outline[1].disclosure == CGRect(x: 411, y: 36, width: 12, height: 15), "indented one level, before the title")
    #expect(painted.outline[2].disclosure == nil, "only on the row's first line")
    #expect(painted.outlineRow(at: CGPoint(x: 415, y: 40))! == (1, true))
    #expect(painted.outlineRow(at: CGPoint(x: 600, y: 40))! == (1, false))
    #expect(painted.scrollablePanel(at: CGPoint(x: 600, y: 500)) == .inspector)
}

@Test func theStatusLineWrapsInANarrowWindow() throws {
    let file = try SceneFile(outlinedScene)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    let layout = FrameComposer.layout(for: session, window: CGSize(width: 390, height: 600))
    let rows = ChromePen.measuring(scale: 1) { FrameComposer.statusRows(session, width: 390, pen: $0) }
    #expect(rows.count > 2)
    #expect(rows.joined(separator: " ") == StatusLine.text(for: session))
    #expect(layout.status == CGRect(x: 0, y: 600 - FrameComposer.statusHeight(rows: rows.count, scale: 1), width: 390,
                                    height: FrameComposer.statusHeight(rows: rows.count, scale: 1)))
    #expect(layout.canvas == CGRect(x: 0, y: 0, width: 195, height: 578), "the canvas stops above one line; more lines grow over it")
}

@Test func aViewSelectedOnTheCanvasScrollsTheOutlineToItsRow() throws {
    let rows = (0..<60).map { "            Color.red.frame(width: 10, height: 4).id(\($0))" }.joined(separator: "\n")
    let file = try SceneFile("#Preview(traits: .fixedLayout(width: 100, height: 300)) {\n    VStack(spacing: 1) {\n\(rows)\n    }\n}\n")
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    let size = CGSize(width: 730, height: 622)
    let composer = try paint(session, size: size)
    #expect(composer.painted?.outline.first?.row == 0, "from the top")
    session.click(at: CGPoint(x: 50, y: 296), shift: false, at: 0)
    composer.paint(session, window: size, at: 3600, on: DrawingSurface(size: size))
    let selected = try #require(session.outline?.rows.firstIndex { $0.identity == session.selection })
    #expect(selected == 60, "the last of the 60 bars (row 0 is the VStack)")
    let shown = try #require(composer.painted?.outline.map(\.row))
    #expect(shown.contains(selected) && shown.first != 0, "scrolled down to it: \(shown)")
    session.scroll(.outline, by: -3)
    #expect(session.scrollOffset(.outline) == shown.first! - 3, "the wheel scrolls it from there")
}

import Foundation
import PlumbLayout
import Testing
@testable import PlumbViewer

/// Takes the session's news until the worker has counted the lines it loads (at most a minute).
private func loadingLines(_ session: ViewerSession) -> Int? {
    var descriptor = pollfd(fd: session.loadFinishedDescriptor, events: Int16(POLLIN), revents: 0)
    for _ in 0..<600 where session.loadingLines == nil {
        _ = poll(&descriptor, 1, 100)
        session.finishLoad(at: 1)
    }
    return session.loadingLines
}

/// `scene` with a body that spins until its load is cancelled (or its time budget ends).
private func endless(_ scene: String) -> String {
    scene.replacingOccurrences(of: "VStack(spacing: 10) {", with: "let _ = spin()\n        VStack(spacing: 10) {")
        .replacingOccurrences(of: "    var body: some View {", with: "    func spin() { var n = 0; while true { n += 1 } }\n    var body: some View {")
}

private func barWidth(_ session: ViewerSession) -> CGFloat? {
    session.target?.root.first { ViewIdentity.explicitID(of: $0) == AnyHashable("bar") }?.frame.width
}

/// `scene` padded with comment lines to `lines` lines.
private func padded(_ scene: String, to lines: Int) -> String {
    let padding = lines - scene.split(separator: "\n", omittingEmptySubsequences: false).count
    return scene + String(repeating: "\n// padding", count: padding)
}

@Test func aBackgroundLoadShowsItsProgressUntilItsResultIsShown() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    #expect(session.reload(at: 0))
    session.loadsInBackground = true
    // A load that runs until the next save, so its progress line stays.
    try file.save(padded(endless(barScene(width: 120)), to: 1_234))
    #expect(session.reload(at: 1))
    #expect(session.loadingLines == nil, "the UI thread only hands the save over: the worker reads and counts")
    #expect(loadingLines(session) == 1_234)
    #expect(StatusLine.text(for: session).hasPrefix("select · loading 1,234 lines… · Scene.swift · Bars · 300×200 · reloads 1 at "))
    #expect(barWidth(session) == 100, "the last layout stays until the load is handed over")
    try file.save(barScene(width: 150))
    #expect(session.reload(at: 1.5))
    #expect(session.waitForLoad(at: 2))
    #expect(session.loadingLines == nil)
    #expect(StatusLine.text(for: session).hasPrefix("select · Scene.swift · Bars · 300×200 · reloads 2 at "))
    #expect(barWidth(session) == 150)
    #expect(session.isAnimating(at: 2.1), "the load's change animates as a synchronous one does")
    #expect(session.reload(at: 3), "the request is handed over…")
    #expect(!session.waitForLoad(at: 3), "…and the worker skips the same text")
    #expect(session.reloadCount == 2)
}

@Test func aBrokenBackgroundLoadKeepsTheLastGoodLayoutUnderItsErrors() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    #expect(session.reload(at: 0))
    session.loadsInBackground = true
    try file.save(barScene(width: 150).replacingOccurrences(of: "Color.red", with: "Colour.red"))
    #expect(session.reload(at: 1))
    #expect(session.waitForLoad(at: 2))
    #expect(session.problems.map(\.description) == ["""
        \(file.url.path):5:13: error: cannot find 'Colour' in scope; did you mean 'Color'?
                    Colour.red.frame(width: wide ? 200 : 150, height: 40).id("bar")
                    ^
        """])
    #expect(barWidth(session) == 100)
}

@Test func aNewerSaveCancelsTheOlderLoadWhoseResultIsNeverShown() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    var reported: [[String]] = []
    session.report = { reported.append($0.map(\.description)) }
    #expect(session.reload(at: 0))
    session.loadsInBackground = true
    // Without being cancelled, this load would end after the two-second time budget with its error.
    try file.save(padded(endless(barScene(width: 120)), to: 60))
    #expect(session.reload(at: 1))
    #expect(loadingLines(session) == 60)
    try file.save(padded(barScene(width: 150), to: 40))
    #expect(session.reload(at: 2))
    #expect(session.waitForLoad(at: 3))
    #expect(barWidth(session) == 150)
    #expect(session.problems.isEmpty)
    #expect(reported == [[], []], "the cancelled load reports nothing")
    #expect(session.loadingLines == nil)
    #expect(!session.finishLoad(at: 4), "the older load is never handed over")
}

@Test func theWindowRunsTheShownSceneWhileTheWorkerLoadsTheNext() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    #expect(session.reload(at: 0))
    session.loadsInBackground = true
    try file.save(barScene(width: 110))
    #expect(session.reload(at: 1))
    #expect(session.waitForLoad(at: 1), "the worker loaded the scene the taps run")
    // The taps run the loaded scene's code and solve it with the worker's library and measurer, as it loads the next.
    try file.save(ViewerBenchmark.scene(barScene(width: 150), withUnusedRows: 300))
    #expect(session.reload(at: 2))
    session.mode = .live
    var widths: [CGFloat?] = []
    for tap in 0..<4 {
        session.click(at: CGPoint(x: 150, y: 125), shift: false, at: 2 + Double(tap) * 2)
        widths.append(barWidth(session))
    }
    #expect(widths == [200, 110, 200, 110])
    #expect(session.waitForLoad(at: 10))
    #expect(barWidth(session) == 150, "the new scene, its bar untoggled as the taps left it")
}

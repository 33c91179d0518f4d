import Foundation
import PlumbLayout
import Testing
@testable import PlumbViewer

/// Waits (at most a minute) for the session's background load to finish and shows it.
private func finishLoad(_ session: ViewerSession, at now: Double) -> Bool {
    var descriptor = pollfd(fd: session.loadFinishedDescriptor, events: Int16(POLLIN), revents: 0)
    for _ in 0..<600 {
        if session.finishLoad(at: now) { return true }
        _ = poll(&descriptor, 1, 100)
    }
    return false
}

private func barWidth(_ session: ViewerSession) -> CGFloat? {
    session.target?.root.first { ViewIdentity.explicitID(of: $0) == AnyHashable("bar") }?.frame.width
}

/// The bar scene `width` points wide, padded with comment lines to `lines` lines.
private func barScene(width: Int, lines: Int) -> String {
    let scene = barScene(width: width)
    let padding = lines - scene.split(separator: "\n", omittingEmptySubsequences: false).count
    return scene + String(repeating: "\n// padding", count: padding)
}

@Test func aBackgroundLoadShowsItsProgressUntilItsResultIsShown() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    #expect(session.reload(at: 0))
    session.loadsInBackground = true
    try file.save(barScene(width: 150, lines: 1_234))
    #expect(session.reload(at: 1))
    #expect(session.loadingLines == 1_234)
    #expect(StatusLine.text(for: session).hasPrefix("select · loading 1,234 lines… · Scene.swift · Bars · 300×200 · reloads 1 at "))
    #expect(barWidth(session) == 100, "the last layout stays until the load is handed over")
    #expect(finishLoad(session, at: 2))
    #expect(session.loadingLines == nil)
    #expect(StatusLine.text(for: session).hasPrefix("select · Scene.swift · Bars · 300×200 · reloads 1 at "))
    #expect(barWidth(session) == 150)
    #expect(session.isAnimating(at: 2.1), "the load's change animates as a synchronous one does")
    #expect(!session.reload(at: 3), "the same text again is not loaded")
}

@Test func aBrokenBackgroundLoadKeepsTheLastGoodLayoutUnderItsErrors() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    #expect(session.reload(at: 0))
    session.loadsInBackground = true
    try file.save(barScene(width: 150).replacingOccurrences(of: "Color.red", with: "Colour.red"))
    #expect(session.reload(at: 1))
    #expect(finishLoad(session, at: 2))
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
    let endless = barScene(width: 120)
        .replacingOccurrences(of: "VStack(spacing: 10) {", with: "let _ = spin()\n        VStack(spacing: 10) {")
        .replacingOccurrences(of: "    var body: some View {", with: "    func spin() { var n = 0; while true { n += 1 } }\n    var body: some View {")
    try file.save(endless)
    #expect(session.reload(at: 1))
    try file.save(barScene(width: 150, lines: 40))
    #expect(session.reload(at: 2))
    #expect(session.loadingLines == 40)
    #expect(finishLoad(session, at: 3))
    #expect(barWidth(session) == 150)
    #expect(session.problems.isEmpty)
    #expect(reported == [[], []], "the cancelled load reports nothing")
    #expect(session.loadingLines == nil)
    #expect(!session.finishLoad(at: 4), "the older load is never handed over")
}

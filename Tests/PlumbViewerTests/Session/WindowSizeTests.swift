import Foundation
import Testing
@testable import PlumbViewer

@Test func theWindowOpensToFitThePreviewAndTheSidebar() throws {
    let fixed = try SceneFile(outlinedScene)
    #expect(Viewer.open(ViewerSession(options: ViewerOptions(file: fixed.url.path)), screen: CGSize(width: 2560, height: 1600), at: 0)
        == CGSize(width: 300 + 2 * 20 + 340, height: 600 + 22), "the preview with its margins, as tall as the sidebar needs")
    let device = try SceneFile(outlinedScene.replacingOccurrences(of: "(traits: .fixedLayout(width: 300, height: 200))", with: ""))
    #expect(Viewer.open(ViewerSession(options: ViewerOptions(file: device.url.path)), screen: CGSize(width: 2560, height: 1600), at: 0)
        == CGSize(width: 390 + 340, height: 844 + 22), "a window-sized preview's canvas is the device's")
}

@Test func aMissingFileIsWaitedForAndShownOnceCreated() throws {
    let directory = try SceneFile(outlinedScene)
    let path = directory.directory.appendingPathComponent("Later.swift").path
    let session = ViewerSession(options: ViewerOptions(file: path))
    var said: [String] = []
    session.announce = { said.append($0) }
    #expect(!session.reload(at: 0))
    #expect(session.isWaitingForFile)
    #expect(session.problems.isEmpty, "no error while waiting")
    #expect(said == ["plumb: waiting for \(path) to be created"])
    #expect(StatusLine.text(for: session).hasPrefix("select · waiting for \(path) to be created · Later.swift · no preview"))
    #expect(!session.reload(at: 1))
    #expect(said.count == 1, "said once")
    try outlinedScene.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(session.reload(at: 2))
    #expect(!session.isWaitingForFile)
    #expect(session.target?.size == CGSize(width: 300, height: 200))
}

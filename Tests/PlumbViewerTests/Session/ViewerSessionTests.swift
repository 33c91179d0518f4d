import Foundation
import PlumbLayout
import Testing
@testable import PlumbViewer

/// A scene file in a temporary folder, rewritten by the tests.
final class SceneFile {
    let directory: URL
    let url: URL

    init(_ source: String) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-viewer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        url = directory.appendingPathComponent("Scene.swift")
        try save(source)
    }

    /// Saves as editors do: a temporary file renamed over the scene.
    func save(_ source: String) throws {
        let temporary = directory.appendingPathComponent(".Scene.swift.\(UUID().uuidString)")
        try source.write(to: temporary, atomically: false, encoding: .utf8)
        guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    deinit { try? FileManager.default.removeItem(at: directory) }
}

let barScene = """
struct ContentView: View {
    @State private var wide = false
    var body: some View {
        VStack(spacing: 10) {
            Color.red.frame(width: wide ? 200 : WIDTH, height: 40).id("bar")
            Color.blue.frame(width: 60, height: 40)
                .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
                .id("toggle")
        }
    }
}

#Preview("Bars", traits: .fixedLayout(width: 300, height: 200)) { ContentView() }
"""

func barScene(width: Int) -> String { barScene.replacingOccurrences(of: "WIDTH", with: "\(width)") }

private func barFrame(_ session: ViewerSession, at time: Double) -> CGRect? {
    session.frameTree(at: time)?.root.first { ViewIdentity.explicitID(of: $0) == AnyHashable("bar") }?.frame
}

@Test func savesAnimateAndKeepTheSelection() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    #expect(session.reload(at: 0))
    #expect(session.problems.isEmpty)
    #expect(session.previewTitle == "Bars")
    #expect(barFrame(session, at: 0) == CGRect(x: 100, y: 55, width: 100, height: 40))
    session.click(at: CGPoint(x: 150, y: 75), shift: false, at: 0)
    let selected = try #require(session.selection)
    #expect(session.toggledGuides == [selected])
    #expect(session.inspectorLines.first == Inspector.Line("kind", "Color .red"))

    try file.save(barScene(width: 140))
    #expect(session.reload(at: 1))
    #expect(session.reloadCount == 1)
    #expect(session.selection == selected)
    #expect(session.isAnimating(at: 1.1))
    let start = try #require(barFrame(session, at: 1))
    #expect(start == CGRect(x: 100, y: 55, width: 100, height: 40))
    #expect(barFrame(session, at: 2) == CGRect(x: 80, y: 55, width: 140, height: 40))
    #expect(!session.reload(at: 3))
}

@Test func aReplacedDocumentIsFreedOnlyOnceTheNewFrameIsPresented() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    weak var first = session.document
    #expect(first != nil && session.replacedDocument == nil)
    try file.save(barScene(width: 140))
    session.reload(at: 1)
    #expect(session.document !== first)
    #expect(first != nil && session.replacedDocument === first)
    session.frameWasPresented()
    #expect(first == nil && session.replacedDocument == nil)
}

@Test func aBrokenSaveKeepsTheLastGoodLayout() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    var reported: [String] = []
    session.report = { reported += $0.map(\.summary) }
    session.reload(at: 0)
    try file.save(barScene(width: 100).replacingOccurrences(of: "Color.blue", with: "Colr.blue"))
    session.reload(at: 1)
    #expect(session.problems.map(\.summary) == ["\(file.url.path):6:13: error: cannot find 'Colr' in scope; did you mean 'Color'?"])
    #expect(reported == session.problems.map(\.summary))
    #expect(barFrame(session, at: 2) == CGRect(x: 100, y: 55, width: 100, height: 40))
    try file.save(barScene(width: 120))
    session.reload(at: 3)
    #expect(session.problems.isEmpty)
    #expect(barFrame(session, at: 5)?.width == 120)
}

/// Three top-level pieces (each declaration at least 512 bytes, the preview with the last): a long file, which a
/// reload parses in pieces.
private func longScene(width: Int) -> String {
    let filler = String(repeating: "    // A line that makes this declaration long enough to be parsed as a piece of its own.\n", count: 6)
    return """
    struct Bar: View {
        var width: CGFloat
    \(filler)    var body: some View { Color.red.frame(width: width, height: 40).id("bar") }
    }
    struct Square: View {
    \(filler)    var body: some View { Color.blue.frame(width: 40, height: 40) }
    }
    struct ContentView: View {
        var body: some View { VStack(spacing: 10) { Bar(width: \(width)); Square() } }
    }
    #Preview(traits: .fixedLayout(width: 300, height: 200)) { ContentView() }
    """
}

@Test func aSaveParsesOnlyTheDeclarationsItChanged() throws {
    let file = try SceneFile(longScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    #expect(session.lastParse?.reusedPieceCount == 0)
    try file.save(longScene(width: 160))
    session.reload(at: 1)
    #expect(session.lastParse?.reusedPieceCount == 2)
    #expect(barFrame(session, at: 3) == CGRect(x: 70, y: 55, width: 160, height: 40))
    try file.save(longScene(width: 160).replacingOccurrences(of: "Color.red", with: "Colr.red"))
    session.reload(at: 4)
    #expect(session.problems.map(\.summary) == ["\(file.url.path):9:27: error: cannot find 'Colr' in scope; did you mean 'Color'?"])
    #expect(session.lastParse?.reusedPieceCount == 2)
}

@Test func liveModeTapsTheSceneAndTheChangeAnimates() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    _ = session.frameTree(at: 0)
    session.perform(.toggleLiveMode, at: 0)
    session.click(at: CGPoint(x: 150, y: 125), shift: false, at: 1)
    #expect(session.selection == nil)
    #expect(barFrame(session, at: 1.5) == CGRect(x: 75, y: 55, width: 150, height: 40))
    #expect(barFrame(session, at: 2) == CGRect(x: 50, y: 55, width: 200, height: 40))
}

@Test func shiftClickCyclesThroughStackedViews() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    let point = CGPoint(x: 150, y: 75)
    let stacked = session.hits(at: point)
    #expect(stacked.map(\.key).prefix(2) == ["/#bar/0Color", "/#bar"])
    session.click(at: point, shift: false, at: 0)
    #expect(session.selection == stacked[0])
    session.click(at: point, shift: true, at: 0)
    #expect(session.selection == stacked[1])
    session.click(at: point, shift: true, at: 0)
    #expect(session.selection == stacked[2])
    #expect(session.toggledGuides == [stacked[2]])
}

@Test func tapsFromTheCommandLineSetUpEveryLoad() throws {
    let file = try SceneFile(barScene(width: 100))
    var reported: [String] = []
    let session = ViewerSession(options: ViewerOptions(file: file.url.path, taps: ["toggle", "nothing"]))
    session.report = { reported += $0.map(\.message) }
    #expect(session.reload(at: 0))
    #expect(barFrame(session, at: 10) == CGRect(x: 50, y: 55, width: 200, height: 40))
    #expect(reported.contains("no view tagged .id(\"nothing\") with a tap action to perform"))
    try file.save(barScene(width: 120))
    #expect(session.reload(at: 20))
    #expect(barFrame(session, at: 30) == CGRect(x: 50, y: 55, width: 200, height: 40))
    session.mode = .live
    session.click(at: CGPoint(x: 150, y: 125), shift: false, at: 40)
    #expect(barFrame(session, at: 50) == CGRect(x: 90, y: 55, width: 120, height: 40))
}

@Test func clickingAModifiedViewShowsTheGuidesItsStackAlignedItBy() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    #expect(session.reload(at: 0))
    session.click(at: CGPoint(x: 150, y: 125), shift: false, at: 0)
    let lines = session.inspectorLines
    #expect(lines.first == Inspector.Line("kind", "Color .blue"))
    #expect(lines[1...2] == [Inspector.Line("source", "Scene.swift:6:24"), Inspector.Line("", "Color.blue.frame(width: 60, height: 40)")])
    #expect(lines.contains(Inspector.Line("aligned as", "onTapGesture (120, 105) 60 × 40")))
    #expect(lines.contains(Inspector.Line("guides", "h.center = 30")))
    #expect(lines.contains(Inspector.Line("its guides", "h.center = 30")))
    guard case .views(let tags) = session.renderOptions.guides else {
        Issue.record("the clicked view's guides are not on")
        return
    }
    #expect(tags.count == 2)
}

@Test func anIPadDeviceCeilsTextToItsTwoTimesGrid() throws {
    let file = try SceneFile("""
    struct ContentView: View {
        var body: some View { Text("Some SwiftUI text").id("text") }
    }
    """)
    func textSize(_ device: String) throws -> CGSize? {
        let session = ViewerSession(options: ViewerOptions(file: file.url.path, device: try #require(DevicePreset.named(device))))
        #expect(session.reload(at: 0))
        return session.frameTree(at: 0)?.root.first { ViewIdentity.explicitID(of: $0) == AnyHashable("text") }?.frame.size
    }
    #expect(try textSize("iPad mini")?.height == 20.5)
    #expect(try textSize("iPhone 15")?.height == CGFloat(61) / 3)
}

@Test func aSaveOfAnotherFileOfTheModuleReloadsAndItsErrorNamesThatFile() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-viewer-package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let sources = root.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(name: \"App\", targets: [.executableTarget(name: \"App\")])\n"
        .write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let (card, metrics) = (sources.appendingPathComponent("Card.swift"), sources.appendingPathComponent("Metrics.swift"))
    try "import SwiftUI\n\nstruct Card: View {\n    var body: some View { Color.red.frame(width: barWidth, height: 40).id(\"bar\") }\n}\n\n#Preview(traits: .fixedLayout(width: 300, height: 200)) { Card() }\n"
        .write(to: card, atomically: true, encoding: .utf8)
    try "import SwiftUI\n\nlet barWidth: CGFloat = 100\n".write(to: metrics, atomically: true, encoding: .utf8)
    let session = ViewerSession(options: ViewerOptions(file: card.path))
    #expect(session.reload(at: 0))
    #expect(session.problems.isEmpty)
    #expect(Set(session.watchedPaths) == [card.standardizedFileURL.path, metrics.standardizedFileURL.path])
    #expect(barFrame(session, at: 0) == CGRect(x: 100, y: 80, width: 100, height: 40))

    try "import SwiftUI\n\nlet barWidth: CGFloat = 140\n".write(to: metrics, atomically: true, encoding: .utf8)
    #expect(session.reload(at: 1))
    #expect(barFrame(session, at: 2) == CGRect(x: 80, y: 80, width: 140, height: 40))

    try "import SwiftUI\n\nlet barWidth: CGFloat = wider\n".write(to: metrics, atomically: true, encoding: .utf8)
    #expect(session.reload(at: 3))
    #expect(session.problems.map(\.summary) == ["\(metrics.standardizedFileURL.path):3:25: error: cannot find 'wider' in scope"])
    #expect(barFrame(session, at: 4) == CGRect(x: 80, y: 80, width: 140, height: 40))
}

@Test func escapeClearsTheSelectionAndEveryGuide() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    session.click(at: CGPoint(x: 150, y: 75), shift: false, at: 0)
    session.perform(.toggleAllGuides, at: 0)
    #expect(session.selection != nil && !session.toggledGuides.isEmpty && session.showsAllGuides)
    #expect(session.renderOptions.guides == .all)
    session.perform(.clearSelection, at: 0)
    #expect(session.selection == nil && session.toggledGuides.isEmpty && !session.showsAllGuides)
    #expect(session.renderOptions.guides == .none)
}

@Test func withAllGuidesTheSelectedAndHoveredViewsLabelsAreAlwaysDrawn() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    session.perform(.toggleAllGuides, at: 0)
    _ = session.frameTree(at: 0)
    #expect(session.renderOptions.labelledViews.isEmpty)
    session.hover(at: CGPoint(x: 150, y: 125))
    _ = session.frameTree(at: 0)
    // The hovered square and the frame modifier wrapping it, which its stack aligned.
    #expect(session.renderOptions.labelledViews.count == 2)
    session.click(at: CGPoint(x: 150, y: 75), shift: false, at: 0)
    _ = session.frameTree(at: 0)
    // The clicked bar's guides are toggled, and it is selected; the hovered square stays labelled.
    #expect(session.renderOptions.guides == .all)
    #expect(session.renderOptions.labelledViews.count == 4)
}

@Test func overlayKeysSayWhenThereIsNothingToDraw() throws {
    let file = try SceneFile("#Preview(traits: .fixedLayout(width: 100, height: 100)) { Color.red.frame(width: 40, height: 40) }")
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    session.perform(.toggleAllGuides, at: 0)
    #expect(session.notice == "no stack or layout here: no guides to draw")
    session.perform(.toggleAnchors, at: 0)
    #expect(session.notice == "no anchor preference here: nothing to highlight")
    session.perform(.toggleAllGuides, at: 0)
    #expect(session.notice == nil)
}

@Test func liveModeSlidersFollowThePressedPointer() throws {
    let file = try SceneFile("""
    struct ContentView: View {
        @State private var value = 0.5
        @State private var stepped = 0.0
        var body: some View {
            VStack(spacing: 0) {
                Slider(value: $value)
                Color.red.frame(width: value * 100, height: 10).id("bar")
                Slider(value: $stepped, in: 0...10, step: 2)
                Color.blue.frame(width: stepped * 10, height: 10).id("steps")
            }
        }
    }
    #Preview(traits: .fixedLayout(width: 300, height: 200)) { ContentView() }
    """)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    func width(_ id: String) -> CGFloat? {
        session.frameTree(at: 100)?.root.first { ViewIdentity.explicitID(of: $0) == AnyHashable(id) }?.frame.width
    }
    let track = { (fraction: CGFloat) in 13.5 + fraction * 273 }
    #expect(width("bar") == 50)
    session.perform(.toggleLiveMode, at: 0)
    session.click(at: CGPoint(x: track(0.75), y: 75), shift: false, at: 1)
    #expect(width("bar") == 75)
    session.drag(to: CGPoint(x: track(0.25), y: 140), at: 2)
    #expect(width("bar") == 25)
    session.drag(to: CGPoint(x: -40, y: 75), at: 3)
    #expect(width("bar") == 0)
    session.release(at: CGPoint(x: -40, y: 75), at: 3)
    session.drag(to: CGPoint(x: track(1), y: 75), at: 4)
    #expect(width("bar") == 0)

    let stepped = try #require(session.target?.root.first { ViewIdentity.explicitID(of: $0) == AnyHashable("steps") }?.frame)
    session.click(at: CGPoint(x: track(0.33), y: stepped.minY - 15), shift: false, at: 5)
    session.release(at: CGPoint(x: track(0.33), y: stepped.minY - 15), at: 5)
    #expect(width("steps") == 40)
}

@Test func theInspectorSaysWhyTheSelectedViewHasItsSize() throws {
    let file = try SceneFile(explainedScene)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    var announced: [String] = []
    session.announce = { announced.append($0) }
    #expect(session.reload(at: 0))
    session.click(at: CGPoint(x: 50, y: 50), shift: false, at: 0)
    let lines = session.inspectorLines
    let why = try #require(lines.firstIndex(of: Inspector.Line("why this size", "", style: .heading)))
    #expect(lines[why - 1] == Inspector.Line("size", "105 × 100"))
    #expect(Array(lines[why + 1...why + 4]) == [
        Inspector.Line("", "HStack: 300 × 100 → 300 × 100", style: .step),
        Inspector.Line("", "the window 300 × 100; its children side by side: 105 + 8 + 74 + 8 + 105 = 300; across, their extent aligned on .center", style: .reason),
        Inspector.Line("", "Color.red #left: 105 × 100 → 105 × 100", style: .step),
        Inspector.Line("", "HStack offered 105 = (300 − 2 × 8 spacing − 74 for Color.gray #price) ÷ 2 flexible children, less flexible first; fills its proposal", style: .reason),
    ])
    #expect(announced.count == 1)
    #expect(announced.first?.hasPrefix("plumb: why Color.red #left has its size:\n  HStack: 300 × 100 → 300 × 100 — the window") == true)
}

@Test func selectStartsWithTheTaggedViewInTheInspector() throws {
    let file = try SceneFile(barScene(width: 100))
    let session = ViewerSession(options: ViewerOptions(file: file.url.path, select: "toggle"))
    #expect(session.reload(at: 0))
    #expect(session.inspectorLines.first == Inspector.Line("kind", "onTapGesture"))
    #expect(session.sizeExplanation?.steps.last?.node.explainedName == ".onTapGesture #toggle")
    let missing = ViewerSession(options: ViewerOptions(file: file.url.path, select: "nothing"))
    #expect(missing.reload(at: 0))
    #expect(missing.selection == nil)
    #expect(missing.notice == "no view tagged .id(\"nothing\") to select")
}

@Test func liveModeTextFieldsTakeTypedKeys() throws {
    let file = try SceneFile("""
    struct ContentView: View {
        @State private var name = ""
        @State private var code = "ab"
        @State private var submits = 0
        var body: some View {
            VStack(spacing: 0) {
                TextField("Name", text: $name).id("name")
                Color.red.frame(width: CGFloat(name.count) * 10, height: 10).id("typed")
                SecureField("Code", text: $code).id("code")
                Color.blue.frame(width: CGFloat(code.count) * 10, height: 10).id("secret")
                Color.green.frame(width: CGFloat(submits) * 10, height: 10).id("submits")
            }
            .onSubmit { submits += 1 }
        }
    }
    #Preview(traits: .fixedLayout(width: 300, height: 200)) { ContentView() }
    """)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    func node(_ id: String) -> SolvedNode? {
        session.target?.root.first { ViewIdentity.explicitID(of: $0) == AnyHashable(id) }
    }
    func width(_ id: String) -> CGFloat? { node(id)?.frame.width }
    func line(_ id: String) -> (text: String, frame: CGRect)? {
        guard let line = node(id)?.first(where: { if case .text = $0.kind { true } else { false } }), case .text(let text, _) = line.kind else { return nil }
        return (text, line.frame)
    }
    let name = try #require(node("name")?.frame)
    #expect(name == CGRect(x: 0, y: 63, width: 300, height: 22))
    session.perform(.toggleLiveMode, at: 0)
    session.click(at: CGPoint(x: 150, y: name.midY), shift: false, at: 1)
    #expect(session.caretRect == CGRect(x: 0, y: line("name")!.frame.minY, width: 2, height: line("name")!.frame.height), "the caret at the start")
    for input in [TextInput.insert("H"), .insert("i"), .moveLeft, .insert("o"), .moveRight, .insert("!"), .deleteBackward] {
        session.type(input, at: 2)
    }
    #expect(line("name")?.text == "Hoi")
    #expect(width("typed") == 30)
    let caret = try #require(session.caretRect)
    #expect(caret.minX == line("name")!.frame.maxX, "the caret after the last character")
    session.type(.submit, at: 3)
    #expect(width("submits") == 10)
    #expect(session.caretRect == nil, "Return ends editing")
    session.type(.insert("x"), at: 4)
    #expect(width("typed") == 30, "keys go nowhere without a focused field")

    let code = try #require(node("code")?.frame)
    session.click(at: CGPoint(x: code.midX, y: code.midY), shift: false, at: 5)
    session.type(.insert("c"), at: 6)
    #expect(line("code")?.text == "•••")
    #expect(width("secret") == 30)
    session.type(.cancel, at: 7)
    #expect(session.caretRect == nil)
    #expect(width("submits") == 10, "Escape submits nothing")

    session.click(at: CGPoint(x: 150, y: name.midY), shift: false, at: 8)
    #expect(session.caretRect != nil)
    session.click(at: CGPoint(x: 290, y: 190), shift: false, at: 9)
    #expect(session.caretRect == nil, "a tap elsewhere ends editing")
}

@Test func keysBecomeTextInput() {
    #expect(TextInput(keysym: "a", typed: "a") == .insert("a"))
    #expect(TextInput(keysym: "space", typed: " ") == .insert(" "))
    #expect(TextInput(keysym: "BackSpace", typed: "\u{8}") == .deleteBackward)
    #expect(TextInput(keysym: "Left", typed: "") == .moveLeft)
    #expect(TextInput(keysym: "KP_Enter", typed: "\r") == .submit)
    #expect(TextInput(keysym: "Escape", typed: "\u{1b}") == .cancel)
    #expect(TextInput(keysym: "F1", typed: "") == nil)
    #expect(TextInput(keysym: "Delete", typed: "\u{7f}") == nil)
}

@Test func liveModeScrollViewsScrollWithinTheirContent() throws {
    let file = try SceneFile("""
    struct ContentView: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { proxy in
                        Color.red.frame(width: 100 + proxy.frame(in: .global).minY, height: 10).id("probe")
                    }
                    .frame(height: 100)
                    ForEach(0..<4) { row in
                        Color.blue.frame(height: 100).id(row)
                    }
                }
            }
        }
    }
    #Preview(traits: .fixedLayout(width: 300, height: 200)) { ContentView() }
    """)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    func frame(_ id: AnyHashable) -> CGRect? { taggedFrame(id, in: session) }
    #expect(frame(0) == CGRect(x: 0, y: 100, width: 300, height: 100))
    #expect(frame("probe")?.width == 100)
    #expect(!session.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 150, y: 150), at: 0), "select mode: the wheel zooms")
    session.perform(.toggleLiveMode, at: 0)
    #expect(session.scroll(by: CGSize(width: 0, height: 40), at: CGPoint(x: 150, y: 150), at: 1))
    #expect(frame(0) == CGRect(x: 0, y: 60, width: 300, height: 100))
    #expect(frame("probe") == CGRect(x: 0, y: -40, width: 60, height: 10), "a GeometryReader inside sees the content move")
    session.scroll(by: CGSize(width: 0, height: -100), at: CGPoint(x: 150, y: 150), at: 2)
    #expect(frame(0)?.minY == 100, "clamped at the start")
    session.scroll(by: CGSize(width: 0, height: 10_000), at: CGPoint(x: 150, y: 150), at: 3)
    #expect(frame(3)?.maxY == 200, "clamped at the end: 500 points of content in 200")
    #expect(!session.scroll(by: CGSize(width: 40, height: 0), at: CGPoint(x: 150, y: 150), at: 4), "a vertical scroll view takes no sideways turn")

    session.click(at: CGPoint(x: 150, y: 150), shift: false, at: 5)
    session.drag(to: CGPoint(x: 170, y: 200), at: 6)
    #expect(frame(3)?.maxY == 250, "a drag moves the content with the pointer")
    session.release(at: CGPoint(x: 170, y: 200), at: 6)
    session.drag(to: CGPoint(x: 150, y: 0), at: 7)
    #expect(frame(3)?.maxY == 250, "until the button is up")
}

@Test func liveModeTabItemsSelectTheirTab() throws {
    let file = try SceneFile("""
    struct ContentView: View {
        @State private var tab = 0
        var body: some View {
            VStack(spacing: 0) {
                TabView {
                    Color.red.frame(width: 10, height: 10).id("first").tabItem { Text("One") }
                    Color.blue.frame(width: 20, height: 10).id("second").tabItem { Text("Two") }
                }
                TabView(selection: $tab) {
                    Color.red.frame(width: 10, height: 10).tabItem { Text("Three") }.tag(0)
                    Color.blue.frame(width: 20, height: 10).tabItem { Text("Four") }.tag(1)
                }
                Color.green.frame(width: CGFloat(tab) * 10 + 5, height: 5).id("bound")
            }
        }
    }
    #Preview(traits: .fixedLayout(width: 300, height: 400)) { ContentView() }
    """)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    func frame(_ id: String) -> CGRect? { taggedFrame(id, in: session) }
    func item(_ title: String) -> CGRect? { textFrame(title, in: session) }
    #expect(frame("first") != nil && frame("second") == nil)
    session.perform(.toggleLiveMode, at: 0)
    let two = try #require(item("Two"))
    session.click(at: CGPoint(x: two.midX, y: two.midY), shift: false, at: 1)
    #expect(frame("first") == nil, "a TabView without a selection binding keeps the tab tapped")
    #expect(frame("second")?.size == CGSize(width: 20, height: 10))
    let one = try #require(item("One"))
    session.click(at: CGPoint(x: one.midX, y: one.midY), shift: false, at: 2)
    #expect(frame("first")?.size == CGSize(width: 10, height: 10))

    let four = try #require(item("Four"))
    session.click(at: CGPoint(x: four.midX, y: four.midY), shift: false, at: 3)
    #expect(frame("bound")?.width == 15, "the selection binding is set to the tapped tab's tag")
}

@Test func liveModeNavigationLinksPushTheirDestination() throws {
    let file = try SceneFile("""
    struct ContentView: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Details") {
                        Color.blue.frame(width: 40, height: 40).id("destination").navigationTitle("Details")
                    }
                }
                .navigationTitle("Home")
            }
        }
    }
    #Preview(traits: .fixedLayout(width: 300, height: 400)) { ContentView() }
    """)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    func frame(_ id: String) -> CGRect? { taggedFrame(id, in: session) }
    func text(_ string: String) -> CGRect? { textFrame(string, in: session) }
    #expect(frame("destination") == nil)
    session.perform(.toggleLiveMode, at: 0)
    let row = try #require(text("Details"))
    session.click(at: CGPoint(x: row.midX, y: row.midY), shift: false, at: 1)
    // Below a 96-point bar (its large title "Details": automatic follows the root's large one), centred in the 304 left.
    #expect(frame("destination") == CGRect(x: 130, y: 228, width: 40, height: 40), "the destination fills the screen below the bar")
    #expect(text("Home") == nil)
    let back = try #require(text("< Back"), "the bar has a back button")
    #expect(back.minX == 16)
    session.click(at: CGPoint(x: back.midX, y: back.midY), shift: false, at: 2)
    #expect(frame("destination") == nil, "the back button pops")
    #expect(text("Home") != nil)
}

@Test func liveModeValueLinksPushWhatTheStacksDestinationBuilds() throws {
    let file = try SceneFile("""
    struct ContentView: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Three", value: 3)
                    NavigationLink("Word", value: "word")
                }
                .navigationDestination(for: Int.self) { count in
                    Color.blue.frame(width: CGFloat(count) * 10, height: 40).id("destination")
                }
                .navigationTitle("Home")
            }
        }
    }
    #Preview(traits: .fixedLayout(width: 300, height: 400)) { ContentView() }
    """)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    session.perform(.toggleLiveMode, at: 0)
    let word = try #require(textFrame("Word", in: session))
    session.click(at: CGPoint(x: word.midX, y: word.midY), shift: false, at: 1)
    #expect(textFrame("Home", in: session) != nil, "no destination for a String: the link cannot be activated")

    let three = try #require(textFrame("Three", in: session))
    session.click(at: CGPoint(x: three.midX, y: three.midY), shift: false, at: 2)
    #expect(taggedFrame("destination", in: session)?.size == CGSize(width: 30, height: 40), "the destination built for the value 3")
    let back = try #require(textFrame("< Back", in: session), "the bar has a back button")
    session.click(at: CGPoint(x: back.midX, y: back.midY), shift: false, at: 3)
    #expect(taggedFrame("destination", in: session) == nil, "the back button pops")
    #expect(textFrame("Home", in: session) != nil)
}

@Test func liveModePathBoundStacksPushAndPopThroughTheirPath() throws {
    let file = try SceneFile("""
    struct ContentView: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                NavigationLink("Open \\(path.count)", value: 2)
                    .navigationDestination(for: Int.self) { count in
                        VStack {
                            Color.blue.frame(width: CGFloat(count) * 10, height: 40).id("destination")
                            Button("Deeper") { path.append(count + 1) }
                        }
                    }
            }
        }
    }
    #Preview(traits: .fixedLayout(width: 300, height: 400)) { ContentView() }
    """)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    session.perform(.toggleLiveMode, at: 0)
    func click(_ text: String, at time: Double) throws {
        let frame = try #require(textFrame(text, in: session), "\(text) is shown")
        session.click(at: CGPoint(x: frame.midX, y: frame.midY), shift: false, at: time)
        session.release(at: CGPoint(x: frame.midX, y: frame.midY), at: time)
    }
    try click("Open 0", at: 1)
    #expect(taggedFrame("destination", in: session)?.size == CGSize(width: 20, height: 40), "the link appended 2 to the path")
    try click("Deeper", at: 2)
    #expect(taggedFrame("destination", in: session)?.size == CGSize(width: 30, height: 40), "the button appended 3")
    try click("< Back", at: 3)
    #expect(taggedFrame("destination", in: session)?.size == CGSize(width: 20, height: 40), "back removed the last value")
    try click("< Back", at: 4)
    #expect(taggedFrame("destination", in: session) == nil)
    #expect(textFrame("Open 0", in: session) != nil, "the path is empty again")
}

/// The frame of the view tagged `.id(id)` in the session's solved tree.
private func taggedFrame(_ id: AnyHashable, in session: ViewerSession) -> CGRect? {
    session.target?.root.first { ViewIdentity.explicitID(of: $0) == id }?.frame
}

/// The frame of the first `Text` showing `string` in the session's solved tree.
private func textFrame(_ string: String, in session: ViewerSession) -> CGRect? {
    session.target?.root.first { if case .text(string, _) = $0.kind { true } else { false } }?.frame
}

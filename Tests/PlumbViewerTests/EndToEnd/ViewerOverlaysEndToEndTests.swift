import Foundation
import Testing

/// The overlays under a private Xvfb: the guides a click and `g` draw, their legend beside the preview, Escape
/// clearing them, and the status line's notice when an overlay has nothing to draw.
@Suite(.serialized) struct ViewerOverlaysEndToEndTests {
    /// The selected view's outline (FrameComposer.selectionColor).
    static let selection: UInt32 = 0xFF00CC

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func allGuidesDrawTheirLegendBesideThePreviewAndEscapeClearsEveryGuide() throws {
        let live = try LiveViewer(barScene(width: 100))
        func capture() -> WindowPixels? { live.capture() }
        #expect(eventually(timeout: 10) { capture()?.bounds(of: ViewerEndToEndTests.red)?.width == 100 }, "the scene is shown")
        let bar = try #require(capture()?.bounds(of: ViewerEndToEndTests.red))
        // The bar stands at 100, 55 in the 300 × 200 preview.
        let preview = CGRect(x: bar.minX - 100, y: bar.minY - 55, width: 300, height: 200)
        let plain = try #require(capture())

        try LiveValueControlsEndToEndTests.tap(live, bar.midX, bar.midY)
        #expect(eventually { capture().map { $0.count(of: Self.selection) > 0 && $0.count(of: ViewerEndToEndTests.guideCenter) > 20 } ?? false },
                "a click selects the bar and draws its guides")
        let selected = try #require(capture()?.count(of: ViewerEndToEndTests.guideCenter))

        try live.server.xdotool("key", "--window", "\(live.window)", "g")
        #expect(eventually { (capture()?.count(of: ViewerEndToEndTests.guideCenter) ?? 0) > selected }, "g draws the guides of every view")
        let guides = try #require(capture())
        let legend = Self.changes(from: plain, to: guides, outside: preview)
        #expect(legend.count > 100, "the legend is drawn outside the preview")
        #expect(legend.allSatisfy { $0.y > Int(preview.maxY) }, "below it, where the canvas has room")

        try live.server.xdotool("key", "--window", "\(live.window)", "Escape")
        #expect(eventually { capture().map { $0.count(of: ViewerEndToEndTests.guideCenter) == 0 && $0.count(of: Self.selection) == 0 } ?? false },
                "Escape clears every guide and the selection")
        #expect(capture().map { Self.changes(from: plain, to: $0, outside: preview).isEmpty } ?? false, "and the legend")
        LiveValueControlsEndToEndTests.quit(live)
    }

    @Test(.enabled(if: Xvfb.executable != nil, "Xvfb is not installed (scripts/install-deps.sh installs xvfb)"))
    func anOverlayWithNothingToDrawSaysSoInTheStatusLine() throws {
        let live = try LiveViewer("""
        struct ContentView: View {
            var body: some View { Color.red.frame(width: 100, height: 40) }
        }
        #Preview(traits: .fixedLayout(width: 300, height: 200)) { ContentView() }
        """)
        func ink() -> Int? { live.capture()?.statusInk }
        #expect(eventually(timeout: 10) { live.capture()?.bounds(of: ViewerEndToEndTests.red)?.width == 100 }, "the scene is shown")
        for key in ["a", "g"] {
            let before = try #require(ink())
            try live.server.xdotool("key", "--window", "\(live.window)", key)
            var said = 0
            #expect(eventually { ink().map { said = $0; return $0 > before + 300 } ?? false }, "\(key) with nothing to draw says so: \(before), then \(said) lit status pixels")
            // `1` at actual size changes nothing but ends the notice: the overlay stays on, its notice goes.
            try live.server.xdotool("key", "--window", "\(live.window)", "1")
            #expect(eventually { ink().map { said - $0 > 300 } ?? false }, "the notice goes with the next key: \(said), then \(ink() ?? 0)")
        }
        LiveValueControlsEndToEndTests.quit(live)
    }

    /// The pixels of `canvas` left of the sidebar (340 points) and above the status line that differ from `before`
    /// outside `preview`.
    static func changes(from before: WindowPixels, to after: WindowPixels, outside preview: CGRect) -> [(x: Int, y: Int)] {
        var changed: [(x: Int, y: Int)] = []
        for y in 0..<min(before.height, after.height) - 60 {
            for x in 0..<min(before.width, after.width) - 340 where !preview.contains(CGPoint(x: x, y: y)) && before[x, y] != after[x, y] {
                changed.append((x, y))
            }
        }
        return changed
    }
}

import Foundation
import Testing
@testable import PlumbViewer

let twoSizesScene = """
#Preview("Small", traits: .fixedLayout(width: 200, height: 100)) { Color.red }
#Preview("Wide", traits: .fixedLayout(width: 500, height: 300)) { HStack(spacing: 0) { Color.red; Color.blue } }
#Preview("Phone") { Color.red }
"""

@Test func switchingPreviewsAsksTheWindowToFitTheNewOne() throws {
    let file = try SceneFile(twoSizesScene)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path))
    session.reload(at: 0)
    let fitting = CGSize(width: 2000, height: 1500)
    #expect(Viewer.windowSize(for: session, fitting: fitting, statusHeight: 22) == CGSize(width: 240 + 340, height: 600 + 22))
    session.perform(.nextPreview, at: 1)
    #expect(session.previewTitle == "Wide")
    #expect(session.wantsWindowFit)
    #expect(Viewer.windowSize(for: session, fitting: fitting, statusHeight: 22) == CGSize(width: 540 + 340, height: 600 + 22))
    session.perform(.nextPreview, at: 2)
    #expect(Viewer.windowSize(for: session, fitting: fitting, statusHeight: 22) == CGSize(width: 390 + 340, height: 844 + 22),
            "a window-sized preview gets the device's canvas")
}

@Test func zeroFitsThePreviewToTheCanvasAndOneShowsItsActualSize() throws {
    let file = try SceneFile(twoSizesScene)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path, preview: "Wide"))
    session.reload(at: 0)
    session.resize(canvas: CGSize(width: 340, height: 600), at: 0)
    session.perform(.zoomToFit, at: 0)
    #expect(session.zoom == 0.6, "500 wide in 340 less two 20-point margins")
    session.perform(.zoomActualSize, at: 0)
    #expect(session.zoom == 1)
}

@Test func panningMovesAZoomedPreviewWithinItsMargins() throws {
    let file = try SceneFile(twoSizesScene)
    let session = ViewerSession(options: ViewerOptions(file: file.url.path, preview: "Wide"))
    session.reload(at: 0)
    let canvas = CGSize(width: 340, height: 600)
    func viewport() -> Viewport {
        FrameComposer.viewport(for: session, layout: WindowLayout(window: CGSize(width: canvas.width + 340, height: canvas.height + 22), scale: 1,
                                                                  statusHeight: 22, reservedHeight: 22))
    }
    session.pan(by: CGPoint(x: -100, y: -100), in: viewport())
    #expect(session.pan == CGPoint(x: -100, y: 0), "500 wide in 340 scrolls sideways; 300 tall in 600 does not")
    session.pan(by: CGPoint(x: -1000, y: 0), in: viewport())
    #expect(session.pan == CGPoint(x: -200, y: 0), "until the right edge is at the margin")
    #expect(viewport().previewRect.maxX == 340 - Viewport.margin)
    session.perform(.zoomToFit, at: 0)
    #expect(session.pan == .zero)
}

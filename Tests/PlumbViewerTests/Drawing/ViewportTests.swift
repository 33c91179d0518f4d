import Foundation
import Testing
@testable import PlumbViewer

@Test func aFixedPreviewIsCentredInTheCanvas() {
    let viewport = Viewport(canvas: CGSize(width: 500, height: 300), preview: CGSize(width: 200, height: 100), factor: 2,
                            fillsCanvas: false)
    #expect(viewport.origin == CGPoint(x: 50, y: 50))
    #expect(viewport.previewRect == CGRect(x: 50, y: 50, width: 400, height: 200))
    #expect(viewport.point(atPixel: CGPoint(x: 60, y: 70)) == CGPoint(x: 5, y: 10))
    #expect(viewport.pixelRect(CGRect(x: 10, y: 10, width: 5, height: 5)) == CGRect(x: 70, y: 70, width: 10, height: 10))
}

@Test func aPreviewTooBigStartsAtTheMarginAndAWindowSizedOneFillsTheCanvas() {
    var viewport = Viewport(canvas: CGSize(width: 300, height: 300), preview: CGSize(width: 200, height: 100), factor: 2,
                            fillsCanvas: false)
    #expect(viewport.origin == CGPoint(x: Viewport.margin, y: 50))
    viewport.fillsCanvas = true
    #expect(viewport.origin == .zero)
}

@Test func aPanelGoesBesideThePreviewShortOfTheInspectorsColumnElseBelowIt() {
    // The canvas ends where the inspector's column starts.
    let viewport = Viewport(canvas: CGSize(width: 500, height: 400), preview: CGSize(width: 100, height: 100), factor: 2, fillsCanvas: false)
    // The preview spans x 150…350, y 100…300.
    #expect(viewport.besidePreview(CGSize(width: 120, height: 40)) == CGPoint(x: 360, y: 260))
    #expect(viewport.besidePreview(CGSize(width: 240, height: 40)) == CGPoint(x: 150, y: 310))
    #expect(viewport.besidePreview(CGSize(width: 240, height: 90)) == nil)
}

@Test func aZoomedPreviewPansUntilItsFarEdgeReachesTheMargin() {
    let viewport = Viewport(canvas: CGSize(width: 300, height: 300), preview: CGSize(width: 200, height: 100), factor: 2,
                            fillsCanvas: false, pan: CGPoint(x: -500, y: -50))
    #expect(viewport.clampedPan == CGPoint(x: -140, y: 0), "400 wide with its margins in 300: 140 to go; the height fits")
    #expect(viewport.origin == CGPoint(x: Viewport.margin - 140, y: 50))
    var back = viewport
    back.pan = CGPoint(x: 30, y: 0)
    #expect(back.clampedPan == .zero, "no further than its resting place")
}

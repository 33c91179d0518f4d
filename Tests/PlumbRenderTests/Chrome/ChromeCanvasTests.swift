import Foundation
import Testing
@testable import PlumbRender

/// ARGB32 words: opaque red, green, blue, and nothing painted.
private let red: UInt32 = 0xFFFF_0000, green: UInt32 = 0xFF00_FF00, blue: UInt32 = 0xFF00_00FF, clear: UInt32 = 0

@Test func aCanvasFillsAndStrokesRectanglesInDevicePixels() {
    let surface = DrawingSurface(size: CGSize(width: 20, height: 20))
    surface.draw { canvas in
        canvas.fill(CGRect(x: 2, y: 2, width: 4, height: 4), RGBAColor(255, 0, 0))
        canvas.stroke(CGRect(x: 10.5, y: 10.5, width: 6, height: 6), RGBAColor(0, 0, 255), width: 1)
    }
    let image = surface.image
    #expect([image[2, 2], image[5, 5], image[6, 6], image[1, 1]] == [red, red, clear, clear])
    #expect([image[10, 10], image[16, 16], image[13, 10], image[13, 13]] == [blue, blue, blue, clear], "an outline, hollow inside")
}

@Test func clipsAndTransformsLastForTheirBodyOnly() {
    let surface = DrawingSurface(size: CGSize(width: 20, height: 20))
    surface.draw { canvas in
        canvas.clipped(to: CGRect(x: 0, y: 0, width: 10, height: 20)) {
            canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 5), RGBAColor(255, 0, 0))
        }
        canvas.transformed(origin: CGPoint(x: 10, y: 10), scale: 2) {
            canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 2), RGBAColor(0, 255, 0))
        }
        canvas.fill(CGRect(x: 0, y: 18, width: 2, height: 2), RGBAColor(0, 0, 255))
    }
    let image = surface.image
    #expect([image[9, 2], image[10, 2]] == [red, clear], "clipped at x = 10")
    #expect([image[10, 10], image[13, 13], image[14, 14]] == [green, green, clear], "2 × 2 points at twice the scale from (10, 10)")
    #expect(image[1, 19] == blue, "neither the clip nor the transform outlives its body")
}

@Test func textIsMeasuredInTheFontSet() {
    ChromeCanvas.measuring { canvas in
        canvas.setFont(size: 10)
        let narrow = canvas.width(of: "iiii")
        #expect(narrow > 0)
        #expect(canvas.width(of: "WWWW") > narrow)
        canvas.setFont(size: 20)
        #expect(abs(canvas.width(of: "iiii") - 2 * narrow) < 0.5, "twice the size, twice the width")
    }
}

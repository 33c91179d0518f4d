import Foundation
import Testing
@testable import PlumbRender

@Suite struct BoxBlurTests {
    @Test func threeBoxesApproachTheGaussiansSpread() {
        // Boxes of widths w give variance Σ (w² − 1) / 12; for σ = 4 the three (odd) widths are 7, 7 and 9, a
        // variance of 14.7 against 16.
        let widths = BoxBlur.boxRadii(sigma: 4).map { 2 * $0 + 1 }
        #expect(widths == [7, 7, 9])
        let variance = widths.map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
        #expect(abs(variance - 16) < 1.5)
    }

    @Test func aPointSpreadsEvenlyAndKeepsItsMass() {
        // A 200 in the middle of a 41 × 41 image spreads symmetrically, peaking where it was, its total kept (to the
        // rounding of each pass).
        let side = 41
        var pixels = [UInt8](repeating: 0, count: side * side)
        pixels[20 * side + 20] = 200
        pixels.withUnsafeMutableBufferPointer { BoxBlur.blur($0, width: side, height: side, stride: side, sigma: 1.5) }
        let at = { (x: Int, y: Int) in Int(pixels[y * side + x]) }
        #expect(at(20, 20) > at(21, 20) && at(21, 20) > at(22, 20))
        #expect(at(18, 20) == at(22, 20) && at(20, 17) == at(20, 23) && at(17, 17) == at(23, 23))
        #expect(abs(pixels.map(Int.init).reduce(0, +) - 200) <= 30)
        #expect(at(0, 0) == 0)
    }
}

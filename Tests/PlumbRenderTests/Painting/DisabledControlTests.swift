import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct DisabledControlTests {
    let fixtures = TreeFixtures(measurer: PangoTextMeasurer())

    private func image(_ control: any PaintedContent, enabled: Bool, children: [SolvedNode] = []) throws -> RenderedImage {
        var environment = EnvironmentValues()
        environment.isEnabled = enabled
        let node = fixtures.node(.painted(control), rect(10, 10, 100, 31), environment: environment, children: children)
        let tree = SolvedTree(size: CGSize(width: 120, height: 51), root: fixtures.node(.group, rect(0, 0, 120, 51), children: [node]))
        return try Renderer(measurer: fixtures.measurer).renderImage(tree).output
    }

    private func channels(_ pixel: UInt32) -> (red: Int, green: Int, blue: Int) {
        (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }

    @Test func aDisabledButtonsLabelIsGreyNotTinted() throws {
        let label = [fixtures.text("Save", at: CGPoint(x: 12, y: 14))]
        func tintedPixels(_ image: RenderedImage) -> Int {
            (0..<image.height).reduce(0) { count, y in
                count + (0..<image.width).filter { x in let c = channels(image[x, y]); return c.blue > 200 && c.red < 100 }.count
            }
        }
        func inkedPixels(_ image: RenderedImage) -> Int {
            (0..<image.height).reduce(0) { count, y in
                count + (0..<image.width).filter { x in let c = channels(image[x, y]); return c.red < 235 }.count
            }
        }
        let enabled = try image(ButtonChrome(), enabled: true, children: label)
        let disabled = try image(ButtonChrome(), enabled: false, children: label)
        #expect(tintedPixels(enabled) > 20)
        #expect(tintedPixels(disabled) == 0)
        #expect(inkedPixels(disabled) > 20)
    }

    @Test func aDisabledSwitchIsDrawnAtHalfStrength() throws {
        // The middle of the track's left half, where the knob is not when the switch is on.
        let point = (x: 10 + 100 - 51 + 12, y: 25)
        let enabled = channels(try image(ToggleSwitch(isOn: true), enabled: true)[point.x, point.y])
        let disabled = channels(try image(ToggleSwitch(isOn: true), enabled: false)[point.x, point.y])
        #expect(enabled.red < 100 && enabled.green > 150)
        // Half the track's colour over the white background.
        #expect(abs(disabled.red - (enabled.red + 255) / 2) <= 2)
        #expect(abs(disabled.green - (enabled.green + 255) / 2) <= 2)
    }
}

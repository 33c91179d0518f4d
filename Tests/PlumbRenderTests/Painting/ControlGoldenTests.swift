import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct ControlGoldenTests {
    let fixtures = TreeFixtures(measurer: PangoTextMeasurer())

    /// A grouped form: rows with a toggle on and off, a button, a text field with a placeholder and one with text,
    /// and a slider.
    func form() -> SolvedTree {
        let width: CGFloat = 320
        let rowHeight: CGFloat = 44
        func row(_ index: Int, _ content: [SolvedNode]) -> SolvedNode {
            fixtures.node(.painted(FormRow()), rect(16, 20 + CGFloat(index) * rowHeight, width - 32, rowHeight), children: content)
        }
        func label(_ string: String, row index: Int) -> SolvedNode {
            let text = fixtures.text(string, at: .zero)
            var node = text
            node.frame.origin = CGPoint(x: 36, y: 20 + CGFloat(index) * rowHeight + (rowHeight - text.frame.height) / 2)
            return node
        }
        func control(_ content: any PaintedContent, row index: Int, frame: CGRect, children: [SolvedNode] = []) -> SolvedNode {
            fixtures.node(.painted(content), frame.offsetBy(dx: 0, dy: 20 + CGFloat(index) * rowHeight), children: children)
        }
        let rows = [
            row(0, [label("Wi-Fi", row: 0), control(ToggleSwitch(isOn: true), row: 0, frame: rect(width - 36 - 51, 6.5, 51, 31))]),
            row(1, [label("Bluetooth", row: 1), control(ToggleSwitch(isOn: false), row: 1, frame: rect(width - 36 - 51, 6.5, 51, 31))]),
            row(2, [control(ButtonChrome(), row: 2, frame: rect(36, 11, 120, 22), children: [label("Sign Out", row: 2)])]),
            row(3, [control(TextFieldBox(text: "", placeholder: "Name", isSecure: false), row: 3, frame: rect(36, 11, 248, 22))]),
            row(4, [control(TextFieldBox(text: "secret", placeholder: "Password", isSecure: true), row: 4, frame: rect(36, 11, 248, 22))]),
            row(5, [control(SliderTrack(fraction: 0.3), row: 5, frame: rect(36, 6, 248, 32))]),
        ]
        let background = fixtures.node(.painted(FormBackground()), rect(0, 0, width, 304), children: rows)
        return SolvedTree(size: CGSize(width: width, height: 304), root: background)
    }

    @Test(arguments: Appearance.allCases)
    func formControlsInIOSStyle(appearance: Appearance) throws {
        let image = try Renderer(measurer: fixtures.measurer).renderImage(form(), options: RenderOptions(appearance: appearance)).output
        try Golden.check(image, named: "controls-\(appearance)")
    }
}

import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct TextGoldenTests {
    let fixtures = TreeFixtures(measurer: PangoTextMeasurer())

    func render(_ tree: SolvedTree, options: RenderOptions = RenderOptions()) throws -> RenderedImage {
        try Renderer(measurer: fixtures.measurer).renderImage(tree, options: options).output
    }

    @Test func textStylesAtTheirSizes() throws {
        var y: CGFloat = 8
        var children: [SolvedNode] = []
        for style in Font.TextStyle.allCases {
            let node = fixtures.text("\(style.rawValue) Hxg", at: CGPoint(x: 12, y: y)) { $0.font = Font(style: style) }
            y = node.frame.maxY + 4
            children.append(node)
        }
        try Golden.check(try render(fixtures.tree(280, y + 8, children)), named: "text-styles")
    }

    @Test func weightsItalicsDesignsAndColours() throws {
        let fonts: [(String, Font, Color?)] = [
            ("Regular", .body, nil),
            ("Semibold", Font.body.weight(.semibold), nil),
            ("Bold", Font.body.bold(), .blue),
            ("Italic", Font.body.italic(), .red),
            ("Serif", .system(size: 17, design: .serif), .secondary),
            ("Monospaced", Font.body.monospaced(), .green),
        ]
        let children = fonts.enumerated().map { index, entry in
            fixtures.text(entry.0, at: CGPoint(x: 12, y: 8 + CGFloat(index) * 24)) {
                $0.font = entry.1
                $0.foregroundColor = entry.2
            }
        }
        try Golden.check(try render(fixtures.tree(200, 160, children)), named: "text-fonts")
    }

    @Test(arguments: TextAlignment.allCases)
    func wrappedTextAlignsItsLines(alignment: TextAlignment) throws {
        let paragraph = "SwiftUI wraps text at word boundaries within the proposed width."
        let text = fixtures.text(paragraph, at: CGPoint(x: 12, y: 12), width: 160) { $0.multilineTextAlignment = alignment }
        let guide = fixtures.node(.color(Color(white: 0.9)), text.frame)
        try Golden.check(try render(fixtures.tree(184, text.frame.maxY + 12, [guide, text])), named: "text-wrapped-\(alignment)")
    }

    @Test func lineLimitEndsInAnEllipsis() throws {
        let paragraph = "A long sentence that will not fit on two lines of a narrow column at all."
        let text = fixtures.text(paragraph, at: CGPoint(x: 12, y: 12), width: 140) { $0.lineLimit = 2 }
        try Golden.check(try render(fixtures.tree(164, text.frame.maxY + 12, [text])), named: "text-line-limit")
    }

    @Test func doubleScaleRendersTwiceThePixels() throws {
        let text = fixtures.text("Hello, 2×", at: CGPoint(x: 8, y: 8)) { $0.font = .title }
        let image = try render(fixtures.tree(140, 52, [text]), options: RenderOptions(scale: 2))
        #expect(image.width == 280 && image.height == 104)
        try Golden.check(image, named: "text-scale-2")
    }
}

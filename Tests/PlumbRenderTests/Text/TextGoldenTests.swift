import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct TextGoldenTests {
    let scene = SceneRenderer()

    @Test func textStylesAtTheirSizes() throws {
        let image = try scene.image(280, 300) {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(Font.TextStyle.allCases, id: \.self) { style in
                    Text("\(style.rawValue) Hxg").font(Font(style: style))
                }
            }
        }
        try Golden.check(image, named: "text-styles")
    }

    @Test func weightsItalicsDesignsAndColours() throws {
        let image = try scene.image(200, 170) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Regular")
                Text("Semibold").font(Font.body.weight(.semibold))
                Text("Bold").bold().foregroundColor(.blue)
                Text("Italic").italic().foregroundColor(.red)
                Text("Serif").font(.system(size: 17, design: .serif)).foregroundColor(.secondary)
                Text("Monospaced").font(Font.body.monospaced()).foregroundColor(.green)
            }
        }
        try Golden.check(image, named: "text-fonts")
    }

    @Test(arguments: TextAlignment.allCases)
    func wrappedTextAlignsItsLines(alignment: TextAlignment) throws {
        let image = try scene.image(184, 120) {
            Text("SwiftUI wraps text at word boundaries within the proposed width.")
                .multilineTextAlignment(alignment)
                .background(Color(white: 0.9))
                .frame(width: 160)
        }
        try Golden.check(image, named: "text-wrapped-\(alignment)")
    }

    @Test func lineLimitEndsInAnEllipsis() throws {
        let image = try scene.image(164, 70) {
            Text("A long sentence that will not fit on two lines of a narrow column at all.")
                .lineLimit(2)
                .frame(width: 140)
        }
        try Golden.check(image, named: "text-line-limit")
    }

    @Test func baselineAlignedTextSharesItsBaseline() throws {
        let image = try scene.image(220, 70) {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                Text("Big").font(.largeTitle)
                Text("small").font(.caption)
                Text("body")
            }
        }
        try Golden.check(image, named: "text-baselines")
    }

    @Test func doubleScaleRendersTwiceThePixels() throws {
        let image = try scene.image(140, 52, options: RenderOptions(scale: 2)) {
            Text("Hello, 2×").font(.title)
        }
        #expect(image.width == 280 && image.height == 104)
        try Golden.check(image, named: "text-scale-2")
    }
}

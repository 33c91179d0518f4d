import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct ShapeGoldenTests {
    let fixtures = TreeFixtures(measurer: PangoTextMeasurer())
    let renderer: Renderer

    init() {
        renderer = Renderer(measurer: fixtures.measurer)
    }

    static let shapes: [(String, ShapeKind)] = [
        ("rectangle", .rectangle),
        ("roundedRectangle", .roundedRectangle(cornerRadius: 12, style: .circular)),
        ("continuous", .roundedRectangle(cornerRadius: 12, style: .continuous)),
        ("circle", .circle),
        ("ellipse", .ellipse),
        ("capsule", .capsule),
    ]

    static let paints: [(String, ShapePaint)] = [
        ("fill", .fill(nil)),
        ("fillColor", .fill(.blue)),
        ("stroke", .stroke(.red, lineWidth: 4)),
        ("strokeBorder", .strokeBorder(.green, lineWidth: 4)),
    ]

    @Test func everyShapeInEveryPaint() throws {
        var children: [SolvedNode] = []
        for (row, (_, paint)) in Self.paints.enumerated() {
            for (column, (_, shape)) in Self.shapes.enumerated() {
                let frame = rect(12 + CGFloat(column) * 84, 12 + CGFloat(row) * 64, 72, 48)
                children.append(fixtures.node(.color(Color(white: 0.92)), frame))
                children.append(fixtures.node(.shape(shape, paint), frame))
            }
        }
        let image = try renderer.renderImage(fixtures.tree(516, 268, children)).output
        try Golden.check(image, named: "shapes")
    }
}

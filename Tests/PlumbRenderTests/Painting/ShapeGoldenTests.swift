import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct ShapeGoldenTests {
    let scene = SceneRenderer()

    static let shapes: [ShapeKind] = [
        .rectangle, .roundedRectangle(cornerRadius: 12, style: .circular), .roundedRectangle(cornerRadius: 12, style: .continuous),
        .circle, .ellipse, .capsule,
    ]

    static let paints: [ShapePaint] = [.fill(nil), .fill(.blue), .stroke(.red, lineWidth: 4), .strokeBorder(.green, lineWidth: 4)]

    @Test func everyShapeInEveryPaint() throws {
        let image = try scene.image(516, 268) {
            VStack(spacing: 16) {
                ForEach(Self.paints.indices) { row in
                    HStack(spacing: 12) {
                        ForEach(Self.shapes.indices) { column in
                            ViewNode(.shape(Self.shapes[column], Self.paints[row]))
                                .frame(width: 72, height: 48)
                                .background(Color(white: 0.92))
                        }
                    }
                }
            }
        }
        try Golden.check(image, named: "shapes")
    }

    @Test func borderAndForegroundColour() throws {
        let image = try scene.image(200, 80) {
            HStack(spacing: 20) {
                Text("Bordered").padding(8).border(.orange, width: 2)
                Circle().frame(width: 40, height: 40).foregroundColor(.purple)
            }
        }
        try Golden.check(image, named: "shapes-border-foreground")
    }
}

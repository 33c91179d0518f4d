import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct ShapeGoldenTests {
    let scene = SceneRenderer()

    static let shapes: [ShapeKind] = [
        .rectangle, .roundedRectangle(cornerRadius: 12, style: .circular), .roundedRectangle(cornerRadius: 12, style: .continuous),
        .circle, .ellipse, .capsule,
    ]

    static let paints: [ShapePaint] = [.fill(nil), .fill(.color(.blue)), .stroke(.color(.red), lineWidth: 4), .strokeBorder(.color(.green), lineWidth: 4)]

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

    @Test func trimmedShapes() throws {
        let image = try scene.image(420, 140) {
            VStack(spacing: 16) {
                HStack(spacing: 12) {
                    ForEach(Self.shapes.indices) { column in
                        ViewNode(.shape(.trimmed(Self.shapes[column], from: 0, to: 0.3), ShapePaint.stroke(.color(.red), lineWidth: 4))).frame(width: 56, height: 40)
                    }
                }
                HStack(spacing: 12) {
                    ForEach(Self.shapes.indices) { column in
                        ViewNode(.shape(.trimmed(Self.shapes[column], from: 0.25, to: 0.75), ShapePaint.fill(.color(.blue)))).frame(width: 56, height: 40)
                    }
                }
            }
        }
        try Golden.check(image, named: "shapes-trim")
    }

    /// A scene's own shape fills the outline its `path(in:)` gives for the view's bounds; a path draws where its
    /// points are, inside its frame or not.
    @Test func pathsAndCustomShapesDrawTheirOutlines() throws {
        let triangle = CustomShape(name: "Triangle") { rect in
            var path = Path()
            path.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
            path.closeSubpath()
            return path
        }
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 5))
        line.addLine(to: CGPoint(x: 90, y: 5))
        let image = try scene.image(100, 100) {
            VStack(spacing: 0) {
                ViewNode(.shape(.custom(triangle), ShapePaint.fill(.color(.black)))).frame(width: 80, height: 60)
                ViewNode(.shape(.path(line), ShapePaint.stroke(.color(.black), lineWidth: 4))).frame(width: 20, height: 20)
            }
        }
        let painted = { (x: Int, y: Int) in (image[x, y] >> 16) & 0xFF < 0x80 }
        // The triangle spans x 10…90, y 10…70: its apex is at the top middle, its base along the bottom.
        #expect(painted(50, 14) && painted(14, 68) && painted(86, 68))
        #expect(!painted(14, 14) && !painted(86, 14))
        // The line's frame is x 40…60, y 70…90, yet it runs from x 40 to 130 (cut by the image) at y 75.
        #expect(painted(45, 75) && painted(90, 75) && !painted(90, 85))
    }

    /// A circle's outline starts at its rightmost point and runs clockwise, as SwiftUI's does: the first quarter is
    /// the bottom-right one.
    @Test func aTrimmedCircleRunsClockwiseFromItsRightmostPoint() throws {
        let image = try scene.image(100, 100) {
            Circle().trim(from: 0, to: 0.25).stroke(.black, lineWidth: 6).frame(width: 80, height: 80)
        }
        let diagonal = 40 / 2.squareRoot()
        let painted = { (x: CGFloat, y: CGFloat) in (image[Int((50 + x).rounded()), Int((50 + y).rounded())] >> 16) & 0xFF < 0x80 }
        #expect(painted(diagonal, diagonal))
        #expect(!painted(-diagonal, diagonal) && !painted(diagonal, -diagonal) && !painted(-diagonal, -diagonal))
    }

    @Test func strokesDrawTheirLineCapsJoinsAndDashes() throws {
        // Lines from x 20 to 80, 10 wide, in a stack 80 high centred from y 10: the butt line at y 35 stops at its
        // ends; the round one (y 45) and the square one (y 55) reach 5 past them, the square to its corners. The
        // dashed line at y 85, 10 on and 10 off from x 20, leaves gaps.
        var path = Path()
        path.move(to: CGPoint(x: 20, y: 5))
        path.addLine(to: CGPoint(x: 80, y: 5))
        func stroked(_ line: LineStyle) -> ViewNode {
            ViewNode(.shape(.path(path), ShapePaint.stroke(.color(.black), lineWidth: 10, line: line))).frame(width: 100, height: 10)
        }
        let image = try scene.image(100, 100) {
            VStack(spacing: 0) {
                Color.clear.frame(width: 100, height: 20)
                stroked(LineStyle())
                stroked(LineStyle(cap: .round))
                stroked(LineStyle(cap: .square))
                Color.clear.frame(width: 100, height: 20)
                stroked(LineStyle(dash: [10, 10]))
            }
        }
        let painted = { (x: Int, y: Int) in (image[x, y] >> 16) & 0xFF < 0x80 }
        #expect(painted(50, 35) && !painted(17, 35) && !painted(83, 35))
        #expect(painted(17, 45) && painted(83, 45) && !painted(15, 41))
        #expect(painted(16, 55) && painted(84, 55) && painted(15, 51))
        #expect(painted(25, 85) && !painted(35, 85) && painted(45, 85))
    }

    @Test func aRotatedShapeTurnsItsOutlineAboutItsAnchor() throws {
        // A 60 × 10 bar turned a quarter about its centre stands 10 wide and 60 tall at the image's centre.
        let image = try scene.image(100, 100) {
            ViewNode(.shape(.rotated(.rectangle, .degrees(90), anchor: .center), ShapePaint.fill(.color(.black)))).frame(width: 60, height: 10)
        }
        let painted = { (x: Int, y: Int) in (image[x, y] >> 16) & 0xFF < 0x80 }
        #expect(painted(50, 25) && painted(50, 74) && !painted(25, 50) && !painted(74, 50))
    }

    @Test func aTransformedShapeMapsItsOutlineAboutItsAnchor() throws {
        // A 40 × 40 square scaled twice about its centre covers 80 × 80 at the image's centre; moved 30 to the right
        // about its top-leading corner, it covers x 60–100 in a frame at 30–70; scaled to nothing, it draws nothing.
        let image = try scene.image(100, 200) {
            VStack(spacing: 20) {
                ViewNode(.shape(.transformed(.rectangle, .scale(2, 2), anchor: .center), ShapePaint.fill(.color(.black)))).frame(width: 40, height: 40)
                ViewNode(.shape(.transformed(.rectangle, .translation(30, 0), anchor: .topLeading), ShapePaint.fill(.color(.black)))).frame(width: 40, height: 40)
                ViewNode(.shape(.transformed(.rectangle, .scale(0, 0), anchor: .center), ShapePaint.fill(.color(.black)))).frame(width: 40, height: 40)
            }
        }
        let painted = { (x: Int, y: Int) in (image[x, y] >> 16) & 0xFF < 0x80 }
        #expect(painted(12, 31) && painted(87, 31) && painted(50, 10) && !painted(8, 31))
        #expect(painted(65, 100) && painted(97, 100) && !painted(55, 100))
        #expect(!painted(50, 160))
    }

    @Test func anEvenOddFillLeavesAHoleWhereAPathCrossesItselfTwice() throws {
        // Two squares drawn the same way round, the small one inside: by the non-zero rule the inside is filled, by
        // the even-odd rule it is a hole.
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 60, height: 60))
        path.addRect(CGRect(x: 20, y: 20, width: 20, height: 20))
        let image = try scene.image(140, 60) {
            HStack(spacing: 20) {
                ViewNode(.shape(.path(path), ShapePaint.fill(.color(.black)))).frame(width: 60, height: 60)
                ViewNode(.shape(.path(path), ShapePaint.fill(.color(.black), eoFill: true))).frame(width: 60, height: 60)
            }
        }
        let painted = { (x: Int, y: Int) in (image[x, y] >> 16) & 0xFF < 0x80 }
        #expect(painted(30, 30) && painted(5, 5))
        #expect(!painted(110, 30) && painted(85, 5))
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

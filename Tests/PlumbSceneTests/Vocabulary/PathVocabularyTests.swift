import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

/// The outline of a shape node (a `Path`, or a file's own `Shape` resolved for its bounds).
private func outline(_ node: SolvedNode?) -> Path? {
    guard case .shape(let shape, _) = node?.kind else { return nil }
    switch shape {
    case .path(let path): return path
    case .custom(let custom): return custom.resolvedPath
    default: return nil
    }
}

private let triangle = """
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    """

@Test func aShapeOfTheFileIsOutlinedByItsPathInItsBounds() throws {
    let solution = SceneHarness(triangle + """
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                Triangle().fill(.orange).frame(width: 120, height: 100).id("filled")
                Triangle().stroke(.blue, lineWidth: 4).frame(width: 80, height: 80).id("stroked")
                Triangle().frame(width: 10, height: 10).id("plain")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let filled = try #require(solution.nodes(named: "Triangle").first)
    #expect(filled.frame == CGRect(x: 140, y: 105, width: 120, height: 100))
    guard case .shape(.custom, ShapePaint.fill(.color(.orange), _)) = filled.kind else { Issue.record("not an orange custom shape"); return }
    #expect(outline(filled)?.elements == [
        .move(to: CGPoint(x: 60, y: 0)), .line(to: CGPoint(x: 120, y: 100)), .line(to: CGPoint(x: 0, y: 100)), .closeSubpath,
    ])
    let shapes = solution.nodes(named: "Triangle")
    #expect(shapes.map(\.frame.size) == [CGSize(width: 120, height: 100), CGSize(width: 80, height: 80), CGSize(width: 10, height: 10)])
    #expect(outline(shapes[1])?.boundingRect == CGRect(x: 0, y: 0, width: 80, height: 80))
    guard case .shape(_, ShapePaint.stroke(let color, let width, _)) = shapes[1].kind, case .shape(_, ShapePaint.fill(nil, _)) = shapes[2].kind else {
        Issue.record("paints"); return
    }
    #expect(color == .color(.blue) && width == 4)
}

@Test func aPathIsAGreedyViewDrawnInItsOwnCoordinates() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Path { path in
                path.move(to: CGPoint(x: 10, y: 10))
                path.addLine(to: CGPoint(x: 100, y: 40))
                path.addArc(center: CGPoint(x: 100, y: 60), radius: 20, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: false)
            }
            .stroke(.red, lineWidth: 2)
            .id("path")
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let node = try #require(solution.nodes(named: "Path").first)
    #expect(node.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
    let path = try #require(outline(node))
    #expect(path.elements.count == 4)
    #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 10)))
    let end = try #require(path.currentPoint)
    #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 80) < 1e-9)
}

@Test func pathValuesAnswerTheirGeometry() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        let oval = Path(ellipseIn: CGRect(x: 5, y: 5, width: 30, height: 10))
        var body: some View {
            var path = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
            path.addPath(oval.offsetBy(dx: 10, dy: 0))
            return Color.red
                .frame(width: path.boundingRect.width, height: oval.boundingRect.height)
                .id("box")
                .opacity(path.isEmpty || path.currentPoint == nil ? 0 : 1)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("box", in: solution)?.size == CGSize(width: 45, height: 10))
}

@Test func shapesOfTheFileClipAndTrim() throws {
    let solution = SceneHarness(triangle + """
    struct ContentView: View {
        var body: some View {
            VStack {
                Color.yellow.frame(width: 40, height: 20).clipShape(Triangle())
                Triangle().trim(from: 0, to: 0.5).stroke(.teal, lineWidth: 3).frame(width: 60, height: 30)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let clips = solution.tree?.root.all { if case .effect(.clipShape(.custom)) = $0.kind { true } else { false } } ?? []
    guard case .effect(.clipShape(.custom(let clip))) = try #require(clips.first).kind else { Issue.record("no clip"); return }
    #expect(clip.resolvedPath?.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
    let trimmed = try #require(solution.nodes(named: "Triangle").first)
    guard case .shape(.trimmed(.custom(let shape), 0, 0.5), ShapePaint.stroke) = trimmed.kind else { Issue.record("not trimmed"); return }
    #expect(shape.resolvedPath?.boundingRect == CGRect(x: 0, y: 0, width: 60, height: 30))
}

@Test func aFaultInPathInIsAnErrorAtItsPlaceAndTheShapeDrawsNothing() throws {
    let solution = SceneHarness("""
    struct Broken: Shape {
        let corners: [CGPoint] = []
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: corners[0])
            return path
        }
    }
    struct ContentView: View {
        var body: some View { Broken().fill(.red).frame(width: 20, height: 20) }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == ["Scene.swift:5:30: error: index out of range: index 0 in a collection of 0 elements"])
    #expect(outline(solution.nodes(named: "Broken").first) == Path())
}

@Test func theBorderOfAnInsettableShapeIsTheStrokeOfItsInset() throws {
    let solution = SceneHarness("""
    struct Ring: InsettableShape {
        var insetAmount: CGFloat = 0
        func path(in rect: CGRect) -> Path {
            Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
        }
        func inset(by amount: CGFloat) -> some InsettableShape {
            var ring = self
            ring.insetAmount += amount
            return ring
        }
    }
    struct ContentView: View {
        var body: some View { Ring().strokeBorder(.blue, lineWidth: 40).frame(width: 300, height: 300) }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let ring = try #require(solution.nodes(named: "Ring").first)
    guard case .shape(_, ShapePaint.stroke(.color(.blue), 40, _)) = ring.kind else { Issue.record("not a stroke"); return }
    let bounds = try #require(outline(ring)?.boundingRect)
    #expect(abs(bounds.minX - 20) < 1e-9 && abs(bounds.width - 260) < 1e-9)
}

@Test func onlyInsettableShapesHaveABorderToStroke() {
    let solution = SceneHarness(triangle + """
    struct ContentView: View {
        var body: some View { Triangle().strokeBorder(.blue, lineWidth: 4) }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [
        "Scene.swift:12:38: error: strokeBorder needs an InsettableShape; 'Triangle' is not one (stroke it instead)",
    ])
    let trimmed = SceneHarness(triangle + """
    struct ContentView: View {
        var body: some View { Triangle().trim(from: 0, to: 0.5).strokeBorder(.blue, lineWidth: 4) }
    }
    """).solve()
    #expect(SceneHarness.summaries(trimmed) == [
        "Scene.swift:12:61: error: strokeBorder needs an InsettableShape; 'Path' is not one (stroke it instead)",
    ])
}

import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func scaleOffsetAndTransformKeepAShapeAShapeInAFrameThatStays() throws {
    let solution = SceneHarness("""
    import SwiftUI
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                Circle().stroke(style: StrokeStyle(lineWidth: 4)).scale(2).fill(.red).frame(width: 40, height: 40).id("scaled")
                Rectangle().scale(x: 0.5, y: 2, anchor: .top).frame(width: 40, height: 40)
                Rectangle().offset(x: 10, y: 5).fill(.blue).frame(width: 40, height: 40).id("offset")
                Rectangle().transform(CGAffineTransform(scaleX: 2, y: 1)).frame(width: 40, height: 40)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let kinds = solution.tree?.root.all { if case .shape = $0.kind { true } else { false } }.map(\.kind) ?? []
    #expect(kinds.count == 4)
    // The stroke, a shape since iOS 17, scales with its outline; filling it paints the stroke.
    #expect({ if case .shape(.transformed(.circle, .scale(2, 2), anchor: .center), ShapePaint.stroke(.color(.red), lineWidth: 8, _)) = kinds.first { true } else { false } }())
    #expect({ if case .shape(.transformed(.rectangle, .scale(0.5, 2), anchor: .top), ShapePaint.fill(nil, _)) = kinds[1] { true } else { false } }())
    #expect({ if case .shape(.transformed(.rectangle, .translation(10, 5), anchor: .topLeading), ShapePaint.fill(.color(.blue), _)) = kinds[2] { true } else { false } }())
    #expect({ if case .shape(.transformed(.rectangle, .scale(2, 1), anchor: .topLeading), _) = kinds[3] { true } else { false } }())
    // The frames stay where the stack puts them: an offset shape is drawn moved, not laid out moved.
    #expect(SceneHarness.frames(["scaled", "offset"], in: solution) == [CGRect(x: 180, y: 120, width: 40, height: 40), CGRect(x: 180, y: 200, width: 40, height: 40)])
}

@Test func aFilledShapeIsAViewThatTheOffsetModifierMoves() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            ZStack {
                Rectangle().fill(.blue).offset(x: 10)
                Rectangle().offset(x: 10)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let kinds = solution.tree?.root.all { if case .shape = $0.kind { true } else { false } }.map(\.kind) ?? []
    #expect({ if case .shape(.rectangle, ShapePaint.fill(.color(.blue), _)) = kinds.first { true } else { false } }())
    #expect({ if case .shape(.transformed(.rectangle, .translation(10, 0), anchor: .topLeading), ShapePaint.fill(nil, _)) = kinds.last { true } else { false } }())
    #expect(solution.tree?.root.all { if case .offset(CGSize(width: 10, height: 0)) = $0.kind { true } else { false } }.count == 1)
}

@Test func onlyShapesScale() throws {
    let solution = SceneHarness("struct ContentView: View { var body: some View { Text(\"a\").scale(2) } }").solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:1:60: error: value of type 'Text' has no member 'scale'"])
}

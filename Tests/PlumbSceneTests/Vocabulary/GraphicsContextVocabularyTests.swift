import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

/// The drawing of the first canvas in a solution, as the engine resolved it for the canvas's size.
private func operations(in solution: SceneSolution) -> [CanvasOperation] {
    guard let node = solution.tree?.root.first(where: { if case .canvas = $0.kind { true } else { false } }),
          case .canvas(let drawing as CanvasDrawing) = node.kind else { return [] }
    return drawing.resolved ?? []
}

@Test func aCanvasIsGreedyAndItsRendererRunsForTheSizeItIsGiven() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
                context.stroke(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: 10)), with: .foreground, lineWidth: 3)
            }
            .frame(width: 50, height: 40)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.nodes(named: "Canvas").first?.frame.size == CGSize(width: 50, height: 40))
    #expect(operations(in: solution) == [
        CanvasOperation(.shape(Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 40)), .fill(.color(.red)))),
        CanvasOperation(.shape(Path(CGRect(x: 0, y: 0, width: 25, height: 10)), .stroke(nil, lineWidth: 3))),
    ])
}

@Test func aContextsTransformOpacityAndClipApplyToWhatItDrawsAfterAndACopyKeepsItsOwn() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Canvas { context, size in
                var copy = context
                copy.translateBy(x: 10, y: 20)
                copy.scaleBy(x: 2, y: 2)
                copy.opacity = 0.5
                copy.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
                copy.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.blue))
                context.drawLayer { layer in
                    layer.rotate(by: .degrees(90))
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.green))
                }
                context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            }
            .frame(width: 50, height: 40)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let drawn = operations(in: solution)
    #expect(drawn.count == 3)
    #expect(drawn.first?.transform == AffineMatrix(a: 2, d: 2, tx: 10, ty: 20))
    #expect(drawn.first?.opacity == 0.5)
    #expect(drawn.first?.clips.map(\.boundingRect) == [CGRect(x: 10, y: 20, width: 10, height: 10)])
    #expect(abs((drawn.dropFirst().first?.transform.b ?? 0) - 1) < 1e-12)
    #expect(drawn.last?.transform == AffineMatrix())
    #expect(drawn.last?.opacity == 1)
}

@Test func gradientsAreBetweenPointsOfTheCanvasAndTextAndSymbolsAreDrawnAtAnAnchor() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)),
                             with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
                context.draw(Text("Hi").font(.title).foregroundColor(.red), at: CGPoint(x: 25, y: 20), anchor: .topLeading)
                context.draw(Image(systemName: "star.fill"), in: CGRect(x: 0, y: 0, width: 10, height: 10))
                context.draw(Text("Plain"), at: .zero)
            }
            .frame(width: 50, height: 40)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(operations(in: solution).map(\.content) == [
        .shape(Path(CGRect(x: 0, y: 0, width: 50, height: 40)),
               .fill(.gradient(GradientFill(Gradient(colors: [.red, .blue]), .linear(startPoint: .topLeading, endPoint: .topTrailing))))),
        .text("Hi", font: .title, color: .red, at: CGPoint(x: 25, y: 20), anchor: .topLeading),
        .symbol("star.fill", font: .body, color: nil, in: CGRect(x: 0, y: 0, width: 10, height: 10)),
        .text("Plain", font: nil, color: nil, at: .zero, anchor: .center),
    ])
}

@Test func aFaultInTheRendererIsADiagnosticAndKeepsWhatWasDrawn() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        let sizes: [CGFloat] = []
        var body: some View {
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                context.fill(Path(CGRect(x: 0, y: 0, width: sizes[0], height: 1)), with: .color(.red))
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution).count == 1)
    #expect(SceneHarness.summaries(solution).first?.hasPrefix("Scene.swift:6:") == true)
    #expect(operations(in: solution).count == 1)
}

import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

/// The drawing effects of a solved tree, outermost first.
private func effects(_ solution: SceneSolution) -> [DrawingEffect] {
    solution.tree?.root.all { if case .effect = $0.kind { true } else { false } }.compactMap {
        if case .effect(let effect) = $0.kind { effect } else { nil }
    } ?? []
}

@Test func colorsReachTheEnvironmentBelow() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Text("a").foregroundColor(.red.opacity(0.5))
                Text("b").foregroundStyle(.secondary)
                Text("c")
            }
            .tint(.orange)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.text("a")?.environment.foregroundStyle == .color(Color.red.opacity(0.5)))
    #expect(solution.text("b")?.environment.foregroundStyle == .color(Color.secondary))
    #expect(solution.text("c")?.environment.foregroundStyle == nil)
    #expect(solution.text("c")?.environment.tint == Color.orange)
}

@Test func drawingEffectsKeepTheLayout() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .opacity(0.5).cornerRadius(3).clipShape(Capsule()).clipped().zIndex(2).hidden()
                .id("c")
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("c", in: solution) == CGRect(x: 195, y: 195, width: 10, height: 10))
    #expect(effects(solution) == [
        .hidden, .zIndex(2), .clipShape(.rectangle), .clipShape(.capsule),
        .clipShape(.roundedRectangle(cornerRadius: 3, style: .circular)), .opacity(0.5),
    ])
}

@Test func rotationAndScaleEffectsAreDrawnAboutTheirAnchorAndKeepTheLayout() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .rotationEffect(.degrees(90))
                .rotationEffect(Angle(radians: 1), anchor: .topLeading)
                .scaleEffect(2)
                .scaleEffect(CGSize(width: 3, height: 0.5), anchor: .bottom)
                .scaleEffect(x: 0.5)
                .id("c")
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("c", in: solution) == CGRect(x: 195, y: 195, width: 10, height: 10))
    #expect(effects(solution) == [
        .transform(DrawingTransform(scale: CGSize(width: 0.5, height: 1))),
        .transform(DrawingTransform(scale: CGSize(width: 3, height: 0.5), anchor: .bottom)),
        .transform(DrawingTransform(scale: CGSize(width: 2, height: 2))),
        .transform(DrawingTransform(rotation: .radians(1), anchor: .topLeading)),
        .transform(DrawingTransform(rotation: .degrees(90))),
    ])
    #expect(solution.tree?.root.kindName == "scaleEffect")
    #expect(solution.nodes(named: "rotationEffect").count == 2)
}

@Test func shapesFillWithColorExpressions() throws {
    let solution = SceneHarness("struct ContentView: View { var body: some View { Circle().fill(.blue.opacity(0.25)) } }").solve()
    #expect(solution.diagnostics.isEmpty)
    guard case .shape(.circle, let paint as ShapePaint) = solution.tree?.root.kind else {
        Issue.record("expected a circle")
        return
    }
    #expect(paint == .fill(.color(Color.blue.opacity(0.25))))
}

@Test func drawingArgumentsOfTheWrongTypeAreErrors() throws {
    let opacity = SceneHarness("struct ContentView: View { var body: some View { Color.red.opacity(\"half\") } }").solve()
    #expect(opacity.diagnostics.map(\.summary) == ["Scene.swift:1:68: error: cannot convert value of type 'String' to expected argument type 'Double'"])
    let clip = SceneHarness("struct ContentView: View { var body: some View { Color.red.clipShape(Color.red) } }").solve()
    #expect(clip.diagnostics.map(\.summary) == ["Scene.swift:1:76: error: cannot convert value of type 'Color' to expected argument type 'Shape'"])
}

@Test func ofSeveralForegroundStylesTextAndShapesTakeThePrimaryAndTintIsAStyle() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Text("Two").foregroundStyle(.white, .red)
                Text("Three").foregroundStyle(.orange, .secondary, .blue)
                Text("Tinted").foregroundStyle(.tint)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.text("Two")?.environment.foregroundStyle == .color(.white))
    #expect(solution.text("Three")?.environment.foregroundStyle == .color(.orange))
    #expect(solution.text("Tinted")?.environment.foregroundStyle == .color(.tint))
}

@Test func colourLiteralsUIColorsAndTheFifthForegroundLevel() throws {
    let solution = SceneHarness("""
    extension UIColor {
        static let brand = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    }
    struct ContentView: View {
        var body: some View {
            VStack {
                Text("literal").foregroundColor(Color(#colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)))
                Text("dynamic").foregroundColor(Color(.brand))
                Text("white").foregroundColor(Color(UIColor(white: 0.5, alpha: 1)))
                Text("quinary").foregroundStyle(.quinary)
                VStack { Text("tinted") }.accentColor(.pink)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.text("literal")?.environment.foregroundStyle == .color(Color(red: 0.25, green: 0.5, blue: 0.75, opacity: 0.5)))
    #expect(solution.text("dynamic")?.environment.foregroundStyle == .color(Color(red: 1, green: 0.5, blue: 0, opacity: 1)))
    #expect(solution.text("white")?.environment.foregroundStyle == .color(Color(white: 0.5, opacity: 1)))
    #expect(solution.text("quinary")?.environment.foregroundStyle == .color(Color(named: "quinary")))
    #expect(solution.text("tinted")?.environment.tint == Color.pink)
}

/// A hue rotation changes tones, not places: accepted silently, as the other colour filters.
@Test func anImagesRenderingModeKeepsItAnImageAndHueRotationIsNotDrawn() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Image("logo").renderingMode(.template).interpolation(.high).resizable().frame(width: 40, height: 30).hueRotation(.degrees(90)).id("logo")
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == ["Scene.swift:3:9: warning: no image named 'logo' in the asset catalogs (the project has none)"])
    #expect(SceneHarness.frame("logo", in: solution)?.size == CGSize(width: 40, height: 30))
}

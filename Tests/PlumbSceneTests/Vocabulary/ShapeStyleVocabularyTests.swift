import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

private func solve(_ views: String) -> SceneSolution {
    SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                \(views)
            }
        }
    }
    """).solve()
}

extension SceneSolution {
    /// The gradient drawn by the view tagged `id`.
    fileprivate func gradient(_ id: String) -> GradientFill? {
        if case .gradient(let fill)? = node(id)?.kind { return fill }
        return nil
    }

    /// The paint of the shape tagged `id`.
    fileprivate func paint(_ id: String) -> ShapePaint? {
        if case .shape(_, let paint as ShapePaint)? = node(id)?.kind { return paint }
        return nil
    }
}

private let redToBlue = Gradient(colors: [.red, .blue])

@Test func everyGradientInitializerMakesItsGradient() {
    let solution = solve("""
    LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom).id("a")
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).id("b")
            LinearGradient(stops: [.init(color: .red, location: 0.2), Gradient.Stop(color: .blue, location: 0.8)], startPoint: .topLeading, endPoint: .bottomTrailing).id("c")
            RadialGradient(colors: [.red, .blue], center: .center, startRadius: 5, endRadius: 50).id("d")
            EllipticalGradient(colors: [.red, .blue]).id("e")
            AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center).id("f")
            AngularGradient(colors: [.red, .blue], center: .topLeading, angle: .degrees(90)).id("g")
            AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180)).id("h")
    """)
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.gradient("a") == GradientFill(redToBlue, .linear(startPoint: .top, endPoint: .bottom)))
    #expect(solution.gradient("b") == GradientFill(redToBlue, .linear(startPoint: .leading, endPoint: .trailing)))
    let stops = Gradient(stops: [Gradient.Stop(color: .red, location: 0.2), Gradient.Stop(color: .blue, location: 0.8)])
    #expect(solution.gradient("c") == GradientFill(stops, .linear(startPoint: .topLeading, endPoint: .bottomTrailing)))
    #expect(solution.gradient("d") == GradientFill(redToBlue, .radial(center: .center, startRadius: 5, endRadius: 50)))
    #expect(solution.gradient("e") == GradientFill(redToBlue, .elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)))
    #expect(solution.gradient("f") == GradientFill(redToBlue, .angular(center: .center, startAngle: .zero, endAngle: .zero)))
    #expect(solution.gradient("g") == GradientFill(redToBlue, .angular(center: .topLeading, startAngle: Angle(radians: .pi / 2), endAngle: Angle(radians: .pi / 2 + 2 * .pi))))
    #expect(solution.gradient("h") == GradientFill(redToBlue, .angular(center: .center, startAngle: .zero, endAngle: Angle(radians: .pi))))
    // Greedy, as a Color: the eight share the window's height less the stack's spacing.
    #expect(solution.node("a")?.frame.width == 400)
    #expect(solution.nodes(named: "AngularGradient").count == 3)
}

@Test func shapeStylesPaintShapesAndTheForeground() {
    let solution = solve("""
    Circle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).id("fill")
            Capsule().stroke(.radialGradient(Gradient(colors: [.red, .blue]), center: .center, startRadius: 1, endRadius: 9), lineWidth: 3).id("stroke")
            Rectangle().strokeBorder(.conicGradient(colors: [.red, .blue], center: .bottom), lineWidth: 2).id("border")
            Rectangle().fill(.red).id("red")
            Text("t").foregroundStyle(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90)))
            Text("u").foregroundStyle(EllipticalGradient(colors: [.red, .blue], center: .top))
            Text("v").foregroundStyle(.ellipticalGradient(colors: [.red, .blue], endRadiusFraction: 1))
            Text("w").background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), in: RoundedRectangle(cornerRadius: 4))
            Text("x").border(.linearGradient(stops: [.init(color: .red, location: 0)], startPoint: .top, endPoint: .bottom), width: 2)
    """)
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.paint("fill") == .fill(.gradient(GradientFill(redToBlue, .linear(startPoint: .top, endPoint: .bottom)))))
    #expect(solution.paint("stroke") == .stroke(.gradient(GradientFill(redToBlue, .radial(center: .center, startRadius: 1, endRadius: 9))), lineWidth: 3))
    let conic = GradientFill(redToBlue, .angular(center: .bottom, startAngle: .zero, endAngle: Angle(radians: 2 * .pi)))
    #expect(solution.paint("border") == .strokeBorder(.gradient(conic), lineWidth: 2))
    #expect(solution.paint("red") == .fill(.color(.red)))
    let quarter = GradientFill(redToBlue, .angular(center: .center, startAngle: .zero, endAngle: Angle(radians: .pi / 2)))
    #expect(solution.text("t")?.environment.foregroundStyle == .gradient(quarter))
    let top = GradientFill(redToBlue, .elliptical(center: .top, startRadiusFraction: 0, endRadiusFraction: 0.5))
    #expect(solution.text("u")?.environment.foregroundStyle == .gradient(top))
    let wide = GradientFill(redToBlue, .elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 1))
    #expect(solution.text("v")?.environment.foregroundStyle == .gradient(wide))
    let backgrounds = solution.nodes(named: "RoundedRectangle").map(\.kind)
    guard backgrounds.count == 1, case .shape(_, let paint as ShapePaint) = backgrounds[0] else {
        Issue.record("expected one rounded rectangle behind 'w'")
        return
    }
    #expect(paint == .fill(.gradient(GradientFill(redToBlue, .linear(startPoint: .top, endPoint: .bottom)))))
    let border = solution.nodes(named: "Rectangle").compactMap { node -> ShapePaint? in if case .shape(_, let paint as ShapePaint) = node.kind { paint } else { nil } }.last
    #expect(border == .strokeBorder(.gradient(GradientFill(Gradient(colors: [.red]), .linear(startPoint: .top, endPoint: .bottom))), lineWidth: 2))
}

@Test func aGradientOfWrongValuesIsAnErrorAtItsCall() {
    let colours = solve("LinearGradient(colors: [.red, 1], startPoint: .top, endPoint: .bottom)")
    #expect(colours.diagnostics.map(\.summary) == ["Scene.swift:4:13: error: cannot convert value of type 'Int' to expected element type 'Color'"])
    let style = solve("Circle().fill(Text(\"a\"))")
    #expect(style.diagnostics.map(\.summary) == ["Scene.swift:4:27: error: cannot convert value of type 'Text' to expected argument type 'ShapeStyle?'"])
}

/// `AnyShapeStyle` erases a style's type and draws as the style.
@Test func anAnyShapeStyleFillsAsTheStyleItWraps() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var style: AnyShapeStyle { AnyShapeStyle(Color.red) }
        var body: some View {
            Rectangle().fill(style).id("box")
        }
    }
    #Preview { ContentView() }
    """).solve()
    #expect(solution.diagnostics.map(\.message) == [])
    #expect(solution.paint("box") == .fill(.color(.red)))
}

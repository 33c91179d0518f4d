import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// A scene's own animatable modifiers and shapes load and show their model values; transactions and the newer
/// animation makers run what they wrap.
@Test func animatableModifiersAndShapesShowTheirModelValues() {
    let solution = SceneHarness("""
    struct Cardify: AnimatableModifier {
        var rotation: Double
        var animatableData: Double {
            get { rotation }
            set { rotation = newValue }
        }
        func body(content: Content) -> some View {
            content.opacity(rotation < 90 ? 1 : 0.5).frame(width: rotation)
        }
    }
    struct Wedge: Shape {
        var start: Double
        var end: Double
        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(start, end) }
            set { start = newValue.first; end = newValue.second }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * (end - start), height: rect.height)) }
    }
    struct ContentView: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Color.red.frame(height: 50).modifier(Cardify(rotation: 120)).id("card")
                Text("\\(count)").id("count")
                Text(String(Wedge(start: 0.1, end: 0.75).animatableData.second)).id("pair")
            }
            .onAppear {
                withTransaction(Transaction(animation: .timingCurve(0.5, 0.15, 0.25, 1, duration: 1.5))) { count += 1 }
                var quiet = Transaction()
                quiet.disablesAnimations = true
                withTransaction(quiet) { count += 1 }
                withAnimation(.interpolatingSpring(stiffness: 100, damping: 10)) { count += 1 }
                withAnimation(.bouncy(duration: 0.4, extraBounce: 0.1)) { count += 1 }
                withAnimation(.snappy) { count += 1 }
                withAnimation(.interactiveSpring(response: 0.3, dampingFraction: 1, blendDuration: 1)) { count += 1 }
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(SceneHarness.frame("card", in: solution)?.width == 120)
    #expect(SceneHarness.text("count", in: solution) == "6")
    #expect(SceneHarness.text("pair", in: solution) == "0.75")
}

@Test func animatableDataIsInferredFromTheAnimatableDataProperty() {
    let solution = SceneHarness("""
    struct Wedge: Shape {
        var start: Double
        var end: Double
        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatableData(start, end) }
            set { start = newValue.first; end = newValue.second }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * animatableData.second, height: rect.height)) }
    }
    struct ContentView: View {
        var body: some View { Wedge(start: 0, end: 0.5).frame(width: 100, height: 20).id("wedge") }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty, "\\(solution.diagnostics)")
    #expect(solution.node("wedge")?.frame.width == 100)
}

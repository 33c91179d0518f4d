import Foundation
import Testing
@testable import PlumbLayout

@Suite struct GradientTests {
    @Test func colorsAreSpreadEvenlyFromZeroToOne() {
        #expect(Gradient(colors: [.red, .green, .blue]).stops == [
            Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .green, location: 0.5), Gradient.Stop(color: .blue, location: 1),
        ])
        #expect(Gradient(colors: [.red]).stops == [Gradient.Stop(color: .red, location: 0)])
        #expect(Gradient(colors: []).stops.isEmpty)
    }

    @Test func stopsAreOrderedByLocationKeepingTheOrderOfEqualOnes() {
        let gradient = Gradient(stops: [
            Gradient.Stop(color: .blue, location: 1), Gradient.Stop(color: .red, location: 0.5),
            Gradient.Stop(color: .green, location: 0.5), Gradient.Stop(color: .gray, location: 0),
        ])
        #expect(gradient.stops.map(\.color) == [.gray, .red, .green, .blue])
    }

    /// A gradient used as a view takes what it is offered, as a `Color` does (SEMANTICS §1.2).
    @Test func aGradientViewIsGreedyLikeAColor() {
        let linear = GradientFill(Gradient(colors: [.red, .blue]), .linear(startPoint: .leading, endPoint: .trailing))
        let tree = solve(HStack(spacing: 0) {
            linear.id("gradient")
            box(30, 10)
        }, width: 100, height: 50)
        #expect(tree.frame("gradient") == rect(0, 0, 70, 50))
        #expect(tree.node("gradient")?.kindName == "LinearGradient")
    }
}

import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func animatorViewsShowTheirContentAtTheFirstPhaseAndTheInitialValue() throws {
    let solution = SceneHarness("""
    import SwiftUI

    enum Step: CaseIterable { case small, large
        var inset: CGFloat { self == .small ? 4 : 20 }
    }

    struct ContentView: View {
        @State private var count = 0
        var body: some View {
            VStack(spacing: 0) {
                PhaseAnimator(Step.allCases) { step in
                    Color.red.frame(width: 10, height: 10).padding(step.inset)
                }
                .id("phases")
                PhaseAnimator([false, true], trigger: count) { grown in
                    Color.red.frame(width: 10, height: 10).padding(grown ? 20 : 1)
                } animation: { _ in .easeInOut }
                .id("triggered")
                KeyframeAnimator(initialValue: 3.0, repeating: true) { inset in
                    Color.red.frame(width: 10, height: 10).padding(inset)
                } keyframes: { _ in
                    LinearKeyframe(20.0, duration: 0.3)
                }
                .id("keyframes")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("phases", in: solution)?.size == CGSize(width: 18, height: 18))
    #expect(SceneHarness.frame("triggered", in: solution)?.size == CGSize(width: 12, height: 12))
    #expect(SceneHarness.frame("keyframes", in: solution)?.size == CGSize(width: 16, height: 16))
}

@Test func aPhaseAnimatorViewWithoutPhasesIsAnError() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            PhaseAnimator([Double]()) { phase in Color.red.padding(phase) }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:3:9: error: PhaseAnimator needs at least one phase"])
}

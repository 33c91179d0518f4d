import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func animationsAndFeedbackLeaveAViewAtRestAsItIs() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Image(systemName: "star").frame(width: 10, height: 10).id("plain")
                Image(systemName: "star").frame(width: 10, height: 10).id("modified")
                    .symbolEffect(.bounce, value: count)
                    .symbolEffect(.pulse)
                    .symbolEffect(.variableColor.iterative.reversing, options: .repeating)
                    .symbolEffect(.bounce.up.byLayer, options: .repeat(3).speed(2), value: count)
                    .symbolEffect(.disappear, isActive: false)
                    .contentTransition(.numericText(value: Double(count)))
                    .contentTransition(.symbolEffect(.replace))
                    .sensoryFeedback(.success, trigger: count)
                    .sensoryFeedback(.impact(weight: .heavy, intensity: 0.7), trigger: count)
                    .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
                    .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0.8) }
                    .hoverEffect(.lift)
                    .geometryGroup()
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let plain = try #require(SceneHarness.frame("plain", in: solution))
    #expect(SceneHarness.frame("modified", in: solution) == plain.offsetBy(dx: 0, dy: 10))
}

@Test func aBindingsAnimationIsTheBindingItself() throws {
    let harness = SceneHarness("""
    struct ContentView: View {
        @State private var isOn = false
        var body: some View {
            Toggle("Sound", isOn: $isOn.animation(.spring())).id("toggle")
            Toggle("Light", isOn: $isOn.animation()).transaction { $0.animation = nil }
        }
    }
    """)
    let solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(harness.document.tap(id: "toggle", in: solution))
    #expect(harness.solve().switches == [true, true])
}

@Test func aPhaseAnimatorShowsItsFirstPhaseAndAKeyframeAnimatorItsInitialValue() throws {
    let solution = SceneHarness("""
    struct Values { var inset = 5.0 }
    struct ContentView: View {
        @State private var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                    .phaseAnimator([4.0, 20.0]) { content, phase in content.padding(phase) }
                    .id("phases")
                Color.red.frame(width: 10, height: 10)
                    .phaseAnimator([false, true], trigger: count) { content, grown in content.padding(grown ? 20 : 1) } animation: { _ in .easeInOut }
                    .id("triggered")
                Color.red.frame(width: 10, height: 10)
                    .keyframeAnimator(initialValue: Values()) { content, value in
                        content.padding(value.inset)
                    } keyframes: { _ in
                        KeyframeTrack(\\.inset) {
                            LinearKeyframe(20.0, duration: 0.3)
                            SpringKeyframe(1.0, duration: 0.5, spring: .bouncy)
                        }
                    }
                    .id("keyframes")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("phases", in: solution)?.size == CGSize(width: 18, height: 18))
    #expect(SceneHarness.frame("triggered", in: solution)?.size == CGSize(width: 12, height: 12))
    #expect(SceneHarness.frame("keyframes", in: solution)?.size == CGSize(width: 20, height: 20))
}

@Test func aPhaseAnimatorWithoutPhasesIsAnError() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Color.red.phaseAnimator([Double]()) { content, phase in content.padding(phase) }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:3:19: error: phaseAnimator needs at least one phase"])
}

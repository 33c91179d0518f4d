import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// The stepper's two tap actions, minus then plus, in tree order.
private func stepperActions(_ solution: SceneSolution, _ id: String) throws -> [TapAction] {
    let stepper = try #require(solution.node(id))
    return stepper.all { if case .tapAction = $0.kind { true } else { false } }.compactMap { if case .tapAction(let action) = $0.kind { action } else { nil } }
}

@Test func aStepperShowsItsLabelAndStepsWithinItsBounds() throws {
    let harness = SceneHarness("""
    struct ContentView: View {
        @State private var count = 9
        @State private var level = 0.5
        @State private var log: [String] = []
        var body: some View {
            VStack(spacing: 0) {
                Stepper("Count \\(count)", value: $count, in: 0...10).id("count")
                Stepper(value: $level, step: 0.25) { Text("Level \\(level)") }.id("level")
                Stepper("Log \\(log.count)", onIncrement: { log.append("+") }, onDecrement: nil).id("log")
            }
            .frame(width: 300)
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Count 9", "Level 0.5", "Log 0"])
    let row = try #require(SceneHarness.frame("count", in: solution))
    let control = try #require(solution.tree?.root.first { if case .shape(.roundedRectangle, _) = $0.kind { true } else { false } })
    #expect(control.frame.size == StepperVocabulary.size)
    #expect(control.frame.maxX == row.maxX)
    #expect(row.height == StepperVocabulary.size.height)

    let count = try stepperActions(solution, "count"), level = try stepperActions(solution, "level"), log = try stepperActions(solution, "log")
    #expect(count.count == 2 && level.count == 2 && log.count == 2)
    harness.document.perform(count[1])
    harness.document.perform(count[1])
    harness.document.perform(level[0])
    harness.document.perform(log[1])
    harness.document.perform(log[0])
    solution = harness.solve()
    #expect(solution.texts == ["Count 10", "Level 0.25", "Log 1"])
}

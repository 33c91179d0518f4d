import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

private let counter = """
import SwiftUI

struct ContentView: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10 * CGFloat(count + 1), height: 20).id("bar")
            Text("Tap").onTapGesture { withAnimation(.linear(duration: 1)) { count += 1 } }.id("button")
            Rectangle().frame(width: 30, height: 30).onTapGesture { count = 0 }.id("reset")
        }
    }
}
"""

@Test func stateSurvivesSolvesAndTapsChangeIt() throws {
    let harness = SceneHarness(counter)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("bar", in: solution) == CGRect(x: 195, y: 164.8, width: 10, height: 20))
    #expect(harness.document.tap(id: "button", in: solution))
    #expect(harness.document.needsSolve)
    solution = harness.solve()
    #expect(SceneHarness.frame("bar", in: solution)?.width == 20)
    #expect(solution.animation == SceneAnimation(curve: .linear, duration: 1))
    #expect(harness.document.tap(id: "reset", in: solution))
    solution = harness.solve()
    #expect(SceneHarness.frame("bar", in: solution)?.width == 10)
    #expect(solution.animation == nil)
    #expect(!harness.document.tap(id: "missing", in: solution))
}

@Test func previewsGiveTheirSizesAndNames() throws {
    let document = SceneDocument(source: """
    #Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) { Color.blue.frame(width: 20, height: 20) }
    #Preview("Fits", traits: .sizeThatFitsLayout) { Color.blue.frame(width: 30, height: 40).padding(5) }
    #Preview { Color.green }
    """, file: "Previews.swift")
    #expect(document.previews.map(\.name) == ["Fixed", "Fits", nil])
    #expect(document.previews.map(\.layout) == [.fixed(CGSize(width: 200, height: 100)), .sizeThatFits, .device])
    #expect(document.solve(SolveRequest(preview: 0)).tree?.size == CGSize(width: 200, height: 100))
    #expect(document.solve(SolveRequest(preview: 1)).tree?.size == CGSize(width: 40, height: 50))
    #expect(document.solve(SolveRequest(preview: 2)).tree?.root.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(document.previewIndex(named: "Fits") == 1)
    #expect(document.previewIndex(named: "3") == 2)
    #expect(document.previewIndex(named: "Nope") == nil)
}

@Test func aPreviewProvidersPreviewsAreTheEntryPointWithoutAPreviewMacro() throws {
    // Code from before `#Preview`: the provider's `previews` is built with the view builder, its preview modifiers
    // accepted, and it is shown rather than `ContentView` (as Xcode's canvas does) — its first preview, as the canvas
    // shows several one by one.
    let solution = SceneHarness("""
    struct ContentView: View { var body: some View { Text("content").id("content") } }
    struct Badge: View { let text: String; var body: some View { Text(text).padding(4) } }
    struct Badge_Previews: PreviewProvider {
        static var previews: some View {
            Badge(text: "one").id("one")
            Badge(text: "two").id("two")
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Two")
                .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
        }
    }
    """)
    let result = solution.solve()
    #expect(result.diagnostics.isEmpty)
    #expect(solution.document.previews.map(\.name) == ["Badge_Previews"])
    #expect(SceneHarness.frame("content", in: result) == nil)
    #expect(SceneHarness.frame("one", in: result)?.size == CGSize(width: 33.5, height: 28.4))
    #expect(SceneHarness.frame("two", in: result) == nil)
    // The second preview's `previewLayout` sizes that preview, not the one shown.
    #expect(solution.document.previews.map(\.layout) == [.device])
}

@Test func thePreviewShownSizesItselfWithTraitsOrCanvasModifiers() throws {
    func size(_ source: String) -> CGSize? {
        SceneDocument(source: source, file: "Previews.swift").solve().tree?.size
    }
    #expect(size("#Preview(traits: .landscapeLeft) { Color.blue }") == CGSize(width: 844, height: 390))
    #expect(size("#Preview(\"Side\", traits: .landscapeRight) { Color.blue }") == CGSize(width: 844, height: 390))
    #expect(size("#Preview(traits: .portrait) { Color.blue }") == CGSize(width: 390, height: 844))
    let provider = """
    struct Card: View { var body: some View { Color.red.frame(width: 30, height: 20).padding(5) } }
    struct Card_Previews: PreviewProvider {
        static var previews: some View { Card()MODIFIER }
    }
    """
    func provided(_ modifier: String) -> CGSize? { size(provider.replacingOccurrences(of: "MODIFIER", with: modifier)) }
    #expect(provided(".previewLayout(.fixed(width: 200, height: 100))") == CGSize(width: 200, height: 100))
    #expect(provided(".previewLayout(.sizeThatFits)") == CGSize(width: 40, height: 30))
    #expect(provided(".previewInterfaceOrientation(.landscapeLeft)") == CGSize(width: 844, height: 390))
    #expect(provided(".previewLayout(.device)") == CGSize(width: 390, height: 844))
    #expect(provided("") == CGSize(width: 390, height: 844))
}

@Test func aValueThatIsNotAViewIsAnErrorAtItsPlace() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Text("ok")
                AnyView(42)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:5:13: error: 'Int' is not a View"])
    #expect(solution.tree?.root.first { $0.kindName == "Text" } != nil)
}

@Test func loadErrorsStopTheSolve() throws {
    let solution = SceneHarness("struct ContentView: View { var body: some View { Rectangel() } }").solve()
    #expect(solution.tree == nil)
    #expect(solution.diagnostics.first?.summary == "Scene.swift:1:50: error: cannot find 'Rectangel' in scope; did you mean 'Rectangle'?")
}

/// Twelve rows (enough bodies for helper threads to lower them while the first solve runs), one with a mistake in
/// a method no view calls.
private func rows(faulty: Bool) -> String {
    (0..<12).map { index in
        """
        struct Row\(index): View {
            func unused() -> Int { \(faulty && index == 11 ? "missing" : "0") }
            var body: some View { Color.red.frame(width: \(index + 1), height: 10).id("row\(index)") }
        }

        """
    }.joined() + "struct ContentView: View { var body: some View { VStack { " + (0..<12).map { "Row\($0)()" }.joined(separator: "; ") + " } } }"
}

@Test func theFirstSolveRunsWhileBodiesAreLoweredAndLoadErrorsStillStopIt() throws {
    let solution = SceneHarness(rows(faulty: false)).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("row11", in: solution)?.width == 12)
    let faulty = SceneHarness(rows(faulty: true))
    let stopped = faulty.solve()
    #expect(stopped.tree == nil)
    #expect(stopped.diagnostics.map(\.summary) == ["Scene.swift:46:28: error: cannot find 'missing' in scope"])
    #expect(faulty.document.viewTree() == nil)
    #expect(faulty.document.solve().diagnostics.map(\.summary) == stopped.diagnostics.map(\.summary))
}

@Test func withoutAPreviewTheFirstOfSeveralViewsIsShownWithAWarning() {
    let document = SceneDocument(source: """
    struct MonthView: View {
        var body: some View { VStack { DayCell(day: 1); DayCell(day: 2) } }
    }
    struct DayCell: View {
        let day: Int
        var body: some View { Text("\\(day)") }
    }
    """, file: "Month.swift")
    let solution = document.solve(SolveRequest(size: CGSize(width: 200, height: 200)))
    #expect(document.previews.map(\.name) == ["MonthView"])
    #expect(solution.diagnostics.map(\.summary) == [
        "Month.swift:1:1: warning: no #Preview: showing 'MonthView', the first of the file's views ('MonthView', 'DayCell'); add a #Preview { … } to choose",
    ])
    #expect(solution.tree != nil)
}

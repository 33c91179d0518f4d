import Foundation
import PlumbInterpreter
import Testing
@testable import PlumbScene

@Test func independentMistakesInSeveralViewsAreEachReportedInSourceOrder() {
    let solution = SceneHarness("""
    import SwiftUI

    struct Header: View {
        var body: some View { Text(title) }
    }

    func total() -> Int {
        count + 1
    }

    struct Footer: View {
        var body: some View { Text(note) }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [
        "Scene.swift:4:32: error: cannot find 'title' in scope",
        "Scene.swift:8:5: error: cannot find 'count' in scope",
        "Scene.swift:12:32: error: cannot find 'note' in scope",
    ])
}

@Test func runtimeFaultsOfSeveralViewsAreEachReportedAtTheirExpressionInSourceOrder() {
    let solution = SceneHarness("""
    import SwiftUI

    struct First: View {
        let values = [1, 2, 3]
        var body: some View { Text("\\(values[3])") }
    }

    struct Second: View {
        let missing: Int? = nil
        var body: some View { Text("\\(missing!)") }
    }

    struct Third: View {
        let zero = 0
        var body: some View { Text("\\(12 / zero)") }
    }

    #Preview { VStack { Third(); Second(); First() } }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [
        "Scene.swift:5:41: error: index out of range: index 3 in a collection of 3 elements",
        "Scene.swift:10:42: error: unexpectedly found nil while unwrapping an Optional value",
        "Scene.swift:15:38: error: division by zero",
    ])
}

@Test func aFloodOfErrorsStopsAtTheLimitWithANote() {
    let texts = (1...24).map { "        Text(unknown\($0))" }.joined(separator: "\n")
    let solution = SceneHarness("""
    import SwiftUI
    struct Many: View {
        var body: some View { VStack {
    \(texts)
        } }
    }
    """).solve()
    let summaries = SceneHarness.summaries(solution)
    #expect(summaries.count == 21)
    #expect(summaries.first == "Scene.swift:4:14: error: cannot find 'unknown1' in scope")
    #expect(summaries.last == "Scene.swift:24:14: note: too many errors emitted, stopping now: 4 more not shown (Plumb shows the first 20)")
}

@Test func preferencesThatNeverSettleAreReportedAtTheOnPreferenceChangeWithANoteAtThePreference() throws {
    let solution = SceneHarness("""
    import SwiftUI

    struct WidthKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
    }

    struct Growing: View {
        @State private var width: CGFloat = 10
        var body: some View {
            Color.red
                .frame(width: width, height: 10)
                .preference(key: WidthKey.self, value: width)
                .onPreferenceChange(WidthKey.self) { value in width = value + 1 }
        }
    }
    """).solve()
    let warning = try #require(solution.diagnostics.first)
    #expect(solution.diagnostics.count == 1)
    #expect(warning.summary == "Scene.swift:14:14: warning: preferences did not settle after 10 layout passes: this onPreferenceChange keeps changing state")
    #expect(warning.notes.map { "\($0.location.map(\.description) ?? ""): \($0.message)" } == [
        "Scene.swift:13:14: the preference it reads is set here"
    ])
}

import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aMultiDatePickerDrawsTheMonthOfItsFirstSelectedDayWithTheSelectionCircled() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var dates: Set<DateComponents> = [DateComponents(year: 2022, month: 9, day: 7), DateComponents(year: 2022, month: 9, day: 6)]
        var body: some View {
            MultiDatePicker("Dates", selection: $dates).tint(.red)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let texts = solution.texts
    #expect(Array(texts.prefix(8)) == ["September 2022", "SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
    #expect(Array(texts.dropFirst(8)) == (1...30).map(String.init))
    // 1 September 2022 was a Thursday: the fifth of seven equal columns, in the first row of days.
    let column = 400.0 / 7
    #expect(abs((solution.text("1")?.frame.midX ?? 0) - 4.5 * column) < 0.01)
    #expect(abs((solution.text("4")?.frame.midX ?? 0) - 0.5 * column) < 0.01)
    #expect((solution.text("4")?.frame.midY ?? 0) - (solution.text("1")?.frame.midY ?? 0) == MultiDatePickerVocabulary.rowHeight)
    let circles = solution.tree?.root.all { if case .shape(.circle, _) = $0.kind { true } else { false } } ?? []
    #expect(circles.map(\.frame.size) == [CGSize(width: 40, height: 40), CGSize(width: 40, height: 40)])
    #expect(abs((circles.first?.frame.midX ?? 0) - 2.5 * column) < 0.01)
}

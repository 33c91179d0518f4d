import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// The texts and diagnostics of `views`, solved at noon, with `calendar` the current one among the view's members.
private func texts(_ views: String, members: String = "") -> (texts: [String], diagnostics: [String]) {
    SceneHarness.textsAtNoon(views, members: "let calendar = Calendar.current\n    " + members)
}

@Test func aCalendarReadsAndAddsTheComponentsOfADate() {
    let result = texts("""
    Text("\\(calendar.component(.year, from: when)) \\(calendar.component(.month, from: when)) \\(calendar.component(.day, from: when)) \\(calendar.component(.weekday, from: when))")
            Text("\\(calendar.component(.day, from: calendar.date(byAdding: .day, value: 14, to: when)!))")
            Text("\\(calendar.component(.month, from: calendar.date(byAdding: DateComponents(month: 2), to: when)!))")
            Text("\\(calendar.component(.hour, from: calendar.startOfDay(for: when)))")
            Text("\\(calendar.dateComponents([.day], from: when, to: calendar.date(byAdding: .day, value: 3, to: when)!).day!)")
            Text("\\(calendar.component(.weekday, from: calendar.date(from: DateComponents(year: 2026, month: 12, day: 25))!))")
            Text("\\(calendar.component(.minute, from: calendar.date(bySettingHour: 9, minute: 41, second: 0, of: when)!))")
            Text(calendar.weekdaySymbols[0] + " " + calendar.shortMonthSymbols[10] + " \\(calendar.firstWeekday)")
    """)
    #expect(result.diagnostics == [])
    // An integer interpolated into a Text literal is grouped as SwiftUI formats it: the year reads "2,026".
    #expect(result.texts == ["2,026 11 18 4", "2", "1", "0", "3", "6", "41", "Sunday Nov 1"])
}

@Test func aCalendarByIdentifierGivesTheDaysOfAMonthAndDurationsAreWrittenAsTimes() {
    let result = texts("""
    Text("\\(Calendar(identifier: .gregorian).range(of: .day, in: .month, for: when)!) \\(Calendar(identifier: .iso8601).firstWeekday)")
            Text(Duration.seconds(3725).formatted() + " " + Duration.seconds(3725).formatted(.time(pattern: .minuteSecond)))
            Text(Duration.seconds(3725).formatted(.time(pattern: .hourMinute)) + " " + Duration.seconds(65.6).formatted(.time(pattern: .minuteSecond)))
    """)
    #expect(result.diagnostics == [])
    #expect(result.texts == ["1..<31 2", "1:02:05 62:05", "1:02 1:06"])
}

@Test func todayIsTheSolvesMomentAndDatesCompareByDay() {
    let result = texts("""
    Text("\\(calendar.isDateInToday(when)) \\(calendar.isDateInYesterday(when)) \\(calendar.isDateInTomorrow(tomorrow))")
            Text("\\(calendar.isDate(when, inSameDayAs: tomorrow)) \\(calendar.isDate(when, equalTo: tomorrow, toGranularity: .month))")
            Text("\\(calendar.isDateInWeekend(when)) \\(calendar.isDateInWeekend(saturday))")
    """, members: """
    var tomorrow: Date { calendar.date(byAdding: .day, value: 1, to: when)! }
        var saturday: Date { calendar.date(byAdding: .day, value: 3, to: when)! }
    """)
    #expect(result.diagnostics == [])
    #expect(result.texts == ["true false true", "false true", "false true"])
}

@Test func dateComponentsFieldsAreReadAndWritten() {
    let result = texts("""
    Text(summary)
    """, members: """
    var summary: String {
            var parts = DateComponents(hour: 9)
            parts.minute = 30
            parts.hour = nil
            let day = Calendar.current.dateComponents([.year, .day], from: when)
            return "\\(parts.hour == nil) \\(parts.minute ?? 0) \\(day.year ?? 0) \\(day.day ?? 0) \\(day.month == nil)"
        }
    """)
    #expect(result.diagnostics == [])
    #expect(result.texts == ["true 30 2026 18 true"])
}

@Test func aCalendarsTimeZoneIsSet() {
    let result = texts("""
    Text("\\(tokyo.component(.hour, from: when)) \\(tokyo.timeZone.identifier)")
    """, members: """
    var tokyo: Calendar {
            var calendar = Calendar.current
            calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
            return calendar
        }
    """)
    #expect(result.diagnostics == [])
    #expect(result.texts == ["21 Asia/Tokyo"])
}

@Test func anUnknownComponentOrLabelIsAnErrorAtTheCall() {
    #expect(texts("""
    Text("\\(calendar.component(.fortnight, from: when))")
    """).diagnostics == ["Scene.swift:8:40: error: type 'Calendar.Component' has no member 'fortnight'"])
    #expect(texts("""
    Text("\\(calendar.date(adding: .day, value: 1, to: when)!)")
    """).diagnostics == [
        "Scene.swift:8:30: error: no exact matches in call to 'date' with arguments (adding:value:to:); expected one of: "
            + "(byAdding:value:to:wrappingComponents:), (byAdding:to:wrappingComponents:), (from:), (bySettingHour:minute:second:of:)",
    ])
}

import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// The time of `date` as `en_US` writes it, in this machine's time zone: `12:00 PM`, with seconds `12:00:00 PM`.
private func time(_ date: Date, seconds: Bool = false) -> String {
    let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
    let hour = parts.hour! % 12 == 0 ? 12 : parts.hour! % 12
    let tail = seconds ? ":" + String(format: "%02d", parts.second!) : ""
    return "\(hour):" + String(format: "%02d", parts.minute!) + tail + (parts.hour! < 12 ? " AM" : " PM")
}

@Test func dateTimeFormatStylesWriteTheFieldsPickedFromThem() {
    let result = SceneHarness.textsAtNoon("""
    Text(when.formatted(.dateTime.month().day()))
            Text(when, format: .dateTime.weekday(.wide).month(.wide).day().year())
            Text(when, format: .dateTime.hour().minute())
            Text(when.formatted(.dateTime))
            Text(when.formatted(.dateTime.month(.twoDigits).day().year()))
            Text(when.formatted(.dateTime.weekday()))
            Text("Due \\(when, format: .dateTime.month(.abbreviated).day())")
            Text(when, format: Date.FormatStyle(date: .numeric, time: .standard))
            Text(when.formatted(Date.FormatStyle(date: .abbreviated)))
            Text(when.formatted(Date.FormatStyle()))
    """)
    #expect(result.diagnostics.isEmpty)
    #expect(result.texts == [
        "Nov 18", "Wednesday, November 18, 2026", time(noon), "11/18/2026, \(time(noon))", "11/18/2026", "Wed", "Due Nov 18",
        "11/18/2026, \(time(noon, seconds: true))", "Nov 18, 2026", "11/18/2026, \(time(noon))",
    ])
}

@Test func dateFormattersWriteTheirStylesOrTheirFormat() {
    // Xcode's app template: a formatter made by a closure, shown through `Text`'s interpolation.
    let result = SceneHarness.textsAtNoon("""
    Text("Item at \\(when, formatter: itemFormatter)")
            Text(when, formatter: itemFormatter)
            Text(Self.custom.string(from: when))
            Text(formatter(.medium, .short).string(from: when))
            Text(formatter(.long, .none).string(from: when))
            Text(formatter(.full, .none).string(from: when))
            Text("[\\(DateFormatter().string(from: when))]")
            Text(restyled.string(from: when))
    """, members: """
    static let custom: DateFormatter = {
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd"
            return formatter
        }()
        func formatter(_ date: DateFormatter.Style, _ time: DateFormatter.Style) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.dateStyle = date
            formatter.timeStyle = time
            return formatter
        }
        var restyled: DateFormatter {
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy"
            formatter.dateStyle = .short
            return formatter
        }
    """, globals: """
    private let itemFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .medium
        return formatter
    }()
    """)
    #expect(result.diagnostics.isEmpty)
    #expect(result.texts == [
        "Item at 11/18/26, \(time(noon, seconds: true))", "11/18/26, \(time(noon, seconds: true))", "2026-11-18",
        "Nov 18, 2026 at \(time(noon))", "November 18, 2026", "Wednesday, November 18, 2026", "[]", "11/18/26",
    ])
}

@Test func aDateFormatterReadsADateAsItWritesOne() {
    let result = SceneHarness.textsAtNoon("""
    Text(Self.custom.date(from: "2024-03-15").map { Self.custom.string(from: $0) } ?? "nil")
            Text(Self.medium.date(from: "Mar 16, 2024").map { Self.custom.string(from: $0) } ?? "nil")
            Text(Self.custom.date(from: "March 15") == nil ? "nil" : "a date")
    """, members: """
    static let custom: DateFormatter = {
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd"
            return formatter
        }()
        static let medium: DateFormatter = {
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            return formatter
        }()
    """)
    #expect(result.diagnostics.isEmpty)
    #expect(result.texts == ["2024-03-15", "2024-03-16", "nil"])
}

@Test func aFieldPickedFromANumberFormatIsAnErrorAtThePick() {
    let result = SceneHarness.textsAtNoon("Text(when, format: .number.month())")
    #expect(result.diagnostics == ["Scene.swift:7:40: error: 'month()' picks a field of a date format style such as .dateTime"])
}

@Test func aFormattersLocaleAndTimeZoneWriteItsPatternAndItsTimeZoneItsStyles() {
    let result = SceneHarness.textsAtNoon("""
    Text(formatter("d. MMMM yyyy", locale: "de_DE").string(from: when))
            Text(formatter("EEEE d MMMM", locale: "fr_FR").string(from: when))
            Text(formatter("HH:mm", zone: TimeZone(secondsFromGMT: 9 * 3600)!).string(from: when))
            Text(styled.string(from: when))
            Text("\\(Locale.current.identifier) \\(TimeZone(identifier: "Nowhere/Special") == nil) \\(TimeZone.gmt.secondsFromGMT())")
            Text(TimeZone(identifier: "Asia/Tokyo")!.identifier + " " + Locale(identifier: "en_GB").identifier)
    """, members: """
    func formatter(_ pattern: String, locale: String = "en_US_POSIX", zone: TimeZone = .gmt) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.timeZone = zone
            formatter.dateFormat = pattern
            return formatter
        }
        var styled: DateFormatter {
            let formatter = DateFormatter()
            formatter.dateStyle = .short
            formatter.timeStyle = .short
            formatter.timeZone = TimeZone(identifier: "Asia/Tokyo")
            return formatter
        }
    """)
    #expect(result.diagnostics == [])
    #expect(result.texts == [
        "18. November 2026", "mercredi 18 novembre", "21:00", "11/18/26, 9:00 PM", "en_US true 0", "Asia/Tokyo en_GB",
    ])
}

@Test func aFormattersLocaleIsALocaleOrNil() {
    let result = SceneHarness.textsAtNoon("Text(formatter.string(from: when))", members: """
    var formatter: DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = nil
            formatter.dateFormat = "MMMM"
            formatter.locale = "de_DE"
            return formatter
        }
    """)
    #expect(result.diagnostics == ["Scene.swift:8:19: error: expected a Locale"])
}

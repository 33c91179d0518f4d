import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// Solves `views` in a `VStack` of a 400×400 window at the moment `now`.
private func solve(_ views: String, now: Date = noon, members: String = "") -> SceneSolution {
    var harness = SceneHarness("""
    struct ContentView: View {
        \(members)
        var body: some View {
            VStack(spacing: 0) {
                \(views)
            }
        }
    }
    """)
    harness.request.now = now
    return harness.solve()
}

/// The time of `date` as `Text(date, style: .time)` writes it, in this machine's time zone.
private func shortTime(_ date: Date) -> String {
    let parts = Calendar.current.dateComponents([.hour, .minute], from: date)
    let hour = parts.hour! % 12 == 0 ? 12 : parts.hour! % 12
    return "\(hour):" + String(format: "%02d", parts.minute!) + (parts.hour! < 12 ? " AM" : " PM")
}

@Test func datesAddCompareAndMeasureIntervals() {
    let solution = solve("""
    Text("\\(start.timeIntervalSince1970)")
            Text("\\(start.addingTimeInterval(minute).timeIntervalSince(start))")
            Text("\\(start + 30 < start)")
            Text("\\(start.distance(to: start - 5))")
            Text("\\(Date(timeInterval: 10, since: start).timeIntervalSince1970)")
            Text("\\([start + 3, start, start.advanced(by: 1)].sorted().first == start)")
            Text("\\(Date(timeIntervalSinceReferenceDate: 0).timeIntervalSince1970)")
            Text("\\(Date.distantFuture > start)")
    """, members: "let start = Date(timeIntervalSince1970: 1_000); let minute: TimeInterval = 60")
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["1000.0", "60.0", "false", "-5.0", "1010.0", "true", "978307200.0", "true"])
}

@Test func anOperatorTypesAnImplicitMemberOnItsRight() {
    // `Date`'s `-` and `+` take a `TimeInterval`: an implicit member on their right, in a compound assignment or not,
    // is a `Double`'s, not a `Date`'s.
    let solution = solve("""
    Text("\\(shifted().timeIntervalSince1970)")
    """, members: """
    func shifted() -> Date {
            var time = Date(timeIntervalSince1970: 1_000)
            time -= .random(in: 60 ... 60)
            time += .init(5)
            return time + .random(in: 1 ... 1)
        }
    """)
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["946.0"])
}

@Test func everyDateOfASolveIsTheMomentItStarted() {
    let solution = solve("""
    Text("\\(Date().timeIntervalSince1970)")
            Text("\\(Date.now.timeIntervalSince1970)")
            Text("\\(Date(timeIntervalSinceNow: 60).timeIntervalSince1970)")
            Text("\\(Date().timeIntervalSinceNow)")
            Text("\\(Date())")
    """)
    #expect(solution.texts == ["1795003200.0", "1795003200.0", "1795003260.0", "0.0", "2026-11-18 12:00:00 +0000"])
}

@Test func datesAreWrittenAsFoundationAndSwiftUIWriteThem() {
    let solution = solve("""
    Text(now.formatted())
            Text(now.formatted(date: .numeric, time: .omitted))
            Text(now.formatted(date: .abbreviated, time: .omitted))
            Text(now.formatted(date: .long, time: .omitted))
            Text(now.formatted(date: .complete, time: .omitted))
            Text(now, style: .date)
            Text(now, style: .time)
            Text(now + 3_725, style: .relative)
            Text(now - 1, style: .relative)
            Text(now + 2 * 86_400 + 7_200, style: .relative)
            Text(now - 90, style: .offset)
            Text(now + 3_725, style: .timer)
            Text(now + 65, style: .timer)
    """, members: "let now = Date()")
    #expect(solution.diagnostics.isEmpty)
    let time = shortTime(noon)
    #expect(solution.texts == [
        "11/18/2026, \(time)", "11/18/2026", "Nov 18, 2026", "November 18, 2026", "Wednesday, November 18, 2026",
        "November 18, 2026", time, "1 hr, 2 min", "1 sec", "2 days, 2 hr", "-1 min, 30 sec", "1:02:05", "1:05",
    ])
}

/// Found by fuzzing: a NaN date's relative text trapped converting the interval to `Int`.
@Test func aRelativeDateOfNoNumberIsNoTime() {
    let solution = solve("""
    Text(Date(timeIntervalSince1970: .nan), style: .relative)
            Text(Date(timeIntervalSince1970: 1e300), style: .relative)
    """)
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts.first == "0 sec")
    #expect(solution.texts.count == 2)
}

/// The label leads; the date and time pills (text padded 6 pt and 11 pt, 6 pt apart) keep their size at the end.
@Test func aDatePickerShowsItsDateAndTimeInPillsAfterItsLabel() throws {
    let solution = solve("""
    DatePicker("Due", selection: $due)
            DatePicker("Day", selection: $due, displayedComponents: .date)
            DatePicker(selection: $due, in: Date()..., displayedComponents: [.hourAndMinute]) { Text("Time") }
    """, members: "@State private var due = Date()")
    #expect(solution.diagnostics.isEmpty)
    let time = shortTime(noon)
    #expect(solution.texts == ["Due", "Nov 18, 2026", time, "Day", "Nov 18, 2026", "Time", time])
    // The fixed measurer: 8.5 pt per character and 20.4 pt lines at 17 pt.
    let (dateWidth, timeWidth, height) = (12 * 8.5 + 22, CGFloat(time.count) * 8.5 + 22, 20.4 + 12)
    let pills = solution.nodes(named: "RoundedRectangle").map(\.frame)
    #expect(pills.count == 4)
    let rowTop = (400 - 3 * height) / 2
    #expect(pills[0].isClose(to: CGRect(x: 400 - timeWidth - 6 - dateWidth, y: rowTop, width: dateWidth, height: height)))
    #expect(pills[1].isClose(to: CGRect(x: 400 - timeWidth, y: rowTop, width: timeWidth, height: height)))
    #expect(pills[2].isClose(to: CGRect(x: 400 - dateWidth, y: rowTop + height, width: dateWidth, height: height)))
    #expect(pills[3].isClose(to: CGRect(x: 400 - timeWidth, y: rowTop + 2 * height, width: timeWidth, height: height)))
    #expect(solution.text("Due")?.frame.minX == 0)
}

@Test func aDatePickerStyleOtherThanCompactIsAWarningAndAWrongSelectionAnError() {
    let styled = solve("""
    DatePicker("a", selection: .constant(Date())).datePickerStyle(.graphical)
            DatePicker("b", selection: .constant(Date())).datePickerStyle(.compact)
    """)
    #expect(styled.diagnostics.map(\.summary) == [
        "Scene.swift:5:59: warning: datePickerStyle(.graphical) is not applied: the date picker is drawn in the compact style",
    ])
    let wrong = solve("DatePicker(\"a\", selection: .constant(5))")
    #expect(wrong.diagnostics.map(\.summary) == ["Scene.swift:5:13: error: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<Date>'"])
}

@Test func datesAndURLsAreCodedInJSONUnderEachStrategy() {
    // Foundation's default is seconds since 2001; ISO 8601 text, seconds and milliseconds since 1970 on request.
    let solution = solve(#"""
    Text("\(decoded(.deferredToDate, "0").timeIntervalSince1970)")
            Text("\(decoded(.iso8601, "\"2024-06-10T17:00:00Z\"").timeIntervalSince1970)")
            Text("\(decoded(.millisecondsSince1970, "1500").timeIntervalSince1970)")
            Text(encoded(.iso8601))
            Text(encoded(.secondsSince1970))
            Text("\((try? JSONDecoder().decode(URL.self, from: Data(#""https://apple.com""#.utf8)))?.absoluteString ?? "nil")")
    """#, members: #"""
    struct Stamp: Codable { let at: Date }
    func decoded(_ strategy: JSONDecoder.DateDecodingStrategy, _ json: String) -> Date {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = strategy
        return try! decoder.decode(Stamp.self, from: Data("{\"at\": \(json)}".utf8)).at
    }
    func encoded(_ strategy: JSONEncoder.DateEncodingStrategy) -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = strategy
        return String(decoding: try! encoder.encode(Stamp(at: Date(timeIntervalSince1970: 86_400))), as: UTF8.self)
    }
    """#)
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == [
        "978307200.0", "1718038800.0", "1.5", #"{"at":"1970-01-02T00:00:00Z"}"#, #"{"at":86400}"#, "https://apple.com",
    ])
}

@Test func aDateFormattersFormatIsAJSONDateStrategy() {
    // Moonshot's decoder: `formatter.dateFormat = "y-MM-dd"; decoder.dateDecodingStrategy = .formatted(formatter)`.
    let solution = solve(#"""
    Text(launch.formatted(date: .abbreviated, time: .omitted))
            Text(String(decoding: try! encoder.encode(Stamp(at: launch)), as: UTF8.self))
    """#, members: #"""
    struct Stamp: Codable { let at: Date }
    var formatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = "y-MM-dd"
        return formatter
    }
    var launch: Date {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(formatter)
        return try! decoder.decode(Stamp.self, from: Data(#"{"at": "1968-10-11"}"#.utf8)).at
    }
    var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .formatted(formatter)
        return encoder
    }
    """#)
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Oct 11, 1968", #"{"at":"1968-10-11"}"#])
}

import Foundation
import PlumbInterpreter

/// Foundation's `Calendar` and `DateComponents`, as app code and preview sample data use them: `Calendar.current` (the
/// Gregorian calendar in the machine's time zone, weeks starting on Sunday, `en_US` names) with
/// `date(byAdding:value:to:)`, `date(byAdding:to:)`, `component(_:from:)`, `dateComponents(_:from:)`,
/// `dateComponents(_:from:to:)`, `startOfDay(for:)`, `date(from:)`, `date(bySettingHour:minute:second:of:)`,
/// `isDate(_:inSameDayAs:)`, `isDate(_:equalTo:toGranularity:)`, `isDateInToday(_:)`, `isDateInYesterday(_:)`,
/// `isDateInTomorrow(_:)`, `isDateInWeekend(_:)`, the weekday and month symbols and a settable `timeZone`;
/// `DateComponents(year:month:day:…)` with its fields read and written. "Today" is the solve's moment
/// (``PreviewClock``), as every `Date()` of a solve is.
enum CalendarVocabulary {
    /// The components a scene names: each case's name, and its field of `DateComponents`, in the order
    /// `DateComponents(…)` takes them after `calendar:` and `timeZone:` (which Plumb leaves out).
    static var fields: [(name: String, component: Calendar.Component, keyPath: WritableKeyPath<DateComponents, Int?>)] {
        [
            ("era", .era, \.era), ("year", .year, \.year), ("month", .month, \.month), ("day", .day, \.day),
            ("hour", .hour, \.hour), ("minute", .minute, \.minute), ("second", .second, \.second),
            ("nanosecond", .nanosecond, \.nanosecond), ("weekday", .weekday, \.weekday),
            ("weekdayOrdinal", .weekdayOrdinal, \.weekdayOrdinal), ("quarter", .quarter, \.quarter),
            ("weekOfMonth", .weekOfMonth, \.weekOfMonth), ("weekOfYear", .weekOfYear, \.weekOfYear),
            ("yearForWeekOfYear", .yearForWeekOfYear, \.yearForWeekOfYear),
        ]
    }
    /// The components by their case names.
    static let components = Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.component) })

    /// The calendar `Calendar.current` is here.
    static let gregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = LocaleVocabulary.preview
        calendar.timeZone = .current
        return calendar
    }()

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var calendar = NativeType("Calendar", conformances: ["Equatable"])
        calendar.staticProperties.append(NativeProperty("current") { _ in types.make("Calendar", gregorian) })
        calendar.staticProperties.append(NativeProperty("autoupdatingCurrent") { _ in types.make("Calendar", gregorian) })
        // `Calendar(identifier:)`: the Gregorian calendar, or ISO 8601's (weeks from Monday, the first with four days).
        types.registerTokens("Calendar.Identifier", ["gregorian", "iso8601"])
        calendar.initializer([NativeParameter("identifier", "Calendar.Identifier")]) { call in
            var made = gregorian
            if try call.payload(0, as: String.self, "Calendar.Identifier") == "iso8601" {
                (made.firstWeekday, made.minimumDaysInFirstWeek) = (2, 4)
            }
            return types.make("Calendar", made)
        }
        library.register(calendar)
        types.registerTokens("Calendar.Component", fields.map(\.name))
        registerArithmetic(library, types)
        registerComparisons(library, types)
        registerComponents(library, types)
    }

    private static func component(_ call: NativeCall, _ index: Int) throws -> Calendar.Component {
        guard let component = components[try call.payload(index, as: String.self, "Calendar.Component")] else {
            throw call.mismatch(index, "Calendar.Component")
        }
        return component
    }

    private static func date(_ call: NativeCall, _ index: Int) throws -> Date {
        try call.payload(index, as: Date.self, "Date")
    }

    private static func optionalDate(_ date: Date?, _ types: SceneTypes) -> Value {
        .optional(date.map { types.make("Date", $0) })
    }

    private static func registerArithmetic(_ library: NativeLibrary, _ types: SceneTypes) {
        var calendar = NativeType("Calendar")
        let wrapping = NativeParameter("wrappingComponents", "Bool", default: .bool(false))
        calendar.method("date", [NativeParameter("byAdding", "Calendar.Component"), NativeParameter("value", "Int"), NativeParameter("to", "Date"), wrapping]) { call in
            let calendar = try call.receiverPayload(Calendar.self)
            return optionalDate(calendar.date(byAdding: try component(call, 0), value: try call.int(1), to: try date(call, 2), wrappingComponents: try call.bool(3)), types)
        }
        // `range(of: .day, in: .month, for: date)`: the days of its month, `1..<29` to `1..<32`.
        calendar.method("range", [NativeParameter("of", "Calendar.Component"), NativeParameter("in", "Calendar.Component"), NativeParameter("for", "Date")]) { call in
            let calendar = try call.receiverPayload(Calendar.self)
            let range = calendar.range(of: try component(call, 0), in: try component(call, 1), for: try date(call, 2))
            return .optional(range.map { .range(RangeValue(lower: .int($0.lowerBound), upper: .int($0.upperBound), isClosed: false)) })
        }
        calendar.method("date", [NativeParameter("byAdding", "DateComponents"), NativeParameter("to", "Date"), wrapping]) { call in
            let calendar = try call.receiverPayload(Calendar.self)
            let components = try call.payload(0, as: DateComponents.self, "DateComponents")
            return optionalDate(calendar.date(byAdding: components, to: try date(call, 1), wrappingComponents: try call.bool(2)), types)
        }
        calendar.method("date", [NativeParameter("from", "DateComponents")]) { call in
            optionalDate(try call.receiverPayload(Calendar.self).date(from: try call.payload(0, as: DateComponents.self, "DateComponents")), types)
        }
        calendar.method("date", [
            NativeParameter("bySettingHour", "Int"), NativeParameter("minute", "Int"), NativeParameter("second", "Int"), NativeParameter("of", "Date"),
        ]) { call in
            let calendar = try call.receiverPayload(Calendar.self)
            return optionalDate(calendar.date(bySettingHour: try call.int(0), minute: try call.int(1), second: try call.int(2), of: try date(call, 3)), types)
        }
        calendar.method("startOfDay", [NativeParameter("for", "Date")]) { call in
            types.make("Date", try call.receiverPayload(Calendar.self).startOfDay(for: try date(call, 0)))
        }
        calendar.method("component", [NativeParameter(nil, "Calendar.Component"), NativeParameter("from", "Date")]) { call in
            .int(try call.receiverPayload(Calendar.self).component(try component(call, 0), from: try date(call, 1)))
        }
        calendar.method("dateComponents", [NativeParameter(nil), NativeParameter("from", "Date")]) { call in
            let set = try componentSet(call, 0)
            return types.make("DateComponents", try call.receiverPayload(Calendar.self).dateComponents(set, from: try date(call, 1)))
        }
        calendar.method("dateComponents", [NativeParameter(nil), NativeParameter("from", "Date"), NativeParameter("to", "Date")]) { call in
            let set = try componentSet(call, 0)
            return types.make("DateComponents", try call.receiverPayload(Calendar.self).dateComponents(set, from: try date(call, 1), to: try date(call, 2)))
        }
        // Read when a scene reads them: building the vocabulary does not load the calendar's data.
        let symbols: [(name: String, keyPath: KeyPath<Calendar, [String]>)] = [
            ("weekdaySymbols", \.weekdaySymbols), ("shortWeekdaySymbols", \.shortWeekdaySymbols),
            ("veryShortWeekdaySymbols", \.veryShortWeekdaySymbols), ("monthSymbols", \.monthSymbols),
            ("shortMonthSymbols", \.shortMonthSymbols),
        ]
        for (name, keyPath) in symbols {
            calendar.computed(name) { (calendar: Calendar) in .array(calendar[keyPath: keyPath].map(Value.string)) }
        }
        calendar.computed("firstWeekday") { (calendar: Calendar) in .int(calendar.firstWeekday) }
        calendar.field("timeZone", \Calendar.timeZone, wrap: { types.make("TimeZone", $0) },
                       unwrap: { $0.unwrappedOptional.payload(as: TimeZone.self) }, expected: "TimeZone")
        library.register(calendar)
    }

    /// A set (or array) of components: `[.year, .month]`.
    private static func componentSet(_ call: NativeCall, _ index: Int) throws -> Set<Calendar.Component> {
        Set(try call.elements(index).map { element in
            guard let name = element.payload(as: String.self), let component = components[name] else { throw call.mismatch(index, "Set<Calendar.Component>") }
            return component
        })
    }

    private static func registerComparisons(_ library: NativeLibrary, _ types: SceneTypes) {
        let clock = types.clock
        var calendar = NativeType("Calendar")
        calendar.method("isDate", [NativeParameter(nil, "Date"), NativeParameter("inSameDayAs", "Date")]) { call in
            .bool(try call.receiverPayload(Calendar.self).isDate(try date(call, 0), inSameDayAs: try date(call, 1)))
        }
        calendar.method("isDate", [NativeParameter(nil, "Date"), NativeParameter("equalTo", "Date"), NativeParameter("toGranularity", "Calendar.Component")]) { call in
            .bool(try call.receiverPayload(Calendar.self).isDate(try date(call, 0), equalTo: try date(call, 1), toGranularity: try component(call, 2)))
        }
        for (name, days) in [("isDateInToday", 0), ("isDateInYesterday", -1), ("isDateInTomorrow", 1)] {
            calendar.method(name, [NativeParameter(nil, "Date")]) { call in
                let calendar = try call.receiverPayload(Calendar.self)
                guard let day = calendar.date(byAdding: .day, value: days, to: clock.now) else { return .bool(false) }
                return .bool(calendar.isDate(try date(call, 0), inSameDayAs: day))
            }
        }
        calendar.method("isDateInWeekend", [NativeParameter(nil, "Date")]) { call in
            .bool(try call.receiverPayload(Calendar.self).isDateInWeekend(try date(call, 0)))
        }
        library.register(calendar)
    }

    private static func registerComponents(_ library: NativeLibrary, _ types: SceneTypes) {
        var components = NativeType("DateComponents", conformances: ["Equatable", "Hashable"])
        components.initializer(fields.map { NativeParameter($0.name, "Int?", default: .optional(nil)) }) { call in
            var made = DateComponents()
            for (index, field) in fields.enumerated() {
                made[keyPath: field.keyPath] = call[index].unwrappedOptional.intValue
            }
            return types.make("DateComponents", made)
        }
        for field in fields {
            components.optionalField(field.name, field.keyPath, wrap: Value.int, unwrap: \.intValue, expected: "Int?")
        }
        components.describe = { "\($0 as! DateComponents)" }
        library.register(components)
    }
}

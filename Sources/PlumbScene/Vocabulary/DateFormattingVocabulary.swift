import Foundation
import PlumbInterpreter

/// Dates written the ways app code writes them besides `formatted()` and `Text(_:style:)` (``DateVocabulary``):
///
/// - `Date.FormatStyle.dateTime` with fields picked from it — `year()`, `month()`/`month(.wide)` (also `.abbreviated`,
///   `.narrow`, `.twoDigits`, `.defaultDigits`), `day()`, `weekday()`/`weekday(.wide)` (also `.abbreviated`,
///   `.narrow`, `.short`), `hour()`, `minute()`, `second()` — in `date.formatted(_:)` and `Text(date, format:)`, as
///   ICU's `en_US` patterns for those fields write them (`.dateTime.month().day()` is `Nov 25`); and
///   `Date.FormatStyle(date:time:)`, written as `formatted(date:time:)` writes it.
/// - `DateFormatter` (a reference, as in Foundation): `dateStyle` and `timeStyle` (`.none`, `.short`, `.medium`,
///   `.long`, `.full`) or `dateFormat`, whichever was set last; `string(from:)`; and `Text(date, formatter:)`, as
///   Xcode's app template shows its items' timestamps.
enum DateFormattingVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        registerDateTime(library, types)
        registerFormatter(library, types)
    }

    private static func registerDateTime(_ library: NativeLibrary, _ types: SceneTypes) {
        library.register(NativeType("Date.FormatStyle.Symbol"))
        types.registerTokens("Date.FormatStyle.Symbol.Month", ["wide", "abbreviated", "narrow", "twoDigits", "defaultDigits"])
        types.registerTokens("Date.FormatStyle.Symbol.Weekday", ["wide", "abbreviated", "narrow", "short"])
        var style = NativeType("FormatStyle")
        style.staticConstant("dateTime", types.make("FormatStyle", DateTimeFormat()))
        let fields: [(String, DateTimeFormat.Field, String)] = [
            ("year", .year, "y"), ("month", .month, "MMM"), ("day", .day, "d"), ("weekday", .weekday, "EEE"),
            ("hour", .hour, "j"), ("minute", .minute, "mm"), ("second", .second, "ss"),
        ]
        for (name, field, symbol) in fields {
            style.method(name) { call in types.make("FormatStyle", try dateTime(call, name).adding(field, symbol)) }
        }
        let monthSymbols = ["wide": "MMMM", "abbreviated": "MMM", "narrow": "MMMMM", "twoDigits": "MM", "defaultDigits": "M"]
        style.method("month", [NativeParameter(nil, "Date.FormatStyle.Symbol.Month")]) { call in
            let symbol = monthSymbols[try call.payload(0, as: String.self, "Date.FormatStyle.Symbol.Month")] ?? "MMM"
            return types.make("FormatStyle", try dateTime(call, "month").adding(.month, symbol))
        }
        let weekdaySymbols = ["wide": "EEEE", "abbreviated": "EEE", "narrow": "EEEEE", "short": "EEEEEE"]
        style.method("weekday", [NativeParameter(nil, "Date.FormatStyle.Symbol.Weekday")]) { call in
            let symbol = weekdaySymbols[try call.payload(0, as: String.self, "Date.FormatStyle.Symbol.Weekday")] ?? "EEE"
            return types.make("FormatStyle", try dateTime(call, "weekday").adding(.weekday, symbol))
        }
        library.register(style)

        var dateStyle = NativeType("Date.FormatStyle")
        let styles = [
            NativeParameter("date", "Date.FormatStyle.DateStyle", default: types.make("Date.FormatStyle.DateStyle", DateFormats.DateStyle.omitted)),
            NativeParameter("time", "Date.FormatStyle.TimeStyle", default: types.make("Date.FormatStyle.TimeStyle", DateFormats.TimeStyle.omitted)),
        ]
        dateStyle.initializer(styles) { call in
            let date = try call.payload(0, as: DateFormats.DateStyle.self, "Date.FormatStyle.DateStyle")
            let time = try call.payload(1, as: DateFormats.TimeStyle.self, "Date.FormatStyle.TimeStyle")
            return types.make("FormatStyle", DateTimeFormat(date: date, time: time))
        }
        library.register(dateStyle)

        var date = NativeType("Date")
        date.method("formatted", [NativeParameter(nil, "FormatStyle")]) { call in
            guard let format = call[0].payload(as: DateTimeFormat.self) else { throw call.mismatch(0, "Date.FormatStyle") }
            return .string(format.string(try call.receiverPayload(Date.self)))
        }
        library.register(date)
    }

    /// The `dateTime` format style a field is picked from.
    private static func dateTime(_ call: NativeCall, _ field: String) throws -> DateTimeFormat {
        guard let format = call.receiver.payload(as: DateTimeFormat.self) else {
            throw NativeError("'\(field)()' picks a field of a date format style such as .dateTime")
        }
        return format
    }

    /// A `DateFormatter`: what it was told to write.
    final class Formatter {
        var dateStyle = DateFormats.FormatterStyle.none
        var timeStyle = DateFormats.FormatterStyle.none
        /// The pattern set last, which the styles then give way to (and clear when set after it).
        var dateFormat = ""
        /// The locale a pattern is written in (the styles are always `en_US`'s), and the time zone; nil for the
        /// preview's (`en_US`, the machine's time zone).
        var locale: Locale?
        var timeZone: TimeZone?

        func string(from date: Date) -> String {
            dateFormat.isEmpty
                ? DateFormats.string(date, dateStyle: dateStyle, timeStyle: timeStyle, timeZone: timeZone)
                : DateFormats.string(date, pattern: dateFormat, locale: locale, timeZone: timeZone)
        }

        /// The date `string` says, read as the formatter writes: by its pattern, else by its styles (`en_US`'s).
        func date(from string: String) -> Date? {
            let parser = DateFormatter()
            parser.timeZone = timeZone ?? .current
            if dateFormat.isEmpty {
                parser.locale = LocaleVocabulary.preview
                parser.dateStyle = DateFormatter.Style(rawValue: UInt(DateFormats.FormatterStyle.allCases.firstIndex(of: dateStyle) ?? 0)) ?? .none
                parser.timeStyle = DateFormatter.Style(rawValue: UInt(DateFormats.FormatterStyle.allCases.firstIndex(of: timeStyle) ?? 0)) ?? .none
            } else {
                parser.locale = locale ?? Locale(identifier: "en_US_POSIX")
                parser.dateFormat = dateFormat
            }
            return parser.date(from: string)
        }
    }

    private static func registerFormatter(_ library: NativeLibrary, _ types: SceneTypes) {
        library.register(NativeType("DateFormatter"))
        // `decoder.dateDecodingStrategy = .formatted(formatter)`: dates in JSON as the formatter writes them.
        for typeName in ["JSONDecoder.DateDecodingStrategy", "JSONEncoder.DateEncodingStrategy"] {
            var strategy = NativeType(typeName)
            strategy.staticMethod("formatted", [NativeParameter(nil, "DateFormatter")]) { call in
                let formatter = try formatter(call[0])
                let setting = CodingSetting("formatted") { $0.dateStrategy = .formatted(read: formatter.date(from:), write: formatter.string(from:)) }
                return types.make(typeName, setting)
            }
            library.register(strategy)
        }
        var styles = NativeType("DateFormatter.Style", conformances: ["Equatable", "Hashable"])
        for style in DateFormats.FormatterStyle.allCases {
            styles.staticConstant(style.rawValue, types.make("DateFormatter.Style", style))
        }
        styles.describe = { ".\(($0 as! DateFormats.FormatterStyle).rawValue)" }
        library.register(styles)

        func formatter(_ value: Value) throws -> Formatter {
            guard let formatter = value.payload(as: Formatter.self) else { throw NativeError("expected a DateFormatter") }
            return formatter
        }
        func style(_ value: Value) throws -> DateFormats.FormatterStyle {
            guard let style = value.payload(as: DateFormats.FormatterStyle.self) else { throw NativeError("expected a DateFormatter.Style such as .short") }
            return style
        }
        var type = NativeType("DateFormatter")
        type.initializer([]) { _ in types.make("DateFormatter", Formatter()) }
        type.property("dateStyle", get: { types.make("DateFormatter.Style", try formatter($0).dateStyle) }) { receiver, value in
            let formatter = try formatter(receiver)
            (formatter.dateStyle, formatter.dateFormat) = (try style(value), "")
        }
        type.property("timeStyle", get: { types.make("DateFormatter.Style", try formatter($0).timeStyle) }) { receiver, value in
            let formatter = try formatter(receiver)
            (formatter.timeStyle, formatter.dateFormat) = (try style(value), "")
        }
        type.property("dateFormat", get: { .string(try formatter($0).dateFormat) }) { receiver, value in
            guard case .string(let pattern) = value else { throw NativeError("expected a date format string such as \"yyyy-MM-dd\"") }
            try formatter(receiver).dateFormat = pattern
        }
        /// The `T` a property is set to, or nil for `nil` (the preview's); anything else is an error.
        func optional<T>(_ value: Value, _ type: T.Type, _ name: String) throws -> T? {
            if value.isNil { return nil }
            guard let payload = value.unwrappedOptional.payload(as: T.self) else { throw NativeError("expected a \(name)") }
            return payload
        }
        type.property("locale", get: { types.make("Locale", try formatter($0).locale ?? LocaleVocabulary.preview) }) { receiver, value in
            try formatter(receiver).locale = try optional(value, Locale.self, "Locale")
        }
        type.property("timeZone", get: { types.make("TimeZone", try formatter($0).timeZone ?? .current) }) { receiver, value in
            try formatter(receiver).timeZone = try optional(value, TimeZone.self, "TimeZone")
        }
        type.method("string", [NativeParameter("from", "Date")]) { call in
            .string(try formatter(call.receiver).string(from: try call.payload(0, as: Date.self, "Date")))
        }
        type.method("date", [NativeParameter("from", "String")]) { call in
            .optional(try formatter(call.receiver).date(from: try call.string(0)).map { types.make("Date", $0) })
        }
        library.register(type)

        var text = NativeType("Text")
        text.initializer([NativeParameter(nil, "Date"), NativeParameter("formatter", "DateFormatter")]) { call in
            let string = try formatter(call[1]).string(from: try call.payload(0, as: Date.self, "Date"))
            return types.text(string, at: call.location)
        }
        library.register(text)
    }
}

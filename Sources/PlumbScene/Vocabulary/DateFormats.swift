import Foundation

/// How dates are written, as Foundation's `Date.FormatStyle` and SwiftUI's `Text(_:style:)` write them for the
/// `en_US` locale, in the machine's time zone (with a plain space before AM/PM).
enum DateFormats {
    /// `Date.FormatStyle.DateStyle`.
    enum DateStyle: String, CaseIterable {
        case omitted, numeric, abbreviated, long, complete

        var pattern: String? {
            switch self {
            case .omitted: nil
            case .numeric: "M/d/yyyy"
            case .abbreviated: "MMM d, yyyy"
            case .long: "MMMM d, yyyy"
            case .complete: "EEEE, MMMM d, yyyy"
            }
        }
    }

    /// `Date.FormatStyle.TimeStyle`.
    enum TimeStyle: String, CaseIterable {
        case omitted, shortened, standard, complete

        var pattern: String? {
            switch self {
            case .omitted: nil
            case .shortened: "h:mm a"
            case .standard: "h:mm:ss a"
            case .complete: "h:mm:ss a zzz"
            }
        }
    }

    /// `date.formatted(date:time:)`: the date, then the time, joined by a comma.
    static func string(_ date: Date, date dateStyle: DateStyle, time timeStyle: TimeStyle) -> String {
        string(date, pattern: [dateStyle.pattern, timeStyle.pattern].compactMap { $0 }.joined(separator: ", "))
    }

    /// `Text(date, style: .relative)`: how far `date` is from now, in its two largest units (`2 hr, 5 min`).
    static func relative(_ interval: TimeInterval) -> String {
        // A NaN interval (a `Date(timeIntervalSince1970: .nan)`) is no time; one past `Int`'s range, its largest.
        var seconds = interval.isNaN ? 0 : abs(interval) < 9e18 ? Int(abs(interval).rounded()) : Int.max
        let units: [(length: Int, one: String, many: String)] = [
            (86_400, "day", "days"), (3_600, "hr", "hr"), (60, "min", "min"), (1, "sec", "sec"),
        ]
        var parts: [String] = []
        for unit in units where parts.count < 2 {
            let count = seconds / unit.length
            seconds %= unit.length
            if count > 0 || (unit.length == 1 && parts.isEmpty) { parts.append("\(count) \(count == 1 ? unit.one : unit.many)") }
        }
        return parts.joined(separator: ", ")
    }

    /// `Text(date, style: .offset)`: the relative distance, signed (`+2 hr`, later; `-5 min`, earlier).
    static func offset(_ interval: TimeInterval) -> String {
        (interval < 0 ? "-" : "+") + relative(interval)
    }

    /// `Text(date, style: .timer)`: the time from or to `date` on a clock (`1:05`, `1:02:05`).
    static func timer(_ interval: TimeInterval) -> String {
        let seconds = Int(abs(interval).rounded())
        let (hours, minutes, rest) = (seconds / 3_600, seconds / 60 % 60, seconds % 60)
        let tail = String(format: "%02d", rest)
        return hours > 0 ? "\(hours):" + String(format: "%02d", minutes) + ":" + tail : "\(minutes):" + tail
    }
}

extension DateFormats {
    /// A date written with a pattern (`MMM d, y`) as an iPhone set to US English writes it, in the machine's time
    /// zone; ICU's narrow spaces before AM/PM are written as plain ones, as everywhere in Plumb.
    /// A `DateFormatter` given a `locale` or `timeZone` writes with those instead.
    static func string(_ date: Date, pattern: String, locale: Locale? = nil, timeZone: TimeZone? = nil) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale ?? Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone ?? .current
        formatter.dateFormat = pattern
        return formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    /// `DateFormatter.Style`, with the patterns `en_US` gives each style of date and of time.
    enum FormatterStyle: String, CaseIterable {
        case none, short, medium, long, full

        var datePattern: String? {
            switch self {
            case .none: nil
            case .short: "M/d/yy"
            case .medium: "MMM d, y"
            case .long: "MMMM d, y"
            case .full: "EEEE, MMMM d, y"
            }
        }

        var timePattern: String? {
            switch self {
            case .none: nil
            case .short: "h:mm a"
            case .medium: "h:mm:ss a"
            case .long: "h:mm:ss a z"
            case .full: "h:mm:ss a zzzz"
            }
        }
    }

    /// `DateFormatter`'s output for a date style and a time style: the date, then the time — joined by ", " after a
    /// short date and by " at " after a longer one (`11/25/26, 2:10 PM`, `Nov 25, 2026 at 2:10 PM`), as `en_US`
    /// joins them.
    static func string(_ date: Date, dateStyle: FormatterStyle, timeStyle: FormatterStyle, timeZone: TimeZone? = nil) -> String {
        let pattern = [dateStyle.datePattern, timeStyle.timePattern].compactMap { $0 }.joined(separator: dateStyle == .short ? ", " : " 'at' ")
        return pattern.isEmpty ? "" : string(date, pattern: pattern, timeZone: timeZone)
    }
}

/// `Date.FormatStyle.dateTime` and the fields a scene picks from it (`.dateTime.month(.wide).day().hour()`): the date
/// is written as ICU's `en_US` pattern for those fields writes it (`November 25, 2:10 PM`); with no field picked, as
/// `formatted()` writes it (`11/25/2026, 2:10 PM`); or `Date.FormatStyle(date:time:)`.
struct DateTimeFormat: Hashable {
    /// The fields in the order a pattern template lists them, each with its template symbol.
    enum Field: Int, Comparable {
        case year, month, weekday, day, hour, minute, second

        static func < (lhs: Field, rhs: Field) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private var symbols: [Field: String] = [:]
    /// `Date.FormatStyle(date:time:)`'s styles, until a field is picked.
    private var styles: Styles?

    private struct Styles: Hashable {
        let date: DateFormats.DateStyle
        let time: DateFormats.TimeStyle
    }

    init() {}

    /// `Date.FormatStyle(date:time:)`: written as `formatted(date:time:)` writes it (as `.dateTime` when both are omitted).
    init(date: DateFormats.DateStyle, time: DateFormats.TimeStyle) {
        if date != .omitted || time != .omitted { styles = Styles(date: date, time: time) }
    }

    /// The format with `field` written as `symbol` (a template symbol: `MMMM` for a wide month).
    func adding(_ field: Field, _ symbol: String) -> DateTimeFormat {
        var format = self
        format.symbols[field] = symbol
        format.styles = nil
        return format
    }

    func string(_ date: Date) -> String {
        if let styles { return DateFormats.string(date, date: styles.date, time: styles.time) }
        let template = symbols.isEmpty ? "yMdjmm" : symbols.keys.sorted().map { symbols[$0]! }.joined()
        let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: Locale(identifier: "en_US")) ?? "M/d/y, h:mm a"
        return DateFormats.string(date, pattern: pattern)
    }
}

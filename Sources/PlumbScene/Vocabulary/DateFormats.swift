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
        let pattern = [dateStyle.pattern, timeStyle.pattern].compactMap { $0 }.joined(separator: ", ")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }

    /// `Text(date, style: .relative)`: how far `date` is from now, in its two largest units (`2 hr, 5 min`).
    static func relative(_ interval: TimeInterval) -> String {
        var seconds = Int(abs(interval).rounded())
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

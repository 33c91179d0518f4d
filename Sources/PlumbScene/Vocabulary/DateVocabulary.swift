import Foundation
import PlumbInterpreter
import PlumbLayout

/// Dates, as app code pasted into a scene uses them:
///
/// - Foundation's `Date` (`Date()`, `Date.now`, `Date(timeIntervalSinceNow:)`, `Date(timeIntervalSince1970:)`,
///   `Date(timeIntervalSinceReferenceDate:)`, `Date(timeInterval:since:)`, `distantPast`/`distantFuture`; the
///   `timeInterval…` properties, `timeIntervalSince(_:)`, `addingTimeInterval(_:)`, `advanced(by:)`,
///   `distance(to:)`, `date ± seconds`, comparisons; `formatted()` and `formatted(date:time:)`) and `TimeInterval`.
///   A solve reads the clock once, when it starts: every `Date()` of a solve is the same moment (``PreviewClock``).
/// - `Text(date, style:)` with `.date`, `.time`, `.relative`, `.offset` and `.timer` (as of the solve's moment).
/// - `DatePicker` in iOS's compact style: the label leading and greedy, then the date (`Nov 22, 2026`) and the time
///   (`2:10 PM`) each in a pill — padded 6 pt above and below and 11 pt at the sides, on a rounded rectangle of radius
///   6 in the tertiary fill, 6 pt apart, never wrapped — as `displayedComponents` asks (both by default). The pills'
///   sizes follow iOS 17 screenshots and are not measured; a tap opens nothing, and the `in:` bounds are accepted.
enum DateVocabulary {
    /// The pill around a compact date picker's date or time.
    static let pillInsets = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
    static let pillCornerRadius: CGFloat = 6
    static let pillSpacing: CGFloat = 6

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerAlias("TimeInterval", for: "Double")
        registerDate(library, types)
        registerDateText(library, types)
        registerDatePicker(library, types)
        DateFormattingVocabulary.register(in: library, types)
    }

    /// How `JSONDecoder` and `JSONEncoder` read and write a date under each `DateDecodingStrategy`: Foundation's
    /// default is seconds since 2001. What the strategy cannot read is a type mismatch.
    private static func jsonCoding(_ make: @escaping (Date) -> Value) -> NativeCoding {
        NativeCoding(decode: { json, options in
            let number: Double? = switch json {
            case .int(let int): Double(int)
            case .double(let double): double
            default: nil
            }
            switch (options.dateStrategy, json) {
            case (.iso8601, .string(let text)): return ISO8601DateFormatter().date(from: text).map(make)
            case (.formatted(let read, _), .string(let text)): return read(text).map(make)
            case (.formatted, _): return nil
            case (.deferredToDate, _): return number.map { make(Date(timeIntervalSinceReferenceDate: $0)) }
            case (.secondsSince1970, _): return number.map { make(Date(timeIntervalSince1970: $0)) }
            case (.millisecondsSince1970, _): return number.map { make(Date(timeIntervalSince1970: $0 / 1000)) }
            case (.iso8601, _): return nil
            }
        }, encode: { payload, options in
            let date = payload as? Date ?? Date(timeIntervalSinceReferenceDate: 0)
            return switch options.dateStrategy {
            case .deferredToDate: .double(date.timeIntervalSinceReferenceDate)
            case .secondsSince1970: .double(date.timeIntervalSince1970)
            case .millisecondsSince1970: .double(date.timeIntervalSince1970 * 1000)
            case .iso8601: .string(ISO8601DateFormatter().string(from: date))
            case .formatted(_, let write): .string(write(date))
            }
        })
    }

    private static func registerDate(_ library: NativeLibrary, _ types: SceneTypes) {
        let clock = types.clock
        func make(_ date: Date) -> Value { types.make("Date", date) }
        var date = NativeType("Date", conformances: ["Equatable", "Hashable", "Comparable", "CustomStringConvertible"])
        date.initializer([]) { _ in make(clock.now) }
        date.initializer([NativeParameter("timeIntervalSinceNow", "Double")]) { call in make(clock.now.addingTimeInterval(try call.double(0))) }
        date.initializer([NativeParameter("timeIntervalSince1970", "Double")]) { call in make(Date(timeIntervalSince1970: try call.double(0))) }
        date.initializer([NativeParameter("timeIntervalSinceReferenceDate", "Double")]) { call in
            make(Date(timeIntervalSinceReferenceDate: try call.double(0)))
        }
        date.initializer([NativeParameter("timeInterval", "Double"), NativeParameter("since", "Date")]) { call in
            make(try call.payload(1, as: Date.self, "Date").addingTimeInterval(try call.double(0)))
        }
        date.staticProperties.append(NativeProperty("now") { _ in make(clock.now) })
        date.staticConstant("distantPast", make(.distantPast))
        date.staticConstant("distantFuture", make(.distantFuture))
        date.computed("timeIntervalSince1970") { (date: Date) in .double(date.timeIntervalSince1970) }
        date.computed("timeIntervalSinceReferenceDate") { (date: Date) in .double(date.timeIntervalSinceReferenceDate) }
        date.computed("timeIntervalSinceNow") { (date: Date) in .double(date.timeIntervalSince(clock.now)) }
        date.computed("description") { (date: Date) in .string(describe(date)) }
        date.coding = DateVocabulary.jsonCoding(make)
        for name in ["timeIntervalSince", "distance"] {
            date.method(name, [NativeParameter(name == "distance" ? "to" : nil, "Date")]) { call in
                let (receiver, other) = (try call.receiverPayload(Date.self), try call.payload(0, as: Date.self, "Date"))
                return .double(name == "distance" ? other.timeIntervalSince(receiver) : receiver.timeIntervalSince(other))
            }
        }
        for (name, label) in [("addingTimeInterval", nil), ("advanced", "by")] as [(String, String?)] {
            date.method(name, [NativeParameter(label, "Double")]) { call in make(try call.receiverPayload(Date.self).addingTimeInterval(try call.double(0))) }
        }
        for (name, sign) in [("+", 1.0), ("-", -1.0)] {
            date.staticMethod(name, [NativeParameter(nil, "Date"), NativeParameter(nil, "Double")]) { call in
                make(try call.payload(0, as: Date.self, "Date").addingTimeInterval(sign * (try call.double(1))))
            }
        }
        let comparisons: [(String, (Date, Date) -> Bool)] = [("<", (<)), ("<=", (<=)), (">", (>)), (">=", (>=))]
        for (name, compare) in comparisons {
            date.staticMethod(name, [NativeParameter(nil, "Date"), NativeParameter(nil, "Date")]) { call in
                .bool(compare(try call.payload(0, as: Date.self, "Date"), try call.payload(1, as: Date.self, "Date")))
            }
        }
        date.method("formatted") { call in .string(DateFormats.string(try call.receiverPayload(Date.self), date: .numeric, time: .shortened)) }
        let dateStyle = NativeParameter("date", "Date.FormatStyle.DateStyle"), timeStyle = NativeParameter("time", "Date.FormatStyle.TimeStyle")
        date.method("formatted", [dateStyle, timeStyle]) { call in
            let styles = (try call.payload(0, as: DateFormats.DateStyle.self, "Date.FormatStyle.DateStyle"),
                          try call.payload(1, as: DateFormats.TimeStyle.self, "Date.FormatStyle.TimeStyle"))
            return .string(DateFormats.string(try call.receiverPayload(Date.self), date: styles.0, time: styles.1))
        }
        date.describe = { describe($0 as! Date) }
        library.register(date)
        library.register(NativeType("Date.FormatStyle"))
        var dateStyles = NativeType("Date.FormatStyle.DateStyle", conformances: ["Equatable", "Hashable"])
        for style in DateFormats.DateStyle.allCases { dateStyles.staticConstant(style.rawValue, types.make("Date.FormatStyle.DateStyle", style)) }
        library.register(dateStyles)
        var timeStyles = NativeType("Date.FormatStyle.TimeStyle", conformances: ["Equatable", "Hashable"])
        for style in DateFormats.TimeStyle.allCases { timeStyles.staticConstant(style.rawValue, types.make("Date.FormatStyle.TimeStyle", style)) }
        library.register(timeStyles)
    }

    /// How `print(date)` writes a date: in UTC, as Foundation's description does (`2026-11-22 14:10:05 +0000`).
    private static func describe(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
        return formatter.string(from: date)
    }

    /// `Text(date, style:)` and `Text.DateStyle`.
    private static func registerDateText(_ library: NativeLibrary, _ types: SceneTypes) {
        types.registerTokens("Text.DateStyle", ["date", "time", "relative", "offset", "timer"])
        let clock = types.clock
        var text = NativeType("Text")
        text.initializer([NativeParameter(nil, "Date"), NativeParameter("style", "Text.DateStyle")]) { call in
            let date = try call.payload(0, as: Date.self, "Date")
            let interval = date.timeIntervalSince(clock.now)
            let string = switch try call.payload(1, as: String.self, "Text.DateStyle") {
            case "date": DateFormats.string(date, date: .long, time: .omitted)
            case "time": DateFormats.string(date, date: .omitted, time: .shortened)
            case "relative": DateFormats.relative(interval)
            case "offset": DateFormats.offset(interval)
            default: DateFormats.timer(interval)
            }
            return types.text(string, at: call.location)
        }
        library.register(text)
    }

    private static func registerDatePicker(_ library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["DatePicker"])
        var components = NativeType("DatePickerComponents", conformances: ["Equatable", "Hashable"])
        components.staticConstant("date", types.make("DatePickerComponents", DatePickerComponents.date))
        components.staticConstant("hourAndMinute", types.make("DatePickerComponents", DatePickerComponents.hourAndMinute))
        components.optionSetLiteral(types) { (sets: [DatePickerComponents]) in sets.reduce([]) { $0.union($1) } }
        library.register(components)

        let both = types.make("DatePickerComponents", DatePickerComponents.all)
        let selection = NativeParameter("selection", "Binding<Date>"), bounds = NativeParameter("in", "Any")
        let displayed = NativeParameter("displayedComponents", "DatePickerComponents", default: both)
        let label = NativeParameter("label", "@ViewBuilder () -> Label")
        var picker = NativeType("DatePicker")
        picker.initializer([NativeParameter(nil, "String"), selection, displayed]) { call in
            try makePicker(call, label: types.text(try call.string(0), at: call.location), selection: 1, components: 2)
        }
        picker.initializer([NativeParameter(nil, "String"), selection, bounds, displayed]) { call in
            try makePicker(call, label: types.text(try call.string(0), at: call.location), selection: 1, components: 3)
        }
        picker.initializer([selection, displayed, label]) { call in
            try makePicker(call, label: try call.callArgument(2), selection: 0, components: 1)
        }
        picker.initializer([selection, bounds, displayed, label]) { call in
            try makePicker(call, label: try call.callArgument(3), selection: 0, components: 2)
        }
        library.register(picker)
    }

    private static func makePicker(_ call: NativeCall, label: Value, selection index: Int, components: Int) throws -> Value {
        guard let date = try call.binding(index, "Binding<Date>").get().payload(as: Date.self) else { throw call.mismatch(index, "Binding<Date>") }
        let shown = try call.payload(components, as: DatePickerComponents.self, "DatePickerComponents")
        let parts = ControlParts(call)
        var pills: [Value] = []
        if shown.contains(.date) { pills.append(pill(DateFormats.string(date, date: .abbreviated, time: .omitted), parts)) }
        if shown.contains(.hourAndMinute) { pills.append(pill(DateFormats.string(date, date: .omitted, time: .shortened), parts)) }
        // The pills keep their one-line size, as iOS's do; the label gives way.
        let control = parts.node(.fixedSize(horizontal: true, vertical: true),
                                 parts.node(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: pillSpacing), parts.group(pills)))
        return parts.view("DatePicker", parts.controlRow(label, control))
    }

    private static func pill(_ string: String, _ parts: ControlParts) -> Value {
        let text = parts.node(.padding(pillInsets), parts.types.text(string, at: parts.location))
        let background = parts.types.make("RoundedRectangle", ShapeView(kind: .roundedRectangle(cornerRadius: pillCornerRadius, style: .continuous),
                                                                        paint: .fill(.color(Color(named: "tertiarySystemFill")))))
        return parts.node(.background(.center), text, background)
    }
}

/// `DatePickerComponents`: which of a date picker's parts show.
struct DatePickerComponents: OptionSet, Hashable {
    let rawValue: Int

    static let date = DatePickerComponents(rawValue: 1)
    static let hourAndMinute = DatePickerComponents(rawValue: 2)
    static let all: DatePickerComponents = [.date, .hourAndMinute]
}

import Foundation
import PlumbInterpreter
import PlumbLayout

/// `MultiDatePicker`, drawn as iOS draws its graphical month: the month and year as a headline, the weekdays' short
/// names in the secondary colour, then the days in weeks of seven equal columns, each row 44 pt tall, the selected
/// days in white on a 40 pt circle of the tint. The month shown is the earliest selected date's, else the solve's
/// moment's; the label is not shown (as iOS shows none), `in:` bounds are accepted and a tap selects nothing.
enum MultiDatePickerVocabulary {
    static let rowHeight: CGFloat = 44
    static let selectionDiameter: CGFloat = 40

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["MultiDatePicker"])
        var picker = NativeType("MultiDatePicker")
        let selection = NativeParameter("selection", "Binding<Any>"), bounds = NativeParameter("in", "Any")
        let label = NativeParameter("label", "@ViewBuilder () -> Label")
        for (parameters, index) in [
            ([NativeParameter(nil, "String"), selection], 1), ([NativeParameter(nil, "String"), selection, bounds], 1),
            ([selection, label], 0), ([selection, bounds, label], 0),
        ] {
            picker.initializer(parameters) { call in try month(call, selection: index, types) }
        }
        library.register(picker)
    }

    private static func month(_ call: NativeCall, selection index: Int, _ types: SceneTypes) throws -> Value {
        let calendar = CalendarVocabulary.gregorian
        let selected = try call.interpreter.elements(of: try call.binding(index, "Binding<Set<DateComponents>>").get())
            .compactMap { $0.payload(as: DateComponents.self).flatMap(calendar.date(from:)) }
        let shown = selected.min() ?? types.clock.now
        guard let start = calendar.dateInterval(of: .month, for: shown)?.start,
              let days = calendar.range(of: .day, in: .month, for: start)?.count else { throw NativeError("MultiDatePicker cannot show the month of \(shown)") }
        let chosenDays = Set(selected.filter { calendar.isDate($0, equalTo: start, toGranularity: .month) }.map { calendar.component(.day, from: $0) })
        let parts = ControlParts(call)
        let text = { (string: String) in types.text(string, at: call.location) }
        let column = { (content: Value) in parts.node(.flexFrame(FlexFrame(maxWidth: .infinity, alignment: .center)), content) }
        let row = { (cells: [Value]) in parts.node(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0), parts.group(cells)) }

        let title = DateFormatter()
        title.locale = calendar.locale
        title.setLocalizedDateFormatFromTemplate("MMMMy")
        let headline = parts.node(.environment(EnvironmentWriter("font(.headline)") { $0.font = .system(.headline) }), text(title.string(from: start)))
        let first = calendar.firstWeekday - 1
        let symbols = calendar.shortWeekdaySymbols
        let weekdays = parts.node(ViewKind.secondaryForeground, parts.node(
            .environment(EnvironmentWriter("font(.footnote.weight(.semibold))") { $0.font = .system(.footnote, weight: .semibold) }),
            row((0..<7).map { column(text(symbols[(first + $0) % 7].uppercased())) })
        ))
        let leading = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        let cells: [Int?] = Array(repeating: nil, count: leading) + (1...days).map { Optional($0) }
        let weeks = stride(from: 0, to: cells.count, by: 7).map { weekStart in
            row((weekStart..<weekStart + 7).map { position in
                let day = position < cells.count ? cells[position] : nil
                let content = day.map { dayView($0, isSelected: chosenDays.contains($0), parts, text) } ?? parts.color(.clear)
                return parts.node(.flexFrame(FlexFrame(maxWidth: .infinity, alignment: .center)),
                                  parts.node(.frame(width: nil, height: rowHeight, alignment: .center), content))
            })
        }
        let body = [headline, weekdays, parts.node(.stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0), parts.group(weeks))]
        // The picker's own colours: a foreground style set around it changes nothing.
        let month = parts.node(.environment(EnvironmentWriter("font(.title3), foregroundColor(.primary)") { $0.font = .system(.title3); $0.foregroundStyle = .color(.primary) }),
                               parts.node(.stack(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 8), parts.group(body)))
        return parts.view("MultiDatePicker", month)
    }

    private static func dayView(_ day: Int, isSelected: Bool, _ parts: ControlParts, _ text: (String) -> Value) -> Value {
        let number = text("\(day)")
        guard isSelected else { return number }
        let white = parts.node(.environment(EnvironmentWriter("foregroundColor(.white)") { $0.foregroundStyle = .color(.white) }), number)
        let circle = parts.node(ViewKind.tintForeground, parts.node(
            .frame(width: selectionDiameter, height: selectionDiameter, alignment: .center),
            parts.types.make("Circle", ShapeView(kind: .circle))
        ))
        return parts.node(.background(.center), white, circle)
    }
}

import Foundation
import PlumbInterpreter
import PlumbLayout

/// Views that hold other views the way iOS draws them (sizes close to iOS's, not measured):
///
/// - `GroupBox` (content, a title, or a `label:`): the label in the headline font above the content, 8 points apart,
///   both leading, padded 16 points on a rounded rectangle (radius 8) in the secondary system background.
/// - `DisclosureGroup` (a title or a `label:`, with or without `isExpanded:`): a greedy row of the label and a
///   chevron in the tint at its trailing edge (right when collapsed, down when expanded), the content below it when
///   expanded, 8 points apart. Without a binding it shows collapsed, as a group starts; with one, a tap on the row
///   flips it.
/// - `ControlGroup`: its buttons side by side, bordered.
/// - `ColorPicker`: a toggle-like row of the label and a 28-point swatch of the selected colour in a gray ring.
/// - `TimelineView`: its content made for the solve's moment (`context.date`), whatever the schedule.
enum ContainerViewsVocabulary {
    static let groupBoxPadding: CGFloat = 16
    static let groupBoxCornerRadius: CGFloat = 8
    static let labelSpacing: CGFloat = 8
    static let swatchSize: CGFloat = 28

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        registerGroupBox(library, types)
        registerDisclosureGroup(library, types)
        registerTimelineView(library, types)
        registerControlGroupAndColorPicker(library, types)
    }

    // MARK: GroupBox

    private static func registerGroupBox(_ library: NativeLibrary, _ types: SceneTypes) {
        var box = NativeType("GroupBox", conformances: ["View"])
        let content = NativeParameter("content", "@ViewBuilder () -> Content")
        box.initializer([content]) { call in groupBox(ControlParts(call), label: nil, content: try call.callArgument(0)) }
        box.initializer([NativeParameter(nil, "String"), content]) { call in
            groupBox(ControlParts(call), label: types.text(try call.string(0), at: call.location), content: try call.callArgument(1))
        }
        box.initializer([content, NativeParameter("label", "@ViewBuilder () -> Label")]) { call in
            groupBox(ControlParts(call), label: try call.callArgument(1), content: try call.callArgument(0))
        }
        library.register(box)
    }

    private static func groupBox(_ parts: ControlParts, label: Value?, content: Value) -> Value {
        let headline = label.map { label in
            parts.node(.environment(EnvironmentWriter("font(.headline)") { $0.font = .headline }), label)
        }
        let stack = parts.node(.stack(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: labelSpacing),
                               parts.group([headline, content].compactMap { $0 }))
        let padded = parts.node(.padding(EdgeInsets(all: groupBoxPadding)), stack)
        let card = parts.types.make("RoundedRectangle", ShapeView(
            kind: .roundedRectangle(cornerRadius: groupBoxCornerRadius, style: .continuous),
            paint: .fill(.color(Color(named: "secondarySystemBackground")))
        ))
        return parts.view("GroupBox", parts.node(.background(.center), padded, card))
    }

    // MARK: DisclosureGroup

    private static func registerDisclosureGroup(_ library: NativeLibrary, _ types: SceneTypes) {
        var group = NativeType("DisclosureGroup", conformances: ["View"])
        let content = NativeParameter("content", "@ViewBuilder () -> Content")
        let isExpanded = NativeParameter("isExpanded", "Binding<Bool>")
        let label = NativeParameter("label", "@ViewBuilder () -> Label")
        let title = NativeParameter(nil, "String")
        group.initializer([title, content]) { call in
            try disclosureGroup(call, label: types.text(try call.string(0), at: call.location), binding: nil, content: 1)
        }
        group.initializer([title, isExpanded, content]) { call in
            try disclosureGroup(call, label: types.text(try call.string(0), at: call.location), binding: 1, content: 2)
        }
        group.initializer([content, label]) { call in try disclosureGroup(call, label: try call.callArgument(1), binding: nil, content: 0) }
        group.initializer([isExpanded, content, label]) { call in try disclosureGroup(call, label: try call.callArgument(2), binding: 0, content: 1) }
        library.register(group)
    }

    private static func disclosureGroup(_ call: NativeCall, label: Value, binding index: Int?, content: Int) throws -> Value {
        let parts = ControlParts(call)
        let expansion = try index.map { try call.boolBinding($0) }
        let isExpanded = expansion?.value ?? false
        let symbol = parts.types.make("Image", ImageView(name: isExpanded ? "chevron.down" : "chevron.right", isSystemSymbol: true))
        let chevron = parts.node(.environment(EnvironmentWriter("font(.footnote.weight(.semibold))") { $0.font = Font.footnote.weight(.semibold) }),
                                 parts.node(ViewKind.tintForeground, symbol))
        let row = parts.labeledRow(label, chevron, hidingLabel: false)
        let header = expansion.map { parts.tappable("DisclosureGroup", row, flipping: $0.binding) } ?? row
        let rows = isExpanded ? [header, try call.callArgument(content)] : [header]
        return parts.view("DisclosureGroup", parts.node(
            .stack(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: labelSpacing), parts.group(rows)
        ))
    }

    // MARK: TimelineView

    private static func registerTimelineView(_ library: NativeLibrary, _ types: SceneTypes) {
        var schedule = NativeType("TimelineSchedule")
        let make = { (name: String) in types.make("TimelineSchedule", name) }
        for name in ["everyMinute", "animation"] { schedule.staticConstant(name, make(name)) }
        schedule.staticMethod("periodic", [NativeParameter("from", "Date"), NativeParameter("by", "Double")]) { _ in make("periodic") }
        schedule.staticMethod("animation", [
            NativeParameter("minimumInterval", "Double?", default: .optional(nil)), NativeParameter("paused", "Bool", default: .bool(false)),
        ]) { _ in make("animation") }
        schedule.staticMethod("explicit", [NativeParameter(nil, "Any")]) { _ in make("explicit") }
        schedule.describe = { ".\($0)" }
        library.register(schedule)

        types.registerTokens("TimelineView.Context.Cadence", ["live", "seconds", "minutes"])
        var context = NativeType("TimelineViewDefaultContext")
        context.property("date") { _ in types.make("Date", types.clock.now) }
        context.property("cadence") { _ in types.make("TimelineView.Context.Cadence", "live") }
        library.register(context)

        var timeline = NativeType("TimelineView", conformances: ["View"])
        timeline.initializer([NativeParameter(nil, "TimelineSchedule"), NativeParameter("content", "(TimelineViewDefaultContext) -> Content")]) { call in
            let content = try call.callArgument(1, types.make("TimelineViewDefaultContext", "context"))
            return types.view("TimelineView", SceneView(.transparent, content: [content], at: call.location))
        }
        library.register(timeline)
    }

    // MARK: ControlGroup, ColorPicker

    private static func registerControlGroupAndColorPicker(_ library: NativeLibrary, _ types: SceneTypes) {
        var group = NativeType("ControlGroup", conformances: ["View"])
        group.initializer([NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
            let parts = ControlParts(call)
            let row = parts.node(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: labelSpacing), try call.callArgument(0))
            return parts.view("ControlGroup", ControlStylesVocabulary.scoped(row, parts, "buttonStyle(.bordered)") { styles in
                styles.button = .bordered
                styles.customButtonStyle = nil
            })
        }
        library.register(group)

        var picker = NativeType("ColorPicker", conformances: ["View"])
        let selection = NativeParameter("selection", "Binding<Color>")
        let opacity = NativeParameter("supportsOpacity", "Bool", default: .bool(true))
        picker.initializer([NativeParameter(nil, "String"), selection, opacity]) { call in
            try colorPicker(call, label: types.text(try call.string(0), at: call.location), selection: 1)
        }
        picker.initializer([selection, opacity, NativeParameter("label", "@ViewBuilder () -> Label")]) { call in
            try colorPicker(call, label: try call.callArgument(2), selection: 0)
        }
        library.register(picker)
    }

    private static func colorPicker(_ call: NativeCall, label: Value, selection index: Int) throws -> Value {
        let parts = ControlParts(call)
        guard let color = try call.binding(index, "Binding<Color>").get().payload(as: Color.self) else { throw call.mismatch(index, "Binding<Color>") }
        let well = parts.types.make("Circle", ShapeView(kind: .circle, paint: .fill(.color(color))))
        let ring = parts.types.make("Circle", ShapeView(kind: .circle, paint: .strokeBorder(.color(.gray), lineWidth: 3)))
        let swatch = parts.node(.frame(width: swatchSize, height: swatchSize, alignment: .center),
                                parts.node(.overlay(.center), well, ring))
        return parts.view("ColorPicker", parts.controlRow(label, swatch))
    }
}

import Foundation
import PlumbContent
import PlumbInterpreter
import PlumbLayout

/// `Picker` and `.tag(_:)`, as iOS draws a picker in a `Form` (the menu style, iOS 16 and later): the label leading,
/// then the selected option's view and a `chevron.up.chevron.down` symbol 4 pt after it, both in the secondary
/// colour, at the trailing edge. The options are the content's views; each is selected by its `.tag(_:)` or, inside
/// a `ForEach`, by its element's id, as in SwiftUI. In live mode a tap opens the menu of the options, the selected
/// one checked; a tap on an option selects it. A tap that cannot open it (`plumb solve --tap`) selects the next
/// option (after the last, the first).
///
/// Under `pickerStyle(.segmented)` it is UISegmentedControl instead: as wide as it is offered and 32 points tall, the
/// options in equal segments side by side, their text at 13 points (the selected one's semibold), the label not
/// shown; a tap on a segment selects its option. Other styles draw as the menu style (``ControlStylesVocabulary``).
enum PickerVocabulary {
    /// Between the selected option and the chevron.
    static let chevronSpacing: CGFloat = 4
    /// A segmented control's height.
    static let segmentedHeight: CGFloat = 32

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["Picker"])
        var view = NativeType("View", isProtocol: true)
        view.method("tag", [NativeParameter(nil, "Any")]) { call in
            types.modified(SceneView(.tagged(call[0]), content: [call.receiver], at: call.location))
        }
        library.register(view)

        var picker = NativeType("Picker")
        let selection = NativeParameter("selection", "Binding<Any>")
        let content = NativeParameter("content", "@ViewBuilder () -> Content")
        let label = NativeParameter("label", "@ViewBuilder () -> Label")
        picker.initializer([NativeParameter(nil, "String"), selection, content]) { call in
            try makePicker(call, label: types.text(try call.string(0), at: call.location), selection: 1, content: try call.callArgument(2))
        }
        picker.initializer([selection, label, content]) { call in
            try makePicker(call, label: try call.callArgument(1), selection: 0, content: try call.callArgument(2))
        }
        // iOS 13's form: the label a view rather than a closure.
        picker.initializer([selection, NativeParameter("label", "View"), content]) { call in
            try makePicker(call, label: call[1], selection: 0, content: try call.callArgument(2))
        }
        picker.initializer([selection, content, label]) { call in
            try makePicker(call, label: try call.callArgument(2), selection: 0, content: try call.callArgument(1))
        }
        library.register(picker)
    }

    private static func makePicker(_ call: NativeCall, label: Value, selection index: Int, content: Value) throws -> Value {
        let binding = try call.binding(index, "Binding")
        let selected = try binding.get()
        let options = taggedViews(in: content, tag: nil)
        let chosen = options.firstIndex { $0.tag == selected }
        let parts = ControlParts(call)
        let chevron = parts.types.make("Image", ImageView(name: "chevron.up.chevron.down", isSystemSymbol: true))
        let current = parts.node(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: chevronSpacing),
                                 parts.group((chosen.map { [options[$0].view] } ?? []) + [chevron]))
        let menu = parts.view("Picker", parts.types.modified(SceneView(.node { builder, identity in
            let items = options.indices.map { index in
                TapAction.Menu.Item(label: builder.node(for: options[index].view, identity: identity.appending("menu").appending(position: index)),
                                    isChecked: index == chosen) {
                    builder.context.guarded(()) { if let tag = options[index].tag { try binding.set(tag) } }
                }
            }
            // A tap without the menu (`plumb solve --tap`) selects the next option (after the last, the first).
            return .tapAction(TapAction(menu: TapAction.Menu(items: items)) {
                if !items.isEmpty { items[((chosen ?? -1) + 1) % items.count].perform() }
            })
        }, content: [parts.labeledRow(label, current)], at: parts.location)))
        let segmented = segmentedControl(options, chosen: chosen, binding: binding, parts)
        return parts.view("Picker", parts.types.modified(SceneView(.deferred { builder, identity in
            builder.node(for: builder.context.styles.pickerIsSegmented ? segmented : menu, identity: identity)
        }, at: parts.location)))
    }

    /// The options as a segmented control's segments, each selecting its option when tapped.
    private static func segmentedControl(_ options: [(tag: Value?, view: Value)], chosen: Int?, binding: Binding, _ parts: ControlParts) -> Value {
        let segments = options.indices.map { index in
            let font = index == chosen ? Font.system(size: 13, weight: .semibold) : Font.system(size: 13)
            let label = parts.node(.environment(EnvironmentWriter("font(.system(size: 13))") { $0.font = font }), options[index].view)
            let segment = parts.node(.flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity)), label)
            return parts.tappable("Segment", segment) {
                if let tag = options[index].tag { try binding.set(tag) }
            }
        }
        let row = parts.node(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0), parts.group(segments))
        let control = parts.node(.painted(SegmentedTrack(selected: chosen, count: options.count)), row)
        return parts.node(.frame(width: nil, height: segmentedHeight, alignment: .center), control)
    }

    /// The views in `content` (a picker's options, a tab view's tabs) with the values that select them: a `.tag`,
    /// else the `ForEach` id `tag`.
    static func taggedViews(in content: Value, tag: Value?) -> [(tag: Value?, view: Value)] {
        switch content {
        case .optional(let wrapped):
            return wrapped.map { taggedViews(in: $0, tag: tag) } ?? []
        case .native(let object):
            guard let view = object.payload(as: SceneView.self) else { break }
            switch view.role {
            case .group:
                return view.content.indices.flatMap { taggedViews(in: view.content[$0], tag: view.contentIDs?[$0]) }
            case .tagged(let explicit):
                return [(explicit, content)]
            default:
                break
            }
        default:
            break
        }
        return [(tag, content)]
    }
}

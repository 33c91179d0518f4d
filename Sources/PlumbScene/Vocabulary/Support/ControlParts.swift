import Foundation
import PlumbInterpreter
import PlumbLayout

/// Builds the nodes of a control at the call that makes it.
struct ControlParts {
    let types: SceneTypes
    let location: SourceLocation?

    init(_ call: NativeCall) {
        self.init(types: call.context.types, location: call.location)
    }

    init(types: SceneTypes, location: SourceLocation?) {
        self.types = types
        self.location = location
    }

    /// A node of `kind` over `content`: one view, or a view and its layers (`.background`, `.overlay`).
    func node(_ kind: ViewKind, _ content: Value...) -> Value {
        types.modified(SceneView.node(kind, content: content, at: location))
    }

    /// Views listed in a container (a `TupleView`).
    func group(_ views: [Value]) -> Value {
        types.tuple(SceneView(.group, content: views, at: location))
    }

    func color(_ color: Color) -> Value {
        types.make("Color", color)
    }

    /// The label leading and greedy, then `control` 8 pt after it (a toggle's switch, a stepper); under
    /// `labelsHidden()`, the control alone.
    func controlRow(_ label: Value, _ control: Value) -> Value {
        let leading = styled([label]) { $0.labelsHidden ? .empty : .flexFrame(FlexFrame(maxWidth: .infinity, alignment: .leading)) }
        return node(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: ControlsVocabulary.switchSpacing),
                    group([leading, control]))
    }

    /// The label, a spacer, and `value` in the secondary colour at the trailing edge (`LabeledContent`, a picker);
    /// under `labelsHidden()`, the value alone — unless `label` is no control's label but a row's content (a
    /// `NavigationLink`'s), which stays.
    func labeledRow(_ label: Value, _ value: Value, hidingLabel: Bool = true) -> Value {
        let secondary = node(.secondaryForeground, value)
        let spacer = types.view("Spacer", SceneView.node(.spacer(minLength: nil), at: location))
        let leading = hidingLabel ? styled([label, spacer]) { $0.labelsHidden ? .empty : .group } : group([label, spacer])
        return node(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil), group([leading, secondary]))
    }

    /// A node chosen by the styles in effect where it is built.
    func styled(_ content: [Value], _ kind: @escaping (SceneStyles) -> ViewKind) -> Value {
        types.modified(SceneStyles.node(content, at: location, kind))
    }

    /// The finished control as a value of its SwiftUI type.
    func view(_ typeName: String, _ content: Value) -> Value {
        types.view(typeName, SceneView(.transparent, content: [content], at: location))
    }

    /// The control under a tap action that flips `binding` (a toggle's switch, a disclosure group's row).
    func tappable(_ typeName: String, _ content: Value, flipping binding: Binding) -> Value {
        tappable(typeName, content) {
            guard case .bool(let current) = try binding.get() else { return }
            try binding.set(.bool(!current))
        }
    }

    /// `content` under a tap action whose press and drag set a value by the pointer's place along its width, between
    /// `inset` from either end (`set` gets the fraction; its faults become diagnostics of the next solve).
    func tracked(_ content: Value, inset: CGFloat, _ set: @escaping (Double) throws -> Void) -> Value {
        types.modified(SceneView(.node { builder, _ in
            let track = TapAction.Track(inset: inset) { fraction in builder.context.guarded(()) { try set(fraction) } }
            return .tapAction(TapAction(track: track) {})
        }, content: [content], at: location))
    }

    /// The control under a tap action running `perform` (its faults become diagnostics of the next solve); with
    /// `press`, a button live mode holds pressed until the pointer is released.
    func tappable(_ typeName: String, _ content: Value, pressing press: ButtonPress? = nil, _ perform: @escaping () throws -> Void) -> Value {
        view(typeName, types.modified(SceneView(.node { builder, _ in
            let context = builder.context
            let setPressed = press.map { press in
                { [key = press.key] (pressed: Bool) in
                    guard (context.pressedButton == key) != pressed else { return }
                    context.pressedButton = pressed ? key : nil
                    context.stateDidChange()
                }
            }
            return .tapAction(TapAction(setPressed: setPressed) { context.guarded(()) { try perform() } })
        }, content: [content], at: location)))
    }
}

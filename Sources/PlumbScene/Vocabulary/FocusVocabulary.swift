import PlumbInterpreter
import PlumbLayout

/// `.focused($isFocused)` and `.focused($field, equals: .email)`: the text fields below are bound to the
/// `@FocusState`. In live mode a tap into such a field sets the state (the views reading it are built again), and
/// the state set in code (a button's action, `onAppear`) moves the caret to the field it names. `.defaultFocus($field,
/// .email)` sets the state to the value when the view appears with nothing focused (nil, or false), after the
/// `onAppear` actions of the views built before it and before those built after: a focus they set stands.
enum FocusVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var view = NativeType("View", isProtocol: true)
        view.method("focused", [NativeParameter(nil, "Binding<Bool>")]) { call in
            let binding = try call.binding(0, "Binding<Bool>")
            return scoped(call, FocusBinding(state: binding, value: nil))
        }
        view.method("focused", [NativeParameter(nil, "Any"), NativeParameter("equals", "Any")]) { call in
            let binding = try call.binding(0, "Binding")
            return scoped(call, FocusBinding(state: binding, value: call[1]))
        }
        // The priority (`.automatic`, `.userInitiated`) changes nothing here; its `.userInitiated` is the one of
        // `TaskPriority`, whose name it shares.
        view.method("defaultFocus", [NativeParameter(nil, "Any"), NativeParameter(nil, "Any"), NativeParameter("priority", "Any", default: .void)]) { call in
            let (binding, value, receiver, location) = (try call.binding(0, "FocusState.Binding"), call[1].unwrappedOptional, call.receiver, call.location)
            return types.modified(SceneView(.deferred { builder, identity in
                builder.context.viewAppeared(at: identity, location: location) {
                    switch try binding.get() {
                    case .optional(nil): try binding.set(.optional(value))
                    case .bool(false): try binding.set(value)
                    default: break
                    }
                }
                return builder.node(for: receiver, identity: identity)
            }, content: [receiver], at: location))
        }
        library.register(view)
    }

    private static func scoped(_ call: NativeCall, _ focus: FocusBinding) -> Value {
        ControlStylesVocabulary.scoped(call.receiver, ControlParts(call), "focused") { $0.focus = focus }
    }
}

/// The `@FocusState` a `.focused` modifier binds the fields below it to, and the value naming them (nil: a `Bool`
/// state, true while focused).
struct FocusBinding {
    var state: Binding
    var value: Value?

    /// What a field's tap action reads and sets of the state, the state's errors recorded in `context`.
    func entryFocus(in context: SceneContext) -> TapAction.TextEntry.Focus {
        let isFocused = (try? state.get()).map(names) ?? false
        return TapAction.TextEntry.Focus(isFocused: isFocused) { focused in
            context.guarded(()) {
                if focused {
                    try state.set(value.map { if case .optional = $0 { $0 } else { .optional($0) } } ?? .bool(true))
                } else if names(try state.get()) {
                    try state.set(value == nil ? .bool(false) : .optional(nil))
                }
            }
        }
    }

    /// Whether the state's `current` value names the fields bound here.
    private func names(_ current: Value) -> Bool {
        current == value ?? .bool(true)
    }
}

import PlumbInterpreter
import PlumbLayout

/// `NavigationLink` — `NavigationLink { destination } label: { … }`, `NavigationLink(destination:label:)`,
/// `NavigationLink("Title", destination:)`, `NavigationLink(value:label:)`, `NavigationLink("Title", value:)`: its label
/// in the tint colour, as a borderless button shows it; as a row of a `List` or `Form`, the label in the primary colour
/// with iOS's disclosure chevron at the trailing edge (``disclosureRow(_:_:)``). A preview shows the first screen; a
/// link with a destination pushes it onto the stack around when tapped (live mode), building it then; a link with a
/// value pushes what the stack's `navigationDestination(for:)` for the value's type builds of it, when it has one —
/// in a stack bound to a path, by appending the value to the path.
enum NavigationLinkVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["NavigationLink"])
        let label = NativeParameter("label", "@ViewBuilder () -> Label")
        var link = NativeType("NavigationLink")
        for target in ["destination", "value"] {
            let isValue = target == "value"
            link.initializer([NativeParameter(target, "Any"), label]) { call in
                make(call, label: try call.callArgument(1), target: 0, isValue: isValue)
            }
            link.initializer([NativeParameter(nil, "String"), NativeParameter(target, "Any")]) { call in
                make(call, label: types.text(try call.string(0), at: call.location), target: 1, isValue: isValue)
            }
        }
        library.register(link)
        var view = NativeType("View", isProtocol: true)
        view.method("navigationDestination", [NativeParameter("for", "Any"), NativeParameter("destination", "(Any) -> Destination")]) { call in
            guard case .type(let type) = call[0] else { throw call.mismatch(0, "Any.Type") }
            let destination = call[1]
            return types.modified(SceneView(.marker { context in
                guard let stack = context.navigation.stackKey else { return }
                context.navigationDestinations[stack, default: [:]][type.displayName] = destination
            }, content: [call.receiver], at: call.location))
        }
        library.register(view)
    }

    /// The link: a tap in live mode pushes onto the stack around the destination at argument `target` (built when
    /// tapped) or, when `isValue`, what the stack's `navigationDestination(for:)` for the type of the value there
    /// builds of it (with none, SwiftUI's link cannot be activated: the tap does nothing).
    private static func make(_ call: NativeCall, label: Value, target: Int, isValue: Bool) -> Value {
        let parts = ControlParts(call)
        let tinted = parts.node(ViewKind.tintForeground, label)
        return parts.view("NavigationLink", parts.types.modified(SceneView(.node { builder, _ in
            let (context, stack, path) = (builder.context, builder.context.navigation.stackKey, builder.context.navigation.path)
            return .tapAction(TapAction {
                context.guarded(()) {
                    guard let stack else { return }
                    if isValue {
                        let value = call[target].unwrappedOptional
                        guard let destination = context.navigationDestinations[stack]?[call.interpreter.typeName(of: value)] else { return }
                        if let path {
                            try path.append(value)
                        } else {
                            context.navigationPaths[stack, default: []].append(PushedScreen(destination: destination, value: value))
                        }
                    } else {
                        context.navigationPaths[stack, default: []].append(PushedScreen(destination: try call.callArgument(target), value: nil))
                    }
                    context.stateDidChange()
                }
            })
        }, content: [tinted], at: call.location)))
    }

    /// A list row that is a `NavigationLink`, or holds one under its modifiers (`.listRowBackground(…)`,
    /// `.swipeActions { … }`): the link as a row — its label (untinted) leading, the chevron trailing (after the row's
    /// `badge`, if it has one) — under the same modifiers; nil for any other row.
    static func disclosureRow(_ row: Value, badge: Value? = nil, _ parts: ControlParts) -> Value? {
        guard case .native(let object) = row, let view = object.payload(as: SceneView.self) else { return nil }
        if object.type.name == "NavigationLink" { return linkRow(view, badge: badge, parts) }
        switch view.role {
        case .kind, .node, .identified, .tagged, .transparent, .marker, .appearAction:
            guard view.content.count == 1, let inner = disclosureRow(view.content[0], badge: badge, parts) else { return nil }
            return .native(NativeObject(type: object.type, object: SceneView(view.role, content: [inner], at: view.location, contentIDs: view.contentIDs)))
        case .group, .modifier, .styled, .tabItem, .badge, .deferred:
            return nil
        }
    }

    private static func linkRow(_ link: SceneView, badge: Value?, _ parts: ControlParts) -> Value? {
        guard case .native(var tinted)? = link.content.first else { return nil }
        // A link with a destination has its tap action around the tinted label: the row keeps it.
        var tap: (object: NativeObject, view: SceneView)?
        if let view = tinted.payload(as: SceneView.self), case .node = view.role, case .native(let inner)? = view.content.first {
            tap = (tinted, view)
            tinted = inner
        }
        guard let label = tinted.payload(as: SceneView.self)?.content.first else { return nil }
        let chevron = parts.types.make("Image", ImageView(name: "chevron.right", isSystemSymbol: true))
        let styled = parts.node(.environment(EnvironmentWriter("font(.footnote.weight(.semibold)), foregroundStyle(.tertiary)") { environment in
            environment.font = Font.footnote.weight(.semibold)
            environment.foregroundStyle = .color(Color(named: "tertiaryLabel"))
        }), chevron)
        let trailing = badge.map { parts.node(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil), parts.group([$0, styled])) }
        let row = parts.labeledRow(label, trailing ?? styled, hidingLabel: false)
        guard let tap else { return parts.view("NavigationLink", row) }
        return parts.view("NavigationLink", .native(NativeObject(type: tap.object.type, object: SceneView(tap.view.role, content: [row], at: tap.view.location))))
    }
}

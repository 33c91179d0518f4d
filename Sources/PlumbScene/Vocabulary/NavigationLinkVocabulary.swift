import PlumbInterpreter
import PlumbLayout

/// `NavigationLink` — `NavigationLink { destination } label: { … }`, `NavigationLink(destination:label:)`,
/// `NavigationLink("Title", destination:)`, `NavigationLink(value:label:)`, `NavigationLink("Title", value:)`: its label
/// in the tint colour, as a borderless button shows it; as a row of a `List` or `Form`, the label in the primary colour
/// with iOS's disclosure chevron at the trailing edge (``disclosureRow(_:_:)``). A preview shows the first screen, so
/// the destination is not built and a tap pushes nothing.
enum NavigationLinkVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["NavigationLink"])
        let label = NativeParameter("label", "@ViewBuilder () -> Label")
        var link = NativeType("NavigationLink")
        for target in ["destination", "value"] {
            link.initializer([NativeParameter(target, "Any"), label]) { call in make(call, label: try call.callArgument(1)) }
            link.initializer([NativeParameter(nil, "String"), NativeParameter(target, "Any")]) { call in
                make(call, label: ControlsVocabulary.text(try call.string(0), types, at: call.location))
            }
        }
        library.register(link)
    }

    private static func make(_ call: NativeCall, label: Value) -> Value {
        let parts = ControlParts(call)
        return parts.view("NavigationLink", parts.node(ControlsVocabulary.tintForeground, label))
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
        guard case .native(let tinted)? = link.content.first, let label = tinted.payload(as: SceneView.self)?.content.first else { return nil }
        let chevron = parts.types.make("Image", ImageContent(name: "chevron.right", isSystemSymbol: true))
        let styled = parts.node(.environment(EnvironmentWriter("font(.footnote.weight(.semibold)), foregroundStyle(.tertiary)") { environment in
            environment.font = Font.footnote.weight(.semibold)
            environment.foregroundStyle = .color(Color(named: "tertiaryLabel"))
        }), chevron)
        let trailing = badge.map { parts.node(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil), parts.group([$0, styled])) }
        return parts.view("NavigationLink", parts.labeledRow(label, trailing ?? styled, hidingLabel: false))
    }
}

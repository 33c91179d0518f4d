import PlumbInterpreter
import PlumbLayout

/// Turns the view value a scene's entry point evaluates to into the engine's node tree: user views are expanded
/// through `body` with their `@State` boxes chosen by identity, optional views and groups resolved. A fault while
/// building becomes a diagnostic and an empty view, so the rest of the scene still shows.
final class SceneTreeBuilder {
    let context: SceneContext
    var interpreter: Interpreter { context.interpreter }

    init(context: SceneContext) {
        self.context = context
    }

    /// The node of a view value at a place in the tree.
    func node(for value: Value, identity: SceneIdentity, at location: SourceLocation? = nil) -> ViewNode {
        switch value {
        case .native(let object):
            if let view = object.payload(as: SceneView.self) { return node(for: view, identity: identity) }
            if let kind = SceneViews.leafKind(of: object.payload) { return ViewNode(kind, source: location) }
        case .instance(let instance) where interpreter.conforms(instance.type, to: "Shape"):
            if let shape = context.shapeView(of: value) { return ViewNode(.shape(shape.kind, shape.paint), source: location) }
        case .instance(let instance) where interpreter.conforms(instance.type, to: "View"):
            if let (placeholder, warning) = UIKitBridgeVocabulary.placeholder(for: instance.type, in: context) {
                context.record(warning)
                return node(for: placeholder, identity: identity, at: location)
            }
            return userView(value, named: instance.type.name, identity: identity, at: location)
        case .optional(let wrapped):
            guard let wrapped else { return ViewNode(.empty, source: location) }
            return node(for: wrapped, identity: identity, at: location)
        default:
            break
        }
        context.record(context.error("'\(interpreter.typeName(of: value))' is not a View", at: location))
        return ViewNode(.empty, source: location)
    }

    private func node(for view: SceneView, identity: SceneIdentity) -> ViewNode {
        switch view.role {
        case .kind(let kind):
            return ViewNode(kind, children: childNodes(view, identity: identity), source: view.callSite ?? view.location, definition: view.definition)
        case .node(let make):
            let children = childNodes(view, identity: identity)
            return ViewNode(make(self, identity), children: children, source: view.callSite ?? view.location, definition: view.definition)
        case .identified(let id):
            var node = node(for: view.content[0], identity: identity.appending("id:\(id)"), at: view.location)
            node.id = id
            return node
        case .group:
            return ViewNode(.group, children: childNodes(view, identity: identity), source: view.location)
        case .modifier(let modifier):
            return expanded(modifier, named: interpreter.typeName(of: modifier), identity: identity, at: view.location) { modifier in
                var receiver = modifier
                return try interpreter.callMethod("body", on: &receiver, [.value(view.content[0], label: "content")])
            }
        case .styled(let styleKey, let configuration):
            guard let style = context.styles[keyPath: styleKey] else { return node(for: view.content[0], identity: identity, at: view.location) }
            // Without the style while its body is built: a control it makes again (`Label { configuration.title }
            // icon: { … }`) has the standard look, as in SwiftUI, rather than the style's without end.
            context.styles[keyPath: styleKey] = nil
            defer { context.styles[keyPath: styleKey] = style }
            return expanded(style, named: interpreter.typeName(of: style), identity: identity, at: view.location) { style in
                var receiver = style
                return try interpreter.callMethod("makeBody", on: &receiver, [.value(configuration, label: "configuration")])
            }
        case .transparent, .tagged, .tabItem, .badge:
            return node(for: view.content[0], identity: identity, at: view.location)
        case .marker(let tell):
            tell(context)
            return node(for: view.content[0], identity: identity, at: view.location)
        case .deferred(let make):
            return make(self, identity)
        case .appearAction(let action):
            context.viewAppeared(at: identity, location: view.location) { [unowned context] in _ = try context.interpreter.call(action) }
            return node(for: view.content[0], identity: identity, at: view.location)
        }
    }

    private func childNodes(_ view: SceneView, identity: SceneIdentity) -> [ViewNode] {
        view.content.indices.map { index in
            node(for: view.content[index], identity: view.contentIdentity(index, in: identity), at: view.location)
        }
    }

    /// A view declared in the scene file: its `body`.
    private func userView(_ value: Value, named name: String, identity: SceneIdentity, at location: SourceLocation?) -> ViewNode {
        expanded(value, named: name, identity: identity, at: location) { try interpreter.body(of: $0) }
    }

    /// Builds the node of a view made later, during the solve, at `identity` with the styles in effect now: what a
    /// `GeometryReader` or a preference reader builds sees the environment of where it stands, as in SwiftUI.
    func buildingLater(at identity: SceneIdentity) -> (Value) -> ViewNode {
        let styles = context.styles
        return { [self] view in
            let outer = context.styles
            context.styles = styles
            defer { context.styles = outer }
            return node(for: view, identity: identity)
        }
    }

    /// The node of the view a scene's own view or modifier makes of itself (`body`): its state boxes are the ones
    /// kept for `identity`, its environment objects and values those of the views around it.
    private func expanded(
        _ value: Value, named name: String, identity: SceneIdentity, at location: SourceLocation?, _ body: (Value) throws -> Value
    ) -> ViewNode {
        let identity = identity.appending(name)
        let withState = interpreter.replacingStateBoxes(in: value) { property, fresh in
            context.stateBox(identity, property, fresh: fresh)
        }
        let objects = context.styles.environmentObjects
        let adopted = interpreter.fillingEnvironmentObjects(in: withState) { typeName in
            objects[typeName] ?? context.madeEnvironmentObject(
                typeName, for: name, at: location ?? interpreter.type(of: value).flatMap(interpreter.declarationLocation(of:))
            )
        }
        let entries = context.styles.environment
        do {
            let filled = entries.isEmpty ? adopted : try interpreter.fillingEnvironmentValues(in: adopted) { name in
                try interpreter.property(name, of: context.types.make("EnvironmentValues", entries))
            }
            return node(for: try body(filled), identity: identity, at: location)
        } catch {
            context.record(error)
            return ViewNode(.empty, source: location)
        }
    }
}

import PlumbContent
import PlumbInterpreter
import PlumbLayout

/// SwiftUI's `@ViewBuilder`: several views form a `TupleView` (a group joining its container's list), a false
/// `if` without `else` an `EmptyView`, and each view statement remembers where it was written. The builders of
/// other SwiftUI content made of views (`@ToolbarContentBuilder`) build as it does, under their own names.
struct SceneViewBuilder: ResultBuilder {
    let types: SceneTypes
    var name = "ViewBuilder"

    func buildExpression(_ value: Value, at location: SourceLocation) throws -> Value {
        guard case .native(let object) = value else { return value }
        if let view = object.payload(as: SceneView.self) {
            guard view.location == nil else { return value }
            return .native(NativeObject(type: object.type, object: SceneView(view.role, content: view.content, at: location, contentIDs: view.contentIDs)))
        }
        if let kind = SceneViews.leafKind(of: object.payload) {
            return .native(NativeObject(type: object.type, object: SceneView.node(kind, at: location)))
        }
        return value
    }

    func buildBlock(_ components: [Value]) throws -> Value {
        switch components.count {
        case 0: types.empty(at: nil)
        case 1: components[0]
        default: types.tuple(SceneView(.group, content: components, at: nil))
        }
    }

    func buildOptional(_ component: Value?) throws -> Value {
        component ?? types.empty(at: nil)
    }

    func buildEither(first component: Value) throws -> Value { component }
    func buildEither(second component: Value) throws -> Value { component }
}

/// Values that are views by themselves: a `Color`, a gradient, a shape with its paint, an `Image`.
enum SceneViews {
    static func leafKind(of payload: Any) -> ViewKind? {
        switch payload {
        case let color as Color: .color(color)
        case let gradient as GradientFill: .gradient(gradient)
        case let shape as ShapeView: .shape(shape.kind, shape.paint)
        case let path as Path: .shape(.path(path), ShapePaint.fill(nil))
        case let image as ImageView: .image(image.content, image.paint)
        default: nil
        }
    }
}

/// A shape value (`Circle()`, `RoundedRectangle(cornerRadius: 8).stroke(.red)`): a view, and a `Shape` that
/// `clipShape`, `fill` and `stroke` take.
struct ShapeView: Hashable {
    var kind: ShapeKind
    var paint: ShapePaint = .fill(nil)
}

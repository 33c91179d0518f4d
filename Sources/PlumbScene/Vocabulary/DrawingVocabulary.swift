import Foundation
import PlumbInterpreter
import PlumbLayout

/// Modifiers that change how views are drawn, never their layout: the foreground style (`foregroundColor`,
/// `foregroundStyle` with colours, `.primary`/`.secondary`, `.tint` and gradients; of two or three styles, the first),
/// `tint`, and the drawing effects `opacity`,
/// `clipShape` (any built-in shape), `cornerRadius` (a clip to a circular-cornered rounded rectangle, as SwiftUI
/// draws it), `clipped()` (a clip to the bounds), `zIndex`, `hidden()` (laid out, not drawn), `shadow(color:radius:x:y:)`
/// (the content's shape blurred, moved and painted under it), and `rotationEffect` /
/// `scaleEffect` (drawn turned or scaled about their anchor; layout, hit testing and overlays keep the untransformed
/// frame, as SwiftUI's layout does).
enum DrawingVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var view = NativeType("View", isProtocol: true)
        registerTransforms(&view, types)
        view.method("foregroundColor", [NativeParameter(nil, "Color?")]) { call in
            let color = try call.optionalPayload(0, as: Color.self, "Color")
            return call.environment("foregroundColor(\(color.map(\.description) ?? "nil"))") { $0.foregroundStyle = color.map(AnyShapeStyle.color) }
        }
        // With two or three styles (a symbol's layers), text and shapes — one layer — take the primary one.
        for layers in 1...3 {
            view.method("foregroundStyle", Array(repeating: NativeParameter(nil, "ShapeStyle"), count: layers)) { call in
                let style = try call.shapeStyle(0)
                return call.environment("foregroundStyle(\(style))") { $0.foregroundStyle = style }
            }
        }
        // `accentColor(_:)`, deprecated, is the tint under its old name.
        for name in ["tint", "accentColor"] {
            view.method(name, [NativeParameter(nil, "Color?")]) { call in
                let color = try call.optionalPayload(0, as: Color.self, "Color")
                return call.environment("\(name)(\(color.map(\.description) ?? "nil"))") { $0.tint = color }
            }
        }
        view.method("opacity", [NativeParameter(nil, "Double")]) { call in
            call.modified(.effect(.opacity(try call.double(0))))
        }
        view.method("zIndex", [NativeParameter(nil, "Double")]) { call in
            call.modified(.effect(.zIndex(try call.double(0))))
        }
        view.method("hidden") { call in call.modified(.effect(.hidden)) }
        // SwiftUI's default shadow colour: black at a third.
        view.method("shadow", [
            NativeParameter("color", "Color", default: types.make("Color", Color.black.opacity(0.33))), NativeParameter("radius", "CGFloat"),
            NativeParameter("x", "CGFloat", default: .double(0)), NativeParameter("y", "CGFloat", default: .double(0)),
        ]) { call in
            let color = try call.payload(0, as: Color.self, "Color")
            return call.modified(.effect(.shadow(color: color, radius: try call.cgFloat(1), offset: CGSize(width: try call.cgFloat(2), height: try call.cgFloat(3)))))
        }
        view.method("clipShape", [NativeParameter(nil, "Shape"), NativeParameter("style", "Any", default: .void)]) { call in
            guard let shape = call.context.shapeView(of: call[0]) else { throw call.mismatch(0, "Shape") }
            return call.modified(.effect(.clipShape(shape.kind)))
        }
        view.method("clipped", [NativeParameter("antialiased", "Bool", default: .bool(false))]) { call in
            call.modified(.effect(.clipShape(.rectangle)))
        }
        view.method("cornerRadius", [NativeParameter(nil, "CGFloat"), NativeParameter("antialiased", "Bool", default: .bool(true))]) { call in
            call.modified(.effect(.clipShape(.roundedRectangle(cornerRadius: try call.cgFloat(0), style: .circular))))
        }
        library.register(view)
    }

    private static func registerTransforms(_ view: inout NativeType, _ types: SceneTypes) {
        let anchor = NativeParameter("anchor", "UnitPoint", default: types.make("UnitPoint", UnitPoint.center))
        func transformed(_ call: NativeCall, anchorIndex: Int, _ transform: DrawingTransform) throws -> Value {
            var transform = transform
            transform.anchor = try call.payload(anchorIndex, as: UnitPoint.self, "UnitPoint")
            return call.modified(.effect(.transform(transform)))
        }
        view.method("rotationEffect", [NativeParameter(nil, "Angle"), anchor]) { call in
            try transformed(call, anchorIndex: 1, DrawingTransform(rotation: try call.angle(0)))
        }
        view.method("scaleEffect", [NativeParameter(nil, "CGFloat"), anchor]) { call in
            let scale = try call.cgFloat(0)
            return try transformed(call, anchorIndex: 1, DrawingTransform(scale: CGSize(width: scale, height: scale)))
        }
        view.method("scaleEffect", [NativeParameter(nil, "CGSize"), anchor]) { call in
            try transformed(call, anchorIndex: 1, DrawingTransform(scale: try call.payload(0, as: CGSize.self, "CGSize")))
        }
        view.method("scaleEffect", [NativeParameter("x", "CGFloat", default: .double(1)), NativeParameter("y", "CGFloat", default: .double(1)), anchor]) { call in
            try transformed(call, anchorIndex: 2, DrawingTransform(scale: CGSize(width: try call.cgFloat(0), height: try call.cgFloat(1))))
        }
    }
}

import Foundation
import PlumbInterpreter
import PlumbLayout

/// `Shape`'s `scale(_:anchor:)`, `scale(x:y:anchor:)`, `offset(_:)`, `offset(x:y:)` and `transform(_:)`: each gives
/// a shape again (`ScaledShape`, `OffsetShape`, `TransformedShape`), its outline moved inside a frame that stays
/// where it is, so it can still be filled or stroked. A stroke made before scales with the outline, as iOS 17's
/// `stroke` is a shape: the stroked area.
extension ViewsVocabulary {
    static func registerShapeTransforms(_ shape: inout NativeType, _ types: SceneTypes) {
        let anchor = NativeParameter("anchor", "UnitPoint", default: types.make("UnitPoint", UnitPoint.center))
        shape.method("scale", [NativeParameter(nil, "CGFloat"), anchor]) { call in
            let factor = try call.cgFloat(0)
            return try transformed(call, by: .scale(factor, factor), about: try call.payload(1, as: UnitPoint.self, "UnitPoint"))
        }
        shape.method("scale", [NativeParameter("x", "CGFloat", default: .double(1)), NativeParameter("y", "CGFloat", default: .double(1)), anchor]) { call in
            try transformed(call, by: .scale(try call.cgFloat(0), try call.cgFloat(1)), about: try call.payload(2, as: UnitPoint.self, "UnitPoint"))
        }
        shape.method("offset", [NativeParameter(nil, "CGSize")]) { call in
            try offset(call, try call.payload(0, as: CGSize.self, "CGSize"))
        }
        shape.method("offset", [NativeParameter("x", "CGFloat", default: .double(0)), NativeParameter("y", "CGFloat", default: .double(0))]) { call in
            try offset(call, CGSize(width: try call.cgFloat(0), height: try call.cgFloat(1)))
        }
        shape.method("transform", [NativeParameter(nil, "CGAffineTransform")]) { call in
            try transformed(call, by: try call.payload(0, as: AffineMatrix.self, "CGAffineTransform"), about: .topLeading)
        }
    }

    /// `Shape.offset`, which a shape filled with a style no longer has: `fill(_:)` gives a view, moved by the view's
    /// `offset` modifier.
    private static func offset(_ call: NativeCall, _ size: CGSize) throws -> Value {
        if case .fill(_?, _)? = call.context.shapeView(of: call.receiver)?.paint { return call.modified(.offset(size)) }
        return try transformed(call, by: .translation(size.width, size.height), about: .topLeading)
    }

    private static func transformed(_ call: NativeCall, by matrix: AffineMatrix, about anchor: UnitPoint) throws -> Value {
        try reshaped(call.receiver, call.context) { shape in
            shape.kind = .transformed(shape.kind, matrix, anchor: anchor)
            if case .stroke(let style, let width, let line) = shape.paint {
                shape.paint = .stroke(style, lineWidth: width * sqrt(abs(matrix.a * matrix.d - matrix.b * matrix.c)), line: line)
            }
        }
    }
}

import Foundation
import PlumbInterpreter
import PlumbLayout

/// `CGAffineTransform` (which Foundation on Linux lacks) and `applying(_:)` on `CGPoint`, `CGSize`, `CGRect` and `Path`, as
/// layout code uses them to compute positions (`CGPoint(x: 0, y: -r).applying(CGAffineTransform(rotationAngle: a))`
/// in Apple's radial layout). Core Graphics' conventions: a point maps to (a·x + c·y + tx, b·x + d·y + ty);
/// `t.rotated(by:)` and friends apply the new step first, then `t`; `t.concatenating(u)` applies `t`, then `u`.
enum AffineTransformVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        let wrap = { (matrix: AffineMatrix) in types.make("CGAffineTransform", matrix) }
        var transform = NativeType("CGAffineTransform", conformances: ["Equatable", "Hashable"])
        transform.initializer([]) { _ in wrap(AffineMatrix()) }
        transform.initializer(["a", "b", "c", "d", "tx", "ty"].map { NativeParameter($0, "CGFloat") }) { call in
            wrap(AffineMatrix(a: try call.cgFloat(0), b: try call.cgFloat(1), c: try call.cgFloat(2), d: try call.cgFloat(3),
                        tx: try call.cgFloat(4), ty: try call.cgFloat(5)))
        }
        transform.initializer([NativeParameter("rotationAngle", "CGFloat")]) { call in wrap(.rotation(try call.cgFloat(0))) }
        transform.initializer([NativeParameter("scaleX", "CGFloat"), NativeParameter("y", "CGFloat")]) { call in
            wrap(.scale(try call.cgFloat(0), try call.cgFloat(1)))
        }
        transform.initializer([NativeParameter("translationX", "CGFloat"), NativeParameter("y", "CGFloat")]) { call in
            wrap(.translation(try call.cgFloat(0), try call.cgFloat(1)))
        }
        transform.staticConstant("identity", wrap(AffineMatrix()))
        let fields: [(String, WritableKeyPath<AffineMatrix, CGFloat>)] = [("a", \.a), ("b", \.b), ("c", \.c), ("d", \.d), ("tx", \.tx), ("ty", \.ty)]
        for (name, keyPath) in fields { transform.cgFloatField(name, keyPath) }
        transform.computed("isIdentity") { (matrix: AffineMatrix) in .bool(matrix == AffineMatrix()) }
        transform.method("inverted") { call in wrap(try call.receiverPayload(AffineMatrix.self).inverted) }
        transform.method("concatenating", [NativeParameter(nil, "CGAffineTransform")]) { call in
            wrap(try call.receiverPayload(AffineMatrix.self).concatenating(try call.payload(0, as: AffineMatrix.self, "CGAffineTransform")))
        }
        transform.method("rotated", [NativeParameter("by", "CGFloat")]) { call in
            wrap(AffineMatrix.rotation(try call.cgFloat(0)).concatenating(try call.receiverPayload(AffineMatrix.self)))
        }
        transform.method("scaledBy", [NativeParameter("x", "CGFloat"), NativeParameter("y", "CGFloat")]) { call in
            wrap(AffineMatrix.scale(try call.cgFloat(0), try call.cgFloat(1)).concatenating(try call.receiverPayload(AffineMatrix.self)))
        }
        transform.method("translatedBy", [NativeParameter("x", "CGFloat"), NativeParameter("y", "CGFloat")]) { call in
            wrap(AffineMatrix.translation(try call.cgFloat(0), try call.cgFloat(1)).concatenating(try call.receiverPayload(AffineMatrix.self)))
        }
        transform.describe = { payload in
            let m = payload as! AffineMatrix
            return "CGAffineTransform(a: \(m.a.formatted), b: \(m.b.formatted), c: \(m.c.formatted), d: \(m.d.formatted), "
                + "tx: \(m.tx.formatted), ty: \(m.ty.formatted))"
        }
        library.register(transform)
        registerApplying(library, types)
    }

    /// `applying(_:)` on the geometry types.
    private static func registerApplying(_ library: NativeLibrary, _ types: SceneTypes) {
        let parameter = [NativeParameter(nil, "CGAffineTransform")]
        var point = NativeType("CGPoint")
        point.method("applying", parameter) { call in
            types.point(try call.payload(0, as: AffineMatrix.self, "CGAffineTransform").apply(to: try call.receiverPayload(CGPoint.self)))
        }
        var size = NativeType("CGSize")
        size.method("applying", parameter) { call in
            types.size(try call.payload(0, as: AffineMatrix.self, "CGAffineTransform").apply(to: try call.receiverPayload(CGSize.self)))
        }
        var rect = NativeType("CGRect")
        rect.method("applying", parameter) { call in
            types.rect(try call.payload(0, as: AffineMatrix.self, "CGAffineTransform").apply(to: try call.receiverPayload(CGRect.self)))
        }
        // A path's points, each mapped (`petal.applying(rotation)`), and `addPath(_:transform:)` adding them so.
        var path = NativeType("Path")
        path.method("applying", parameter) { call in
            types.make("Path", try call.receiverPayload(Path.self).mapped(try call.payload(0, as: AffineMatrix.self, "CGAffineTransform").apply(to:)))
        }
        path.method("addPath", [NativeParameter(nil, "Path"), NativeParameter("transform", "CGAffineTransform")], mutating: true) { call in
            let added = try call.payload(0, as: Path.self, "Path").mapped(try call.payload(1, as: AffineMatrix.self, "CGAffineTransform").apply(to:))
            var receiver = try call.receiverPayload(Path.self)
            receiver.addPath(added)
            call.receiver = types.make("Path", receiver)
            return .void
        }
        for type in [point, size, rect, path] { library.register(type) }
    }
}

import Foundation
import PlumbInterpreter
import PlumbLayout

/// `CGAffineTransform` (which Foundation on Linux lacks) and `applying(_:)` on `CGPoint`, `CGSize`, `CGRect` and `Path`, as
/// layout code uses them to compute positions (`CGPoint(x: 0, y: -r).applying(CGAffineTransform(rotationAngle: a))`
/// in Apple's radial layout). Core Graphics' conventions: a point maps to (a·x + c·y + tx, b·x + d·y + ty);
/// `t.rotated(by:)` and friends apply the new step first, then `t`; `t.concatenating(u)` applies `t`, then `u`.
enum AffineTransformVocabulary {
    struct Matrix: Hashable {
        var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0

        static func rotation(_ angle: CGFloat) -> Matrix { Matrix(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle)) }
        static func scale(_ x: CGFloat, _ y: CGFloat) -> Matrix { Matrix(a: x, d: y) }
        static func translation(_ x: CGFloat, _ y: CGFloat) -> Matrix { Matrix(tx: x, ty: y) }

        /// `self`, then `other`.
        func concatenating(_ other: Matrix) -> Matrix {
            Matrix(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                   c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                   tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
        }

        /// The inverse, or the matrix itself when it cannot be inverted (as Core Graphics does).
        var inverted: Matrix {
            let determinant = a * d - b * c
            guard determinant != 0 else { return self }
            return Matrix(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                          tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
        }

        func apply(to point: CGPoint) -> CGPoint { CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty) }
        func apply(to size: CGSize) -> CGSize { CGSize(width: a * size.width + c * size.height, height: b * size.width + d * size.height) }

        /// The smallest rectangle holding the transformed corners.
        func apply(to rect: CGRect) -> CGRect {
            let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(apply(to:))
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
    }

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        let wrap = { (matrix: Matrix) in types.make("CGAffineTransform", matrix) }
        var transform = NativeType("CGAffineTransform", conformances: ["Equatable", "Hashable"])
        transform.initializer([]) { _ in wrap(Matrix()) }
        transform.initializer(["a", "b", "c", "d", "tx", "ty"].map { NativeParameter($0, "CGFloat") }) { call in
            wrap(Matrix(a: try call.cgFloat(0), b: try call.cgFloat(1), c: try call.cgFloat(2), d: try call.cgFloat(3),
                        tx: try call.cgFloat(4), ty: try call.cgFloat(5)))
        }
        transform.initializer([NativeParameter("rotationAngle", "CGFloat")]) { call in wrap(.rotation(try call.cgFloat(0))) }
        transform.initializer([NativeParameter("scaleX", "CGFloat"), NativeParameter("y", "CGFloat")]) { call in
            wrap(.scale(try call.cgFloat(0), try call.cgFloat(1)))
        }
        transform.initializer([NativeParameter("translationX", "CGFloat"), NativeParameter("y", "CGFloat")]) { call in
            wrap(.translation(try call.cgFloat(0), try call.cgFloat(1)))
        }
        transform.staticConstant("identity", wrap(Matrix()))
        let fields: [(String, WritableKeyPath<Matrix, CGFloat>)] = [("a", \.a), ("b", \.b), ("c", \.c), ("d", \.d), ("tx", \.tx), ("ty", \.ty)]
        for (name, keyPath) in fields { transform.cgFloatField(name, keyPath) }
        transform.computed("isIdentity") { (matrix: Matrix) in .bool(matrix == Matrix()) }
        transform.method("inverted") { call in wrap(try call.receiverPayload(Matrix.self).inverted) }
        transform.method("concatenating", [NativeParameter(nil, "CGAffineTransform")]) { call in
            wrap(try call.receiverPayload(Matrix.self).concatenating(try call.payload(0, as: Matrix.self, "CGAffineTransform")))
        }
        transform.method("rotated", [NativeParameter("by", "CGFloat")]) { call in
            wrap(Matrix.rotation(try call.cgFloat(0)).concatenating(try call.receiverPayload(Matrix.self)))
        }
        transform.method("scaledBy", [NativeParameter("x", "CGFloat"), NativeParameter("y", "CGFloat")]) { call in
            wrap(Matrix.scale(try call.cgFloat(0), try call.cgFloat(1)).concatenating(try call.receiverPayload(Matrix.self)))
        }
        transform.method("translatedBy", [NativeParameter("x", "CGFloat"), NativeParameter("y", "CGFloat")]) { call in
            wrap(Matrix.translation(try call.cgFloat(0), try call.cgFloat(1)).concatenating(try call.receiverPayload(Matrix.self)))
        }
        transform.describe = { payload in
            let m = payload as! Matrix
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
            types.point(try call.payload(0, as: Matrix.self, "CGAffineTransform").apply(to: try call.receiverPayload(CGPoint.self)))
        }
        var size = NativeType("CGSize")
        size.method("applying", parameter) { call in
            types.size(try call.payload(0, as: Matrix.self, "CGAffineTransform").apply(to: try call.receiverPayload(CGSize.self)))
        }
        var rect = NativeType("CGRect")
        rect.method("applying", parameter) { call in
            types.rect(try call.payload(0, as: Matrix.self, "CGAffineTransform").apply(to: try call.receiverPayload(CGRect.self)))
        }
        // A path's points, each mapped (`petal.applying(rotation)`), and `addPath(_:transform:)` adding them so.
        var path = NativeType("Path")
        path.method("applying", parameter) { call in
            types.make("Path", try call.receiverPayload(Path.self).mapped(try call.payload(0, as: Matrix.self, "CGAffineTransform").apply(to:)))
        }
        path.method("addPath", [NativeParameter(nil, "Path"), NativeParameter("transform", "CGAffineTransform")], mutating: true) { call in
            let added = try call.payload(0, as: Path.self, "Path").mapped(try call.payload(1, as: Matrix.self, "CGAffineTransform").apply(to:))
            var receiver = try call.receiverPayload(Path.self)
            receiver.addPath(added)
            call.receiver = types.make("Path", receiver)
            return .void
        }
        for type in [point, size, rect, path] { library.register(type) }
    }
}

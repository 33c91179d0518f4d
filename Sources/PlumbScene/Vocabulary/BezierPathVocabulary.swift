import Foundation
import PlumbInterpreter
import PlumbLayout

/// UIKit's `UIBezierPath` as shapes built from it use it — the rounded-corners shape many apps declare
/// (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` with a `UIRectCorner` set, then `Path(path.cgPath)`) —
/// with `UIBezierPath(rect:)`, `(ovalIn:)`, `(roundedRect:cornerRadius:)`, `move(to:)`, `addLine(to:)`, `close()`
/// `addCurve(to:controlPoint1:controlPoint2:)`, `addQuadCurve(to:controlPoint:)` and `cgPath`, which is the `Path`
/// itself. Its corners are circular, as UIKit draws them. `fill()` and `stroke()` (and `UIColor`'s `setFill()`)
/// draw into UIKit's current context, which a shape's `path(in:)` does not have: they draw nothing.
enum BezierPathVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var corner = NativeType("UIRectCorner", conformances: ["Equatable", "Hashable", "OptionSet"])
        for (name, corners) in [("topLeft", UIRectCorners.topLeft), ("topRight", .topRight), ("bottomLeft", .bottomLeft), ("bottomRight", .bottomRight), ("allCorners", .all)] {
            corner.staticConstant(name, types.make("UIRectCorner", corners))
        }
        corner.arrayLiteral = { elements in
            types.make("UIRectCorner", elements.reduce(UIRectCorners()) { $0.union($1.payload(as: UIRectCorners.self) ?? []) })
        }
        corner.initializer([NativeParameter("rawValue", "UInt")]) { call in types.make("UIRectCorner", UIRectCorners(rawValue: try call.int(0))) }
        corner.method("contains", [NativeParameter(nil, "UIRectCorner")]) { call in
            .bool(try call.receiverPayload(UIRectCorners.self).contains(try call.payload(0, as: UIRectCorners.self, "UIRectCorner")))
        }
        library.register(corner)

        func make(_ path: Path) -> Value { types.make("UIBezierPath", path) }
        var bezier = NativeType("UIBezierPath")
        bezier.initializer([]) { _ in make(Path()) }
        bezier.initializer([NativeParameter("rect", "CGRect")]) { call in make(Path(try call.payload(0, as: CGRect.self, "CGRect"))) }
        bezier.initializer([NativeParameter("ovalIn", "CGRect")]) { call in make(Path(ellipseIn: try call.payload(0, as: CGRect.self, "CGRect"))) }
        bezier.initializer([NativeParameter("roundedRect", "CGRect"), NativeParameter("cornerRadius", "CGFloat")]) { call in
            var path = Path()
            path.addRoundedRect(in: try call.payload(0, as: CGRect.self, "CGRect"), cornerRadii: RectangleCornerRadii(all: try call.cgFloat(1)))
            return make(path)
        }
        bezier.initializer([
            NativeParameter("roundedRect", "CGRect"), NativeParameter("byRoundingCorners", "UIRectCorner"), NativeParameter("cornerRadii", "CGSize"),
        ]) { call in
            let corners = try call.payload(1, as: UIRectCorners.self, "UIRectCorner")
            let radius = try call.payload(2, as: CGSize.self, "CGSize").width
            func pick(_ corner: UIRectCorners) -> CGFloat { corners.contains(corner) ? radius : 0 }
            var path = Path()
            path.addRoundedRect(in: try call.payload(0, as: CGRect.self, "CGRect"), cornerRadii: RectangleCornerRadii(
                topLeading: pick(.topLeft), bottomLeading: pick(.bottomLeft), bottomTrailing: pick(.bottomRight), topTrailing: pick(.topRight)
            ))
            return make(path)
        }
        bezier.changingPayload("move", [NativeParameter("to", "CGPoint")], types) { (path: inout Path, call) in
            path.move(to: try call.payload(0, as: CGPoint.self, "CGPoint"))
        }
        bezier.changingPayload("addLine", [NativeParameter("to", "CGPoint")], types) { (path: inout Path, call) in
            path.addLine(to: try call.payload(0, as: CGPoint.self, "CGPoint"))
        }
        bezier.changingPayload("addCurve", [
            NativeParameter("to", "CGPoint"), NativeParameter("controlPoint1", "CGPoint"), NativeParameter("controlPoint2", "CGPoint"),
        ], types) { (path: inout Path, call) in
            path.addCurve(
                to: try call.payload(0, as: CGPoint.self, "CGPoint"), control1: try call.payload(1, as: CGPoint.self, "CGPoint"),
                control2: try call.payload(2, as: CGPoint.self, "CGPoint")
            )
        }
        bezier.changingPayload("addQuadCurve", [NativeParameter("to", "CGPoint"), NativeParameter("controlPoint", "CGPoint")], types) { (path: inout Path, call) in
            path.addQuadCurve(to: try call.payload(0, as: CGPoint.self, "CGPoint"), control: try call.payload(1, as: CGPoint.self, "CGPoint"))
        }
        bezier.changingPayload("close", [], types) { (path: inout Path, _) in path.closeSubpath() }
        // Drawing into UIKit's current context: a shape's `path(in:)` has none, so UIKit draws nothing, as here.
        for name in ["fill", "stroke"] { bezier.method(name) { _ in .void } }
        bezier.computed("cgPath") { (path: Path) in types.make("CGPath", path) }
        library.register(bezier)
        library.register(NativeType("CGPath"))
    }
}

/// `UIRectCorner`: which corners of a rectangle to round.
struct UIRectCorners: OptionSet, Hashable {
    let rawValue: Int
    static let topLeft = UIRectCorners(rawValue: 1), topRight = UIRectCorners(rawValue: 2)
    static let bottomLeft = UIRectCorners(rawValue: 4), bottomRight = UIRectCorners(rawValue: 8)
    static let all: UIRectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

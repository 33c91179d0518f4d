import Foundation
import PlumbInterpreter
import PlumbLayout

/// `Path` — built with `Path()`, `Path { path in … }`, `Path(rect)`, `Path(roundedRect:cornerRadius:)`,
/// `Path(roundedRect:cornerSize:)`, `Path(roundedRect:cornerRadii:)`, `Path(ellipseIn:)`, `Path(uiBezierPath.cgPath)`; changed with `move(to:)`, `addLine(to:)`, `addLines(_:)`,
/// `addQuadCurve(to:control:)`, `addCurve(to:control1:control2:)`, `addArc(center:radius:startAngle:endAngle:clockwise:)`,
/// `addArc(tangent1End:tangent2End:radius:)`, `addRect(_:)`, `addRects(_:)`, `addRoundedRect(in:cornerSize:)`,
/// `addEllipse(in:)`, `addPath(_:)`, `closeSubpath()`; read with `boundingRect`, `currentPoint`, `isEmpty`,
/// `offsetBy(dx:dy:)`. A path is a view (greedy, its outline drawn in its own coordinates, filled with the
/// foreground style) and a shape (`fill`, `stroke`, `trim`, `clipShape`). A type of the file conforming to `Shape`
/// is drawn with its `path(in:)` of the view's bounds (SceneContext.shapeView(of:)). Rounded corners are circular
/// (`style: .continuous` is accepted and drawn circular).
enum PathVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var path = NativeType("Path", conformances: ["Shape", "View"])
        registerInitializers(&path, types)
        registerBuilding(&path, types)
        path.computed("boundingRect") { (path: Path) in types.rect(path.boundingRect) }
        path.computed("currentPoint") { (path: Path) in .optional(path.currentPoint.map(types.point)) }
        path.computed("isEmpty") { (path: Path) in .bool(path.isEmpty) }
        path.method("offsetBy", [NativeParameter("dx", "CGFloat"), NativeParameter("dy", "CGFloat")]) { call in
            types.make("Path", try call.receiverPayload(Path.self).offsetBy(dx: try call.cgFloat(0), dy: try call.cgFloat(1)))
        }
        path.describe = { "Path(\(($0 as! Path).elements.count) elements)" }
        library.register(path)
    }

    private static func registerInitializers(_ path: inout NativeType, _ types: SceneTypes) {
        let style = ViewsVocabulary.cornerStyleParameter(types)
        path.initializer([]) { _ in types.make("Path", Path()) }
        path.initializer([NativeParameter(nil, "CGRect")]) { call in types.make("Path", Path(try rect(call, 0))) }
        path.initializer([NativeParameter("roundedRect", "CGRect"), NativeParameter("cornerRadius", "CGFloat"), style]) { call in
            types.make("Path", Path(roundedRect: try rect(call, 0), cornerRadius: try call.cgFloat(1)))
        }
        path.initializer([NativeParameter("roundedRect", "CGRect"), NativeParameter("cornerSize", "CGSize"), style]) { call in
            var path = Path()
            path.addRoundedRect(in: try rect(call, 0), cornerSize: try call.payload(1, as: CGSize.self, "CGSize"))
            return types.make("Path", path)
        }
        path.initializer([NativeParameter("roundedRect", "CGRect"), NativeParameter("cornerRadii", "RectangleCornerRadii"), style]) { call in
            var path = Path()
            path.addRoundedRect(in: try rect(call, 0), cornerRadii: try call.payload(1, as: RectangleCornerRadii.self, "RectangleCornerRadii"))
            return types.make("Path", path)
        }
        path.initializer([NativeParameter("ellipseIn", "CGRect")]) { call in types.make("Path", Path(ellipseIn: try rect(call, 0))) }
        // A UIKit or Core Graphics path (`UIBezierPath.cgPath`, `CGMutablePath`) as a SwiftUI one.
        path.initializer([NativeParameter(nil, "CGPath")]) { call in types.make("Path", try call.payload(0, as: Path.self, "CGPath")) }
        path.initializer([NativeParameter(nil, "(inout Path) -> ()")]) { call in
            let cell = InoutCell(types.make("Path", Path()))
            _ = try call.interpreter.call(call[0], [.inout(cell)])
            return cell.value
        }
    }

    private static func registerBuilding(_ path: inout NativeType, _ types: SceneTypes) {
        func building(_ name: String, _ parameters: [NativeParameter], _ change: @escaping (inout Path, NativeCall) throws -> Void) {
            path.changingPayload(name, parameters, types, change)
        }
        let to = NativeParameter("to", "CGPoint")
        building("move", [to]) { path, call in path.move(to: try point(call, 0)) }
        building("addLine", [to]) { path, call in path.addLine(to: try point(call, 0)) }
        building("addLines", [NativeParameter(nil, "[CGPoint]")]) { path, call in
            path.addLines(try call.interpreter.elements(of: call[0]).map { try point($0, call) })
        }
        building("addQuadCurve", [to, NativeParameter("control", "CGPoint")]) { path, call in
            path.addQuadCurve(to: try point(call, 0), control: try point(call, 1))
        }
        building("addCurve", [to, NativeParameter("control1", "CGPoint"), NativeParameter("control2", "CGPoint")]) { path, call in
            path.addCurve(to: try point(call, 0), control1: try point(call, 1), control2: try point(call, 2))
        }
        building("addArc", [
            NativeParameter("center", "CGPoint"), NativeParameter("radius", "CGFloat"), NativeParameter("startAngle", "Angle"),
            NativeParameter("endAngle", "Angle"), NativeParameter("clockwise", "Bool"),
        ]) { path, call in
            path.addArc(
                center: try point(call, 0), radius: try call.cgFloat(1), startAngle: try call.angle(2), endAngle: try call.angle(3),
                clockwise: try call.bool(4)
            )
        }
        building("addArc", [NativeParameter("tangent1End", "CGPoint"), NativeParameter("tangent2End", "CGPoint"), NativeParameter("radius", "CGFloat")]) { path, call in
            path.addArc(tangent1End: try point(call, 0), tangent2End: try point(call, 1), radius: try call.cgFloat(2))
        }
        building("addRect", [NativeParameter(nil, "CGRect")]) { path, call in path.addRect(try rect(call, 0)) }
        building("addRects", [NativeParameter(nil, "[CGRect]")]) { path, call in
            path.addRects(try call.interpreter.elements(of: call[0]).map {
                guard let rect = $0.payload(as: CGRect.self) else { throw call.mismatch(0, "[CGRect]") }
                return rect
            })
        }
        let roundedRect = [NativeParameter("in", "CGRect"), NativeParameter("cornerSize", "CGSize"), ViewsVocabulary.cornerStyleParameter(types)]
        building("addRoundedRect", roundedRect) { path, call in
            path.addRoundedRect(in: try rect(call, 0), cornerSize: try call.payload(1, as: CGSize.self, "CGSize"))
        }
        building("addEllipse", [NativeParameter("in", "CGRect")]) { path, call in path.addEllipse(in: try rect(call, 0)) }
        building("addPath", [NativeParameter(nil, "Path")]) { path, call in path.addPath(try call.payload(0, as: Path.self, "Path")) }
        building("closeSubpath", []) { path, _ in path.closeSubpath() }
    }

    private static func point(_ call: NativeCall, _ index: Int) throws -> CGPoint {
        try call.payload(index, as: CGPoint.self, "CGPoint")
    }

    private static func point(_ value: Value, _ call: NativeCall) throws -> CGPoint {
        guard let point = value.payload(as: CGPoint.self) else { throw call.mismatch(0, "[CGPoint]") }
        return point
    }

    private static func rect(_ call: NativeCall, _ index: Int) throws -> CGRect {
        try call.payload(index, as: CGRect.self, "CGRect")
    }
}

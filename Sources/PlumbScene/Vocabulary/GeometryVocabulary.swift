import Foundation
import PlumbInterpreter
import PlumbLayout

/// `CGFloat` arithmetic is the interpreter's; this adds the geometry value types: `CGSize`, `CGPoint`, `CGRect`
/// (with all of its members), `EdgeInsets`, `Edge` and `Edge.Set`, `UnitPoint`, `Axis` and `Angle` (with `+`, `-`
/// and scaling by `*` and `/`).
enum GeometryVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        registerSize(library, types)
        registerPoint(library, types)
        registerRect(library, types)
        registerInsets(library, types)
        registerUnitPoint(library, types)
        registerAngle(library, types)
    }

    private static func registerSize(_ library: NativeLibrary, _ types: SceneTypes) {
        var size = NativeType("CGSize", conformances: ["Equatable", "Hashable"])
        size.initializer([NativeParameter("width", "CGFloat"), NativeParameter("height", "CGFloat")]) { call in
            types.size(CGSize(width: try call.cgFloat(0), height: try call.cgFloat(1)))
        }
        size.initializer([]) { _ in types.size(.zero) }
        size.cgFloatField("width", \CGSize.width)
        size.cgFloatField("height", \CGSize.height)
        size.staticConstant("zero", types.size(.zero))
        size.describe = { payload in
            let size = payload as! CGSize
            return "(\(size.width.formatted), \(size.height.formatted))"
        }
        library.register(size)
    }

    private static func registerPoint(_ library: NativeLibrary, _ types: SceneTypes) {
        var point = NativeType("CGPoint", conformances: ["Equatable", "Hashable"])
        point.initializer([NativeParameter("x", "CGFloat"), NativeParameter("y", "CGFloat")]) { call in
            types.point(CGPoint(x: try call.cgFloat(0), y: try call.cgFloat(1)))
        }
        point.initializer([]) { _ in types.point(.zero) }
        point.cgFloatField("x", \CGPoint.x)
        point.cgFloatField("y", \CGPoint.y)
        point.staticConstant("zero", types.point(.zero))
        point.describe = { payload in
            let point = payload as! CGPoint
            return "(\(point.x.formatted), \(point.y.formatted))"
        }
        library.register(point)
    }

    private static func registerRect(_ library: NativeLibrary, _ types: SceneTypes) {
        var rect = NativeType("CGRect", conformances: ["Equatable", "Hashable"])
        rect.initializer([
            NativeParameter("x", "CGFloat"), NativeParameter("y", "CGFloat"),
            NativeParameter("width", "CGFloat"), NativeParameter("height", "CGFloat"),
        ]) { call in
            types.rect(CGRect(x: try call.cgFloat(0), y: try call.cgFloat(1), width: try call.cgFloat(2), height: try call.cgFloat(3)))
        }
        rect.initializer([NativeParameter("origin", "CGPoint"), NativeParameter("size", "CGSize")]) { call in
            types.rect(CGRect(origin: try call.payload(0, as: CGPoint.self, "CGPoint"), size: try call.payload(1, as: CGSize.self, "CGSize")))
        }
        rect.initializer([]) { _ in types.rect(.zero) }
        rect.field("origin", \CGRect.origin, wrap: types.point, unwrap: { $0.payload(as: CGPoint.self) }, expected: "CGPoint")
        rect.field("size", \CGRect.size, wrap: types.size, unwrap: { $0.payload(as: CGSize.self) }, expected: "CGSize")
        let measures: [(String, (CGRect) -> CGFloat)] = [
            ("minX", \.minX), ("minY", \.minY), ("maxX", \.maxX), ("maxY", \.maxY), ("midX", \.midX), ("midY", \.midY),
            ("width", \.width), ("height", \.height),
        ]
        for (name, measure) in measures { rect.computed(name) { (rect: CGRect) in .double(Double(measure(rect))) } }
        rect.computed("isEmpty") { (rect: CGRect) in .bool(rect.isEmpty) }
        rect.computed("isNull") { (rect: CGRect) in .bool(rect.isNull) }
        rect.computed("standardized") { (rect: CGRect) in types.rect(rect.standardized) }
        rect.method("offsetBy", [NativeParameter("dx", "CGFloat"), NativeParameter("dy", "CGFloat")]) { call in
            types.rect(try call.receiverPayload(CGRect.self).offsetBy(dx: try call.cgFloat(0), dy: try call.cgFloat(1)))
        }
        rect.method("insetBy", [NativeParameter("dx", "CGFloat"), NativeParameter("dy", "CGFloat")]) { call in
            types.rect(try call.receiverPayload(CGRect.self).insetBy(dx: try call.cgFloat(0), dy: try call.cgFloat(1)))
        }
        rect.method("union", [NativeParameter(nil, "CGRect")]) { call in
            types.rect(try call.receiverPayload(CGRect.self).union(try call.payload(0, as: CGRect.self, "CGRect")))
        }
        rect.method("intersection", [NativeParameter(nil, "CGRect")]) { call in
            types.rect(try call.receiverPayload(CGRect.self).intersection(try call.payload(0, as: CGRect.self, "CGRect")))
        }
        rect.method("intersects", [NativeParameter(nil, "CGRect")]) { call in
            .bool(try call.receiverPayload(CGRect.self).intersects(try call.payload(0, as: CGRect.self, "CGRect")))
        }
        rect.method("contains", [NativeParameter(nil, "CGPoint")]) { call in
            .bool(try call.receiverPayload(CGRect.self).contains(try call.payload(0, as: CGPoint.self, "CGPoint")))
        }
        rect.method("contains", [NativeParameter(nil, "CGRect")]) { call in
            .bool(try call.receiverPayload(CGRect.self).contains(try call.payload(0, as: CGRect.self, "CGRect")))
        }
        rect.staticConstant("zero", types.rect(.zero))
        rect.staticConstant("null", types.rect(.null))
        rect.describe = { payload in
            let rect = payload as! CGRect
            return "(\(rect.minX.formatted), \(rect.minY.formatted), \(rect.width.formatted), \(rect.height.formatted))"
        }
        library.register(rect)
    }

    private static func registerInsets(_ library: NativeLibrary, _ types: SceneTypes) {
        var edge = NativeType("Edge", conformances: ["Equatable", "Hashable"])
        for name in ["top", "leading", "bottom", "trailing"] { edge.staticConstant(name, types.make("Edge", name)) }
        edge.describe = { "\($0)" }
        library.register(edge)

        var set = NativeType("Edge.Set", conformances: ["Equatable", "Hashable"])
        let sets: [(String, Edge.Set)] = [
            ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
            ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all),
        ]
        for (name, value) in sets { set.staticConstant(name, types.make("Edge.Set", value)) }
        set.initializer([NativeParameter(nil, "Edge")]) { call in
            let name = try call.payload(0, as: String.self, "Edge")
            return types.make("Edge.Set", sets.first { $0.0 == name }!.1)
        }
        set.optionSetLiteral(types) { (sets: [Edge.Set]) in sets.reduce(Edge.Set()) { $0.union($1) } }
        set.describe = { payload in
            let value = payload as! Edge.Set
            return sets.first { $0.1 == value }.map { "." + $0.0 } ?? "Edge.Set(rawValue: \(value.rawValue))"
        }
        library.register(set)

        var insets = NativeType("EdgeInsets", conformances: ["Equatable", "Hashable"])
        insets.initializer([
            NativeParameter("top", "CGFloat", default: .double(0)), NativeParameter("leading", "CGFloat", default: .double(0)),
            NativeParameter("bottom", "CGFloat", default: .double(0)), NativeParameter("trailing", "CGFloat", default: .double(0)),
        ]) { call in
            types.make("EdgeInsets", EdgeInsets(
                top: try call.cgFloat(0), leading: try call.cgFloat(1), bottom: try call.cgFloat(2), trailing: try call.cgFloat(3)))
        }
        for (name, keyPath) in [("top", \EdgeInsets.top), ("leading", \.leading), ("bottom", \.bottom), ("trailing", \.trailing)] {
            insets.cgFloatField(name, keyPath)
        }
        insets.describe = { payload in
            let insets = payload as! EdgeInsets
            return "EdgeInsets(top: \(insets.top.formatted), leading: \(insets.leading.formatted), bottom: \(insets.bottom.formatted), trailing: \(insets.trailing.formatted))"
        }
        library.register(insets)
    }

    /// The nine named unit points (`UnitPoint.topLeading` … `.bottomTrailing`), also `Anchor<CGPoint>.Source`'s.
    static let namedUnitPoints: [(String, UnitPoint)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing), ("leading", .leading),
        ("center", .center), ("trailing", .trailing), ("bottomLeading", .bottomLeading), ("bottom", .bottom),
        ("bottomTrailing", .bottomTrailing),
    ]

    private static func registerUnitPoint(_ library: NativeLibrary, _ types: SceneTypes) {
        var unit = NativeType("UnitPoint", conformances: ["Equatable", "Hashable"])
        let named = namedUnitPoints + [("zero", UnitPoint.zero)]
        for (name, value) in named { unit.staticConstant(name, types.make("UnitPoint", value)) }
        unit.initializer([NativeParameter("x", "CGFloat"), NativeParameter("y", "CGFloat")]) { call in
            types.make("UnitPoint", UnitPoint(x: try call.cgFloat(0), y: try call.cgFloat(1)))
        }
        unit.cgFloatField("x", \UnitPoint.x)
        unit.cgFloatField("y", \UnitPoint.y)
        unit.describe = { payload in
            let point = payload as! UnitPoint
            return named.first { $0.1 == point }.map { "." + $0.0 } ?? "UnitPoint(x: \(point.x.formatted), y: \(point.y.formatted))"
        }
        library.register(unit)

        var axis = NativeType("Axis", conformances: ["Equatable", "Hashable", "CaseIterable"])
        let axes = [("horizontal", Axis.horizontal), ("vertical", Axis.vertical)].map { ($0, types.make("Axis", $1)) }
        for (name, value) in axes { axis.staticConstant(name, value) }
        axis.staticConstant("allCases", .array(axes.map(\.1)))
        axis.computed("description") { (value: Axis) in .string(value == .horizontal ? "horizontal" : "vertical") }
        axis.describe = { ".\($0)" }
        library.register(axis)
    }

    private static func registerAngle(_ library: NativeLibrary, _ types: SceneTypes) {
        var angle = NativeType("Angle", conformances: ["Equatable", "Hashable"])
        angle.initializer([NativeParameter("degrees", "Double")]) { call in types.make("Angle", Double(try call.cgFloat(0)) * .pi / 180) }
        angle.initializer([NativeParameter("radians", "Double")]) { call in types.make("Angle", Double(try call.cgFloat(0))) }
        angle.staticMethod("degrees", [NativeParameter(nil, "Double")]) { call in types.make("Angle", Double(try call.cgFloat(0)) * .pi / 180) }
        angle.staticMethod("radians", [NativeParameter(nil, "Double")]) { call in types.make("Angle", Double(try call.cgFloat(0))) }
        angle.computed("radians") { (radians: Double) in .double(radians) }
        angle.computed("degrees") { (radians: Double) in .double(radians * 180 / .pi) }
        angle.staticConstant("zero", types.make("Angle", 0.0))
        let operators: [(String, (Double, Double) -> Double)] = [("+", (+)), ("-", (-))]
        for (name, combine) in operators {
            angle.staticMethod(name, [NativeParameter(nil, "Angle"), NativeParameter(nil, "Angle")]) { call in
                types.make("Angle", combine(try call.payload(0, as: Double.self, "Angle"), try call.payload(1, as: Double.self, "Angle")))
            }
        }
        let scalings: [(String, (Double, Double) -> Double)] = [("*", (*)), ("/", (/))]
        for (name, scale) in scalings {
            angle.staticMethod(name, [NativeParameter(nil, "Angle"), NativeParameter(nil, "Double")]) { call in
                types.make("Angle", scale(try call.payload(0, as: Double.self, "Angle"), Double(try call.cgFloat(1))))
            }
        }
        angle.describe = { "Angle(degrees: \(($0 as! Double) * 180 / .pi))" }
        library.register(angle)
    }
}

extension SceneTypes {
    func size(_ size: CGSize) -> Value { make("CGSize", size) }
    func point(_ point: CGPoint) -> Value { make("CGPoint", point) }
    func rect(_ rect: CGRect) -> Value { make("CGRect", rect) }
}

extension CGFloat {
    /// As Swift prints a `CGFloat`: `10.0`, `2.5`.
    var formatted: String { "\(Double(self))" }
}

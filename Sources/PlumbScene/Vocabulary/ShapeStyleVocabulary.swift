import Foundation
import PlumbInterpreter
import PlumbLayout

/// `ShapeStyle`s — what `fill`, `stroke`, `strokeBorder`, `foregroundStyle`, `background(_:)` and `border` take: the
/// colours (also as `.red`, `.secondary`, `.ultraThinMaterial` where a style is expected), `Gradient` and
/// `Gradient.Stop`, and the gradients `LinearGradient`, `RadialGradient`, `EllipticalGradient` and `AngularGradient`
/// with all their initializers and `ShapeStyle`'s static shorthands (`.linearGradient(colors:startPoint:endPoint:)`,
/// `.conicGradient(_:center:angle:)`, …). A gradient used as a view is greedy, like a `Color`.
enum ShapeStyleVocabulary {
    /// The colours `Color` and `ShapeStyle` name: the system colours, the foreground levels, and the materials (which
    /// blur what is behind them in SwiftUI; translucent grey here).
    static let namedColors: [(String, Color)] = (Color.systemNames + Color.hierarchicalNames).map { ($0, Color(named: $0)) } + [
        ("ultraThinMaterial", 0.12), ("thinMaterial", 0.16), ("regularMaterial", 0.2), ("bar", 0.2), ("thickMaterial", 0.26),
        ("ultraThickMaterial", 0.32),
    ].map { ($0.0, Color.gray.opacity($0.1)) }

    /// One gradient type: its name, the name of its `ShapeStyle` shorthand, and the parameters after the colours
    /// with how they make its geometry.
    private struct Kind {
        let type: String
        let shorthand: String
        let parameters: [NativeParameter]
        /// The initializer's, when they differ from the shorthand's.
        var initializerParameters: [NativeParameter]?
        let geometry: (NativeCall) throws -> GradientFill.Geometry
    }

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var style = NativeType("ShapeStyle", isProtocol: true)
        for (name, color) in namedColors + [("tint", .tint)] { style.staticConstant(name, types.make("Color", color)) }
        // The environment's background and foreground styles: the preview's, a light one.
        style.staticConstant("background", types.make("Color", Color(named: "systemBackground")))
        style.staticConstant("foreground", types.make("Color", Color(named: "primary")))
        // A style's shadow (`.red.shadow(.drop(radius: 2))`) is accepted and not drawn (the `shadow` modifier is). A
        // colour is a view too, with the `shadow(color:radius:x:y:)` modifier: the style's form is an overload of it,
        // on `View`, and gives back the style itself.
        var view = NativeType("View", isProtocol: true)
        view.method("shadow", [NativeParameter(nil, "ShadowStyle")]) { call in call.receiver }
        library.register(view)
        var shadow = NativeType("ShadowStyle")
        for name in ["drop", "inner"] {
            shadow.staticMethod(name, [
                NativeParameter("color", "Color", default: types.make("Color", Color.black.opacity(0.33))), NativeParameter("radius", "CGFloat"),
                NativeParameter("x", "CGFloat", default: .double(0)), NativeParameter("y", "CGFloat", default: .double(0)),
            ]) { _ in types.make("ShadowStyle", name) }
        }
        library.register(shadow)
        registerGradient(library, types)
        // `AnyShapeStyle(style)` erases the style's type and draws as the style does.
        var erased = NativeType("AnyShapeStyle", conformances: ["View", "ShapeStyle"])
        erased.initializer([NativeParameter(nil, "ShapeStyle")]) { call in
            let style = try call.shapeStyle(0)
            switch style {
            case .color(let color): return types.make("AnyShapeStyle", color)
            case .gradient(let gradient): return types.make("AnyShapeStyle", gradient)
            }
        }
        library.register(erased)
        // `AngularGradient` is two kinds (its own angles, and the conic ones); its registrations add up.
        // `AngularGradient(colors:center:)` is the one with its own angles: the conic initializer needs its `angle:`.
        for kind in kinds(types) {
            var type = NativeType(kind.type, conformances: ["View", "ShapeStyle"])
            for (label, shorthandLabel) in [("gradient", nil), ("colors", "colors"), ("stops", "stops")] as [(String, String?)] {
                let colours = NativeParameter(label, label == "gradient" ? "Gradient" : label == "colors" ? "[Color]" : "[Gradient.Stop]")
                let make: (inout NativeCall) throws -> Value = { call in
                    let fill = GradientFill(try gradient(call, label), try kind.geometry(call))
                    return types.make(kind.type, fill)
                }
                type.initializer([colours] + (kind.initializerParameters ?? kind.parameters), body: make)
                style.staticMethod(kind.shorthand, [NativeParameter(shorthandLabel, colours.type)] + kind.parameters, body: make)
            }
            type.describe = { "\($0 as! GradientFill)" }
            library.register(type)
        }
        library.register(style)
    }

    /// `Gradient(colors:)`, `Gradient(stops:)` and `Gradient.Stop(color:location:)`.
    private static func registerGradient(_ library: NativeLibrary, _ types: SceneTypes) {
        var gradient = NativeType("Gradient", conformances: ["Equatable", "Hashable"])
        gradient.initializer([NativeParameter("colors", "[Color]")]) { call in types.make("Gradient", try Self.gradient(call, "colors")) }
        gradient.initializer([NativeParameter("stops", "[Gradient.Stop]")]) { call in types.make("Gradient", try Self.gradient(call, "stops")) }
        gradient.describe = { "\($0 as! Gradient)" }
        library.register(gradient)
        var stop = NativeType("Gradient.Stop", conformances: ["Equatable", "Hashable"])
        stop.initializer([NativeParameter("color", "Color"), NativeParameter("location", "CGFloat")]) { call in
            types.make("Gradient.Stop", Gradient.Stop(color: try call.payload(0, as: Color.self, "Color"), location: try call.cgFloat(1)))
        }
        library.register(stop)
    }

    /// The gradient given as the call's first argument, labelled `label`: a `Gradient`, colours or stops.
    private static func gradient(_ call: NativeCall, _ label: String) throws -> Gradient {
        switch label {
        case "colors": return Gradient(colors: try elements(of: call, as: Color.self, "Color"))
        case "stops": return Gradient(stops: try elements(of: call, as: Gradient.Stop.self, "Gradient.Stop"))
        default: return try call.payload(0, as: Gradient.self, "Gradient")
        }
    }

    /// The payloads of the array that is the call's first argument, each a `T`.
    private static func elements<T>(of call: NativeCall, as type: T.Type, _ expected: String) throws -> [T] {
        try call.elements(0).map { element in
            guard let payload = element.payload(as: T.self) else {
                throw NativeError(.typeMismatch(have: call.interpreter.typeName(of: element), expected: expected, context: "expected element type"))
            }
            return payload
        }
    }

    private static func kinds(_ types: SceneTypes) -> [Kind] {
        let center = types.make("UnitPoint", UnitPoint.center)
        let zero = types.make("Angle", 0.0)
        func unitPoint(_ call: NativeCall, _ index: Int) throws -> UnitPoint { try call.payload(index, as: UnitPoint.self, "UnitPoint") }
        return [
            Kind(type: "LinearGradient", shorthand: "linearGradient",
                 parameters: [NativeParameter("startPoint", "UnitPoint"), NativeParameter("endPoint", "UnitPoint")]) { call in
                .linear(startPoint: try unitPoint(call, 1), endPoint: try unitPoint(call, 2))
            },
            Kind(type: "RadialGradient", shorthand: "radialGradient",
                 parameters: [NativeParameter("center", "UnitPoint"), NativeParameter("startRadius", "CGFloat"), NativeParameter("endRadius", "CGFloat")]) { call in
                .radial(center: try unitPoint(call, 1), startRadius: try call.cgFloat(2), endRadius: try call.cgFloat(3))
            },
            Kind(type: "EllipticalGradient", shorthand: "ellipticalGradient",
                 parameters: [NativeParameter("center", "UnitPoint", default: center),
                              NativeParameter("startRadiusFraction", "CGFloat", default: .double(0)),
                              NativeParameter("endRadiusFraction", "CGFloat", default: .double(0.5))]) { call in
                .elliptical(center: try unitPoint(call, 1), startRadiusFraction: try call.cgFloat(2), endRadiusFraction: try call.cgFloat(3))
            },
            Kind(type: "AngularGradient", shorthand: "angularGradient",
                 parameters: [NativeParameter("center", "UnitPoint", default: center), NativeParameter("startAngle", "Angle", default: zero),
                              NativeParameter("endAngle", "Angle", default: zero)]) { call in
                .angular(center: try unitPoint(call, 1), startAngle: try call.angle(2), endAngle: try call.angle(3))
            },
            // A conic gradient is an angular one making a full turn from `angle`.
            Kind(type: "AngularGradient", shorthand: "conicGradient",
                 parameters: [NativeParameter("center", "UnitPoint", default: center), NativeParameter("angle", "Angle", default: zero)],
                 initializerParameters: [NativeParameter("center", "UnitPoint", default: center), NativeParameter("angle", "Angle")]) { call in
                let start = try call.angle(2)
                return .angular(center: try unitPoint(call, 1), startAngle: start, endAngle: Angle(radians: start.radians + 2 * .pi))
            },
        ]
    }
}

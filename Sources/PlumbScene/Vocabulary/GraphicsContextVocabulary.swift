import Foundation
import PlumbContent
import PlumbInterpreter
import PlumbLayout

/// `Canvas` and the `GraphicsContext` its renderer draws with, run for the canvas's size once it is placed:
/// `fill` and `stroke` of paths with a `Shading` (`.color`, `.linearGradient`, `.radialGradient`, `.foreground`,
/// `.style`), `draw` of a `Text` at a point (by an anchor) or in a rectangle and of an SF Symbol `Image`, `resolve`,
/// `translateBy`, `scaleBy`, `rotate(by:)`, `concatenate`, `transform`, `opacity`, `clip(to:)` and `drawLayer` (a
/// copy of the context, as is `var copy = context`). A fault in the renderer is a diagnostic and the canvas draws
/// what it drew before it. `blendMode` and `addFilter` are accepted and change nothing.
enum GraphicsContextVocabulary {
    /// A context's state, which copies keep apart, and the drawing they share.
    struct State {
        var transform = AffineMatrix()
        var opacity: Double = 1
        var clips: [Path] = []
        let drawing: Drawing

        /// Records `content` under the state.
        func record(_ content: CanvasOperation.Content) {
            drawing.operations.append(CanvasOperation(content, transform: transform, opacity: opacity, clips: clips))
        }
    }

    /// The operations a renderer has drawn so far, for a canvas of `size`.
    final class Drawing {
        let size: CGSize
        var operations: [CanvasOperation] = []

        init(size: CGSize) {
            self.size = size
        }
    }

    /// `GraphicsContext.Shading`: a style, or a gradient between points of the canvas.
    enum Shading {
        case style(AnyShapeStyle?)
        case linear(Gradient, start: CGPoint, end: CGPoint)
        case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)

        /// The shading as a shape style over a canvas of `size` (`nil`: the foreground).
        func style(in size: CGSize) -> AnyShapeStyle? {
            func unit(_ point: CGPoint) -> UnitPoint {
                UnitPoint(x: size.width == 0 ? 0 : point.x / size.width, y: size.height == 0 ? 0 : point.y / size.height)
            }
            switch self {
            case .style(let style):
                return style
            case .linear(let gradient, let start, let end):
                return .gradient(GradientFill(gradient, .linear(startPoint: unit(start), endPoint: unit(end))))
            case .radial(let gradient, let center, let startRadius, let endRadius):
                return .gradient(GradientFill(gradient, .radial(center: unit(center), startRadius: startRadius, endRadius: endRadius)))
            }
        }
    }

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        registerShading(library, types)
        registerContext(library, types)
        var canvas = NativeType("Canvas", conformances: ["View"])
        let renderer = NativeParameter("renderer", "(inout GraphicsContext, CGSize) -> Void")
        for parameters in [
            [NativeParameter("opaque", "Bool", default: .bool(false)), NativeParameter("colorMode", "Any", default: .void),
             NativeParameter("rendersAsynchronously", "Bool", default: .bool(false)), renderer],
            [renderer, NativeParameter("symbols", "@ViewBuilder () -> Symbols")],
        ] {
            canvas.initializer(parameters) { call in
                let render = call[parameters.count == 2 ? 0 : 3]
                return types.view("Canvas", SceneView(.node { builder, _ in
                    .canvas(CanvasDrawing { size in
                        let drawing = Drawing(size: size)
                        builder.context.guarded(()) {
                            let context = types.make("GraphicsContext", State(drawing: drawing))
                            _ = try builder.interpreter.call(render, [.value(context), .value(types.size(size))])
                        }
                        return drawing.operations
                    })
                }, at: call.location))
            }
        }
        library.register(canvas)
    }

    private static func registerShading(_ library: NativeLibrary, _ types: SceneTypes) {
        var shading = NativeType("GraphicsContext.Shading")
        let make = { (value: Shading) in types.make("GraphicsContext.Shading", value) }
        shading.staticMethod("color", [NativeParameter(nil, "Color")]) { call in make(.style(.color(try call.payload(0, as: Color.self, "Color")))) }
        shading.staticMethod("style", [NativeParameter(nil, "ShapeStyle")]) { call in make(.style(try call.shapeStyle(0))) }
        shading.staticProperties.append(NativeProperty("foreground") { _ in make(.style(nil)) })
        shading.staticMethod("linearGradient", [
            NativeParameter(nil, "Gradient"), NativeParameter("startPoint", "CGPoint"), NativeParameter("endPoint", "CGPoint"),
            NativeParameter("options", "Any", default: .void),
        ]) { call in
            make(.linear(try call.payload(0, as: Gradient.self, "Gradient"), start: try call.payload(1, as: CGPoint.self, "CGPoint"),
                         end: try call.payload(2, as: CGPoint.self, "CGPoint")))
        }
        shading.staticMethod("radialGradient", [
            NativeParameter(nil, "Gradient"), NativeParameter("center", "CGPoint"), NativeParameter("startRadius", "CGFloat"),
            NativeParameter("endRadius", "CGFloat"), NativeParameter("options", "Any", default: .void),
        ]) { call in
            make(.radial(try call.payload(0, as: Gradient.self, "Gradient"), center: try call.payload(1, as: CGPoint.self, "CGPoint"),
                         startRadius: try call.cgFloat(2), endRadius: try call.cgFloat(3)))
        }
        library.register(shading)
    }

    private static func registerContext(_ library: NativeLibrary, _ types: SceneTypes) {
        var context = NativeType("GraphicsContext")
        func changing(_ name: String, _ parameters: [NativeParameter], _ change: @escaping (inout State, NativeCall) throws -> Void) {
            context.changingPayload(name, parameters, types, change)
        }
        changing("translateBy", [NativeParameter("x", "CGFloat"), NativeParameter("y", "CGFloat")]) { state, call in
            state.transform = AffineMatrix.translation(try call.cgFloat(0), try call.cgFloat(1)).concatenating(state.transform)
        }
        changing("scaleBy", [NativeParameter("x", "CGFloat"), NativeParameter("y", "CGFloat")]) { state, call in
            state.transform = AffineMatrix.scale(try call.cgFloat(0), try call.cgFloat(1)).concatenating(state.transform)
        }
        changing("rotate", [NativeParameter("by", "Angle")]) { state, call in
            state.transform = AffineMatrix.rotation(try call.angle(0).radians).concatenating(state.transform)
        }
        changing("concatenate", [NativeParameter(nil, "CGAffineTransform")]) { state, call in
            state.transform = try call.payload(0, as: AffineMatrix.self, "CGAffineTransform").concatenating(state.transform)
        }
        changing("clip", [NativeParameter("to", "Path"), NativeParameter("style", "FillStyle", default: .void),
                          NativeParameter("options", "Any", default: .void)]) { state, call in
            let transform = state.transform
            state.clips.append(try call.payload(0, as: Path.self, "Path").mapped(transform.apply(to:)))
        }
        context.field("opacity", \State.opacity, wrap: { .double($0) }, unwrap: { $0.cgFloatValue.map(Double.init) }, expected: "Double")
        context.field("transform", \State.transform, wrap: { types.make("CGAffineTransform", $0) }, unwrap: { $0.payload(as: AffineMatrix.self) },
                      expected: "CGAffineTransform")
        context.property("blendMode", get: { _ in .void }, set: { _, _ in })
        context.method("addFilter", [NativeParameter(nil, "Any"), NativeParameter("options", "Any", default: .void)], mutating: true) { _ in .void }

        context.method("fill", [NativeParameter(nil, "Path"), NativeParameter("with", "GraphicsContext.Shading"),
                                NativeParameter("style", "FillStyle", default: .void)]) { call in
            let state = try call.receiverPayload(State.self)
            let style = try call.payload(1, as: Shading.self, "GraphicsContext.Shading").style(in: state.drawing.size)
            let eoFill = call[2].payload(as: Bool.self) ?? false
            state.record(.shape(try call.payload(0, as: Path.self, "Path"), .fill(style, eoFill: eoFill)))
            return .void
        }
        context.method("stroke", [NativeParameter(nil, "Path"), NativeParameter("with", "GraphicsContext.Shading"),
                                  NativeParameter("lineWidth", "CGFloat", default: .double(1))]) { call in
            try stroke(call, lineWidth: try call.cgFloat(2), line: LineStyle())
        }
        context.method("stroke", [NativeParameter(nil, "Path"), NativeParameter("with", "GraphicsContext.Shading"),
                                  NativeParameter("style", "StrokeStyle")]) { call in
            let style = try call.payload(2, as: StrokeStyleValue.self, "StrokeStyle")
            return try stroke(call, lineWidth: style.lineWidth, line: style.line)
        }
        context.method("draw", [NativeParameter(nil, "Any"), NativeParameter("at", "CGPoint"),
                                NativeParameter("anchor", "UnitPoint", default: types.make("UnitPoint", UnitPoint.center))]) { call in
            try draw(call, at: try call.payload(1, as: CGPoint.self, "CGPoint"), anchor: try call.payload(2, as: UnitPoint.self, "UnitPoint"), rect: nil)
        }
        context.method("draw", [NativeParameter(nil, "Any"), NativeParameter("in", "CGRect"), NativeParameter("style", "FillStyle", default: .void)]) { call in
            let rect = try call.payload(1, as: CGRect.self, "CGRect")
            return try draw(call, at: CGPoint(x: rect.midX, y: rect.midY), anchor: .center, rect: rect)
        }
        // What `resolve` gives is drawn as the view it was made from.
        context.method("resolve", [NativeParameter(nil, "Any")]) { call in call[0] }
        context.method("drawLayer", [NativeParameter("content", "(inout GraphicsContext) -> Void")]) { call in
            _ = try call.interpreter.call(call[0], [.value(call.receiver)])
            return .void
        }
        library.register(context)
    }

    private static func stroke(_ call: NativeCall, lineWidth: CGFloat, line: LineStyle) throws -> Value {
        let state = try call.receiverPayload(State.self)
        let style = try call.payload(1, as: Shading.self, "GraphicsContext.Shading").style(in: state.drawing.size)
        state.record(.shape(try call.payload(0, as: Path.self, "Path"), .stroke(style, lineWidth: lineWidth, line: line)))
        return .void
    }

    /// `draw(_:at:anchor:)` and `draw(_:in:)` of a `Text` (one line, in its font and colour) or an SF Symbol `Image`
    /// (its natural size at a point, filling a rectangle).
    private static func draw(_ call: NativeCall, at point: CGPoint, anchor: UnitPoint, rect: CGRect?) throws -> Value {
        let state = try call.receiverPayload(State.self)
        if let parts = ViewsVocabulary.textParts(call[0]) {
            // The text's own font and colour; what it does not set, the canvas's environment gives when drawn.
            let environment = parts.spans.first?.environment(in: EnvironmentValues()) ?? EnvironmentValues()
            let color: Color? = if case .color(let color)? = environment.foregroundStyle { color } else { nil }
            let setsFont = environment.font != nil || environment.forcesBold || environment.forcesItalic
            state.record(.text(parts.string, font: setsFont ? environment.resolvedFont : nil, color: color, at: point, anchor: anchor))
            return .void
        }
        guard let image = call[0].payload(as: ImageView.self)?.content, image.isSystemSymbol else { throw call.mismatch(0, "Text or Image(systemName:)") }
        let side = Font.body.size * 1.2
        let frame = rect ?? CGRect(x: point.x - anchor.x * side, y: point.y - anchor.y * side, width: side, height: side)
        state.record(.symbol(image.name, font: .body, color: nil, in: frame))
        return .void
    }
}

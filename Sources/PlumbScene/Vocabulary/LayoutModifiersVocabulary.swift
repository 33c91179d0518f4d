import Foundation
import PlumbContent
import PlumbInterpreter
import PlumbLayout

/// The modifiers that change layout: frames (`containerRelativeFrame` too), padding, `fixedSize`, `aspectRatio`,
/// `layoutPriority`, `offset`, `position`, `alignmentGuide`, `background` and `overlay` in every form, `border`,
/// `.id`, and `ignoresSafeArea` (drawn, not laid out).
enum LayoutModifiersVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var view = NativeType("View", isProtocol: true)
        registerFrames(&view, types)
        registerSpacing(&view, types)
        registerPlacement(&view, types)
        registerSecondaryViews(&view, types)
        registerSafeArea(&view, types)
        view.method("id", [NativeParameter(nil, "Any")]) { call in
            types.modified(SceneView(.identified(call[0].identity), content: [call.receiver], at: call.location))
        }
        library.register(view)
    }

    private static func registerFrames(_ view: inout NativeType, _ types: SceneTypes) {
        let center = types.make("Alignment", Alignment.center)
        view.method("frame", [
            NativeParameter("width", "CGFloat?", default: .optional(nil)), NativeParameter("height", "CGFloat?", default: .optional(nil)),
            NativeParameter("alignment", "Alignment", default: center),
        ]) { call in
            call.modified(.frame(width: try call.optionalCGFloat(0), height: try call.optionalCGFloat(1),
                                 alignment: try call.payload(2, as: Alignment.self, "Alignment")))
        }
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map {
            NativeParameter($0, "CGFloat?", default: .optional(nil))
        }
        view.method("frame", flexible + [NativeParameter("alignment", "Alignment", default: center)]) { call in
            call.modified(.flexFrame(FlexFrame(
                minWidth: try call.optionalCGFloat(0), idealWidth: try call.optionalCGFloat(1), maxWidth: try call.optionalCGFloat(2),
                minHeight: try call.optionalCGFloat(3), idealHeight: try call.optionalCGFloat(4), maxHeight: try call.optionalCGFloat(5),
                alignment: try call.payload(6, as: Alignment.self, "Alignment"))))
        }
        registerContainerRelativeFrames(&view, types)
    }

    /// `containerRelativeFrame` with the container's length, with a share of it (`count`, `span`, `spacing`), or
    /// with what a closure makes of it.
    private static func registerContainerRelativeFrames(_ view: inout NativeType, _ types: SceneTypes) {
        let center = types.make("Alignment", Alignment.center)
        func axes(_ call: NativeCall) throws -> Axis.Set { try call.payload(0, as: ScrollAxes.self, "Axis.Set").axisSet }
        view.method("containerRelativeFrame", [NativeParameter(nil, "Axis.Set"), NativeParameter("alignment", "Alignment", default: center)]) { call in
            call.modified(.containerRelativeFrame(ContainerRelativeFrame(try axes(call), alignment: try call.payload(1, as: Alignment.self, "Alignment"))))
        }
        view.method("containerRelativeFrame", [
            NativeParameter(nil, "Axis.Set"), NativeParameter("count", "Int"), NativeParameter("span", "Int", default: .int(1)),
            NativeParameter("spacing", "CGFloat"), NativeParameter("alignment", "Alignment", default: center),
        ]) { call in
            let count = try call.int(1), span = try call.int(2)
            guard count > 0, span > 0 else {
                throw NativeError("containerRelativeFrame needs a count and a span of at least 1, not \(count) and \(span)")
            }
            return call.modified(.containerRelativeFrame(ContainerRelativeFrame(
                try axes(call), count: count, span: span, spacing: try call.cgFloat(3), alignment: try call.payload(4, as: Alignment.self, "Alignment"))))
        }
        view.method("containerRelativeFrame", [
            NativeParameter(nil, "Axis.Set"), NativeParameter("alignment", "Alignment", default: center),
            NativeParameter(nil, "(CGFloat, Axis) -> CGFloat"),
        ]) { call in
            let axes = try axes(call), alignment = try call.payload(1, as: Alignment.self, "Alignment")
            let closure = call[2], location = call.location
            return call.modified { builder, _ in
                .containerRelativeFrame(ContainerRelativeFrame(axes, alignment: alignment) { length, axis in
                    builder.context.guarded(length) {
                        try closureLength(builder.interpreter.call(closure, [.value(.double(length)), .value(types.make("Axis", axis))]), builder, at: location)
                    }
                })
            }
        }
    }

    /// What a layout closure returned, as a length; anything else is an error at the modifier whose closure it is.
    private static func closureLength(_ value: Value, _ builder: SceneTreeBuilder, at location: SourceLocation) throws -> CGFloat {
        guard let length = value.cgFloatValue else {
            let type = builder.interpreter.typeName(of: value)
            throw builder.context.error("cannot convert value of type '\(type)' to closure result type 'CGFloat'", at: location)
        }
        return length
    }

    /// `padding`, and iOS 17's `safeAreaPadding` laid out as padding: it adds to the safe area instead, which puts
    /// every view inside that respects the safe area (nearly all do) where padding does, and a `containerRelativeFrame`
    /// inside sizes against what is left, as here; a scroll view's content scrolled past the inset stays visible in
    /// SwiftUI and is clipped here.
    private static func registerSpacing(_ view: inout NativeType, _ types: SceneTypes) {
        for name in ["padding", "safeAreaPadding"] {
            view.method(name, [
                NativeParameter(nil, "Edge.Set", default: types.make("Edge.Set", Edge.Set.all)),
                NativeParameter(nil, "CGFloat?", default: .optional(nil)),
            ]) { call in
                call.modified(.padding(EdgeInsets(try call.payload(0, as: Edge.Set.self, "Edge.Set"), try call.optionalCGFloat(1) ?? 16)))
            }
            view.method(name, [NativeParameter(nil, "CGFloat")]) { call in
                call.modified(.padding(EdgeInsets(all: try call.cgFloat(0))))
            }
            view.method(name, [NativeParameter(nil, "EdgeInsets")]) { call in
                call.modified(.padding(try call.payload(0, as: EdgeInsets.self, "EdgeInsets")))
            }
        }
        view.method("fixedSize") { call in call.modified(.fixedSize(horizontal: true, vertical: true)) }
        view.method("fixedSize", [NativeParameter("horizontal", "Bool"), NativeParameter("vertical", "Bool")]) { call in
            call.modified(.fixedSize(horizontal: try call.bool(0), vertical: try call.bool(1)))
        }
        var contentMode = NativeType("ContentMode")
        contentMode.staticConstant("fit", types.make("ContentMode", ContentMode.fit))
        contentMode.staticConstant("fill", types.make("ContentMode", ContentMode.fill))
        types.library.register(contentMode)
        view.method("aspectRatio", [
            NativeParameter(nil, "CGFloat?", default: .optional(nil)),
            NativeParameter("contentMode", "ContentMode", default: types.make("ContentMode", ContentMode.fit)),
        ]) { call in
            call.modified(.aspectRatio(try call.optionalCGFloat(0), try call.payload(1, as: ContentMode.self, "ContentMode")))
        }
        view.method("aspectRatio", [
            NativeParameter(nil, "CGSize"),
            NativeParameter("contentMode", "ContentMode", default: types.make("ContentMode", ContentMode.fit)),
        ]) { call in
            let size = try call.payload(0, as: CGSize.self, "CGSize")
            return call.modified(.aspectRatio(size.width / size.height, try call.payload(1, as: ContentMode.self, "ContentMode")))
        }
        view.method("scaledToFit") { call in call.modified(.aspectRatio(nil, .fit)) }
        view.method("scaledToFill") { call in call.modified(.aspectRatio(nil, .fill)) }
        view.method("layoutPriority", [NativeParameter(nil, "Double")]) { call in
            call.modified(.layoutPriority(try call.double(0)))
        }
    }

    private static func registerPlacement(_ view: inout NativeType, _ types: SceneTypes) {
        view.method("offset", [NativeParameter("x", "CGFloat", default: .double(0)), NativeParameter("y", "CGFloat", default: .double(0))]) { call in
            call.modified(.offset(CGSize(width: try call.cgFloat(0), height: try call.cgFloat(1))))
        }
        view.method("offset", [NativeParameter(nil, "CGSize")]) { call in
            call.modified(.offset(try call.payload(0, as: CGSize.self, "CGSize")))
        }
        view.method("position", [NativeParameter("x", "CGFloat", default: .double(0)), NativeParameter("y", "CGFloat", default: .double(0))]) { call in
            call.modified(.position(CGPoint(x: try call.cgFloat(0), y: try call.cgFloat(1))))
        }
        view.method("position", [NativeParameter(nil, "CGPoint")]) { call in
            call.modified(.position(try call.payload(0, as: CGPoint.self, "CGPoint")))
        }
        for guideType in ["HorizontalAlignment", "VerticalAlignment"] {
            view.method("alignmentGuide", [NativeParameter(nil, guideType), NativeParameter("computeValue", "(ViewDimensions) -> CGFloat")]) { call in
                let key = try ViewsVocabulary.alignmentKey(call, 0, guideType)
                let closure = call[1], location = call.location
                return call.modified { builder, _ in
                    .alignmentGuide(key) { dimensions in
                        builder.context.guarded(dimensions[key]) {
                            try closureLength(builder.interpreter.call(closure, [.value(types.make("ViewDimensions", dimensions))]), builder, at: location)
                        }
                    }
                }
            }
        }
    }

    /// `ignoresSafeArea(_:edges:)` and `edgesIgnoringSafeArea(_:)`: colours, gradients and rectangles in the view
    /// that touch the safe area are painted out to the screen's edges (SEMANTICS §10); the view's frame stays inside
    /// the safe area, so a view that is not such a fill gets a warning saying its content is not moved. Ignoring only
    /// the keyboard's region changes nothing: a preview shows no keyboard.
    private static func registerSafeArea(_ view: inout NativeType, _ types: SceneTypes) {
        let allEdges = types.make("Edge.Set", Edge.Set.all)
        func ignoring(_ call: NativeCall, _ edges: Edge.Set) -> Value {
            let extended = call.modified(.effect(.extendsIntoSafeArea(edges)))
            switch call.receiver.payload(as: Any.self).flatMap(SceneViews.leafKind) {
            case .color?, .gradient?, .shape(.rectangle, _)?: return extended
            default: return call.warning("ignoresSafeArea is drawn, not laid out: colours touching the safe area fill it, but the view stays inside it", on: extended)
            }
        }
        view.method("ignoresSafeArea", [
            NativeParameter(nil, "SafeAreaRegions", default: types.make("SafeAreaRegions", "all")), NativeParameter("edges", "Edge.Set", default: allEdges),
        ]) { call in
            if call[0].payload(as: String.self) == "keyboard" { return call.receiver }
            return ignoring(call, try call.payload(1, as: Edge.Set.self, "Edge.Set"))
        }
        view.method("edgesIgnoringSafeArea", [NativeParameter(nil, "Edge.Set")]) { call in
            ignoring(call, try call.payload(0, as: Edge.Set.self, "Edge.Set"))
        }
    }

    /// `background` and `overlay`: a builder closure with an alignment, a view (or colour) with an alignment, a
    /// style filling the view and the safe area beyond its edges (`background()` alone: the background style, the
    /// system background); `background(_:in:)`, a shape filled with a style; and `border`, an overlay of a rectangle
    /// stroked inside the bounds.
    private static func registerSecondaryViews(_ view: inout NativeType, _ types: SceneTypes) {
        let center = types.make("Alignment", Alignment.center)
        let allEdges = types.make("Edge.Set", Edge.Set.all)
        // The view under `kind`, with `style` filling it and the safe area beyond the edges at `edgesIndex`.
        func styleFill(_ call: NativeCall, _ kind: ViewKind, _ style: Value, edgesIndex: Int) throws -> Value {
            let edges = try call.payload(edgesIndex, as: Edge.Set.self, "Edge.Set")
            let fill = types.modified(SceneView.node(.effect(.extendsIntoSafeArea(edges)), content: [style], at: call.location))
            return call.modified(kind, [fill])
        }
        for name in ["background", "overlay"] {
            let kind: (Alignment) -> ViewKind = { name == "background" ? .background($0) : .overlay($0) }
            view.method(name, [NativeParameter("alignment", "Alignment", default: center), NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
                call.modified(kind(try call.payload(0, as: Alignment.self, "Alignment")), [try call.callArgument(1)])
            }
            view.method(name, [NativeParameter(nil, "ShapeStyle"), NativeParameter("ignoresSafeAreaEdges", "Edge.Set", default: allEdges)]) { call in
                try styleFill(call, kind(.center), call[0], edgesIndex: 1)
            }
            view.method(name, [NativeParameter(nil, "Any"), NativeParameter("alignment", "Alignment", default: center)]) { call in
                call.modified(kind(try call.payload(1, as: Alignment.self, "Alignment")), [call[0]])
            }
        }
        view.method("background", [NativeParameter("ignoresSafeAreaEdges", "Edge.Set", default: allEdges)]) { call in
            try styleFill(call, .background(.center), types.make("Color", Color(named: "systemBackground")), edgesIndex: 0)
        }
        view.method("background", [NativeParameter(nil, "ShapeStyle"), NativeParameter("in", "Shape")]) { call in
            let fill = ShapePaint.fill(try call.shapeStyle(0))
            return call.modified(.background(.center), [try ViewsVocabulary.repainted(call[1], fill, call.context)])
        }
        // iOS 17's `background(in:fillStyle:)`: the shape filled with the default background style, the system background.
        view.method("background", [NativeParameter("in", "Shape"), NativeParameter("fillStyle", "Any", default: .void)]) { call in
            let fill = ShapePaint.fill(.color(Color(named: "systemBackground")))
            return call.modified(.background(.center), [try ViewsVocabulary.repainted(call[0], fill, call.context)])
        }
        view.method("border", [NativeParameter(nil, "ShapeStyle"), NativeParameter("width", "CGFloat", default: .double(1))]) { call in
            let style = try call.shapeStyle(0)
            let stroke = types.make("Rectangle", ShapeView(kind: .rectangle, paint: .strokeBorder(style, lineWidth: try call.cgFloat(1))))
            return call.modified(.overlay(.center), [stroke])
        }
    }
}

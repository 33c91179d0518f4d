import Foundation
import PlumbContent
import PlumbInterpreter
import PlumbLayout

/// The views: `View` itself, stacks, `ZStack`, `Spacer`, `Color`, shapes, `Text`, `Image`, `AsyncImage`, `EmptyView`,
/// `AnyView`, `Group` and `ForEach`.
enum ViewsVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var view = NativeType("View", isProtocol: true)
        view.builderRequirements = ["body": "ViewBuilder"]
        library.register(view)
        library.registerViewTypes([
            "ModifiedContent", "TupleView", "EmptyView", "AnyView", "Group", "ForEach", "Spacer", "Text", "Image", "HStack",
            "VStack", "ZStack", "AsyncImage",
        ])
        registerStacks(library, types)
        registerLeaves(library, types)
        registerShapes(library, types)
        registerStructure(library, types)
    }

    /// `HStack` and `VStack`, and `LazyHStack` and `LazyVStack`, which are laid out as the plain stacks with a warning
    /// (Plumb does not model what laziness changes: views made on demand inside a scroll view, pinned headers).
    private static func registerStacks(_ library: NativeLibrary, _ types: SceneTypes) {
        types.registerTokens("PinnedScrollableViews", ["sectionHeaders", "sectionFooters"])
        for (name, axis, isLazy) in [("HStack", Axis.horizontal, false), ("VStack", .vertical, false),
                                     ("LazyHStack", .horizontal, true), ("LazyVStack", .vertical, true)] {
            let guideType = axis == .horizontal ? "VerticalAlignment" : "HorizontalAlignment"
            let center: Any = axis == .horizontal ? VerticalAlignment.center : HorizontalAlignment.center
            let plainName = String(name.dropFirst(isLazy ? 4 : 0))
            var stack = NativeType(name)
            let stackType = types.type(name)
            let leading = [
                NativeParameter("alignment", guideType, default: types.make(guideType, center)),
                NativeParameter("spacing", "CGFloat?", default: .optional(nil)),
            ]
            // A lazy stack's pinned section headers and footers are accepted (the warning says laziness is not modelled),
            // one option or a set of them.
            let pinned = isLazy ? [[NativeParameter("pinnedViews", "[PinnedScrollableViews]", default: .array([]))],
                                   [NativeParameter("pinnedViews", "PinnedScrollableViews")]] : [[]]
            let content = NativeParameter("content", "@ViewBuilder () -> Content")
            for pinnedViews in pinned {
                stack.initializer(leading + pinnedViews + [content]) { call in
                    let key = try alignmentKey(call, 0, guideType)
                    let spacing = try call.optionalCGFloat(1)
                    let content = try call.callArgument(call.arguments.count - 1)
                    let view = types.make(stackType, SceneView.node(.stack(axis: axis, alignment: key, spacing: spacing), content: [content], at: call.location))
                    guard isLazy else { return view }
                    return call.warning("\(name) is laid out as a plain \(plainName): Plumb does not model lazy stacks", on: view)
                }
            }
            library.register(stack)
        }
        var zstack = NativeType("ZStack")
        zstack.initializer([
            NativeParameter("alignment", "Alignment", default: types.make("Alignment", Alignment.center)),
            NativeParameter("content", "@ViewBuilder () -> Content"),
        ]) { call in
            let alignment = try call.payload(0, as: Alignment.self, "Alignment")
            return types.view("ZStack", SceneView.node(.zstack(alignment: alignment), content: [try call.callArgument(1)], at: call.location))
        }
        library.register(zstack)
    }

    /// The engine key of a `HorizontalAlignment` or `VerticalAlignment` argument.
    static func alignmentKey(_ call: NativeCall, _ index: Int, _ typeName: String) throws -> AlignmentKey {
        if let horizontal = call[index].payload(as: HorizontalAlignment.self) { return horizontal.key }
        if let vertical = call[index].payload(as: VerticalAlignment.self) { return vertical.key }
        throw call.mismatch(index, typeName)
    }

    private static func registerLeaves(_ library: NativeLibrary, _ types: SceneTypes) {
        var spacer = NativeType("Spacer")
        spacer.initializer([NativeParameter("minLength", "CGFloat?", default: .optional(nil))]) { call in
            types.view("Spacer", SceneView.node(.spacer(minLength: try call.optionalCGFloat(0)), at: call.location))
        }
        library.register(spacer)

        var text = NativeType("Text")
        let textType = types.type("Text")
        // A string literal is a `LocalizedStringKey`: its text in the module's strings files (a table's when named),
        // else as written, its Markdown read; a string value is shown as it is.
        text.initializer([NativeParameter(nil, "LocalizedStringKey")]) { call in
            types.make(textType, SceneView.node(call.localized(try call.payload(0, as: LocalizedStringKey.self, "LocalizedStringKey")).textKind, at: call.location))
        }
        text.initializer([
            NativeParameter(nil, "LocalizedStringKey"), NativeParameter("tableName", "String?", default: .optional(nil)),
            NativeParameter("bundle", "Any", default: .void), NativeParameter("comment", "Any", default: .void),
        ]) { call in
            let key = try call.payload(0, as: LocalizedStringKey.self, "LocalizedStringKey")
            return types.make(textType, SceneView.node(call.localized(key, table: call.optionalString(1)).textKind, at: call.location))
        }
        text.initializer([NativeParameter(nil, "AttributedString")]) { call in
            let attributed = try call.payload(0, as: AttributedText.self, "AttributedString")
            return types.make(textType, SceneView.node(.text(attributed.string, spans: attributed.textSpans), at: call.location))
        }
        text.initializer([NativeParameter(nil, "String")]) { call in
            types.make(textType, SceneView.node(.text(try call.string(0)), at: call.location))
        }
        text.initializer([NativeParameter("verbatim", "String")]) { call in
            types.make(textType, SceneView.node(.text(try call.string(0)), at: call.location))
        }
        // `Text(Image(systemName:))`: the symbol set as text, to be added to others.
        text.initializer([NativeParameter(nil, "Image")]) { call in
            let image = try call.payload(0, as: ImageView.self, "Image")
            let placeholder = TextSpan.symbolPlaceholder
            return types.make(textType, SceneView.node(
                .text(placeholder, spans: [TextSpan(range: 0..<placeholder.utf8.count, writers: [], symbol: image.content.name)]), at: call.location))
        }
        text.initializer([NativeParameter(nil, "Any")]) { call in
            if let key = call[0].payload(as: LocalizedStringKey.self) {
                return types.make(textType, SceneView.node(call.localized(key).textKind, at: call.location))
            }
            return types.make(textType, SceneView.node(.text(call.interpreter.description(of: call[0])), at: call.location))
        }
        text.initializer([NativeParameter(nil, "Any"), NativeParameter("format", "FormatStyle")]) { call in
            types.make(textType, SceneView.node(.text(try call.formatted(0, 1)), at: call.location))
        }
        library.register(text)
        registerTextConcatenation(library, types)

        var image = NativeType("Image")
        image.initializer([NativeParameter("systemName", "String")]) { call in
            types.make("Image", ImageView(name: try call.string(0), isSystemSymbol: true))
        }
        // An asset of another bundle (`bundle: .module`) is looked up in the project's catalogs as one of the main bundle.
        for label in [nil, "decorative"] {
            image.initializer([NativeParameter(label, "String"), NativeParameter("bundle", "Bundle?", default: .optional(nil))]) { call in
                types.make("Image", call.assetImage(named: try call.string(0)))
            }
        }
        // Stretched whatever the `resizingMode` (tiling is drawn as stretching) and the cap insets.
        image.method("resizable", [
            NativeParameter("capInsets", "EdgeInsets", default: .void), NativeParameter("resizingMode", "Image.ResizingMode", default: .void),
        ]) { call in
            var image = try call.receiverPayload(ImageView.self)
            image.content.isResizable = true
            return types.make("Image", image)
        }
        // How an image is drawn, not its size: an image stays an image (`.renderingMode(.template).resizable()`). An
        // asset image in template mode is its alpha in the foreground style (nil: as its image set says); a symbol
        // is drawn in the foreground style whatever the mode.
        types.registerTokens("Image.TemplateRenderingMode", ["original", "template"])
        image.method("renderingMode", [NativeParameter(nil, "Image.TemplateRenderingMode?")]) { call in
            var image = try call.receiverPayload(ImageView.self)
            if case .optional(nil) = call[0] { return call.receiver }
            image.paint.isTemplate = call[0].unwrappedOptional.payload(as: String.self) == "template"
            return types.make("Image", image)
        }
        types.registerTokens("Image.Interpolation", ["none", "low", "medium", "high"])
        for (name, type) in [("interpolation", "Image.Interpolation"), ("antialiased", "Bool")] {
            image.method(name, [NativeParameter(nil, type)]) { call in call.receiver }
        }
        // A UIKit image of the app's assets or of SF Symbols, shown as `Image(_:)` and `Image(systemName:)` show it.
        image.initializer([NativeParameter("uiImage", "UIImage")]) { call in types.make("Image", try call.payload(0, as: ImageView.self, "UIImage")) }
        library.register(image)
        types.registerTokens("Image.ResizingMode", ["stretch", "tile"])
        var uiImage = NativeType("UIImage")
        uiImage.initializer([NativeParameter("named", "String")]) { call in
            .optional(types.make("UIImage", call.assetImage(named: try call.string(0))))
        }
        uiImage.initializer([NativeParameter("systemName", "String")]) { call in
            .optional(types.make("UIImage", ImageView(name: try call.string(0), isSystemSymbol: true)))
        }
        // `UIImage()`: an image of no pixels (a QR code not made yet), which takes no room.
        uiImage.initializer([]) { _ in
            types.make("UIImage", ImageView(content: ImageContent(name: "", isSystemSymbol: false, naturalSize: .zero)))
        }
        library.register(uiImage)
        registerAsyncImage(library, types)

        var color = NativeType("Color", conformances: ["View", "ShapeStyle", "Equatable", "Hashable"])
        for (name, value) in ShapeStyleVocabulary.namedColors { color.staticConstant(name, types.make("Color", value)) }
        // A view shown without a preview gets `.clear` for a `Color` it needs, the emptiest colour.
        library.placeholders["Color"] = types.make("Color", Color.clear)
        registerComponentInitializers(&color, types, opacityLabel: "opacity")
        // Components in a colour space (`.sRGB`, `.sRGBLinear`, `.displayP3`), converted to sRGB; a grey is the same
        // in each.
        types.registerTokens("Color.RGBColorSpace", ["sRGB", "sRGBLinear", "displayP3"])
        let space = NativeParameter(nil, "Color.RGBColorSpace")
        color.initializer([
            space, NativeParameter("red", "Double"), NativeParameter("green", "Double"), NativeParameter("blue", "Double"),
            NativeParameter("opacity", "Double", default: .double(1)),
        ]) { call in
            let (red, green, blue, opacity) = (try call.double(1), try call.double(2), try call.double(3), try call.double(4))
            let color = switch call[0].payload(as: String.self) {
            case "displayP3": Color(displayP3Red: red, green: green, blue: blue, opacity: opacity)
            case "sRGBLinear": Color(linearRed: red, green: green, blue: blue, opacity: opacity)
            default: Color(red: red, green: green, blue: blue, opacity: opacity)
            }
            return types.make("Color", color)
        }
        color.initializer([space, NativeParameter("white", "Double"), NativeParameter("opacity", "Double", default: .double(1))]) { call in
            types.make("Color", Color(white: try call.double(1), opacity: try call.double(2)))
        }
        for parameters in [[NativeParameter(nil, "String")], [NativeParameter(nil, "String"), NativeParameter("bundle", "Any")]] {
            color.initializer(parameters) { call in
                types.make("Color", call.assetColor(named: try call.string(0)))
            }
        }
        // UIKit's colours (`Color(.systemBackground)`, `Color(uiColor: .systemRed)`): its semantic colours, and its
        // system colours, which are SwiftUI's.
        var uiColor = NativeType("UIColor")
        registerComponentInitializers(&uiColor, types, opacityLabel: "alpha")
        uiColor.initializer([NativeParameter("named", "String")]) { call in
            .optional(types.make("UIColor", call.assetColor(named: try call.string(0))))
        }
        uiColor.initializer([NativeParameter(nil, "Color")]) { call in types.make("UIColor", try call.payload(0, as: Color.self, "Color")) }
        // A dynamic colour (`UIColor { traits in … }`) is the one it gives for the preview's traits: light.
        uiColor.initializer([NativeParameter("dynamicProvider", "(UITraitCollection) -> UIColor")]) { call in
            try call.call(call[0], types.make("UITraitCollection", "light"))
        }
        // Setting UIKit's current context's colours: a shape's `path(in:)` has no context (``BezierPathVocabulary``).
        for name in ["setFill", "setStroke", "set"] { uiColor.method(name) { _ in .void } }
        var traits = NativeType("UITraitCollection")
        traits.property("userInterfaceStyle", type: "UIUserInterfaceStyle") { _ in types.make("UIUserInterfaceStyle", "light") }
        library.register(traits)
        types.registerTokens("UIUserInterfaceStyle", ["unspecified", "light", "dark"])
        for name in Color.uiKitNames { uiColor.staticConstant(name, types.make("UIColor", Color(named: name))) }
        for name in Color.systemNames where !["white", "black", "clear", "primary", "secondary", "accentColor", "gray"].contains(name) {
            uiColor.staticConstant("system" + name.prefix(1).uppercased() + name.dropFirst(), types.make("UIColor", Color(named: name)))
        }
        library.register(uiColor)
        for label in [nil, "uiColor"] {
            color.initializer([NativeParameter(label, "UIColor")]) { call in types.make("Color", try call.payload(0, as: Color.self, "UIColor")) }
        }
        color.method("opacity", [NativeParameter(nil, "Double")]) { call in
            types.make("Color", try call.receiverPayload(Color.self).opacity(try call.double(0)))
        }
        // `Color.blue.gradient` (iOS 16) is the colour with a faint top-to-bottom sheen; painted as the colour.
        color.computed("gradient") { (color: Color) in types.make("Color", color) }
        color.describe = { "\($0 as! Color)" }
        library.register(color)
    }

    /// `init(red:green:blue:)`, `init(white:)` and `init(hue:saturation:brightness:)` of a colour type, each with
    /// its opacity (`opacity:` for `Color`, `alpha:` for `UIColor`).
    private static func registerComponentInitializers(_ type: inout NativeType, _ types: SceneTypes, opacityLabel: String) {
        let typeName = type.name
        let opacity = NativeParameter(opacityLabel, "Double", default: .double(1))
        let components = ["red", "green", "blue"].map { NativeParameter($0, "Double") }
        type.initializer(components + [opacity]) { call in
            types.make(typeName, Color(red: try call.double(0), green: try call.double(1), blue: try call.double(2), opacity: try call.double(3)))
        }
        type.initializer([NativeParameter("white", "Double"), opacity]) { call in
            types.make(typeName, Color(white: try call.double(0), opacity: try call.double(1)))
        }
        type.initializer(["hue", "saturation", "brightness"].map { NativeParameter($0, "Double") } + [opacity]) { call in
            types.make(typeName, Color(hue: try call.double(0), saturation: try call.double(1), brightness: try call.double(2), opacity: try call.double(3)))
        }
    }

    private static func registerShapes(_ library: NativeLibrary, _ types: SceneTypes) {
        var shape = NativeType("Shape", conformances: ["View"], isProtocol: true)
        // `style:` is a `FillStyle`, whose `eoFill` chooses the even-odd rule (a path's inner subpath a hole).
        // Filling iOS 17's `stroke(…)`, a shape of the stroked area, paints the stroke.
        shape.method("fill", [NativeParameter(nil, "ShapeStyle?", default: .optional(nil)), NativeParameter("style", "FillStyle", default: .void)]) { call in
            let style = try call.optionalShapeStyle(0)
            if case .stroke(_, let width, let line)? = call.context.shapeView(of: call.receiver)?.paint {
                return try repainted(call.receiver, .stroke(style, lineWidth: width, line: line), call.context)
            }
            return try repainted(call.receiver, .fill(style, eoFill: call[1].payload(as: Bool.self) == true), call.context)
        }
        shape.method("trim", [NativeParameter("from", "CGFloat", default: .double(0)), NativeParameter("to", "CGFloat", default: .double(1))]) { call in
            let (from, to) = (min(max(try call.cgFloat(0), 0), 1), min(max(try call.cgFloat(1), 0), 1))
            return try reshaped(call.receiver, call.context) { $0.kind = .trimmed($0.kind, from: from, to: max(from, to)) }
        }
        shape.method("inset", [NativeParameter("by", "CGFloat")]) { call in
            let amount = try call.cgFloat(0)
            return try reshaped(call.receiver, call.context) { $0.kind = .inset($0.kind, by: amount) }
        }
        // Still a shape, turned in its frame (Scrumdinger's `SpeakerArc(…).rotation(Angle(degrees: -90))`).
        shape.method("rotation", [NativeParameter(nil, "Angle"), NativeParameter("anchor", "UnitPoint", default: types.make("UnitPoint", UnitPoint.center))]) { call in
            let (angle, anchor) = (try call.angle(0), try call.payload(1, as: UnitPoint.self, "UnitPoint"))
            return try reshaped(call.receiver, call.context) { $0.kind = .rotated($0.kind, angle, anchor: anchor) }
        }
        registerShapeTransforms(&shape, types)
        for name in ["stroke", "strokeBorder"] {
            shape.method(name, [NativeParameter(nil, "ShapeStyle?", default: .optional(nil)), NativeParameter("lineWidth", "CGFloat", default: .double(1))]) { call in
                try stroked(call, border: name == "strokeBorder", width: try call.cgFloat(1))
            }
            shape.method(name, [NativeParameter(nil, "ShapeStyle?", default: .optional(nil)), NativeParameter("style", "StrokeStyle")]) { call in
                let style = try call.payload(1, as: StrokeStyleValue.self, "StrokeStyle")
                return try stroked(call, border: name == "strokeBorder", width: style.lineWidth, line: style.line)
            }
        }
        // iOS 17's shorthands where a shape is expected: `.rect`, `.rect(cornerRadius:style:)`, `.rect` with a radius
        // per corner or `cornerRadii:`, `.circle`, `.ellipse`, `.capsule`, `.capsule(style:)`.
        let plain: [(String, String, ShapeKind)] = [
            ("rect", "Rectangle", .rectangle), ("circle", "Circle", .circle), ("ellipse", "Ellipse", .ellipse), ("capsule", "Capsule", .capsule),
        ]
        for (member, name, kind) in plain { shape.staticConstant(member, types.make(name, ShapeView(kind: kind))) }
        shape.staticMethod("rect", roundedRectangleParameters(types)) { call in try roundedRectangle(call, types) }
        shape.staticMethod("rect", unevenRadiusParameters(types)) { call in try unevenRoundedRectangle(call, types) }
        shape.staticMethod("rect", [NativeParameter("cornerRadii", "RectangleCornerRadii"), cornerStyleParameter(types)]) { call in
            try unevenRoundedRectangle(call, types)
        }
        shape.staticMethod("capsule", [NativeParameter("style", "RoundedCornerStyle")]) { _ in types.make("Capsule", ShapeView(kind: .capsule)) }
        library.register(shape)
        library.register(NativeType("InsettableShape", conformances: ["Shape"], isProtocol: true))

        var fillStyle = NativeType("FillStyle")
        fillStyle.initializer([NativeParameter("eoFill", "Bool", default: .bool(false)), NativeParameter("antialiased", "Bool", default: .bool(true))]) { call in
            types.make("FillStyle", try call.bool(0))
        }
        library.register(fillStyle)
        // A stroke's width, line caps, joins and dashes.
        types.registerTokens("CGLineCap", LineStyle.Cap.allCases.map(\.rawValue))
        types.registerTokens("CGLineJoin", LineStyle.Join.allCases.map(\.rawValue))
        var strokeStyle = NativeType("StrokeStyle")
        strokeStyle.initializer([NativeParameter("lineWidth", "CGFloat", default: .double(1)),
                                 NativeParameter("lineCap", "CGLineCap", default: types.make("CGLineCap", "butt")),
                                 NativeParameter("lineJoin", "CGLineJoin", default: types.make("CGLineJoin", "miter")),
                                 NativeParameter("miterLimit", "CGFloat", default: .double(10)),
                                 NativeParameter("dash", "[CGFloat]", default: .array([])),
                                 NativeParameter("dashPhase", "CGFloat", default: .double(0))]) { call in
            let cap = LineStyle.Cap(rawValue: try call.payload(1, as: String.self, "CGLineCap")) ?? .butt
            let join = LineStyle.Join(rawValue: try call.payload(2, as: String.self, "CGLineJoin")) ?? .miter
            let lengths = try call.elements(4).map { element in
                guard let length = element.cgFloatValue else { throw call.mismatch(4, "[CGFloat]") }
                return length
            }
            // A pattern with a negative or infinite length draws a solid line, as Core Graphics does.
            let dash = lengths.allSatisfy { $0.isFinite && $0 >= 0 } ? lengths : []
            let line = LineStyle(cap: cap, join: join, miterLimit: try call.cgFloat(3), dash: dash, dashPhase: try call.cgFloat(5))
            return types.make("StrokeStyle", StrokeStyleValue(lineWidth: try call.cgFloat(0), line: line))
        }
        strokeStyle.property("lineWidth") { value in .double(Double(value.payload(as: StrokeStyleValue.self)?.lineWidth ?? 1)) }
        library.register(strokeStyle)

        var cornerStyle = NativeType("RoundedCornerStyle")
        cornerStyle.staticConstant("circular", types.make("RoundedCornerStyle", RoundedCornerStyle.circular))
        cornerStyle.staticConstant("continuous", types.make("RoundedCornerStyle", RoundedCornerStyle.continuous))
        library.register(cornerStyle)

        // `ContainerRelativeShape` takes the shape of the container it is in — a widget's, an app's window: a
        // rectangle on an iPhone's screen.
        for (name, kind) in plain.filter({ $0.1 != "Capsule" }).map({ ($0.1, $0.2) }) + [("ContainerRelativeShape", ShapeKind.rectangle)] {
            var type = NativeType(name, conformances: ["Shape", "View"])
            type.initializer([]) { _ in types.make(name, ShapeView(kind: kind)) }
            library.register(type)
        }
        var capsule = NativeType("Capsule", conformances: ["Shape", "View"])
        capsule.initializer([cornerStyleParameter(types)]) { _ in
            types.make("Capsule", ShapeView(kind: .capsule))
        }
        library.register(capsule)
        var rounded = NativeType("RoundedRectangle", conformances: ["Shape", "View"])
        rounded.initializer(roundedRectangleParameters(types)) { call in try roundedRectangle(call, types) }
        library.register(rounded)
        registerUnevenRoundedRectangle(library, types)
    }

    /// `UnevenRoundedRectangle` (with a radius per corner, or `cornerRadii:`), `RectangleCornerRadii`, and the
    /// `.rect(topLeadingRadius:…)` and `.rect(cornerRadii:style:)` shorthands.
    private static func registerUnevenRoundedRectangle(_ library: NativeLibrary, _ types: SceneTypes) {
        var radii = NativeType("RectangleCornerRadii", conformances: ["Equatable", "Hashable"])
        radii.initializer(corners.map { NativeParameter($0, "CGFloat", default: .double(0)) }) { call in
            types.make("RectangleCornerRadii", RectangleCornerRadii(
                topLeading: try call.cgFloat(0), bottomLeading: try call.cgFloat(1), bottomTrailing: try call.cgFloat(2), topTrailing: try call.cgFloat(3)
            ))
        }
        library.register(radii)
        var uneven = NativeType("UnevenRoundedRectangle", conformances: ["Shape", "View"])
        uneven.initializer(unevenRadiusParameters(types)) { call in try unevenRoundedRectangle(call, types) }
        uneven.initializer([NativeParameter("cornerRadii", "RectangleCornerRadii"), cornerStyleParameter(types)]) { call in
            try unevenRoundedRectangle(call, types)
        }
        library.register(uneven)
    }

    /// The corners of a `RectangleCornerRadii`, in its initializer's order.
    private static let corners = ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]

    /// `topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:`, each radius 0 by default.
    private static func unevenRadiusParameters(_ types: SceneTypes) -> [NativeParameter] {
        corners.map { NativeParameter($0 + "Radius", "CGFloat", default: .double(0)) }
            + [cornerStyleParameter(types)]
    }

    /// An uneven rounded rectangle from a call of either form: four radii then the style, or the radii then the style.
    private static func unevenRoundedRectangle(_ call: NativeCall, _ types: SceneTypes) throws -> Value {
        let style = try call.payload(call.arguments.count - 1, as: RoundedCornerStyle.self, "RoundedCornerStyle")
        let radii = call.arguments.count == 2
            ? try call.payload(0, as: RectangleCornerRadii.self, "RectangleCornerRadii")
            : RectangleCornerRadii(topLeading: try call.cgFloat(0), bottomLeading: try call.cgFloat(1), bottomTrailing: try call.cgFloat(2), topTrailing: try call.cgFloat(3))
        return types.make("UnevenRoundedRectangle", ShapeView(kind: .unevenRoundedRectangle(radii, style: style)))
    }

    /// `RoundedRectangle(cornerRadius:style:)`'s parameters, which `.rect(cornerRadius:style:)` shares.
    private static func roundedRectangleParameters(_ types: SceneTypes) -> [NativeParameter] {
        [NativeParameter("cornerRadius", "CGFloat"), cornerStyleParameter(types)]
    }

    /// `style: RoundedCornerStyle = .continuous`, as rounded shapes and paths take it.
    static func cornerStyleParameter(_ types: SceneTypes) -> NativeParameter {
        NativeParameter("style", "RoundedCornerStyle", default: types.make("RoundedCornerStyle", RoundedCornerStyle.continuous))
    }

    private static func roundedRectangle(_ call: NativeCall, _ types: SceneTypes) throws -> Value {
        let style = try call.payload(1, as: RoundedCornerStyle.self, "RoundedCornerStyle")
        return types.make("RoundedRectangle", ShapeView(kind: .roundedRectangle(cornerRadius: try call.cgFloat(0), style: style)))
    }

    /// `Text + Text`, the operands plain or styled texts (`Text("b").bold()`): one text of both strings, each part
    /// keeping the modifiers written on it (as spans, applied inside the modifiers of the whole).
    private static func registerTextConcatenation(_ library: NativeLibrary, _ types: SceneTypes) {
        var view = NativeType("View", isProtocol: true)
        view.staticMethod("+", [NativeParameter(nil, "View"), NativeParameter(nil, "View")]) { call in
            guard let left = textParts(call[0]), let right = textParts(call[1]) else {
                throw NativeError(.operandMismatch(operator: "+", lhs: call.interpreter.typeName(of: call[0]), rhs: call.interpreter.typeName(of: call[1])))
            }
            let shift = left.string.utf8.count
            let spans = left.spans + right.spans.map { span in
                var shifted = span
                shifted.range = span.range.lowerBound + shift..<span.range.upperBound + shift
                return shifted
            }
            let styled = spans.contains { !$0.writers.isEmpty || $0.symbol != nil }
            return types.make("Text", SceneView.node(.text(left.string + right.string, spans: styled ? spans : []), at: call.location))
        }
        library.register(view)
    }

    /// The string of a `Text` value and its parts: the spans it has, every byte in one, each under the modifiers
    /// written on the text (environment writers, outermost first).
    static func textParts(_ value: Value) -> (string: String, spans: [TextSpan])? {
        guard case .native(let object) = value, let view = object.payload(as: SceneView.self) else { return nil }
        switch view.role {
        case .kind(.text(let string, let spans)):
            return (string, covering(spans, length: string.utf8.count))
        case .kind(.environment(let writer)):
            return view.content.first.flatMap(textParts).map { parts in
                (parts.string, parts.spans.map { span in
                    var outer = span
                    outer.writers.insert(writer, at: 0)
                    return outer
                })
            }
        case .marker:
            return view.content.first.flatMap(textParts)
        default:
            return nil
        }
    }

    /// `spans` with the bytes between them (of a string `length` long) in spans of no modifiers of their own.
    private static func covering(_ spans: [TextSpan], length: Int) -> [TextSpan] {
        var covered: [TextSpan] = []
        var end = 0
        for span in spans where span.range.lowerBound >= end {
            if span.range.lowerBound > end { covered.append(TextSpan(range: end..<span.range.lowerBound, writers: [])) }
            covered.append(span)
            end = span.range.upperBound
        }
        if end < length { covered.append(TextSpan(range: end..<length, writers: [])) }
        return covered
    }

    /// `AsyncImage`: a preview loads nothing, so it shows its placeholder — the one given, else a greedy fill in the
    /// placeholder colour, as SwiftUI shows before the image arrives; the form with a phase closure shows what the
    /// closure makes of the `.empty` phase (whose `image` and `error` are nil).
    private static func registerAsyncImage(_ library: NativeLibrary, _ types: SceneTypes) {
        var phase = NativeType("AsyncImagePhase")
        phase.cases = [("empty", []), ("success", [nil]), ("failure", [nil])]
        let phaseType = library.register(phase)
        let empty = Value.enumCase(EnumCaseValue(type: phaseType, caseIndex: 0))
        phase = NativeType("AsyncImagePhase")
        for name in ["image", "error"] { phase.property(name, get: { _ in .optional(nil) }) }
        library.register(phase)

        var async = NativeType("AsyncImage")
        let url = NativeParameter("url", "URL?"), scale = NativeParameter("scale", "CGFloat", default: .double(1))
        async.initializer([url, scale, NativeParameter("transaction", "Transaction", default: .void), NativeParameter("content", "(AsyncImagePhase) -> Content")]) { call in
            types.view("AsyncImage", SceneView(.transparent, content: [try call.callArgument(3, empty)], at: call.location))
        }
        async.initializer([url, scale]) { call in
            let fill = types.make("Rectangle", ShapeView(kind: .rectangle, paint: .fill(.color(ControlsVocabulary.placeholderColor))))
            return types.view("AsyncImage", SceneView(.transparent, content: [fill], at: call.location))
        }
        async.initializer([url, scale, NativeParameter("content", "(Image) -> Content"), NativeParameter("placeholder", "@ViewBuilder () -> Placeholder")]) { call in
            types.view("AsyncImage", SceneView(.transparent, content: [try call.callArgument(3)], at: call.location))
        }
        library.register(async)
    }

    /// `stroke` or `strokeBorder` of the receiver `width` wide. The border of one of the file's `InsettableShape`s is
    /// the stroke of its `inset(by:)` half the width, as SwiftUI draws it; a path or another shape of the file has no
    /// border to stroke (it is no `InsettableShape`).
    private static func stroked(_ call: NativeCall, border: Bool, width: CGFloat, line: LineStyle = LineStyle()) throws -> Value {
        let style = try call.optionalShapeStyle(0)
        guard border else { return try repainted(call.receiver, .stroke(style, lineWidth: width, line: line), call.context) }
        if case .instance(let instance) = call.receiver, call.interpreter.conforms(instance.type, to: "InsettableShape") {
            var receiver = call.receiver
            let inset = try call.interpreter.callMethod("inset", on: &receiver, [.value(.double(Double(width / 2)), label: "by")])
            return try repainted(inset, .stroke(style, lineWidth: width, line: line), call.context)
        }
        if call.context.shapeView(of: call.receiver)?.kind.isPath == true {
            throw NativeError("strokeBorder needs an InsettableShape; '\(call.interpreter.typeName(of: call.receiver))' is not one (stroke it instead)")
        }
        return try repainted(call.receiver, .strokeBorder(style, lineWidth: width, line: line), call.context)
    }

    /// A shape value with new paint.
    static func repainted(_ value: Value, _ paint: ShapePaint, _ context: SceneContext) throws -> Value {
        try reshaped(value, context) { $0.paint = paint }
    }

    /// A shape value changed by `change`: a built-in shape keeps its type; a path or one of the file's shapes becomes
    /// a `Path` value, which draws as that shape.
    static func reshaped(_ value: Value, _ context: SceneContext, _ change: (inout ShapeView) -> Void) throws -> Value {
        guard var shape = context.shapeView(of: value) else {
            throw NativeError(.typeMismatch(have: context.interpreter.typeName(of: value), expected: "Shape", context: "expected argument type"))
        }
        change(&shape)
        if case .native(let object) = value, object.payload is ShapeView { return .native(NativeObject(type: object.type, payload: shape)) }
        return context.types.make("Path", shape)
    }

    private static func registerStructure(_ library: NativeLibrary, _ types: SceneTypes) {
        var empty = NativeType("EmptyView")
        empty.initializer([]) { call in types.empty(at: call.location) }
        library.register(empty)

        var anyView = NativeType("AnyView")
        anyView.initializer([NativeParameter(nil, "Any")]) { call in
            types.view("AnyView", SceneView(.transparent, content: [call[0]], at: call.location))
        }
        library.register(anyView)

        var group = NativeType("Group")
        let groupType = types.type("Group")
        group.initializer([NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
            types.make(groupType, SceneView(.group, content: [try call.callArgument(0)], at: call.location))
        }
        library.register(group)

        var forEach = NativeType("ForEach")
        let forEachType = types.type("ForEach")
        forEach.initializer([
            NativeParameter(nil, "Any"), NativeParameter("id", "Any", default: .optional(nil)),
            NativeParameter("content", "@ViewBuilder (Data) -> Content"),
        ]) { call in
            let elements = try call.elements(0)
            var ids: [Value] = []
            var views: [Value] = []
            ids.reserveCapacity(elements.count)
            views.reserveCapacity(elements.count)
            for element in elements {
                ids.append(try elementID(element, call[1], call.interpreter))
                views.append(try call.callArgument(2, element))
            }
            return types.make(forEachType, SceneView(.group, content: views, at: call.location, contentIDs: ids))
        }
        library.register(forEach)
    }

    /// A `ForEach` element's identity: the `id:` key path, else an `Identifiable` element's `id`, else the element
    /// (the value a binding element binds: `ForEach($items)`).
    private static func elementID(_ element: Value, _ keyPath: Value, _ interpreter: Interpreter) throws -> Value {
        if case .binding(let binding) = element { return try elementID(try binding.get(), keyPath, interpreter) }
        if case .keyPath(let path) = keyPath { return try interpreter.apply(path, to: element).unwrappedOptional }
        if case .instance(let instance) = element, interpreter.hasMember("id", of: instance.type) {
            return try interpreter.property("id", of: element).unwrappedOptional
        }
        return element.unwrappedOptional
    }
}

/// A `StrokeStyle`: the line's width, and how its ends, corners and dashes are drawn.
struct StrokeStyleValue {
    let lineWidth: CGFloat
    let line: LineStyle
}

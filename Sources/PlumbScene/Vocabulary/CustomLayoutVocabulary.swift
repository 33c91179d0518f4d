import Foundation
import PlumbInterpreter
import PlumbLayout

/// The `Layout` protocol (SEMANTICS §17): the file's `Layout` structs and `HStackLayout`, `VStackLayout`,
/// `ZStackLayout` and `AnyLayout` values applied to content (`MyLayout(spacing: 4) { … }`, `layout { … }`), and the
/// file's `LayoutValueKey` types with `layoutValue(key:value:)`.
enum CustomLayoutVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.register(NativeType("LayoutValueKey", isProtocol: true))
        library.register(NativeType("LayoutContainer", conformances: ["View"]))
        var layout = NativeType("Layout", isProtocol: true)
        layout.method("callAsFunction", [NativeParameter(nil, "@ViewBuilder () -> Content")]) { call in
            let engineLayout = try call.context.engineLayout(call.receiver, at: call.location)
            return types.view("LayoutContainer", SceneView.node(.layout(engineLayout), content: [try call.callArgument(0)], at: call.location))
        }
        library.register(layout)
        LayoutSubviewsVocabulary.register(in: library, types)
        registerBuiltInLayouts(library, types)

        var view = NativeType("View", isProtocol: true)
        view.method("layoutValue", [NativeParameter("key", "LayoutValueKey.Type"), NativeParameter("value", "Any")]) { call in
            let key = try call.context.layoutValueKey(call[0])
            return call.modified(.layoutValue(key, call[1].converted(like: key.defaultValue)))
        }
        library.register(view)
    }

    /// The stack layouts as values (each an `AnyLayout` of the engine's), and `AnyLayout(_:)` of any layout.
    private static func registerBuiltInLayouts(_ library: NativeLibrary, _ types: SceneTypes) {
        let spacing = NativeParameter("spacing", "CGFloat?", default: .optional(nil))
        var hstack = NativeType("HStackLayout", conformances: ["Layout"])
        hstack.initializer([NativeParameter("alignment", "VerticalAlignment", default: types.make("VerticalAlignment", VerticalAlignment.center)), spacing]) { call in
            let alignment = try call.payload(0, as: VerticalAlignment.self, "VerticalAlignment")
            return types.make("HStackLayout", AnyLayout(HStackLayout(alignment: alignment, spacing: try call.optionalCGFloat(1))))
        }
        library.register(hstack)

        var vstack = NativeType("VStackLayout", conformances: ["Layout"])
        vstack.initializer([NativeParameter("alignment", "HorizontalAlignment", default: types.make("HorizontalAlignment", HorizontalAlignment.center)), spacing]) { call in
            let alignment = try call.payload(0, as: HorizontalAlignment.self, "HorizontalAlignment")
            return types.make("VStackLayout", AnyLayout(VStackLayout(alignment: alignment, spacing: try call.optionalCGFloat(1))))
        }
        library.register(vstack)

        var zstack = NativeType("ZStackLayout", conformances: ["Layout"])
        zstack.initializer([NativeParameter("alignment", "Alignment", default: types.make("Alignment", Alignment.center))]) { call in
            types.make("ZStackLayout", AnyLayout(ZStackLayout(alignment: try call.payload(0, as: Alignment.self, "Alignment"))))
        }
        library.register(zstack)

        var anyLayout = NativeType("AnyLayout", conformances: ["Layout"])
        anyLayout.initializer([NativeParameter(nil, "Layout")]) { call in
            types.make("AnyLayout", try call.context.engineLayout(call[0], at: call.location))
        }
        anyLayout.describe = { "AnyLayout(\(($0 as! AnyLayout).name))" }
        library.register(anyLayout)
    }
}

extension SceneContext {
    /// The engine layout of a layout value: a built-in one's, or the file's `Layout` struct run by the interpreter.
    func engineLayout(_ value: Value, at location: SourceLocation?) throws -> AnyLayout {
        if let layout = value.payload(as: AnyLayout.self) { return layout }
        guard case .instance(let instance) = value, interpreter.conforms(instance.type, to: "Layout") else {
            throw NativeError(.typeMismatch(have: interpreter.typeName(of: value), expected: "Layout", context: "expected argument type"))
        }
        return AnyLayout(try InterpretedLayout(value, type: instance.type, context: self, at: location))
    }

    /// The engine key of one of the file's `LayoutValueKey` types: one per type, whose default value runs the
    /// file's code.
    func layoutValueKey(_ argument: Value) throws -> LayoutValueKeyID {
        let type = try keyType(argument, conformingTo: "LayoutValueKey")
        if let key = layoutValueKeys[type.name] { return key }
        let key = LayoutValueKeyID(name: type.name) { [unowned self] in
            guarded(Value.void) { try interpreter.staticProperty("defaultValue", of: type) }
        }
        layoutValueKeys[type.name] = key
        return key
    }
}

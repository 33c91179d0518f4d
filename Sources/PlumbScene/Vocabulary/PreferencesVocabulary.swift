import Foundation
import PlumbInterpreter
import PlumbLayout

/// Preferences (SEMANTICS §15, §16): the file's `PreferenceKey` types, values written with `preference(key:value:)`,
/// `transformPreference(_:_:)`, `anchorPreference(key:value:transform:)` and `transformAnchorPreference(key:value:transform:)`
/// (with `Anchor` and `Anchor.Source`), and
/// read with `overlayPreferenceValue`, `backgroundPreferenceValue` (iOS 15 and iOS 16 forms) and
/// `onPreferenceChange(_:perform:)`. Values are the interpreter's, compared with `==`.
enum PreferencesVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.register(NativeType("PreferenceKey", isProtocol: true))
        registerAnchors(library, types)
        var view = NativeType("View", isProtocol: true)
        registerWriters(&view, types)
        registerReaders(&view, types)
        library.register(view)
    }

    /// `Anchor<Value>` (its payload the captured `AnchorStorage`) and `Anchor<Value>.Source`: `.bounds`, `.rect(_:)`,
    /// `.point(_:)`, `.unitPoint(_:)`, the named unit points, and arrays and optionals of sources.
    private static func registerAnchors(_ library: NativeLibrary, _ types: SceneTypes) {
        var anchor = NativeType("Anchor", conformances: ["Equatable", "Hashable"])
        anchor.describe = { "Anchor(\($0 as! AnchorStorage))" }
        library.register(anchor)

        var source = NativeType("Anchor.Source", conformances: ["Equatable", "Hashable"])
        let make = { (spec: AnchorSourceSpec) in types.make("Anchor.Source", spec) }
        source.staticConstant("bounds", make(.bounds))
        for (name, unit) in GeometryVocabulary.namedUnitPoints { source.staticConstant(name, make(.unitPoint(unit))) }
        source.staticMethod("rect", [NativeParameter(nil, "CGRect")]) { call in make(.rect(try call.payload(0, as: CGRect.self, "CGRect"))) }
        source.staticMethod("point", [NativeParameter(nil, "CGPoint")]) { call in make(.point(try call.payload(0, as: CGPoint.self, "CGPoint"))) }
        source.staticMethod("unitPoint", [NativeParameter(nil, "UnitPoint")]) { call in make(.unitPoint(try call.payload(0, as: UnitPoint.self, "UnitPoint"))) }
        source.initializer([NativeParameter(nil, "[Anchor.Source]")]) { call in
            make(.array(try call.elements(0).map { element in
                guard let spec = element.payload(as: AnchorSourceSpec.self) else { throw call.mismatch(0, "[Anchor.Source]") }
                return spec
            }))
        }
        source.initializer([NativeParameter(nil, "Anchor.Source?")]) { call in
            make(.optional(try call.optionalPayload(0, as: AnchorSourceSpec.self, "Anchor.Source?")))
        }
        source.describe = { "\($0 as! AnchorSourceSpec)" }
        library.register(source)
    }

    private static func registerWriters(_ view: inout NativeType, _ types: SceneTypes) {
        view.method("preference", [NativeParameter("key", "PreferenceKey.Type"), NativeParameter("value", "Any")]) { call in
            let key = try call.context.preferenceKey(call[0])
            return call.modified(.preference(key, call[1].converted(like: key.defaultValue)))
        }
        view.method("transformPreference", [NativeParameter(nil, "PreferenceKey.Type"), NativeParameter(nil, "(inout Value) -> Void")]) { call in
            let key = try call.context.preferenceKey(call[0])
            let transform = call[1]
            return call.modified { builder, _ in
                .transformPreference(key) { value in edit(&value, with: transform, [], builder) }
            }
        }
        anchorWriter(&view, "anchorPreference", transform: "(Anchor) -> Value") { key, source, transform, builder in
            .anchorPreference(key, source) { storage in
                builder.context.guarded(key.defaultValue) {
                    try builder.interpreter.call(transform, [.value(types.make("Anchor", storage))])
                }
            }
        }
        // The closure edits the value the views inside combined, given this view's anchor.
        anchorWriter(&view, "transformAnchorPreference", transform: "(inout Value, Anchor) -> Void") { key, source, transform, builder in
            .transformAnchorPreference(key, source) { value, storage in
                edit(&value, with: transform, [.value(types.make("Anchor", storage))], builder)
            }
        }
    }

    /// A modifier taking `key:`, `value:` (an anchor source) and `transform:`, which `kind` makes a view kind of.
    private static func anchorWriter(
        _ view: inout NativeType, _ name: String, transform transformType: String,
        _ kind: @escaping (PreferenceKeyID, AnchorSourceSpec, Value, SceneTreeBuilder) -> ViewKind
    ) {
        view.method(name, [
            NativeParameter("key", "PreferenceKey.Type"), NativeParameter("value", "Anchor.Source"), NativeParameter("transform", transformType),
        ]) { call in
            let key = try call.context.preferenceKey(call[0])
            let source = try call.payload(1, as: AnchorSourceSpec.self, "Anchor.Source")
            let transform = call[2]
            return call.modified { builder, _ in kind(key, source, transform, builder) }
        }
    }

    /// Calls a transform closure with a preference value as its `inout` first argument and `more` after it, keeping
    /// what it leaves in the value.
    private static func edit(_ value: inout Any, with transform: Value, _ more: [CallArgument], _ builder: SceneTreeBuilder) {
        builder.context.guarded(()) {
            let cell = InoutCell(value as? Value ?? .void)
            _ = try builder.interpreter.call(transform, [.inout(cell)] + more)
            value = cell.value
        }
    }

    private static func registerReaders(_ view: inout NativeType, _ types: SceneTypes) {
        let readers: [(String, PreferenceReaderPlacement)] = [("overlayPreferenceValue", .overlay), ("backgroundPreferenceValue", .background)]
        for (name, placement) in readers {
            view.method(name, [
                NativeParameter(nil, "PreferenceKey.Type"), NativeParameter("alignment", "Alignment", default: types.make("Alignment", Alignment.center)),
                NativeParameter(nil, "@ViewBuilder (Value) -> Content"),
            ]) { call in
                let key = try call.context.preferenceKey(call[0])
                let alignment = try call.payload(1, as: Alignment.self, "Alignment")
                let content = call[2]
                return call.modified { builder, identity in
                    let build = builder.buildingLater(at: identity.appending(name))
                    return .preferenceReader(key, placement, alignment) { value in
                        builder.context.guarded(ViewNode(.empty)) {
                            build(try builder.interpreter.call(content, [.value(value as? Value ?? .void)]))
                        }
                    }
                }
            }
        }
        view.method("onPreferenceChange", [NativeParameter(nil, "PreferenceKey.Type"), NativeParameter("perform", "(Value) -> Void")]) { call in
            let key = try call.context.preferenceKey(call[0])
            let action = call[1]
            return call.modified { builder, _ in
                .onPreferenceChange(key) { value in
                    builder.context.guarded(()) { _ = try builder.interpreter.call(action, [.value(value as? Value ?? .void)]) }
                }
            }
        }
    }
}

extension SceneContext {
    /// The engine key of one of the file's `PreferenceKey` types: one per type, whose default value, `reduce` and
    /// `==` run the file's code.
    func preferenceKey(_ argument: Value) throws -> PreferenceKeyID {
        let type = try keyType(argument, conformingTo: "PreferenceKey", requiring: ["reduce"])
        if let key = preferenceKeys[type.name] { return key }
        let key = PreferenceKeyID(
            name: type.name,
            defaultValue: { [unowned self] in
                guarded(Value.void) { try interpreter.staticProperty("defaultValue", of: type) }
            },
            reduce: { [unowned self] value, next in
                guarded(()) {
                    let cell = InoutCell(value as? Value ?? .void)
                    let next = next() as? Value ?? .void
                    let nextValue = Value.closure("nextValue", arity: 0) { _ in next }
                    _ = try interpreter.callStaticMethod("reduce", of: type, [.inout(cell, label: "value"), .value(nextValue, label: "nextValue")])
                    value = cell.value
                }
            },
            isEqual: { ($0 as? Value) == ($1 as? Value) }
        )
        preferenceKeys[type.name] = key
        return key
    }
}

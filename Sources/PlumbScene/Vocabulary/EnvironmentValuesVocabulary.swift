import PlumbInterpreter
import PlumbLayout

/// The values `environment(_:_:)` writes for the views below, keyed as `EnvironmentValues` keys them: SwiftUI's own
/// values by name, a scene's own by its `EnvironmentKey` type (`@Entry` makes one).
struct EnvironmentEntries {
    enum Key: Hashable {
        case named(String)
        case keyType(ObjectIdentifier)
    }

    var values: [Key: Value] = [:]

    var isEmpty: Bool { values.isEmpty }

    /// These entries with `other`'s on top: a modifier further in overrides the same key.
    func merging(_ other: EnvironmentEntries) -> EnvironmentEntries {
        EnvironmentEntries(values: values.merging(other.values) { $1 })
    }
}

/// `EnvironmentValues`, `environment(_:_:)` and `disabled(_:)`: an environment value a view writes reaches the
/// `@Environment(\.name)` properties of the views built inside it, SwiftUI's own values (`\.colorScheme`,
/// `\.isEnabled`, …) and a scene's own alike — an `EnvironmentKey` with an `extension EnvironmentValues` property
/// reading `self[Key.self]`, or an `@Entry` property. A value nobody wrote reads its default: the preview device's
/// for SwiftUI's (``EnvironmentVocabulary``), the key's `defaultValue` for the scene's.
enum EnvironmentValuesVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.register(NativeType("EnvironmentKey", isProtocol: true))
        var values = NativeType("EnvironmentValues")
        values.initializer([]) { _ in types.make("EnvironmentValues", EnvironmentEntries()) }
        for (name, initial) in library.environmentValues {
            values.property(name, get: { $0.entries.values[.named(name)] ?? initial }, set: { environment, value in
                environment = environment.withEntry(.named(name), value, types)
            })
        }
        values.subscript([NativeParameter(nil, "Any.Type")]) { call in
            let key = try keyType(call)
            return try call.receiver.entries.values[.keyType(ObjectIdentifier(key))] ?? call.interpreter.staticProperty("defaultValue", of: key)
        } assign: { call, value in
            call.receiver = call.receiver.withEntry(.keyType(ObjectIdentifier(try keyType(call))), value, types)
        }
        library.register(values)

        var view = NativeType("View", isProtocol: true)
        // Typed values, tried before the untyped one (``OverloadRanking``), so that `.environment(\.colorScheme, .dark)`
        // finds the type of `.dark`.
        for valueType in ["ColorScheme", "UserInterfaceSizeClass?", "LayoutDirection", "DynamicTypeSize", "Font?", "TextAlignment", "Color", "Any"] {
            view.method("environment", [NativeParameter(nil, "Any"), NativeParameter(nil, valueType)]) { call in
                try write(call)
            }
        }
        // The older `colorScheme(_:)`: the subtree's appearance, as `environment(\.colorScheme, …)` sets it.
        view.method("colorScheme", [NativeParameter(nil, "ColorScheme")]) { call in
            try write("colorScheme", call[0], call, as: "colorScheme(.\(call[0].payload(as: String.self) ?? "light"))")
        }
        view.method("disabled", [NativeParameter(nil, "Bool")]) { call in
            guard try call.bool(0) else { return call.context.types.modified(SceneView(.transparent, content: [call.receiver], at: call.location)) }
            let entries = EnvironmentEntries(values: [.named("isEnabled"): .bool(false)])
            return ControlStylesVocabulary.scoped(call.receiver, ControlParts(call), "disabled(true)", environment: { $0.isEnabled = false }) {
                $0.environment = $0.environment.merging(entries)
            }
        }
        library.register(view)
    }

    /// `environment(\.name, value)`: the receiver built with the entries the `name` property's setter writes into an
    /// empty environment added to those around it. A name `EnvironmentValues` lacks is the modifier of that name
    /// where there is one (`environment(\.font, .title)` is `font(.title)`, as in SwiftUI), else a warning (one of
    /// SwiftUI's values Plumb does not model, `\.locale`).
    private static func write(_ call: NativeCall) throws -> Value {
        guard case .keyPath(let path) = call[0], path.components.count == 1 else {
            throw call.mismatch(0, "WritableKeyPath<EnvironmentValues, Value>")
        }
        return try write(path.components[0], call[1], call, as: "environment(\\.\(path.components[0]))")
    }

    /// The receiver of `call` with the environment value `name` set to `value`, the modifier described as `label`.
    private static func write(_ name: String, _ value: Value, _ call: NativeCall, as label: String) throws -> Value {
        let interpreter = call.interpreter
        guard let type = interpreter.type(named: "EnvironmentValues"), interpreter.hasMember(name, of: type) else {
            var view = call.receiver
            if let viewType = interpreter.type(named: "View"), interpreter.hasMethod(name, of: viewType) {
                return try interpreter.callMethod(name, on: &view, [.value(value)])
            }
            return call.warning("environment(\\.\(name)) is not applied: Plumb has no environment value '\(name)'", on: view)
        }
        var written = try interpreter.instantiate(type)
        try interpreter.setProperty(name, of: &written, to: value)
        let entries = written.entries
        // The engine's own values the write sets too: a colour scheme changes the subtree's semantic colours, a
        // Dynamic Type size its text styles' sizes.
        let scheme: ColorScheme? = name == "colorScheme" ? (value.payload(as: String.self) == "dark" ? .dark : .light) : nil
        let typeSize = name == "dynamicTypeSize" ? value.payload(as: String.self).flatMap(DynamicTypeSize.init(rawValue:)) : nil
        let scoped = ControlStylesVocabulary.scoped(
            call.receiver, ControlParts(call), label, environment: { environment in
                if let scheme { environment.colorScheme = scheme }
                if let typeSize { environment.dynamicTypeSize = typeSize }
            }
        ) {
            $0.environment = $0.environment.merging(entries)
        }
        if formattingValues.contains(name) {
            return call.warning(
                "environment(\\.\(name)) reaches the views that read it, not how text is formatted: Plumb formats dates and numbers "
                    + "in US English, in the Gregorian calendar and this machine's time zone", on: scoped
            )
        }
        if name == "layoutDirection", value.payload(as: String.self) == "rightToLeft" {
            return call.warning(
                "environment(\\.layoutDirection, .rightToLeft) reaches the views that read it, not the layout: Plumb lays out left to right",
                on: scoped
            )
        }
        return scoped
    }

    /// The environment values a view may read whose writes Plumb's formatting does not follow.
    private static let formattingValues: Set = ["locale", "calendar", "timeZone"]

    /// The `EnvironmentKey` type a subscript is given (`self[CardStyleKey.self]`).
    private static func keyType(_ call: NativeCall) throws -> TypeInfo {
        guard case .type(.named(let key)) = call[0] else { throw call.mismatch(0, "EnvironmentKey.Type") }
        return key
    }
}

private extension Value {
    /// An `EnvironmentValues` value's entries.
    var entries: EnvironmentEntries { payload(as: EnvironmentEntries.self) ?? EnvironmentEntries() }

    func withEntry(_ key: EnvironmentEntries.Key, _ value: Value, _ types: SceneTypes) -> Value {
        var entries = entries
        entries.values[key] = value
        return types.make("EnvironmentValues", entries)
    }
}

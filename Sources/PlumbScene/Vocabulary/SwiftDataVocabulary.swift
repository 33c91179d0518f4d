import Foundation
import PlumbInterpreter

/// SwiftData in a preview, as Xcode's SwiftData app template and articles use it: `@Model` classes (`Identifiable`,
/// their `id` their identity, and observed as `@Observable` ones are), `@Query` properties (`@Query var items: [Item]`,
/// `filter:` with a `#Predicate`, `sort:` with a key path and `order:`, or with `SortDescriptor`s, or a
/// `FetchDescriptor(predicate:sortBy:)`),
/// `@Environment(\.modelContext)` with `insert(_:)`, `delete(_:)`, `delete(model:)` and `save()`,
/// `ModelContainer(for:configurations:)` with `ModelConfiguration(isStoredInMemoryOnly:)` and its `mainContext`; the
/// `.modelContainer(…)` and `.modelContext(_:)` modifiers are accepted with the others that change nothing shown
/// (``IgnoredModifiersVocabulary``).
///
/// A preview's store is in memory and starts empty (``ModelStore``): what an action inserts (a tap on an add button)
/// is there until deleted, what the preview's code inserts (sample data) is made again by each solve, and a query
/// reads a snapshot per solve of the models of its element type, in the order they were inserted or sorted as it asks
/// (`nil` first, strings as `.localizedStandard` compares them), keeping those its `filter:` passes (a `#Predicate`,
/// run as the closure it wraps). An insert or delete in an action solves the scene again, as a `@State` write does.
enum SwiftDataVocabulary {
    /// One sort key of a query: a key path from the model, and whether it sorts in reverse.
    struct SortKey {
        let keyPath: KeyPathValue
        let reverse: Bool
    }

    /// A `Query`: its filter (a `#Predicate`'s closure) and sort keys, and the models it read in the current solve (a
    /// view sees one snapshot per solve).
    final class QueryWrapper {
        let filter: Value?
        let keys: [SortKey]
        var snapshot: (generation: Int, models: [Value])?

        init(filter: Value?, keys: [SortKey]) {
            self.filter = filter
            self.keys = keys
        }
    }

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.conformingAttributes["Model"] = ["Identifiable", "Observable"]
        registerQuery(library, types)
        registerContext(library, types)
        registerContainer(library, types)
    }

    private static func registerQuery(_ library: NativeLibrary, _ types: SceneTypes) {
        let forward = types.make("SortOrder", "forward")
        func isReverse(_ call: NativeCall, _ index: Int) throws -> Bool {
            try call.payload(index, as: String.self, "SortOrder") == "reverse"
        }
        var descriptor = NativeType("SortDescriptor")
        descriptor.initializer([NativeParameter(nil), NativeParameter("order", "SortOrder", default: forward)]) { call in
            guard case .keyPath(let path) = call[0] else { throw call.mismatch(0, "KeyPath") }
            return types.make("SortDescriptor", SortKey(keyPath: path, reverse: try isReverse(call, 1)))
        }
        library.register(descriptor)

        var query = NativeType("Query")
        query.initializer([
            NativeParameter("filter", default: .optional(nil)), NativeParameter("sort", default: .array([])),
            NativeParameter("order", "SortOrder", default: forward), NativeParameter("animation", default: .optional(nil)),
        ]) { call in
            let keys: [SortKey]
            if case .keyPath(let path) = call[1] {
                keys = [SortKey(keyPath: path, reverse: try isReverse(call, 2))]
            } else {
                keys = try sortKeys(call, 1)
            }
            return types.make("Query", QueryWrapper(filter: try predicate(call, 0), keys: keys))
        }
        query.initializer([NativeParameter(nil, "FetchDescriptor"), NativeParameter("animation", default: .optional(nil))]) { call in
            let fetch = try call.payload(0, as: QueryWrapper.self, "FetchDescriptor")
            return types.make("Query", QueryWrapper(filter: fetch.filter, keys: fetch.keys))
        }
        library.register(query)
        // A descriptor is the filter and sort keys a query is made of (its own snapshot is never read).
        var fetchDescriptor = NativeType("FetchDescriptor")
        fetchDescriptor.initializer([NativeParameter("predicate", default: .optional(nil)), NativeParameter("sortBy", default: .array([]))]) { call in
            types.make("FetchDescriptor", QueryWrapper(filter: try predicate(call, 0), keys: try sortKeys(call, 1)))
        }
        library.register(fetchDescriptor)
        library.liveWrappers["Query"] = { wrapper, declaredType, interpreter in
            guard case .array(.named(let model))? = declaredType, let query = wrapper.payload(as: QueryWrapper.self) else {
                throw NativeError("@Query needs an array of models, such as '[Item]'")
            }
            let store = SceneContext.of(interpreter).models
            if let snapshot = query.snapshot, snapshot.generation == store.generation { return .array(snapshot.models) }
            let models = try sorted(store.models(of: model).filter { try passes($0, query.filter, interpreter) }, by: query.keys, interpreter)
            query.snapshot = (store.generation, models)
            return .array(models)
        }
    }

    /// The `#Predicate` (a closure) passed as argument `index`, nil for `nil`.
    private static func predicate(_ call: NativeCall, _ index: Int) throws -> Value? {
        let filter = call[index].isNil ? nil : call[index].unwrappedOptional
        if let filter { guard case .function = filter else { throw call.mismatch(index, "Predicate") } }
        return filter
    }

    /// The sort keys of the `[SortDescriptor]` passed as argument `index`.
    private static func sortKeys(_ call: NativeCall, _ index: Int) throws -> [SortKey] {
        guard case .array(let descriptors) = call[index] else { throw call.mismatch(index, "[SortDescriptor]") }
        return try descriptors.map { descriptor in
            guard let key = descriptor.payload(as: SortKey.self) else { throw call.mismatch(index, "[SortDescriptor]") }
            return key
        }
    }

    /// Whether `model` passes a query's filter (any model passes no filter).
    private static func passes(_ model: Value, _ filter: Value?, _ interpreter: Interpreter) throws -> Bool {
        guard let filter else { return true }
        guard case .bool(let passes) = try interpreter.call(filter, [.value(model)]) else {
            throw NativeError("a #Predicate gives a Bool")
        }
        return passes
    }

    /// `models` in the order of `keys`, the first key first; models alike in every key keep their order.
    private static func sorted(_ models: [Value], by keys: [SortKey], _ interpreter: Interpreter) throws -> [Value] {
        guard !keys.isEmpty else { return models }
        let rows = try models.map { model in try keys.map { try interpreter.apply($0.keyPath, to: model) } }
        let order = try models.indices.sorted { lhs, rhs in
            for (index, key) in keys.enumerated() {
                let (a, b) = key.reverse ? (rows[rhs][index], rows[lhs][index]) : (rows[lhs][index], rows[rhs][index])
                switch try comparison(a, b, interpreter) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return lhs < rhs
        }
        return order.map { models[$0] }
    }

    /// How `a` and `b` are ordered as a `SortDescriptor` orders them: `nil` first, strings as `.localizedStandard`
    /// compares them (case aside, digits as numbers), anything else by `<`.
    private static func comparison(_ a: Value, _ b: Value, _ interpreter: Interpreter) throws -> ComparisonResult {
        switch (a, b) {
        case (.optional(nil), .optional(nil)): return .orderedSame
        case (.optional(nil), _): return .orderedAscending
        case (_, .optional(nil)): return .orderedDescending
        case (.optional(let a?), _): return try comparison(a, b, interpreter)
        case (_, .optional(let b?)): return try comparison(a, b, interpreter)
        case (.string(let a), .string(let b)): return a.localizedStandardCompare(b)
        default:
            if try interpreter.isOrderedBefore(a, b) { return .orderedAscending }
            return try interpreter.isOrderedBefore(b, a) ? .orderedDescending : .orderedSame
        }
    }

    private static func registerContext(_ library: NativeLibrary, _ types: SceneTypes) {
        var context = NativeType("ModelContext")
        func identity(_ call: NativeCall) throws -> ObjectIdentifier {
            guard let identity = call.interpreter.objectIdentity(of: call[0]) else { throw call.mismatch(0, "PersistentModel") }
            return identity
        }
        context.method("insert", [NativeParameter(nil)]) { call in
            let scene = call.context
            let persistent = scene.isRunningAction
            if scene.models.insert(call[0].unwrappedOptional, identity: try identity(call), persistent: persistent), persistent {
                scene.stateDidChange()
            }
            return .void
        }
        context.method("delete", [NativeParameter(nil)]) { call in
            if call.context.models.delete(identity: try identity(call)) { call.context.stateDidChange() }
            return .void
        }
        context.method("delete", [NativeParameter("model")]) { call in
            guard case .type(.named(let model)) = call[0] else { throw call.mismatch(0, "PersistentModel.Type") }
            if call.context.models.deleteAll(of: model) { call.context.stateDidChange() }
            return .void
        }
        context.method("save") { _ in .void }
        library.register(context)
        library.environmentValues["modelContext"] = types.make("ModelContext", ())
    }

    private static func registerContainer(_ library: NativeLibrary, _ types: SceneTypes) {
        var configuration = NativeType("ModelConfiguration")
        configuration.initializer([NativeParameter("isStoredInMemoryOnly", "Bool", default: .bool(false))]) { _ in
            types.make("ModelConfiguration", ())
        }
        library.register(configuration)

        var container = NativeType("ModelContainer")
        container.initializer([NativeParameter("for", variadic: true), NativeParameter("configurations", variadic: true)]) { _ in
            types.make("ModelContainer", ())
        }
        container.property("mainContext", get: { _ in types.make("ModelContext", ()) })
        library.register(container)
    }
}

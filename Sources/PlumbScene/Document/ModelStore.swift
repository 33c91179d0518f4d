import PlumbInterpreter

/// A preview's SwiftData models, in memory: what `modelContext.insert(_:)` put in and no `delete` has taken out, in
/// the order they were inserted. `@Query` properties read it. A scene has one store, as a preview has one in-memory
/// container: every `ModelContainer` the file makes shares it.
struct ModelStore {
    private var models: [(identity: ObjectIdentifier, model: Value)] = []

    /// Adds `model` unless it is in already; whether it was added.
    mutating func insert(_ model: Value, identity: ObjectIdentifier) -> Bool {
        guard !models.contains(where: { $0.identity == identity }) else { return false }
        models.append((identity, model))
        return true
    }

    /// Takes out the model with `identity`; whether it was in.
    mutating func delete(identity: ObjectIdentifier) -> Bool {
        let count = models.count
        models.removeAll { $0.identity == identity }
        return models.count != count
    }

    /// Takes out every model of `type`; whether there was one.
    mutating func deleteAll(of type: TypeInfo) -> Bool {
        let count = models.count
        models.removeAll { Self.isModel($0.model, of: type) }
        return models.count != count
    }

    /// The models of `type`, in the order they were inserted.
    func models(of type: TypeInfo) -> [Value] {
        models.filter { Self.isModel($0.model, of: type) }.map(\.model)
    }

    private static func isModel(_ model: Value, of type: TypeInfo) -> Bool {
        if case .instance(let instance) = model { instance.type === type } else { false }
    }
}

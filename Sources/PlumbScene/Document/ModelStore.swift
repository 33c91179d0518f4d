import PlumbInterpreter

/// A preview's SwiftData models, in memory, in the order they were inserted. A scene has one store, as a preview has
/// one in-memory container: every `ModelContainer` the file makes shares it.
///
/// What an action inserts (a tap, an `onAppear`) stays until deleted. What the preview inserts as it is evaluated —
/// its sample data — is made again by every solve, so each solve starts without it (``beginSolve()``), as a preview
/// starts from its code each time. `@Query` properties read a snapshot of the store per solve (``generation``): an
/// action deleting `items[0]` and then `items[1]` deletes the first two models it was shown, as in SwiftUI.
struct ModelStore {
    private var models: [(identity: ObjectIdentifier, model: Value, persistent: Bool)] = []
    /// Counts the solves; a query's snapshot is for one.
    private(set) var generation = 0

    /// Starts a solve: drops the models the last one's evaluation inserted, and outdates the queries' snapshots.
    mutating func beginSolve() {
        models.removeAll { !$0.persistent }
        generation += 1
    }

    /// Adds `model` unless it is in already — `persistent` if an action inserts it — and says whether it was added.
    mutating func insert(_ model: Value, identity: ObjectIdentifier, persistent: Bool) -> Bool {
        guard !models.contains(where: { $0.identity == identity }) else { return false }
        models.append((identity, model, persistent))
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

@testable import PlumbInterpreter
@testable import PlumbScene
import Testing

/// Two `@Model` classes, and models of them numbered by their one field: what the store is asked to keep.
private let item = TypeInfo(name: "Item", kind: .classType)
private let tag = TypeInfo(name: "Tag", kind: .classType)

/// A model and the identity the store knows it by (its reference in a real scene).
private final class Model {
    let value: Value

    init(_ type: TypeInfo, _ number: Int) {
        value = .instance(Instance(type: type, fields: [.plain(.int(number))]))
    }

    var identity: ObjectIdentifier { ObjectIdentifier(self) }
}

/// The numbers of the store's models of `type`, in its order.
private func numbers(_ store: ModelStore, of type: TypeInfo) -> [Int] {
    store.models(of: type).compactMap { model in
        guard case .instance(let instance) = model, case .plain(.int(let number)) = instance.fields.first else { return nil }
        return number
    }
}

@Test func modelsComeInTheOrderTheyWereInsertedEachOnce() {
    var store = ModelStore()
    let (first, second, other) = (Model(item, 1), Model(item, 2), Model(tag, 3))
    let added = [
        store.insert(first.value, identity: first.identity, persistent: true),
        store.insert(other.value, identity: other.identity, persistent: true),
        store.insert(second.value, identity: second.identity, persistent: false),
        store.insert(first.value, identity: first.identity, persistent: false),
    ]
    #expect(added == [true, true, true, false])
    #expect(numbers(store, of: item) == [1, 2])
    #expect(numbers(store, of: tag) == [3])
}

@Test func aSolveStartsWithoutThePreviewsSampleDataAndANewSnapshot() {
    var store = ModelStore()
    let (inserted, sample) = (Model(item, 1), Model(item, 2))
    _ = store.insert(inserted.value, identity: inserted.identity, persistent: true)
    _ = store.insert(sample.value, identity: sample.identity, persistent: false)
    #expect(store.generation == 0)
    store.beginSolve()
    #expect(store.generation == 1)
    #expect(numbers(store, of: item) == [1])
    let addedAgain = store.insert(sample.value, identity: sample.identity, persistent: false)
    #expect(addedAgain)
    #expect(numbers(store, of: item) == [1, 2])
}

@Test func deletingTakesOutOneModelOrEveryModelOfAType() {
    var store = ModelStore()
    let (first, second, other) = (Model(item, 1), Model(item, 2), Model(tag, 3))
    for model in [first, second, other] { _ = store.insert(model.value, identity: model.identity, persistent: true) }
    let deleted = [store.delete(identity: first.identity), store.delete(identity: first.identity)]
    #expect(deleted == [true, false])
    #expect(numbers(store, of: item) == [2])
    let deletedAll = [store.deleteAll(of: item), store.deleteAll(of: item)]
    #expect(deletedAll == [true, false])
    #expect(numbers(store, of: item).isEmpty)
    #expect(numbers(store, of: tag) == [3])
}

/// Foundation's `KeyPathComparator` and `SortOrder`, as list and table code sorts with them (`@State var order =
/// [KeyPathComparator(\Person.name)]`, `people.sorted(using: order)`): comparators in turn, each by its key path's
/// values with `<`, the first that tells two elements apart deciding.
enum SortComparatorMembers {
    /// A `KeyPathComparator`: the key path and whether it sorts in `.forward` order.
    struct Comparator {
        let keyPath: KeyPathValue
        let isForward: Bool
    }

    static func register(into library: NativeLibrary) {
        let orderType = library.register(NativeType("SortOrder", conformances: ["Equatable", "Hashable"]))
        var order = NativeType("SortOrder")
        // The payload is the case's name, as SwiftData's sort descriptors read it.
        for name in ["forward", "reverse"] { order.staticConstant(name, .native(NativeObject(type: orderType, payload: name))) }
        order.describe = { ".\($0)" }
        library.register(order)

        let comparatorType = library.register(NativeType("KeyPathComparator"))
        func make(_ comparator: Comparator) -> Value { .native(NativeObject(type: comparatorType, payload: comparator)) }
        var comparator = NativeType("KeyPathComparator")
        func isForward(_ order: Value) -> Bool { order.payload(as: String.self) != "reverse" }
        comparator.initializer([parameter(nil, "Any"), parameter("order", "SortOrder", default: .native(NativeObject(type: orderType, payload: "forward")))]) { call in
            guard case .keyPath(let path) = call[0] else { throw call.mismatch(0, "KeyPath") }
            return make(Comparator(keyPath: path, isForward: isForward(call[1])))
        }
        comparator.property("order", get: { value in
            .native(NativeObject(type: orderType, payload: value.payload(as: Comparator.self)?.isForward == false ? "reverse" : "forward"))
        }, set: { value, order in
            guard let old = value.payload(as: Comparator.self) else { return }
            value = make(Comparator(keyPath: old.keyPath, isForward: isForward(order)))
        })
        library.register(comparator)

        var sequence = NativeType("Sequence", isProtocol: true)
        sequence.method("sorted", [parameter("using", "Any")]) { call in
            .array(try sorted(call.receiverElements(), by: comparators(call[0]), call))
        }
        library.register(sequence)
        var array = NativeType("Array")
        array.method("sort", [parameter("using", "Any")], mutating: true) { call in
            call.receiver = .array(try sorted(call.receiverElements(), by: comparators(call[0]), call))
            return .void
        }
        library.register(array)
    }

    /// One comparator, or an array of them.
    private static func comparators(_ value: Value) throws -> [Comparator] {
        let values = value.arrayValue ?? [value]
        return try values.map { value in
            guard let comparator = value.payload(as: Comparator.self) else { throw NativeError("sorted(using:) needs KeyPathComparators") }
            return comparator
        }
    }

    private static func sorted(_ elements: [Value], by comparators: [Comparator], _ call: NativeCall) throws -> [Value] {
        let evaluator = call.evaluator
        return try elements.sorted { a, b in
            for comparator in comparators {
                let x = try evaluator.apply(comparator.keyPath, to: a, at: call.position)
                let y = try evaluator.apply(comparator.keyPath, to: b, at: call.position)
                let (first, second) = comparator.isForward ? (x, y) : (y, x)
                if try evaluator.isLess(first, second, at: call.position) { return true }
                if try evaluator.isLess(second, first, at: call.position) { return false }
            }
            return false
        }
    }
}

/// Members of `Array`, `Dictionary` and `Set` beyond those every sequence has.
enum ArrayMembers {
    static func register(into library: NativeLibrary) {
        var array = NativeType("Array", conformances: ["Sequence", "Equatable", "Hashable", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"])
        array.initializer([]) { _ in .array([]) }
        array.initializer([parameter("repeating"), parameter("count", "Int")]) { call in
            let count = try call.int(1)
            guard count >= 0 else { throw NativeError("can't construct Array with count < 0") }
            try call.allocate(count)
            return .array(Array(repeating: call[0], count: count))
        }
        array.initializer([parameter(nil)]) { call in .array(try call.elements(0)) }
        array.method("append", [parameter(nil)], mutating: true) { call in
            try call.allocate(1)
            let element = call[0]
            return try mutate(&call) { $0.append(element) }
        }
        array.method("append", [parameter("contentsOf")], mutating: true) { call in
            let elements = try call.elements(0)
            try call.allocate(elements.count)
            return try mutate(&call) { $0 += elements }
        }
        array.method("insert", [parameter(nil), parameter("at", "Int")], mutating: true) { call in
            let (element, index) = (call[0], try call.int(1))
            return try mutate(&call) { array in
                guard (0...array.count).contains(index) else { throw NativeError(.indexOutOfRange(index: index, count: array.count)) }
                array.insert(element, at: index)
            }
        }
        array.method("remove", [parameter("at", "Int")], mutating: true) { call in
            let index = try call.int(0)
            var removed = Value.void
            try mutate(&call) { array in
                guard array.indices.contains(index) else { throw NativeError(.indexOutOfRange(index: index, count: array.count)) }
                removed = array.remove(at: index)
            }
            return removed
        }
        array.method("remove", [parameter("atOffsets")], mutating: true) { call in
            let offsets = try offsetsArgument(call, 0)
            return try mutate(&call) { array in
                guard let bad = offsets.first(where: { !array.indices.contains($0) }) else {
                    for offset in offsets.reversed() { array.remove(at: offset) }
                    return
                }
                throw NativeError(.indexOutOfRange(index: bad, count: array.count))
            }
        }
        array.method("move", [parameter("fromOffsets"), parameter("toOffset", "Int")], mutating: true) { call in
            let (offsets, destination) = (try offsetsArgument(call, 0), try call.int(1))
            return try mutate(&call) { array in
                guard (0...array.count).contains(destination), offsets.allSatisfy(array.indices.contains) else {
                    throw NativeError(.indexOutOfRange(index: destination, count: array.count))
                }
                let moving = offsets.map { array[$0] }
                for offset in offsets.reversed() { array.remove(at: offset) }
                array.insert(contentsOf: moving, at: destination - offsets.filter { $0 < destination }.count)
            }
        }
        array.method("removeFirst", mutating: true) { call in try removeEnd(&call, first: true) }
        array.method("removeLast", mutating: true) { call in try removeEnd(&call, first: false) }
        array.method("popLast", mutating: true) { call in
            var last: Value?
            try mutate(&call) { last = $0.popLast() }
            return .optional(last)
        }
        array.method("removeAll", mutating: true) { call in try mutate(&call) { $0.removeAll() } }
        array.method("removeAll", [parameter("where", "(Any) -> Bool")], mutating: true) { call in
            var array = try call.receiverArray()
            array = try array.filter { try !call.test(0, $0) }
            call.receiver = .array(array)
            return .void
        }
        array.method("sort", mutating: true) { call in
            call.receiver = .array(try SequenceMembers.sorted(call.receiverArray(), call))
            return .void
        }
        array.method("sort", [parameter("by", "(Any, Any) -> Bool")], mutating: true) { call in
            call.receiver = .array(try call.receiverArray().sorted { try call.test(0, $0, $1) })
            return .void
        }
        array.method("reverse", mutating: true) { call in try mutate(&call) { $0.reverse() } }
        array.method("swapAt", [parameter(nil, "Int"), parameter(nil, "Int")], mutating: true) { call in
            let (i, j) = (try call.int(0), try call.int(1))
            return try mutate(&call) { array in
                guard array.indices.contains(i), array.indices.contains(j) else {
                    throw NativeError(.indexOutOfRange(index: array.indices.contains(i) ? j : i, count: array.count))
                }
                array.swapAt(i, j)
            }
        }
        array.property("startIndex") { _ in .int(0) }
        array.property("endIndex") { value in .int(value.arrayValue?.count ?? 0) }
        library.register(array)
    }

    /// Changes the receiver array in place (the interpreter moved it out of its storage, so it is unique).
    @discardableResult
    static func mutate(_ call: inout NativeCall, _ change: (inout [Value]) throws -> Void) throws -> Value {
        var array = try call.receiverArray()
        call.receiver = .void
        defer { call.receiver = .array(array) }
        try change(&array)
        let limit = call.evaluator.limits.collectionSize
        if array.count > limit { throw NativeError(.collectionTooLarge(count: array.count, limit: limit)) }
        return .void
    }

    private static func removeEnd(_ call: inout NativeCall, first: Bool) throws -> Value {
        var removed = Value.void
        try mutate(&call) { array in
            guard !array.isEmpty else { throw NativeError("can't remove \(first ? "first" : "last") element from an empty collection") }
            removed = first ? array.removeFirst() : array.removeLast()
        }
        return removed
    }
}

enum DictionaryMembers {
    static func register(into library: NativeLibrary) {
        var dictionary = NativeType("Dictionary", conformances: ["Sequence", "Equatable", "Collection"])
        dictionary.initializer([]) { _ in .dictionary(DictionaryValue()) }
        dictionary.initializer([parameter("uniqueKeysWithValues")]) { call in
            var result = DictionaryValue()
            let pairs = try call.elements(0)
            try call.allocate(pairs.count)
            for pair in pairs {
                guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else { throw NativeError("expected (key, value) pairs") }
                guard result[tuple.elements[0]] == nil else { throw NativeError("duplicate key \(call.evaluator.describe(tuple.elements[0])) in Dictionary(uniqueKeysWithValues:)") }
                result[tuple.elements[0]] = tuple.elements[1]
            }
            return .dictionary(result)
        }
        dictionary.initializer([parameter("grouping"), parameter("by", "(Any) -> Any")]) { call in
            var result = DictionaryValue()
            let elements = try call.elements(0)
            try call.allocate(elements.count)
            for element in elements {
                let key = try call.callArgument(1, element)
                result[key] = .array((result[key]?.arrayValue ?? []) + [element])
            }
            return .dictionary(result)
        }
        dictionary.property("keys") { value in .array(dictionaryValue(value).keys) }
        dictionary.property("values") { value in .array(dictionaryValue(value).values) }
        dictionary.method("mapValues", [parameter(nil, "(Any) -> Any")]) { call in
            let source = dictionaryValue(call.receiver)
            try call.allocate(source.count)
            var result = DictionaryValue()
            for (key, value) in zip(source.keys, source.values) { result[key] = try call.callArgument(0, value) }
            return .dictionary(result)
        }
        dictionary.method("compactMapValues", [parameter(nil, "(Any) -> Any")]) { call in
            let source = dictionaryValue(call.receiver)
            var result = DictionaryValue()
            for (key, value) in zip(source.keys, source.values) { result[key] = try SequenceMembers.someValue(call.callArgument(0, value)) }
            return .dictionary(result)
        }
        dictionary.method("filter", [parameter(nil, "(Any) -> Bool")]) { call in
            let source = dictionaryValue(call.receiver)
            var result = DictionaryValue()
            for (key, value) in zip(source.keys, source.values)
            where try call.test(0, .tuple(TupleValue([key, value], labels: ["key", "value"]))) {
                result[key] = value
            }
            return .dictionary(result)
        }
        dictionary.method("merge", [parameter(nil), parameter("uniquingKeysWith", "(Any, Any) -> Any")], mutating: true) { call in
            call.receiver = .dictionary(try merged(call))
            return .void
        }
        dictionary.method("merging", [parameter(nil), parameter("uniquingKeysWith", "(Any, Any) -> Any")]) { call in
            .dictionary(try merged(call))
        }
        dictionary.method("removeValue", [parameter("forKey")], mutating: true) { call in
            var result = dictionaryValue(call.receiver)
            let old = result[call[0]]
            result[call[0]] = nil
            call.receiver = .dictionary(result)
            return .optional(old)
        }
        dictionary.method("updateValue", [parameter(nil), parameter("forKey")], mutating: true) { call in
            var result = dictionaryValue(call.receiver)
            let old = result[call[1]]
            result[call[1]] = call[0]
            call.receiver = .dictionary(result)
            return .optional(old)
        }
        library.register(dictionary)
    }

    static func dictionaryValue(_ value: Value) -> DictionaryValue {
        if case .dictionary(let dictionary) = value { return dictionary }
        return DictionaryValue()
    }

    private static func merged(_ call: NativeCall) throws -> DictionaryValue {
        var result = dictionaryValue(call.receiver)
        let pairs = try call.elements(0)
        try call.allocate(pairs.count)
        for pair in pairs {
            guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else { continue }
            let (key, value) = (tuple.elements[0], tuple.elements[1])
            result[key] = try result[key].map { try call.callArgument(1, $0, value) } ?? value
        }
        return result
    }
}

/// The offsets of an `IndexSet` argument, ascending and each once.
private func offsetsArgument(_ call: NativeCall, _ index: Int) throws -> [Int] {
    Set(try call.elements(index).map { element in
        guard case .int(let offset) = element else { throw call.mismatch(index, "IndexSet") }
        return offset
    }).sorted()
}

enum SetMembers {
    static func register(into library: NativeLibrary) {
        // Foundation's `IndexSet` is a set of `Int`s here (`IndexSet(integer: 2)`, what `onDelete` passes).
        var indexSet = NativeType("IndexSet")
        indexSet.initializer([]) { _ in .set(SetValue()) }
        indexSet.initializer([parameter("integer", "Int")]) { call in .set(SetValue([.int(try call.int(0))])) }
        indexSet.initializer([parameter("integersIn")]) { call in .set(SetValue(try call.elements(0))) }
        indexSet.initializer([parameter(nil)]) { call in .set(SetValue(try call.elements(0))) }
        library.register(indexSet)
        var set = NativeType("Set", conformances: ["Sequence", "Equatable", "Collection"])
        set.initializer([]) { _ in .set(SetValue()) }
        set.initializer([parameter(nil)]) { call in .set(SetValue(try call.elements(0))) }
        set.method("insert", [parameter(nil)], mutating: true) { call in
            try call.allocate(1)
            var result = setValue(call.receiver)
            let inserted = result.insert(call[0])
            call.receiver = .set(result)
            return .tuple(TupleValue([.bool(inserted), call[0]], labels: ["inserted", "memberAfterInsert"]))
        }
        set.method("remove", [parameter(nil)], mutating: true) { call in
            var result = setValue(call.receiver)
            let removed = result.remove(call[0])
            call.receiver = .set(result)
            return .optional(removed ? call[0] : nil)
        }
        set.method("union", [parameter(nil)]) { call in
            let (own, other) = (setValue(call.receiver).elements, try call.elements(0))
            try call.allocate(own.count + other.count)
            return .set(SetValue(own + other))
        }
        set.method("formUnion", [parameter(nil)], mutating: true) { call in
            let other = try call.elements(0)
            try call.allocate(other.count)
            call.receiver = .set(SetValue(setValue(call.receiver).elements + other))
            return .void
        }
        // Each operation and its mutating form (`subtracting` and `subtract`): one computes, the other stores it.
        let operations: [(String, String, (NativeCall) throws -> SetValue)] = [
            ("intersection", "formIntersection", { call in
                let other = SetValue(try call.elements(0))
                return SetValue(setValue(call.receiver).elements.filter(other.contains))
            }),
            ("subtracting", "subtract", { call in
                let other = SetValue(try call.elements(0))
                return SetValue(setValue(call.receiver).elements.filter { !other.contains($0) })
            }),
            ("symmetricDifference", "formSymmetricDifference", symmetricDifference),
        ]
        for (name, mutatingName, operation) in operations {
            set.method(name, [parameter(nil)]) { call in .set(try operation(call)) }
            set.method(mutatingName, [parameter(nil)], mutating: true) { call in
                call.receiver = .set(try operation(call))
                return .void
            }
        }
        set.method("isSubset", [parameter("of")]) { call in
            let other = SetValue(try call.elements(0))
            return .bool(setValue(call.receiver).elements.allSatisfy(other.contains))
        }
        set.method("isSuperset", [parameter("of")]) { call in
            let receiver = setValue(call.receiver)
            return .bool(try call.elements(0).allSatisfy(receiver.contains))
        }
        set.method("isDisjoint", [parameter("with")]) { call in
            let receiver = setValue(call.receiver)
            return .bool(try !call.elements(0).contains(where: receiver.contains))
        }
        library.register(set)
    }

    /// The receiver's elements not in the argument, then the argument's not in the receiver.
    private static func symmetricDifference(_ call: NativeCall) throws -> SetValue {
        let (receiver, other) = (setValue(call.receiver), SetValue(try call.elements(0)))
        return SetValue(receiver.elements.filter { !other.contains($0) } + other.elements.filter { !receiver.contains($0) })
    }

    private static func setValue(_ value: Value) -> SetValue {
        if case .set(let set) = value { return set }
        return SetValue()
    }
}

/// What a `for`-`in` loop or a sequence method iterates: integer ranges lazily (so a huge range costs steps, not
/// memory), everything else as elements.
enum ValueSequence {
    case integers(Range<Int>)
    case elements([Value])

    /// Calls `body` for each element until it returns false; each element costs a step.
    func forEach(evaluator: Evaluator, at position: SourcePosition, _ body: (Value) throws -> Bool) throws {
        switch self {
        case .integers(let range):
            for value in range {
                try evaluator.tick(position)
                guard try body(.int(value)) else { return }
            }
        case .elements(let elements):
            for element in elements {
                try evaluator.tick(position)
                guard try body(element) else { return }
            }
        }
    }

    /// The elements as an array, charged to the value budget.
    func materialize(evaluator: Evaluator, at position: SourcePosition) throws -> [Value] {
        switch self {
        case .integers(let range):
            let (count, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
            try evaluator.allocate(overflow ? .max : count, at: position)
            return range.map(Value.int)
        case .elements(let elements):
            return elements
        }
    }
}

extension Evaluator {
    /// The elements of a sequence value: arrays, sets, dictionaries (as `(key:value:)` tuples), integer ranges,
    /// strings (as one-character strings).
    func iterate(_ value: Value, at position: SourcePosition) throws -> ValueSequence {
        switch value {
        case .array(let elements):
            return .elements(elements)
        case .set(let set):
            return .elements(set.elements)
        case .dictionary(let dictionary):
            return .elements(zip(dictionary.keys, dictionary.values).map { .tuple(TupleValue([$0, $1], labels: ["key", "value"])) })
        case .string(let string):
            try allocate(string.count, at: position)
            return .elements(string.map { .string(String($0)) })
        case .range(let range):
            guard case .int(let low)? = range.lower, case .int(let high)? = range.upper else {
                throw Fault(.invalid("only ranges of integers with both bounds can be iterated"), at: position)
            }
            guard low <= high, !(range.isClosed && high == Int.max) else {
                throw Fault(.invalid("range requires lowerBound <= upperBound"), at: position)
            }
            return .integers(range.isClosed ? low..<(high + 1) : low..<high)
        case .optional(let wrapped?):
            return try iterate(wrapped, at: position)
        case .binding(let binding):
            // A binding to an array is a collection of bindings to its elements, as SwiftUI's `Binding` is
            // (`ForEach($items) { $item in … }`).
            guard case .array(let elements) = try binding.get() else { fallthrough }
            return .elements(elements.indices.map { .binding(elementBinding(binding, at: $0, position: position)) })
        default:
            throw Fault(.invalid("for-in loop requires '\(typeName(of: value))' to conform to 'Sequence'"), at: position)
        }
    }

    /// The binding to element `index` of the array `base` binds.
    private func elementBinding(_ base: Binding, at index: Int, position: SourcePosition) -> Binding {
        Binding(get: {
            guard case .array(let elements) = try base.get() else { return .void }
            guard elements.indices.contains(index) else { throw Fault(.indexOutOfRange(index: index, count: elements.count), at: position) }
            return elements[index]
        }, set: { value in
            guard case .array(var elements) = try base.get() else { return }
            guard elements.indices.contains(index) else { throw Fault(.indexOutOfRange(index: index, count: elements.count), at: position) }
            elements[index] = value
            try base.set(.array(elements))
        })
    }

    /// The elements of a sequence value as an array (ranges materialized within the value budget).
    func elements(of value: Value, at position: SourcePosition) throws -> [Value] {
        try iterate(value, at: position).materialize(evaluator: self, at: position)
    }
}

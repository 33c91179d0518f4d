/// Methods every sequence has (arrays, ranges, sets, dictionaries, strings), on a native `Sequence` protocol.
enum SequenceMembers {
    static func register(into library: NativeLibrary) {
        var sequence = NativeType("Sequence", isProtocol: true)
        sequence.property("count") { value in .int(try count(of: value, library)) }
        sequence.method("map", [parameter(nil, "(Any) -> Any")]) { call in
            let elements = try call.receiverElements()
            try call.allocate(elements.count)
            return .array(try elements.map { try call.callArgument(0, $0) })
        }
        sequence.method("compactMap", [parameter(nil, "(Any) -> Any")]) { call in
            try call.madeArray(call.receiverElements().compactMap { try someValue(call.callArgument(0, $0)) })
        }
        sequence.method("flatMap", [parameter(nil, "(Any) -> Any")]) { call in
            var result: [Value] = []
            for element in try call.receiverElements() {
                let added: [Value] = switch try call.callArgument(0, element) {
                case .optional(let wrapped): wrapped.map { [$0] } ?? []
                case let value: try call.evaluator.elements(of: value, at: call.position)
                }
                try call.allocate(added.count)
                result += added
            }
            return .array(result)
        }
        sequence.method("filter", [parameter(nil, "(Any) -> Bool")]) { call in
            try call.madeArray(call.receiverElements().filter { try call.test(0, $0) })
        }
        sequence.method("reduce", [parameter(nil), parameter(nil, "(Any, Any) -> Any")]) { call in
            let elements = try call.receiverElements()
            return try reducing(from: initialValue(call[0], for: elements)) { initial in
                try elements.reduce(initial) { try call.callArgument(1, $0, $1) }
            }
        }
        sequence.method("reduce", [parameter("into"), parameter(nil, "(inout Any, Any) -> Void")]) { call in
            let elements = try call.receiverElements()
            return try reducing(from: initialValue(call[0], for: elements)) { initial in
                var accumulator = initial
                for element in elements {
                    accumulator = try call.evaluator.callAccumulating(call[1], accumulator, element, at: call.position)
                }
                return accumulator
            }
        }
        sequence.method("forEach", [parameter(nil, "(Any) -> Void")]) { call in
            for element in try call.receiverElements() { _ = try call.callArgument(0, element) }
            return .void
        }
        sequence.method("contains", [parameter(nil)]) { call in .bool(try call.receiverElements().contains(call[0])) }
        sequence.method("contains", [parameter("where", "(Any) -> Bool")]) { call in
            .bool(try call.receiverElements().contains { try call.test(0, $0) })
        }
        sequence.method("allSatisfy", [parameter(nil, "(Any) -> Bool")]) { call in
            .bool(try call.receiverElements().allSatisfy { try call.test(0, $0) })
        }
        sequence.method("count", [parameter("where", "(Any) -> Bool")]) { call in
            .int(try call.receiverElements().filter { try call.test(0, $0) }.count)
        }
        sequence.method("first", [parameter("where", "(Any) -> Bool")]) { call in
            .optional(try call.receiverElements().first { try call.test(0, $0) })
        }
        sequence.method("last", [parameter("where", "(Any) -> Bool")]) { call in
            .optional(try call.receiverElements().last { try call.test(0, $0) })
        }
        sequence.method("firstIndex", [parameter("of")]) { call in
            .optional(try call.receiverElements().firstIndex(of: call[0]).map(Value.int))
        }
        sequence.method("firstIndex", [parameter("where", "(Any) -> Bool")]) { call in
            .optional(try call.receiverElements().firstIndex { try call.test(0, $0) }.map(Value.int))
        }
        sequence.method("lastIndex", [parameter("of")]) { call in
            .optional(try call.receiverElements().lastIndex(of: call[0]).map(Value.int))
        }
        sequence.method("lastIndex", [parameter("where", "(Any) -> Bool")]) { call in
            .optional(try call.receiverElements().lastIndex { try call.test(0, $0) }.map(Value.int))
        }
        sequence.method("min") { call in .optional(try extreme(call.receiverElements(), smallest: true, call)) }
        sequence.method("max") { call in .optional(try extreme(call.receiverElements(), smallest: false, call)) }
        sequence.method("min", [parameter("by", "(Any, Any) -> Bool")]) { call in
            .optional(try call.receiverElements().min { try call.test(0, $0, $1) })
        }
        sequence.method("max", [parameter("by", "(Any, Any) -> Bool")]) { call in
            .optional(try call.receiverElements().max { try call.test(0, $0, $1) })
        }
        sequence.method("sorted") { call in try call.madeArray(sorted(call.receiverElements(), call)) }
        sequence.method("sorted", [parameter("by", "(Any, Any) -> Bool")]) { call in
            try call.madeArray(call.receiverElements().sorted { try call.test(0, $0, $1) })
        }
        sequence.method("enumerated") { call in
            try call.madeArray(call.receiverElements().enumerated().map { .tuple(TupleValue([.int($0), $1], labels: ["offset", "element"])) })
        }
        // `lazy` is the sequence itself: its `map` and `filter` run at once instead of on first use, which gives the
        // same elements; only a closure's side effects (a `print`) come earlier than in Swift.
        sequence.property("lazy") { value in value }
        sequence.method("reversed") { call in try call.madeArray(call.receiverElements().reversed()) }
        sequence.method("joined", [parameter("separator", "String", default: .string(""))]) { call in
            let separator = try call.string(0)
            let parts: [String] = try call.receiverElements().map { element in
                guard case .string(let string) = element else { throw NativeError("joined(separator:) needs strings") }
                return string
            }
            try call.allocateString(parts.reduce(separator.utf8.count * max(parts.count - 1, 0)) { $0 + $1.utf8.count })
            return .string(parts.joined(separator: separator))
        }
        // `ListFormatStyle` in US English: "a", "a and b", "a, b, and c".
        sequence.method("formatted") { call in
            let parts = try call.receiverElements().map { call.evaluator.describe($0) }
            guard parts.count > 2 else { return try call.madeString(parts.joined(separator: " and ")) }
            return try call.madeString(parts.dropLast().joined(separator: ", ") + ", and " + parts.last!)
        }
        sequence.method("split", [parameter("whereSeparator", "(Any) -> Bool")]) { call in
            let parts = try call.receiverElements().split { try call.test(0, $0) }
            try call.allocate(parts.reduce(parts.count) { $0 + $1.count })
            return .array(parts.map { .array(Array($0)) })
        }
        sequence.method("prefix", [parameter(nil, "Int")]) { call in try call.madeArray(Array(call.receiverElements().prefix(max(0, try call.int(0))))) }
        sequence.method("suffix", [parameter(nil, "Int")]) { call in try call.madeArray(Array(call.receiverElements().suffix(max(0, try call.int(0))))) }
        sequence.method("dropFirst", [parameter(nil, "Int", default: .int(1))]) { call in try call.madeArray(Array(call.receiverElements().dropFirst(max(0, try call.int(0))))) }
        sequence.method("dropLast", [parameter(nil, "Int", default: .int(1))]) { call in try call.madeArray(Array(call.receiverElements().dropLast(max(0, try call.int(0))))) }
        sequence.property("isEmpty") { value in .bool(try count(of: value, library) == 0) }
        sequence.property("first") { value in .optional(try firstElement(of: value, library)) }
        sequence.property("last") { value in
            if case .range(let range) = value, let bounds = integerBounds(range) { return .optional(bounds.last.map(Value.int)) }
            return .optional(try elements(of: value, library).last)
        }
        sequence.property("indices") { value in
            .range(RangeValue(lower: .int(0), upper: .int(try count(of: value, library)), isClosed: false))
        }
        library.register(sequence)
    }

    /// What a `compactMap` transform returned, nil for `nil` (a value that is no optional is kept).
    static func someValue(_ value: Value) -> Value? {
        if case .optional(let wrapped) = value { return wrapped }
        return value
    }

    private static func count(of value: Value, _ library: NativeLibrary) throws -> Int {
        switch value {
        case .array(let array): return array.count
        case .string(let string): return string.count
        case .dictionary(let dictionary): return dictionary.count
        case .set(let set): return set.count
        case .range(let range):
            guard let bounds = integerBounds(range) else { return 0 }
            let (count, overflow) = bounds.upperBound.subtractingReportingOverflow(bounds.lowerBound)
            if overflow { throw NativeError(.overflow(operator: "count")) }
            return count
        default: return try elements(of: value, library).count
        }
    }

    private static func firstElement(of value: Value, _ library: NativeLibrary) throws -> Value? {
        switch value {
        case .array(let array): return array.first
        case .range(let range): return integerBounds(range)?.first.map(Value.int)
        default: return try elements(of: value, library).first
        }
    }

    /// Elements of a receiver outside a call (properties have no call); budgets apply at the call site.
    private static func elements(of value: Value, _ library: NativeLibrary) throws -> [Value] {
        switch value {
        case .array(let array): return array
        case .set(let set): return set.elements
        case .dictionary(let dictionary):
            return zip(dictionary.keys, dictionary.values).map { .tuple(TupleValue([$0, $1], labels: ["key", "value"])) }
        case .string(let string): return string.map { .string(String($0)) }
        default:
            throw NativeError("value is not a sequence")
        }
    }

    /// Runs a reduction from `initial`, and once more from the other kind of number if the first run could not combine
    /// it with what the closure gives: Swift types `reduce(0, +)` and `reduce(into: .zero)` from what the closure adds
    /// (`items.reduce(into: 0) { $0 += $1.width }` sums `CGFloat`s), which the interpreter sees only when it runs. A
    /// floating-point start goes back to an integer only from zero (a generic `.zero`: ``FunctionDecl/genericZero``).
    private static func reducing(from initial: Value, _ reduce: (Value) throws -> Value) throws -> Value {
        do {
            return try reduce(initial)
        } catch let fault as Fault {
            guard case .operandMismatch = fault.kind else { throw fault }
            switch initial {
            case .int(let int): return try reduce(.double(Double(int)))
            case .double(0): return try reduce(.int(0))
            default: throw fault
            }
        }
    }

    /// `reduce(0, +)` over doubles: the integer literal takes the elements' type, as Swift infers it. (When the
    /// closure combines an `Int` start with `Double`s in another way, the reduction starts over from a `Double`:
    /// ``reducing(from:_:)``.)
    private static func initialValue(_ value: Value, for elements: [Value]) -> Value {
        if case .int(let int) = value, case .double? = elements.first { return .double(Double(int)) }
        return value
    }

    /// The integers of a range with integer bounds, without materializing them.
    private static func integerBounds(_ range: RangeValue) -> Range<Int>? {
        guard case .int(let low)? = range.lower, case .int(let high)? = range.upper, low <= high else { return nil }
        if range.isClosed { return high == Int.max ? nil : low..<(high + 1) }
        return low..<high
    }

    static func extreme(_ elements: [Value], smallest: Bool, _ call: NativeCall) throws -> Value? {
        var best: Value?
        for element in elements {
            guard let current = best else { best = element; continue }
            if try smallest ? call.evaluator.isLess(element, current, at: call.position) : call.evaluator.isLess(current, element, at: call.position) {
                best = element
            }
        }
        return best
    }

    static func sorted(_ elements: [Value], _ call: NativeCall) throws -> [Value] {
        try elements.sorted { try call.evaluator.isLess($0, $1, at: call.position) }
    }
}

extension Evaluator {
    /// Calls a closure whose first parameter is `inout` (`reduce(into:)`) and returns that parameter's final value.
    func callAccumulating(_ closure: Value, _ accumulator: Value, _ element: Value, at position: SourcePosition) throws -> Value {
        guard case .function(let function) = closure, case .user(let decl, _, let captured) = function.kind else {
            throw Fault(.invalid("reduce(into:) needs a closure"), at: position)
        }
        let (_, frame) = try invoke(decl, receiver: nil, captured: captured, [accumulator, element], builder: nil, at: position)
        guard let slot = decl.parameterSlots.first, slot < frame.count else { return accumulator }
        return frame[slot]
    }
}

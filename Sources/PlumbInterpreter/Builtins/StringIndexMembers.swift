/// `String.Index`, as string code that finds and cuts uses it: `startIndex`, `endIndex`, `index(after:)`,
/// `index(before:)`, `index(_:offsetBy:)` (and `limitedBy:`), `distance(from:to:)`, `firstIndex`/`lastIndex`
/// (`of:` and `where:`), `indices`, `range(of:)`, `s[i]`, `s[i...]`, `s[..<j]`, `s[range]`, `prefix(upTo:)`,
/// `prefix(through:)`, `suffix(from:)`, `remove(at:)` and `insert(_:at:)`. An index is the number of characters
/// before it; one past the end is an error where it is used, as it traps in Swift. A slice is a `String` (a
/// `Substring` is one here).
enum StringIndexMembers {
    static func register(into library: NativeLibrary) {
        let indexType = library.register(NativeType("String.Index", conformances: ["Equatable", "Hashable", "Comparable"]))
        func make(_ offset: Int) -> Value { .native(NativeObject(type: indexType, payload: StringIndex(offset: offset))) }
        func makeRange(_ range: Range<Int>) -> Value {
            .range(RangeValue(lower: make(range.lowerBound), upper: make(range.upperBound), isClosed: false))
        }

        var index = NativeType("String.Index")
        for (name, compare) in [("<", (<)), ("<=", (<=)), (">", (>)), (">=", (>=))] as [(String, (Int, Int) -> Bool)] {
            index.staticMethod(name, [parameter(nil, "String.Index"), parameter(nil, "String.Index")]) { call in
                .bool(compare(try offset(call[0]), try offset(call[1])))
            }
        }
        index.describe = { "String.Index(\(($0 as? StringIndex)?.offset ?? 0))" }
        library.register(index)
        library.registerAlias("Substring", for: "String")

        var string = NativeType("String")
        string.property("startIndex", type: "String.Index") { _ in make(0) }
        string.property("endIndex", type: "String.Index") { make(length(of: $0)) }
        string.property("indices", type: "[String.Index]") { .array(characters($0).indices.map(make)) }
        string.method("index", [parameter("after", "String.Index")]) { call in
            make(try checked(try offset(call[0]) + 1, in: call, allowingEnd: true))
        }
        string.method("index", [parameter("before", "String.Index")]) { call in
            make(try checked(try offset(call[0]) - 1, in: call, allowingEnd: false))
        }
        string.method("index", [parameter(nil, "String.Index"), parameter("offsetBy", "Int")]) { call in
            make(try checked(try offset(call[0]) + (try call.int(1)), in: call, allowingEnd: true))
        }
        string.method("index", [parameter(nil, "String.Index"), parameter("offsetBy", "Int"), parameter("limitedBy", "String.Index")]) { call in
            let (start, distance, limit) = (try offset(call[0]), try call.int(1), try offset(call[2]))
            let target = start + distance
            let passes = distance >= 0 ? (start <= limit && target > limit) : (start >= limit && target < limit)
            return .optional(passes ? nil : make(try checked(target, in: call, allowingEnd: true)))
        }
        string.method("distance", [parameter("from", "String.Index"), parameter("to", "String.Index")]) { call in
            .int(try offset(call[1]) - (try offset(call[0])))
        }
        string.method("firstIndex", [parameter("of", "Character")]) { call in
            .optional(try call.receiverElements().firstIndex(of: call[0]).map(make))
        }
        string.method("firstIndex", [parameter("where", "(Any) -> Bool")]) { call in
            .optional(try call.receiverElements().firstIndex { try call.test(0, $0) }.map(make))
        }
        string.method("lastIndex", [parameter("of", "Character")]) { call in
            .optional(try call.receiverElements().lastIndex(of: call[0]).map(make))
        }
        string.method("lastIndex", [parameter("where", "(Any) -> Bool")]) { call in
            .optional(try call.receiverElements().lastIndex { try call.test(0, $0) }.map(make))
        }
        string.method("range", [parameter("of", "String")]) { call in
            let text = characters(call.receiver), target = Array(try call.string(0))
            guard !target.isEmpty, target.count <= text.count else { return .optional(nil) }
            let start = (0...(text.count - target.count)).first { Array(text[$0..<($0 + target.count)]) == target }
            return .optional(start.map { makeRange($0..<($0 + target.count)) })
        }
        string.subscript([parameter(nil)]) { call in
            let text = characters(call.receiver)
            if case .range(let range) = call[0] {
                if case .int? = range.lower ?? range.upper { throw NativeError(.invalid(integerSubscript)) }
                return .string(String(text[try bounds(of: range, in: call)]))
            }
            let position = try checked(try offset(call[0]), in: call, allowingEnd: false)
            return .string(String(text[position]))
        }
        string.method("prefix", [parameter("upTo", "String.Index")]) { call in
            .string(String(characters(call.receiver)[..<(try checked(try offset(call[0]), in: call, allowingEnd: true))]))
        }
        string.method("prefix", [parameter("through", "String.Index")]) { call in
            .string(String(characters(call.receiver)[...(try checked(try offset(call[0]), in: call, allowingEnd: false))]))
        }
        string.method("suffix", [parameter("from", "String.Index")]) { call in
            .string(String(characters(call.receiver)[(try checked(try offset(call[0]), in: call, allowingEnd: true))...]))
        }
        string.method("remove", [parameter("at", "String.Index")], mutating: true) { call in
            var text = characters(call.receiver)
            let removed = text.remove(at: try checked(try offset(call[0]), in: call, allowingEnd: false))
            call.receiver = .string(String(text))
            return .string(String(removed))
        }
        string.method("insert", [parameter(nil, "Character"), parameter("at", "String.Index")], mutating: true) { call in
            var text = characters(call.receiver)
            text.insert(contentsOf: Array(try call.string(0)), at: try checked(try offset(call[1]), in: call, allowingEnd: true))
            call.receiver = .string(String(text))
            return .void
        }
        library.register(string)
    }

    /// The number of characters of a string receiver, counted without copying them.
    private static func length(of value: Value) -> Int {
        if case .string(let text) = value { return text.count }
        return 0
    }

    /// The characters of a string receiver.
    private static func characters(_ value: Value) -> [Character] {
        if case .string(let text) = value { return Array(text) }
        return []
    }

    /// swiftc's error for `string[0]`.
    static let integerSubscript = "'subscript(_:)' is unavailable: cannot subscript String with an Int; use Array(string) or string.prefix(_:)"

    private static func offset(_ value: Value) throws -> Int {
        guard let index = value.unwrappedOptional.payload(as: StringIndex.self) else {
            if case .int = value { throw NativeError(.invalid(integerSubscript)) }
            throw NativeError("expected a String.Index")
        }
        return index.offset
    }

    /// `offset`, when it is a position in the receiver (or its end, where `allowingEnd`); else Swift's trap.
    private static func checked(_ offset: Int, in call: NativeCall, allowingEnd: Bool) throws -> Int {
        let count = length(of: call.receiver)
        guard offset >= 0, offset < count || (allowingEnd && offset == count) else {
            throw NativeError("String index is out of bounds")
        }
        return offset
    }

    /// A range's bound, nil for the missing side of a partial range (`i...`, `..<j`).
    private static func given(_ bound: Value?) -> Value? {
        if case .void? = bound { return nil }
        return bound
    }

    /// The character offsets a range of indices covers (`i..<j`, `i...j`, `i...`, `..<j`).
    private static func bounds(of range: RangeValue, in call: NativeCall) throws -> Range<Int> {
        let count = length(of: call.receiver)
        let lower = try given(range.lower).map(offset) ?? 0
        var upper = try given(range.upper).map(offset) ?? count
        if range.isClosed, given(range.upper) != nil { upper += 1 }
        guard lower >= 0, lower <= upper, upper <= count else { throw NativeError("String index range is out of bounds") }
        return lower..<upper
    }
}

/// A position in a string: the number of characters before it.
struct StringIndex: Hashable {
    let offset: Int
}

/// `OptionSet`, as a file's own option sets use it (`struct DonutLayer: OptionSet { let rawValue: Int; static let
/// dough = DonutLayer(rawValue: 1 << 1) … }`): set algebra on the `rawValue` bits, each result a new value of the
/// receiver's type made with its `init(rawValue:)`. An array literal of options where an option set is expected
/// (`static let all: DonutLayer = [dough, glaze]`) is their union (``Evaluator/optionSet(_:of:at:)``).
enum OptionSetMembers {
    static func register(into library: NativeLibrary) {
        var options = NativeType("OptionSet", conformances: ["SetAlgebra", "Equatable", "Hashable"], isProtocol: true)
        let member = [parameter(nil, "Any")]
        options.method("contains", member) { call in
            let (bits, other) = (try rawValue(call.receiver, call), try rawValue(call[0], call))
            return .bool(bits & other == other)
        }
        options.method("isSubset", [parameter("of", "Any")]) { call in
            .bool(try rawValue(call.receiver, call) & ~rawValue(call[0], call) == 0)
        }
        options.method("isDisjoint", [parameter("with", "Any")]) { call in
            .bool(try rawValue(call.receiver, call) & rawValue(call[0], call) == 0)
        }
        for (name, combine) in combinations {
            options.method(name, member) { call in try make(combine(rawValue(call.receiver, call), rawValue(call[0], call)), like: call.receiver, call) }
        }
        for (name, combine) in mutations {
            options.method(name, member, mutating: true) { call in
                call.receiver = try make(combine(rawValue(call.receiver, call), rawValue(call[0], call)), like: call.receiver, call)
                return .void
            }
        }
        options.method("insert", member, mutating: true) { call in
            let (bits, other) = (try rawValue(call.receiver, call), try rawValue(call[0], call))
            call.receiver = try make(bits | other, like: call.receiver, call)
            return .tuple(TupleValue([.bool(bits & other != other), call[0]], labels: ["inserted", "memberAfterInsert"]))
        }
        options.method("remove", member, mutating: true) { call in
            let (bits, other) = (try rawValue(call.receiver, call), try rawValue(call[0], call))
            call.receiver = try make(bits & ~other, like: call.receiver, call)
            return .optional(bits & other == 0 ? nil : try make(bits & other, like: call.receiver, call))
        }
        options.property("isEmpty") { value in .bool(storedRawValue(of: value) == 0) }
        library.register(options)
    }

    /// The `rawValue` an option set instance stores (its computed one is not read here: a property has no interpreter
    /// to run a getter with).
    private static func storedRawValue(of value: Value) -> Int? {
        guard case .instance(let instance) = value,
              let index = instance.type.storedProperties.firstIndex(where: { $0.name == "rawValue" }) else { return nil }
        switch instance.fields[index] {
        case .plain(.int(let bits)): return bits
        case .state(let box), .shared(let box): if case .int(let bits) = box.value { return bits } else { return nil }
        default: return nil
        }
    }

    private static let combinations: [(String, @Sendable (Int, Int) -> Int)] = [
        ("union", { $0 | $1 }), ("intersection", { $0 & $1 }), ("subtracting", { $0 & ~$1 }), ("symmetricDifference", { $0 ^ $1 }),
    ]

    private static let mutations: [(String, @Sendable (Int, Int) -> Int)] = [
        ("formUnion", { $0 | $1 }), ("formIntersection", { $0 & $1 }), ("subtract", { $0 & ~$1 }), ("formSymmetricDifference", { $0 ^ $1 }),
    ]

    private static func rawValue(_ value: Value, _ call: NativeCall) throws -> Int {
        guard case .int(let bits) = try call.evaluator.property("rawValue", of: value) else { throw call.mismatch(0, "OptionSet") }
        return bits
    }

    /// A value of `like`'s type with the bits `rawValue`.
    private static func make(_ rawValue: Int, like: Value, _ call: NativeCall) throws -> Value {
        guard let type = call.evaluator.type(of: like) else { throw call.mismatch(0, "OptionSet") }
        return try call.evaluator.instantiate(type, [.value(.int(rawValue), label: "rawValue")])
    }
}

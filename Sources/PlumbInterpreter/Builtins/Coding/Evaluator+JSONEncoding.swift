/// Writing values as JSON as `JSONEncoder` does with the conformances Swift synthesizes for `Encodable` types: a
/// struct or class as an object of its stored properties in declaration order (under its `CodingKeys`' raw values
/// where it has them), `nil` properties left out, an enum with a raw value as that value — and a type's own
/// `encode(to:)` when it declares one.
extension Evaluator {
    func encodeJSON(_ value: Value, _ options: CodingOptions, at position: SourcePosition) throws -> JSONValue {
        // Nested values count as calls, so a class that holds itself is stopped as runaway recursion is.
        try enterCall(at: position)
        defer { leaveCall() }
        switch value {
        case .void: return .object([])
        case .bool(let bool): return .bool(bool)
        case .int(let int): return .int(int)
        case .double(let double):
            guard double.isFinite else {
                throw Fault(.invalid("unable to encode \(describe(value)) directly in JSON"), at: position)
            }
            return .double(double)
        case .string(let string): return .string(string)
        case .optional(let wrapped): return try wrapped.map { try encodeJSON($0, options, at: position) } ?? .null
        case .array(let elements):
            try allocate(elements.count, at: position)
            return .array(try elements.map { try encodeJSON($0, options, at: position) })
        case .set(let set):
            try allocate(set.count, at: position)
            return .array(try set.elements.map { try encodeJSON($0, options, at: position) })
        case .dictionary(let dictionary):
            try allocate(dictionary.count, at: position)
            return .object(try zip(dictionary.keys, dictionary.values).map { key, value in
                let name = if case .string(let string) = key { string } else { describe(key) }
                return JSONValue.Member(key: name, value: try encodeJSON(value, options, at: position))
            })
        case .range(let range):
            // `[lowerBound, upperBound]`, as `Range` and `ClosedRange` encode themselves.
            if let lower = range.lower, let upper = range.upper {
                return .array([try encodeJSON(lower, options, at: position), try encodeJSON(upper, options, at: position)])
            }
        case .instance(let instance):
            return try encodeProperties(of: instance, options, at: position)
        case .enumCase(let enumValue):
            if let raw = enumValue.type.enumCases[enumValue.caseIndex].rawValue { return try encodeJSON(raw, options, at: position) }
        case .native(let object):
            if let coding = object.type.nativeCoding { return coding.encode(object.payload, options) }
        default:
            break
        }
        throw Fault(.unsupported("encoding a '\(typeName(of: value))' as JSON"), at: position)
    }

    private func encodeProperties(of instance: Instance, _ options: CodingOptions, at position: SourcePosition) throws -> JSONValue {
        let type = instance.type
        for case .method(let function) in program.members(named: "encode", of: type, isStatic: false)
        where function.parameters.count == 1 && function.parameters[0].label == "to" {
            let encoder = EncoderPayload(options: options)
            let argument = Value.native(NativeObject(type: library.types["Encoder"]!, payload: encoder))
            _ = try invoke(function, receiver: .instance(instance), captured: nil, [argument], builder: nil, at: position)
            return encoder.result
        }
        let keys = codingKeys(of: type)
        var members: [JSONValue.Member] = []
        for (index, property) in type.storedProperties.enumerated() {
            guard let key = keys == nil ? property.name : keys?[property.name] else { continue }
            let value = try read(instance.fields[index])
            if case .optional(nil) = value { continue }
            members.append(JSONValue.Member(key: options.convertsSnakeCase ? key.snakeCased : key, value: try encodeJSON(value, options, at: position)))
        }
        return .object(members)
    }
}

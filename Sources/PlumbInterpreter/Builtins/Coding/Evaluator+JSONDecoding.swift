/// Reading values from JSON as `JSONDecoder` does with the conformances Swift synthesizes for `Decodable` types:
/// a struct or class from an object, one key per stored property (its `CodingKeys` enum's raw values where it has
/// one), `let`s with an initial value left out, optionals missing or `null` as `nil` — and a type's own
/// `init(from:)` when it declares one. Failures throw `DecodingError`s with Swift's coding paths and descriptions.
extension Evaluator {
    /// A decoding under way: the coder's options, the coding path so far, and where the call is.
    struct JSONDecoding {
        let options: CodingOptions
        var path: [CodingPathKey] = []
        let position: SourcePosition
    }

    /// A key on a coding path: a property's or dictionary's key, or an array index.
    enum CodingPathKey {
        case key(String)
        case index(Int)
    }

    func decode(_ json: JSONValue, as type: TypeRef, _ decoding: inout JSONDecoding) throws -> Value {
        let builtins = library.builtins
        switch type {
        case .optional(let wrapped):
            if case .null = json { return .optional(nil) }
            return .optional(try decode(json, as: wrapped, &decoding))
        case .array(let elementType), .set(let elementType):
            guard case .array(let elements) = json else { throw typeMismatch(type, json, decoding) }
            var values: [Value] = []
            for (index, element) in elements.enumerated() {
                decoding.path.append(.index(index))
                values.append(try decode(element, as: elementType, &decoding))
                decoding.path.removeLast()
            }
            if case .set = type { return .set(SetValue(values)) }
            return .array(values)
        case .dictionary(let keyType, let valueType):
            guard case .object(let members) = json else { throw typeMismatch(type, json, decoding) }
            var dictionary = DictionaryValue()
            for member in members {
                decoding.path.append(.key(member.key))
                let key: Value = keyType.namedType === builtins.int ? Int(member.key).map(Value.int) ?? .string(member.key) : .string(member.key)
                dictionary[key] = try decode(member.value, as: valueType, &decoding)
                decoding.path.removeLast()
            }
            return .dictionary(dictionary)
        case .range(let bound, let isClosed):
            return try decodeRange(from: json, bound: bound, isClosed: isClosed, &decoding)
        case .named(let info):
            return try decode(json, as: info, &decoding)
        default:
            return naturalValue(of: json)
        }
    }

    private func decode(_ json: JSONValue, as info: TypeInfo, _ decoding: inout JSONDecoding) throws -> Value {
        if case .null = json { throw valueNotFound(.named(info), decoding) }
        if let primitive = primitive(json, as: info) { return primitive }
        if info === library.builtins.int, case .double(let double) = json {
            throw dataCorrupted("Parsed JSON number <\(double)> does not fit in Int.", decoding)
        }
        if [library.builtins.int, library.builtins.bool, library.builtins.string].contains(where: { $0 === info }) || isFloatingPoint(.named(info)) {
            throw typeMismatch(.named(info), json, decoding)
        }
        if let coding = info.nativeCoding {
            guard let value = try coding.decode(json, decoding.options) else { throw typeMismatch(.named(info), json, decoding) }
            return value
        }
        if info.kind == .enumeration, !info.isNative, let rawType = info.rawType {
            let raw = try decode(json, as: rawType, &decoding)
            guard let index = info.enumCases.firstIndex(where: { $0.rawValue == raw }) else {
                throw dataCorrupted("Cannot initialize \(info.name) from invalid \(rawType.displayName) value \(describe(raw))", decoding)
            }
            return .enumCase(EnumCaseValue(type: info, caseIndex: index, payload: TupleValue([])))
        }
        if info === library.builtins.range { return try decodeRange(from: json, bound: .unknown, isClosed: false, &decoding) }
        guard info.hasStoredProperties, !info.isNative else {
            throw Fault(.unsupported("decoding a '\(info.name)' from JSON"), at: decoding.position)
        }
        if let initializer = decodingInitializer(of: info) {
            let decoder = DecoderPayload(json: json, decoding: decoding)
            var receiver = try freshInstance(of: info, at: decoding.position)
            let argument = Value.native(NativeObject(type: library.types["Decoder"]!, payload: decoder))
            return try invoke(initializer, receiver: &receiver, PreparedArguments(values: [argument]), Frame.make(values: []), at: decoding.position)
        }
        return try decodeProperties(from: json, of: info, &decoding)
    }

    /// A number, Boolean or string of the type Swift's JSON decoding reads it as: an integer as a floating-point
    /// type too, a number with no fraction as an integer.
    private func primitive(_ json: JSONValue, as info: TypeInfo) -> Value? {
        let builtins = library.builtins
        switch json {
        case .int(let int):
            if info === builtins.int { return .int(int) }
            if isFloatingPoint(.named(info)) { return .double(Double(int)) }
        case .double(let double):
            if info === builtins.int, double == double.rounded(), let int = Int(exactly: double) { return .int(int) }
            if isFloatingPoint(.named(info)) { return .double(double) }
        case .bool(let bool):
            if info === builtins.bool { return .bool(bool) }
        case .string(let string):
            if info === builtins.string { return .string(string) }
        default:
            break
        }
        return nil
    }

    /// A `Range` or `ClosedRange` from the two-element array `[lowerBound, upperBound]` its `Decodable` conformance
    /// reads, each bound of the `bound` type (as the number or string it is where that is unknown).
    private func decodeRange(from json: JSONValue, bound: TypeRef, isClosed: Bool, _ decoding: inout JSONDecoding) throws -> Value {
        guard case .array(let bounds) = json else { throw typeMismatch(.array(.unknown), json, decoding) }
        guard bounds.count == 2 else {
            decoding.path.append(.index(bounds.count))
            throw valueNotFound(.unknown, decoding)
        }
        var values: [Value] = []
        for (index, element) in bounds.enumerated() {
            decoding.path.append(.index(index))
            values.append(try decode(element, as: bound, &decoding))
            decoding.path.removeLast()
        }
        let (lower, upper) = (values[0], values[1])
        if (try? isLess(upper, lower, at: decoding.position)) == true {
            let shown: TypeRef = if case .unknown = bound { typeInfo(of: lower).map(TypeRef.named) ?? bound } else { bound }
            let type = TypeRef.range(shown, isClosed: isClosed)
            throw dataCorrupted("Cannot initialize \(type.displayName) with a lowerBound (\(describe(lower))) greater than upperBound (\(describe(upper)))", decoding)
        }
        return .range(RangeValue(lower: lower, upper: upper, isClosed: isClosed))
    }

    /// A struct or class from a JSON object, as its synthesized `init(from:)` reads it.
    private func decodeProperties(from json: JSONValue, of info: TypeInfo, _ decoding: inout JSONDecoding) throws -> Value {
        guard case .object = json else {
            throw typeMismatch(.dictionary(.named(library.builtins.string), .unknown), json, decoding)
        }
        let keys = codingKeys(of: info)
        guard case .instance(var instance) = try freshInstance(of: info, at: decoding.position) else { return .void }
        for (index, property) in info.storedProperties.enumerated() where !(property.isLet && property.initializer != nil) {
            guard let key = keys == nil ? property.name : keys?[property.name] else { continue }
            let value: Value
            if let found = json.value(forKey: key, convertingFromSnakeCase: decoding.options.convertsSnakeCase) {
                decoding.path.append(.key(key))
                value = try decode(found, as: property.type ?? .unknown, &decoding)
                decoding.path.removeLast()
            } else if property.type?.isOptional == true {
                value = .optional(nil)
            } else {
                throw keyNotFound(key, decoding)
            }
            switch instance.fields[index] {
            case .shared(let box), .state(let box): box.value = value
            case .plain, .binding: instance.fields[index] = .plain(value)
            }
        }
        return .instance(instance)
    }

    /// The JSON key of each coded property: its `CodingKeys` case's raw value (or name); nil when the type declares no
    /// `CodingKeys` (Swift's are synthesized), so every property is coded under its own name.
    func codingKeys(of info: TypeInfo) -> [String: String]? {
        guard let keys = program.nestedType(named: "CodingKeys", in: info), keys.kind == .enumeration, !keys.isSynthesized else { return nil }
        var names: [String: String] = [:]
        for enumCase in keys.enumCases {
            if case .string(let raw)? = enumCase.rawValue { names[enumCase.name] = raw } else { names[enumCase.name] = enumCase.name }
        }
        return names
    }

    /// The type's own `init(from decoder: Decoder)`, if it declares one.
    private func decodingInitializer(of info: TypeInfo) -> Callee? {
        program.initializers(of: info).compactMap(Callee.init).first { callee in
            guard case .user = callee.kind else { return false }
            return callee.parameters.count == 1 && callee.parameters[0].label == "from"
        }
    }

    /// A JSON value as the value it is, for a property or element of no declared type.
    func naturalValue(of json: JSONValue) -> Value {
        switch json {
        case .null: return .optional(nil)
        case .bool(let bool): return .bool(bool)
        case .int(let int): return .int(int)
        case .double(let double): return .double(double)
        case .string(let string): return .string(string)
        case .array(let elements): return .array(elements.map(naturalValue))
        case .object(let members):
            var dictionary = DictionaryValue()
            for member in members { dictionary[.string(member.key)] = naturalValue(of: member.value) }
            return .dictionary(dictionary)
        }
    }

    /// The type a `T.self` argument names: a type, or an array or dictionary type written as a literal (`[Mission].self`).
    func decodableType(_ value: Value) -> TypeRef? {
        if case .type(let type) = value { return type }
        return collectionType(named: value)
    }

    // MARK: DecodingError

    /// The type mismatch of a container asked of a decoder's JSON.
    func typeMismatchError(_ type: TypeRef, _ decoder: DecoderPayload) -> Fault {
        typeMismatch(type, decoder.json, decoder.decoding)
    }

    private func typeMismatch(_ type: TypeRef, _ json: JSONValue, _ decoding: JSONDecoding) -> Fault {
        decodingError(
            "typeMismatch", .type(type),
            "Expected to decode \(Self.swiftName(of: type)) but found \(json.kindDescription) instead.", decoding
        )
    }

    private func valueNotFound(_ type: TypeRef, _ decoding: JSONDecoding) -> Fault {
        decodingError("valueNotFound", .type(type), "Cannot get value of type \(Self.swiftName(of: type)) -- found null value instead", decoding)
    }

    func keyNotFound(_ key: String, _ decoding: JSONDecoding) -> Fault {
        decodingError(
            "keyNotFound", codingKey(key),
            "No value associated with key \(CodingKeyPayload(stringValue: key, intValue: nil)) (\"\(key)\").", decoding
        )
    }

    func dataCorrupted(_ description: String, _ decoding: JSONDecoding) -> Fault {
        decodingError("dataCorrupted", nil, description, decoding)
    }

    /// A thrown `DecodingError` case: its subject (a type or key) when it has one, and its context.
    private func decodingError(_ caseName: String, _ subject: Value?, _ description: String, _ decoding: JSONDecoding) -> Fault {
        let type = library.types["DecodingError"]!
        let contextType = library.types["DecodingError.Context"]!
        let path = decoding.path.map { key -> Value in
            switch key {
            case .key(let name): codingKey(name)
            case .index(let index): codingKey("Index \(index)", intValue: index)
            }
        }
        let context = Value.native(NativeObject(type: contextType, payload: DecodingContextPayload(codingPath: path, debugDescription: description)))
        let index = type.enumCases.firstIndex { $0.name == caseName }!
        let error = Value.enumCase(EnumCaseValue(type: type, caseIndex: index, payload: TupleValue((subject.map { [$0] } ?? []) + [context])))
        return Fault(.uncaughtError(describe(error)), at: decoding.position, thrown: error)
    }

    func codingKey(_ name: String, intValue: Int? = nil) -> Value {
        .native(NativeObject(type: library.types["_CodingKey"]!, payload: CodingKeyPayload(stringValue: name, intValue: intValue)))
    }

    /// How Swift names a type in a decoding error (`Int`, `Array<Any>`, `Dictionary<String, Any>`).
    static func swiftName(of type: TypeRef) -> String {
        switch type {
        case .array: "Array<Any>"
        case .dictionary: "Dictionary<String, Any>"
        case .optional(let wrapped): swiftName(of: wrapped)
        default: type.displayName
        }
    }
}

/// The context of a `DecodingError`: where decoding failed and why.
struct DecodingContextPayload {
    let codingPath: [Value]
    let debugDescription: String
}

/// A key that is no case of a file's `CodingKeys`: a synthesized one, or an array index on a coding path.
struct CodingKeyPayload: CustomStringConvertible {
    let stringValue: String
    let intValue: Int?

    var description: String {
        "CodingKeys(stringValue: \"\(stringValue)\", intValue: \(intValue.map(String.init) ?? "nil"))"
    }
}

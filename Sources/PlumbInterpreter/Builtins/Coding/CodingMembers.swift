import Foundation

/// `Codable` with JSON: `JSONDecoder` and `JSONEncoder` (key and date strategies, output formatting), `CodingKey`,
/// `DecodingError` with its context, and the `Decoder` a type's own `init(from:)` reads with its containers.
enum CodingMembers {
    static func register(into library: NativeLibrary) {
        registerKeysAndErrors(library)
        registerDecoder(library)
        registerEncoder(library)
        registerContainers(library)
        registerEncoderContainers(library)
    }

    /// The options of a coder value.
    private static func options(_ value: Value) throws -> CodingOptions {
        try payload(value, "a JSON coder")
    }

    /// Registers `typeName` with static constants that set options, and the coder property of that type.
    private static func strategy(
        _ typeName: String, property: String, on coder: inout NativeType, _ library: NativeLibrary, _ constants: [CodingSetting],
        read: @escaping (CodingOptions) -> String
    ) {
        let type = library.register(NativeType(typeName))
        var strategy = NativeType(typeName)
        for constant in constants {
            strategy.staticConstant(constant.name, .native(NativeObject(type: type, payload: constant)))
        }
        strategy.describe = { ($0 as? CodingSetting)?.name ?? typeName }
        library.register(strategy)
        coder.property(property, type: typeName, get: { coder in
            let name = read(try options(coder))
            return .native(NativeObject(type: type, payload: constants.first { $0.name == name } ?? constants[0]))
        }, set: { coder, value in
            guard let setting = value.payload(as: CodingSetting.self) else { throw NativeError("expected a \(typeName)") }
            setting.apply(try options(coder))
        })
    }

    private static func dateConstants(_ names: [String]) -> [CodingSetting] {
        let strategies: [DateCodingStrategy] = [.deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601]
        return zip(names, strategies).map { name, strategy in CodingSetting(name) { $0.dateStrategy = strategy } }
    }

    private static func dateName(_ options: CodingOptions) -> String {
        switch options.dateStrategy {
        case .deferredToDate: "deferredToDate"
        case .secondsSince1970: "secondsSince1970"
        case .millisecondsSince1970: "millisecondsSince1970"
        case .iso8601: "iso8601"
        case .formatted: "formatted"
        }
    }

    // MARK: Decoding

    /// `JSONDecoder` or `JSONEncoder` (`coding` is `"Decoding"` or `"Encoding"`): made with `()`, its key strategy
    /// (whose snake-case constant is `snakeCase`) and its date strategy.
    private static func coder(_ name: String, _ coding: String, snakeCase: String, _ library: NativeLibrary) -> NativeType {
        let coderType = library.register(NativeType(name))
        var coder = NativeType(name)
        coder.initializer([]) { _ in .native(NativeObject(type: coderType, payload: CodingOptions())) }
        strategy("\(name).Key\(coding)Strategy", property: "key\(coding)Strategy", on: &coder, library, [
            CodingSetting("useDefaultKeys") { $0.convertsSnakeCase = false }, CodingSetting(snakeCase) { $0.convertsSnakeCase = true },
        ], read: { $0.convertsSnakeCase ? snakeCase : "useDefaultKeys" })
        strategy("\(name).Date\(coding)Strategy", property: "date\(coding)Strategy", on: &coder, library,
                 dateConstants(["deferredToDate", "secondsSince1970", "millisecondsSince1970", "iso8601"]), read: dateName)
        return coder
    }

    private static func registerDecoder(_ library: NativeLibrary) {
        var decoder = coder("JSONDecoder", "Decoding", snakeCase: "convertFromSnakeCase", library)
        decoder.method("decode", [parameter(nil), parameter("from", "Data")]) { call in
            guard let type = call.evaluator.decodableType(call[0]) else { throw call.mismatch(0, "Decodable.Type") }
            guard let data = call[1].payload(as: Data.self) else { throw call.mismatch(1, "Data") }
            var decoding = Evaluator.JSONDecoding(options: try options(call.receiver).copy(), position: call.position)
            guard let json = try? JSONValue.parse([UInt8](data)) else {
                throw call.evaluator.dataCorrupted("The given data was not valid JSON.", decoding)
            }
            return try call.evaluator.decode(json, as: type, &decoding)
        }
        library.register(decoder)
    }

    // MARK: Encoding

    private static func registerEncoder(_ library: NativeLibrary) {
        var encoder = coder("JSONEncoder", "Encoding", snakeCase: "convertToSnakeCase", library)

        // `OutputFormatting` is an option set: a value is the options it turns on, by name.
        let formattingType = library.register(NativeType("JSONEncoder.OutputFormatting"))
        var formatting = NativeType("JSONEncoder.OutputFormatting")
        let formats = ["prettyPrinted", "sortedKeys", "withoutEscapingSlashes"]
        for name in formats { formatting.staticConstant(name, .native(NativeObject(type: formattingType, payload: Set([name])))) }
        formatting.arrayLiteral = { elements in
            .native(NativeObject(type: formattingType, payload: elements.reduce(into: Set<String>()) { $0.formUnion($1.payload(as: Set<String>.self) ?? []) }))
        }
        formatting.describe = { ($0 as? Set<String>)?.sorted().joined(separator: ", ") ?? "" }
        library.register(formatting)
        encoder.property("outputFormatting", type: "JSONEncoder.OutputFormatting", get: { coder in
            let options = try options(coder)
            let on = zip(formats, [options.prettyPrinted, options.sortedKeys, !options.escapesSlashes]).filter(\.1).map(\.0)
            return .native(NativeObject(type: formattingType, payload: Set(on)))
        }, set: { coder, value in
            let on = value.payload(as: Set<String>.self) ?? []
            let options = try options(coder)
            (options.prettyPrinted, options.sortedKeys, options.escapesSlashes) =
                (on.contains("prettyPrinted"), on.contains("sortedKeys"), !on.contains("withoutEscapingSlashes"))
        })
        encoder.method("encode", [parameter(nil)]) { call in
            let options = try options(call.receiver)
            let json = try call.evaluator.encodeJSON(call[0], options, at: call.position)
            let text = json.serialized(pretty: options.prettyPrinted, sortedKeys: options.sortedKeys, escapesSlashes: options.escapesSlashes)
            return DataMembers.make(Data(text.utf8), in: call.evaluator.library)
        }
        library.register(encoder)
    }

    // MARK: Keys and errors

    private static func registerKeysAndErrors(_ library: NativeLibrary) {
        // A `CodingKeys` enum's cases are keys: their raw value (or name) is the key's text.
        var codingKey = NativeType("CodingKey", isProtocol: true)
        codingKey.property("stringValue", type: "String") { key in
            switch key {
            case .enumCase(let key): if case .string(let raw)? = key.type.enumCases[key.caseIndex].rawValue { .string(raw) } else { .string(key.name) }
            default: .string(key.payload(as: CodingKeyPayload.self)?.stringValue ?? "")
            }
        }
        codingKey.property("intValue", type: "Int?") { key in
            switch key {
            case .enumCase(let key): if case .int(let raw)? = key.type.enumCases[key.caseIndex].rawValue { .optional(.int(raw)) } else { .optional(nil) }
            default: .optional(key.payload(as: CodingKeyPayload.self)?.intValue.map(Value.int))
            }
        }
        library.register(codingKey)
        var anyKey = NativeType("_CodingKey", conformances: ["CodingKey"])
        anyKey.describe = { ($0 as? CodingKeyPayload)?.description ?? "CodingKey" }
        library.register(anyKey)

        var error = NativeType("DecodingError", conformances: ["Error"])
        error.cases = [("typeMismatch", [nil, nil]), ("valueNotFound", [nil, nil]), ("keyNotFound", [nil, nil]), ("dataCorrupted", [nil])]
        library.register(error)
        error = NativeType("DecodingError")
        error.property("localizedDescription", type: "String") { error in
            guard case .enumCase(let error) = error else { return .string("") }
            let reason = error.name == "keyNotFound" || error.name == "valueNotFound" ? "it is missing" : "it isn’t in the correct format"
            return .string("The data couldn’t be read because \(reason).")
        }
        library.register(error)

        var context = NativeType("DecodingError.Context")
        context.property("debugDescription", type: "String") { .string($0.payload(as: DecodingContextPayload.self)?.debugDescription ?? "") }
        context.property("codingPath", type: "[CodingKey]") { .array($0.payload(as: DecodingContextPayload.self)?.codingPath ?? []) }
        context.describe = { payload in
            guard let context = payload as? DecodingContextPayload else { return "Context" }
            let path = context.codingPath.map { $0.payload(as: CodingKeyPayload.self)?.description ?? "" }.joined(separator: ", ")
            return "Context(codingPath: [\(path)], debugDescription: \"\(context.debugDescription)\", underlyingError: nil)"
        }
        library.register(context)
    }

    // MARK: A type's own init(from:)

    /// The keyed, single-value and unkeyed container types of `"Decoding"` or `"Encoding"`, registered.
    fileprivate static func containerTypes(_ coding: String, _ library: NativeLibrary) -> (keyed: TypeInfo, single: TypeInfo, unkeyed: TypeInfo) {
        (library.register(NativeType("Keyed\(coding)Container")), library.register(NativeType("SingleValue\(coding)Container")),
         library.register(NativeType("Unkeyed\(coding)Container")))
    }

    /// The payload of a coder or container value.
    fileprivate static func payload<Payload>(_ value: Value, _ what: String) throws -> Payload {
        guard let payload = value.payload(as: Payload.self) else { throw NativeError("expected \(what)") }
        return payload
    }

    private static func registerContainers(_ library: NativeLibrary) {
        let (keyedType, singleType, unkeyedType) = containerTypes("Decoding", library)
        func decoder(_ value: Value) throws -> DecoderPayload { try payload(value, "a decoder") }

        var decoderProtocol = NativeType("Decoder")
        decoderProtocol.method("container", [parameter("keyedBy")]) { call in
            let decoder = try decoder(call.receiver)
            guard case .object = decoder.json else {
                throw call.evaluator.typeMismatchError(.dictionary(.named(call.evaluator.library.builtins.string), .unknown), decoder)
            }
            return .native(NativeObject(type: keyedType, payload: decoder))
        }
        decoderProtocol.method("singleValueContainer") { call in .native(NativeObject(type: singleType, payload: try decoder(call.receiver))) }
        decoderProtocol.method("unkeyedContainer") { call in
            let decoder = try decoder(call.receiver)
            guard case .array = decoder.json else { throw call.evaluator.typeMismatchError(.array(.unknown), decoder) }
            // Each container reads the array from its start.
            return .native(NativeObject(type: unkeyedType, payload: DecoderPayload(json: decoder.json, decoding: decoder.decoding)))
        }
        library.register(decoderProtocol)

        var keyed = NativeType("KeyedDecodingContainer")
        keyed.method("decode", [parameter(nil), parameter("forKey", "CodingKey")]) { call in
            try decoder(call.receiver).decode(call[0], key: call[1], optional: false, call.evaluator)
        }
        keyed.method("decodeIfPresent", [parameter(nil), parameter("forKey", "CodingKey")]) { call in
            try decoder(call.receiver).decode(call[0], key: call[1], optional: true, call.evaluator)
        }
        keyed.method("contains", [parameter(nil, "CodingKey")]) { call in
            .bool(try decoder(call.receiver).value(forKey: DecoderPayload.keyText(call[0])) != nil)
        }
        keyed.method("decodeNil", [parameter("forKey", "CodingKey")]) { call in
            .bool(try decoder(call.receiver).value(forKey: DecoderPayload.keyText(call[0])).map { $0 == .null } ?? true)
        }
        keyed.method("nestedContainer", [parameter("keyedBy"), parameter("forKey", "CodingKey")]) { call in
            let nested = try decoder(call.receiver).nested(call[1], call.evaluator)
            guard case .object = nested.json else {
                throw call.evaluator.typeMismatchError(.dictionary(.named(call.evaluator.library.builtins.string), .unknown), nested)
            }
            return .native(NativeObject(type: keyedType, payload: nested))
        }
        keyed.method("nestedUnkeyedContainer", [parameter("forKey", "CodingKey")]) { call in
            let nested = try decoder(call.receiver).nested(call[0], call.evaluator)
            guard case .array = nested.json else { throw call.evaluator.typeMismatchError(.array(.unknown), nested) }
            return .native(NativeObject(type: unkeyedType, payload: nested))
        }
        library.register(keyed)

        var single = NativeType("SingleValueDecodingContainer")
        single.method("decode", [parameter(nil)]) { call in
            let decoder = try decoder(call.receiver)
            guard let type = call.evaluator.decodableType(call[0]) else { throw call.mismatch(0, "Decodable.Type") }
            var decoding = decoder.decoding
            return try call.evaluator.decode(decoder.json, as: type, &decoding)
        }
        single.method("decodeNil") { call in .bool(try decoder(call.receiver).json == .null) }
        library.register(single)

        var unkeyed = NativeType("UnkeyedDecodingContainer")
        unkeyed.property("isAtEnd", type: "Bool") { .bool(try decoder($0).isAtEnd) }
        unkeyed.property("count", type: "Int?") { container in
            guard case .array(let elements) = try decoder(container).json else { return .optional(nil) }
            return .optional(.int(elements.count))
        }
        unkeyed.property("currentIndex", type: "Int") { .int(try decoder($0).currentIndex) }
        unkeyed.method("decode", [parameter(nil)], mutating: true) { call in
            try decoder(call.receiver).decodeNext(call[0], call.evaluator)
        }
        library.register(unkeyed)
    }
}

extension CodingMembers {
    /// The `Encoder` a type's own `encode(to:)` writes with, and its keyed, single-value and unkeyed containers.
    fileprivate static func registerEncoderContainers(_ library: NativeLibrary) {
        let (keyedType, singleType, unkeyedType) = containerTypes("Encoding", library)
        func encoder(_ value: Value) throws -> EncoderPayload { try payload(value, "an encoder") }

        var encoderProtocol = NativeType("Encoder")
        encoderProtocol.method("container", [parameter("keyedBy")]) { call in
            .native(NativeObject(type: keyedType, payload: try encoder(call.receiver)))
        }
        encoderProtocol.method("singleValueContainer") { call in .native(NativeObject(type: singleType, payload: try encoder(call.receiver))) }
        encoderProtocol.method("unkeyedContainer") { call in
            let encoder = try encoder(call.receiver)
            encoder.beginArray()
            return .native(NativeObject(type: unkeyedType, payload: encoder))
        }
        library.register(encoderProtocol)

        var keyed = NativeType("KeyedEncodingContainer")
        for (name, skipsNil) in [("encode", false), ("encodeIfPresent", true)] {
            keyed.method(name, [parameter(nil), parameter("forKey", "CodingKey")], mutating: true) { call in
                let encoder = try encoder(call.receiver)
                if skipsNil, call[0].isNil { return .void }
                let key = try DecoderPayload.keyText(call[1])
                let value = try call.evaluator.encodeJSON(call[0], encoder.options, at: call.position)
                encoder.add(JSONValue.Member(key: encoder.options.convertsSnakeCase ? key.snakeCased : key, value: value))
                return .void
            }
        }
        library.register(keyed)

        for typeName in ["SingleValueEncodingContainer", "UnkeyedEncodingContainer"] {
            var container = NativeType(typeName)
            container.method("encode", [parameter(nil)], mutating: true) { call in
                let encoder = try encoder(call.receiver)
                let value = try call.evaluator.encodeJSON(call[0], encoder.options, at: call.position)
                if typeName == "UnkeyedEncodingContainer" { encoder.append(value) } else { encoder.result = value }
                return .void
            }
            library.register(container)
        }
    }
}

/// What a type's own `encode(to:)` writes through an `Encoder` and its containers: the JSON so far. A class, which
/// the encoder and every container of it share.
final class EncoderPayload {
    let options: CodingOptions
    var result = JSONValue.object([])

    init(options: CodingOptions) {
        self.options = options
    }

    /// Adds a keyed value (a keyed container's `encode`).
    func add(_ member: JSONValue.Member) {
        guard case .object(let members) = result else { result = .object([member]); return }
        result = .object(members + [member])
    }

    /// Makes the result an array, empty until elements are appended (an unkeyed container opened).
    func beginArray() {
        if case .array = result { return }
        result = .array([])
    }

    /// Appends an element (an unkeyed container's `encode`).
    func append(_ element: JSONValue) {
        guard case .array(let elements) = result else { result = .array([element]); return }
        result = .array(elements + [element])
    }
}

/// What a `Decoder` or one of its containers reads: a JSON value, the decoding it is part of, and — for an unkeyed
/// container — the index of the next element. A class: a container's `decode` moves that index on.
final class DecoderPayload {
    let json: JSONValue
    let decoding: Evaluator.JSONDecoding
    private(set) var currentIndex = 0

    init(json: JSONValue, decoding: Evaluator.JSONDecoding) {
        self.json = json
        self.decoding = decoding
    }

    var isAtEnd: Bool {
        guard case .array(let elements) = json else { return true }
        return currentIndex >= elements.count
    }

    /// The text of a key: a `CodingKeys` case's raw value (or name), or a key made by decoding.
    static func keyText(_ key: Value) throws -> String {
        switch key {
        case .enumCase(let key):
            if case .string(let raw)? = key.type.enumCases[key.caseIndex].rawValue { return raw }
            return key.name
        case .string(let text): return text
        default:
            guard let key = key.payload(as: CodingKeyPayload.self) else { throw NativeError("expected a coding key") }
            return key.stringValue
        }
    }

    /// The JSON under a key, read with the decoder's key strategy.
    func value(forKey text: String) -> JSONValue? {
        json.value(forKey: text, convertingFromSnakeCase: decoding.options.convertsSnakeCase)
    }

    /// The value of `key`, decoded as `type`; `optional` (`decodeIfPresent`) makes a missing key or `null` nil.
    func decode(_ type: Value, key: Value, optional: Bool, _ evaluator: Evaluator) throws -> Value {
        guard let declared = evaluator.decodableType(type) else { throw NativeError("expected a Decodable type") }
        let text = try Self.keyText(key)
        guard let value = value(forKey: text) else {
            if optional { return .optional(nil) }
            throw evaluator.keyNotFound(text, decoding)
        }
        var decoding = decoding
        decoding.path.append(.key(text))
        return try evaluator.decode(value, as: optional ? .optional(declared) : declared, &decoding)
    }

    /// The decoder of the value of `key`.
    func nested(_ key: Value, _ evaluator: Evaluator) throws -> DecoderPayload {
        let text = try Self.keyText(key)
        guard let value = value(forKey: text) else { throw evaluator.keyNotFound(text, decoding) }
        var decoding = decoding
        decoding.path.append(.key(text))
        return DecoderPayload(json: value, decoding: decoding)
    }

    /// The next element of an array, decoded as `type`.
    func decodeNext(_ type: Value, _ evaluator: Evaluator) throws -> Value {
        guard let declared = evaluator.decodableType(type) else { throw NativeError("expected a Decodable type") }
        guard case .array(let elements) = json, currentIndex < elements.count else {
            throw evaluator.dataCorrupted("Unkeyed container is at end.", decoding)
        }
        var decoding = decoding
        decoding.path.append(.index(currentIndex))
        let value = try evaluator.decode(elements[currentIndex], as: declared, &decoding)
        currentIndex += 1
        return value
    }
}

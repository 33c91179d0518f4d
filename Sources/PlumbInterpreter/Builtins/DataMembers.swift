import Foundation

/// Foundation's `Data` as JSON code uses it: made from a string's UTF-8 (`Data(json.utf8)`,
/// `json.data(using: .utf8)`), read back as a string (`String(data:encoding:)`, `String(decoding:as:)`), its `count`,
/// and in Base64.
enum DataMembers {
    static func register(into library: NativeLibrary) {
        let dataType = library.register(NativeType("Data", conformances: ["Equatable", "Hashable"]))
        var data = NativeType("Data")
        data.initializer([]) { _ in .native(NativeObject(type: dataType, payload: Data())) }
        data.initializer([parameter(nil, "[Int]")]) { call in
            let bytes = try call.elements(0).map { element -> UInt8 in
                guard case .int(let byte) = element, (0...255).contains(byte) else { throw NativeError("Data is made of bytes (0...255)") }
                return UInt8(byte)
            }
            return .native(NativeObject(type: dataType, payload: Data(bytes)))
        }
        // Base64 (`Data(base64Encoded:)`, `base64EncodedString()`), as images and tokens arrive in JSON.
        data.initializer([parameter("base64Encoded", "String"), parameter("options", "Any", default: .void)]) { call in
            .optional(Data(base64Encoded: try call.string(0)).map { .native(NativeObject(type: dataType, payload: $0)) })
        }
        data.method("base64EncodedString", [parameter("options", "Any", default: .void)]) { call in .string(bytes(call.receiver).base64EncodedString()) }
        data.property("count", type: "Int") { .int(bytes($0).count) }
        data.property("isEmpty", type: "Bool") { .bool(bytes($0).isEmpty) }
        data.describe = { "\(($0 as? Data)?.count ?? 0) bytes" }
        library.register(data)

        let encodingType = library.register(NativeType("String.Encoding"))
        var encoding = NativeType("String.Encoding")
        for name in ["utf8", "ascii", "unicode", "utf16"] { encoding.staticConstant(name, .native(NativeObject(type: encodingType, payload: name))) }
        library.register(encoding)
        library.register(NativeType("UTF8"))

        var string = NativeType("String")
        string.property("utf8", type: "[Int]") { value in
            guard case .string(let text) = value else { return .array([]) }
            return .array(text.utf8.map { .int(Int($0)) })
        }
        string.method("data", [parameter("using", "String.Encoding"), parameter("allowLossyConversion", "Bool", default: .bool(false))]) { call in
            .optional(make(Data(try call.receiverString().utf8), in: call.evaluator.library))
        }
        string.initializer([parameter("data", "Data"), parameter("encoding", "String.Encoding")]) { call in
            guard let data = call[0].payload(as: Data.self) else { throw call.mismatch(0, "Data") }
            return .optional(String(data: data, encoding: .utf8).map(Value.string))
        }
        string.initializer([parameter("decoding", "Data"), parameter("as")]) { call in
            guard let data = call[0].payload(as: Data.self) else { throw call.mismatch(0, "Data") }
            return .string(String(decoding: data, as: UTF8.self))
        }
        library.register(string)

        func bytes(_ value: Value) -> Data {
            value.payload(as: Data.self) ?? Data()
        }
    }

    /// `Data` as a value of the interpreted program.
    static func make(_ data: Data, in library: NativeLibrary) -> Value {
        .native(NativeObject(type: library.types["Data"]!, payload: data))
    }
}

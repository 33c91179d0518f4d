/// Foundation's `NSError(domain:code:userInfo:)`, an `Error` whose `localizedDescription` is its user info's
/// `NSLocalizedDescriptionKey` entry, else Foundation's generic sentence with its domain and code; and
/// `NSLocalizedString(_:tableName:bundle:value:comment:)`, the key's text in the app's strings files
/// (``Interpreter/localizedString``), else its `value`, else the key itself, as an app without a text for it shows.
enum NSErrorMembers {
    private struct Payload {
        let domain: String
        let code: Int
        let userInfo: Value
    }

    static func register(into library: NativeLibrary) {
        let errorType = library.register(NativeType("NSError", conformances: ["Error", "Equatable", "Hashable"]))
        var error = NativeType("NSError", conformances: ["Error", "Equatable", "Hashable"])
        error.initializer([parameter("domain", "String"), parameter("code", "Int"), parameter("userInfo", "[String: Any]?", default: .optional(nil))]) { call in
            .native(NativeObject(type: errorType, payload: Payload(domain: try call.string(0), code: try call.int(1), userInfo: call[2])))
        }
        error.property("domain", type: "String") { .string(payload($0)?.domain ?? "") }
        error.property("code", type: "Int") { .int(payload($0)?.code ?? 0) }
        error.property("userInfo", type: "[String: Any]") { $0.payload(as: Payload.self)?.userInfo.unwrappedOptional ?? .dictionary(DictionaryValue()) }
        error.property("localizedDescription", type: "String") { value in
            guard let error = payload(value) else { return .string("") }
            if case .dictionary(let info) = error.userInfo.unwrappedOptional, case .string(let text)? = info[.string(descriptionKey)] { return .string(text) }
            return .string("The operation couldn’t be completed. (\(error.domain) error \(error.code).)")
        }
        error.describe = { payload in (payload as? Payload).map { "Error Domain=\($0.domain) Code=\($0.code)" } ?? "NSError" }
        library.register(error)
        library.register(function: NativeFunction("NSLocalizedString", [
            parameter(nil, "String"), parameter("tableName", "String?", default: .optional(nil)), parameter("bundle", "Any", default: .void),
            parameter("value", "String", default: .string("")), parameter("comment", "String"),
        ]) { call in
            let key = try call.string(0)
            let table: String? = switch call[1] {
            case .string(let name), .optional(.string(let name)?): name
            default: nil
            }
            if let text = call.interpreter.localizedString?(key, table) { return .string(text) }
            let value = try call.string(3)
            return .string(value.isEmpty ? key : value)
        })
        library.register(constant: "NSLocalizedDescriptionKey", .string(descriptionKey))

        func payload(_ value: Value) -> Payload? { value.payload(as: Payload.self) }
    }

    private static let descriptionKey = "NSLocalizedDescription"
}

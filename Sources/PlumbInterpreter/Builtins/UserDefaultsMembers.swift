import Foundation

/// `UserDefaults` as a preview has it: empty when the scene loads, kept in memory while it runs (taps that save and
/// read settings work), never written to disk. `standard` and `UserDefaults(suiteName:)` share one store.
enum UserDefaultsMembers {
    static func register(into library: NativeLibrary) {
        let defaultsType = library.register(NativeType("UserDefaults"))
        var defaults = NativeType("UserDefaults")
        defaults.staticConstant("standard", .native(NativeObject(type: defaultsType, payload: ())))
        defaults.initializer([parameter("suiteName", "String?")]) { _ in .optional(.native(NativeObject(type: defaultsType, payload: ()))) }
        defaults.method("set", [parameter(nil), parameter("forKey", "String")]) { call in
            call.evaluator.services.defaults[try call.string(1)] = call[0].isNil ? nil : call[0].unwrappedOptional
            return .void
        }
        defaults.method("removeObject", [parameter("forKey", "String")]) { call in
            call.evaluator.services.defaults[try call.string(0)] = nil
            return .void
        }
        defaults.method("register", [parameter("defaults", "[String: Any]")]) { call in
            guard case .dictionary(let registered) = call[0] else { throw call.mismatch(0, "[String: Any]") }
            for (key, value) in zip(registered.keys, registered.values) {
                if case .string(let key) = key { call.evaluator.services.defaults.register(value, forKey: key) }
            }
            return .void
        }
        // The typed reads, and what each gives for a missing key or a value of another type.
        let reads: [(String, (Value) -> Value?, Value)] = [
            ("object", { $0 }, .optional(nil)),
            ("string", { if case .string = $0 { $0 } else { nil } }, .optional(nil)),
            ("data", { $0.payload(as: Data.self) != nil ? $0 : nil }, .optional(nil)),
            ("array", { if case .array = $0 { $0 } else { nil } }, .optional(nil)),
            ("stringArray", { if case .array(let elements) = $0, elements.allSatisfy({ if case .string = $0 { true } else { false } }) { $0 } else { nil } }, .optional(nil)),
            ("dictionary", { if case .dictionary = $0 { $0 } else { nil } }, .optional(nil)),
            ("integer", { switch $0 { case .int: $0; case .double(let double): .int(Int(exactly: double.rounded(.towardZero)) ?? 0); case .bool(let bool): .int(bool ? 1 : 0); default: nil } }, .int(0)),
            ("double", { switch $0 { case .double: $0; case .int(let int): .double(Double(int)); default: nil } }, .double(0)),
            ("bool", { switch $0 { case .bool: $0; case .int(let int): .bool(int != 0); default: nil } }, .bool(false)),
        ]
        for (name, convert, missing) in reads {
            defaults.method(name, [parameter("forKey", "String")]) { call in
                guard let stored = call.evaluator.services.defaults[try call.string(0)], let value = convert(stored) else { return missing }
                return missing.isOptional ? .optional(value) : value
            }
        }
        library.register(defaults)
    }
}

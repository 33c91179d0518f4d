import Foundation
import PlumbInterpreter

/// The file's key types (`PreferenceKey`, `LayoutValueKey`) as modifiers receive them: `Key.self`.
extension SceneContext {
    /// The type passed as `Key.self`, checked as swiftc would: a type, conforming to the protocol, with a static
    /// `defaultValue` and the other static requirements named in `requirements`.
    func keyType(_ argument: Value, conformingTo protocolName: String, requiring requirements: [String] = []) throws -> TypeInfo {
        guard case .type(let reference) = argument, case .named(let type) = reference else {
            throw NativeError(.typeMismatch(have: interpreter.typeName(of: argument), expected: "\(protocolName).Type", context: "expected argument type"))
        }
        guard interpreter.conforms(type, to: protocolName) else {
            throw NativeError("'\(type.name)' does not conform to \(protocolName)")
        }
        for requirement in ["defaultValue"] + requirements where !interpreter.hasMember(requirement, of: type, isStatic: true) {
            throw NativeError("type '\(type.name)' does not conform to protocol '\(protocolName)': it has no static '\(requirement)'")
        }
        return type
    }
}

extension Value {
    /// The value as a key's `Value` type takes it: an integer literal becomes a `CGFloat` when the key's default
    /// value is one (`.preference(key: Width.self, value: 10)` with `defaultValue: CGFloat = 0`).
    func converted(like defaultValue: Any) -> Value {
        guard case .int(let number) = self, case .double = (defaultValue as? Value)?.unwrappedOptional else { return self }
        return .double(Double(number))
    }
}

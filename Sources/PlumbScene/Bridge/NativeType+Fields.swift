import Foundation
import PlumbInterpreter

/// Members of native value types whose payload is a Swift struct (`CGSize`, `EdgeInsets`).
extension NativeType {
    /// A stored field, readable and writable (`size.width += 10`, `rect.origin.x = 0`).
    mutating func field<Payload, Field>(
        _ name: String, _ keyPath: WritableKeyPath<Payload, Field>,
        wrap: @escaping (Field) -> Value, unwrap: @escaping (Value) -> Field?, expected: String
    ) {
        let typeName = self.name
        property(name, type: expected, get: { value in
            guard let payload = value.payload(as: Payload.self) else { throw NativeError("'\(name)' needs a \(typeName)") }
            return wrap(payload[keyPath: keyPath])
        }, set: { value, newValue in
            guard case .native(let object) = value, var payload = object.payload as? Payload else {
                throw NativeError("'\(name)' needs a \(typeName)")
            }
            guard let field = unwrap(newValue) else {
                throw NativeError(.typeMismatch(have: "\(newValue)", expected: expected, context: "cannot assign value of type"))
            }
            payload[keyPath: keyPath] = field
            value = .native(NativeObject(type: object.type, payload: payload))
        })
    }

    /// An optional field: `nil`, or a value `unwrap` takes (`proposal.width = nil`, `components.day = 3`).
    mutating func optionalField<Payload, Field>(
        _ name: String, _ keyPath: WritableKeyPath<Payload, Field?>,
        wrap: @escaping (Field) -> Value, unwrap: @escaping (Value) -> Field?, expected: String
    ) {
        field(name, keyPath, wrap: { .optional($0.map(wrap)) }, unwrap: { value in
            value.isNil ? .some(nil) : unwrap(value.unwrappedOptional).map { .some($0) }
        }, expected: expected)
    }

    /// A `CGFloat` field.
    mutating func cgFloatField<Payload>(_ name: String, _ keyPath: WritableKeyPath<Payload, CGFloat>) {
        field(name, keyPath, wrap: { .double(Double($0)) }, unwrap: { $0.cgFloatValue }, expected: "CGFloat")
    }

    /// A mutating method that changes the payload in place (`path.addLine(to:)`, `navigationPath.append(_:)`): the
    /// receiver becomes a value of this type holding the changed payload.
    mutating func changingPayload<Payload>(
        _ name: String, _ parameters: [NativeParameter], _ types: SceneTypes, _ change: @escaping (inout Payload, NativeCall) throws -> Void
    ) {
        let typeName = self.name
        method(name, parameters, mutating: true) { call in
            var payload = try call.receiverPayload(Payload.self)
            try change(&payload, call)
            call.receiver = types.make(typeName, payload)
            return .void
        }
    }

    /// A read-only computed member of the payload.
    mutating func computed<Payload>(_ name: String, _ get: @escaping (Payload) -> Value) {
        let typeName = self.name
        property(name, get: { value in
            guard let payload = value.payload(as: Payload.self) else { throw NativeError("'\(name)' needs a \(typeName)") }
            return get(payload)
        })
    }
}

extension NativeCall {
    /// The receiver's payload.
    func receiverPayload<T>(_ type: T.Type) throws -> T {
        guard let payload = receiver.payload(as: T.self) else {
            throw NativeError(.typeMismatch(have: interpreter.typeName(of: receiver), expected: "\(T.self)", context: "receiver type"))
        }
        return payload
    }
}

extension NativeType {
    /// `<`, `<=`, `>` and `>=` between two values of this type whose payloads are names in `order`, compared by their
    /// place in it (`DynamicTypeSize.large < .xLarge`).
    mutating func orderedComparisons(_ order: [String]) {
        let typeName = name
        let comparisons: [(String, (Int, Int) -> Bool)] = [("<", (<)), ("<=", (<=)), (">", (>)), (">=", (>=))]
        for (operatorName, compare) in comparisons {
            staticMethod(operatorName, [NativeParameter(nil, typeName), NativeParameter(nil, typeName)]) { call in
                func rank(_ index: Int) throws -> Int {
                    guard let place = call[index].payload(as: String.self).flatMap(order.firstIndex(of:)) else { throw call.mismatch(index, typeName) }
                    return place
                }
                return .bool(compare(try rank(0), try rank(1)))
            }
        }
    }
}

import Foundation

/// `Int`, `Double`, `CGFloat`, `Float` and `Bool`: conversions, constants and the members layout code uses.
enum NumericMembers {
    static func register(into library: NativeLibrary) {
        let numeric = ["Equatable", "Hashable", "Comparable", "Numeric", "CustomStringConvertible"]
        var int = NativeType("Int", conformances: numeric + ["BinaryInteger"])
        int.initializer([parameter(nil)]) { call in try integer(from: call[0], call) }
        int.staticConstant("max", .int(.max))
        int.staticConstant("min", .int(.min))
        int.staticConstant("zero", .int(0))
        int.property("description") { value in .string(value.intValue.map(String.init) ?? "") }
        int.property("magnitude") { value in .int(value.intValue.map { $0 == .min ? .max : abs($0) } ?? 0) }
        int.method("isMultiple", [parameter("of", "Int")]) { call in
            let divisor = try call.int(0)
            guard case .int(let value) = call.receiver else { return .bool(false) }
            return .bool(divisor == 0 ? value == 0 : value % divisor == 0)
        }
        int.method("quotientAndRemainder", [parameter("dividingBy", "Int")]) { call in
            let divisor = try call.int(0)
            guard divisor != 0 else { throw NativeError(.divisionByZero) }
            let (quotient, remainder) = (call.receiver.intValue ?? 0).quotientAndRemainder(dividingBy: divisor)
            return .tuple(TupleValue([.int(quotient), .int(remainder)], labels: ["quotient", "remainder"]))
        }
        int.method("signum") { call in .int(call.receiver.intValue?.signum() ?? 0) }
        library.register(int)

        for name in ["Double", "CGFloat", "Float"] {
            var type = NativeType(name, conformances: numeric + ["FloatingPoint", "BinaryFloatingPoint"])
            type.initializer([parameter(nil)]) { call in try floating(from: call[0], call) }
            type.staticConstant("pi", .double(.pi))
            type.staticConstant("infinity", .double(.infinity))
            type.staticConstant("nan", .double(.nan))
            type.staticConstant("zero", .double(0))
            type.staticConstant("greatestFiniteMagnitude", .double(.greatestFiniteMagnitude))
            type.staticConstant("leastNonzeroMagnitude", .double(.leastNonzeroMagnitude))
            type.staticConstant("ulpOfOne", .double(.ulpOfOne))
            type.property("description") { value in .string(value.doubleValue.map { String($0) } ?? "") }
            type.property("magnitude") { value in .double(abs(value.doubleValue ?? 0)) }
            type.property("isNaN") { value in .bool(value.doubleValue?.isNaN ?? false) }
            type.property("isFinite") { value in .bool(value.doubleValue?.isFinite ?? false) }
            type.property("isInfinite") { value in .bool(value.doubleValue?.isInfinite ?? false) }
            type.property("isZero") { value in .bool(value.doubleValue == 0) }
            type.method("rounded") { call in .double((call.receiver.doubleValue ?? 0).rounded()) }
            type.method("rounded", [parameter(nil, "FloatingPointRoundingRule")]) { call in
                guard let rule = call[0].payload(as: FloatingPointRoundingRule.self) else { throw NativeError("expected a rounding rule") }
                return .double((call.receiver.doubleValue ?? 0).rounded(rule))
            }
            type.method("squareRoot") { call in .double((call.receiver.doubleValue ?? 0).squareRoot()) }
            type.method("truncatingRemainder", [parameter("dividingBy", "Double")]) { call in
                .double((call.receiver.doubleValue ?? 0).truncatingRemainder(dividingBy: try call.double(0)))
            }
            type.method("remainder", [parameter("dividingBy", "Double")]) { call in
                .double((call.receiver.doubleValue ?? 0).remainder(dividingBy: try call.double(0)))
            }
            library.register(type)
        }

        let roundingRule = library.register(NativeType("FloatingPointRoundingRule"))
        var rules = NativeType("FloatingPointRoundingRule")
        let cases: [(String, FloatingPointRoundingRule)] = [
            ("up", .up), ("down", .down), ("towardZero", .towardZero), ("awayFromZero", .awayFromZero),
            ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero), ("toNearestOrEven", .toNearestOrEven),
        ]
        for (name, rule) in cases { rules.staticConstant(name, .native(NativeObject(type: roundingRule, payload: rule))) }
        rules.describe = { payload in (payload as? FloatingPointRoundingRule).map { "\($0)" } ?? "rule" }
        library.register(rules)

        var bool = NativeType("Bool", conformances: ["Equatable", "Hashable", "CustomStringConvertible"])
        bool.initializer([parameter(nil)]) { call in
            if case .string(let text) = call[0] { return .optional(Bool(text).map(Value.bool)) }
            return call[0]
        }
        bool.method("toggle", mutating: true) { call in
            call.receiver = .bool(!(call.receiver.boolValue ?? false))
            return .void
        }
        bool.property("description") { value in .string(value.boolValue.map(String.init) ?? "") }
        library.register(bool)
    }

    /// `Int(x)`: truncates floating-point values (trapping on NaN, infinity and out-of-range values, as Swift does);
    /// parses strings (nil when they are not integers).
    static func integer(from value: Value, _ call: NativeCall) throws -> Value {
        switch value {
        case .int: return value
        case .double(let double):
            guard double.isFinite else { throw NativeError("Double value cannot be converted to Int because it is either infinite or NaN") }
            guard let int = Int(exactly: double.rounded(.towardZero)) else {
                throw NativeError("Double value cannot be converted to Int because the result would be greater than Int.max")
            }
            return .int(int)
        case .string(let text): return .optional(Int(text).map(Value.int))
        case .bool(let bool): return .int(bool ? 1 : 0)
        default: throw NativeError(.typeMismatch(have: call.evaluator.typeName(of: value), expected: "Int", context: "expected argument type"))
        }
    }

    /// `Double(x)`, `CGFloat(x)`: converts integers; parses strings (nil when they are not numbers).
    static func floating(from value: Value, _ call: NativeCall) throws -> Value {
        switch value {
        case .double: return value
        case .int(let int): return .double(Double(int))
        case .string(let text): return .optional(Double(text).map(Value.double))
        default: throw NativeError(.typeMismatch(have: call.evaluator.typeName(of: value), expected: "Double", context: "expected argument type"))
        }
    }
}

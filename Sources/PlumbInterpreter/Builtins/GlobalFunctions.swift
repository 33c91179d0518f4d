import Foundation

/// Free functions: `print`, `dump`, `AnyHashable(_:)`, `max`, `min`, `abs`, math, `zip`, `stride`, `type(of:)`, `fatalError`.
enum GlobalFunctions {
    static func register(into library: NativeLibrary) {
        library.register(function: NativeFunction("print", [
            parameter(nil, variadic: true), parameter("separator", "String", default: .string(" ")),
            parameter("terminator", "String", default: .string("\n")),
        ]) { call in
            let items = call[0].arrayValue ?? []
            let text = items.map(call.evaluator.describe).joined(separator: try call.string(1)) + (try call.string(2))
            try call.allocateString(text.utf8.count)
            call.evaluator.write(text)
            return .void
        })
        // `AnyHashable(id)`: values keep their own type here, so wrapping one gives it back.
        library.register(function: NativeFunction("AnyHashable", [parameter(nil)]) { call in call[0] })
        library.register(function: NativeFunction("dump", [parameter(nil)]) { call in
            var lines: [String] = []
            call.evaluator.dump(call[0], into: &lines)
            try call.allocate(lines.count)
            let text = lines.joined(separator: "\n") + "\n"
            try call.allocateString(text.utf8.count)
            call.evaluator.write(text)
            return call[0]
        })
        for (name, smallest) in [("min", true), ("max", false)] {
            library.register(function: NativeFunction(name, [parameter(nil), parameter(nil), parameter(nil, variadic: true)]) { call in
                var values = [call[0], call[1]] + (call[2].arrayValue ?? [])
                if values.contains(where: { $0.intValue == nil }), values.allSatisfy({ $0.doubleValue != nil }) {
                    values = values.compactMap { $0.doubleValue.map(Value.double) }
                }
                return try SequenceMembers.extreme(values, smallest: smallest, call) ?? .void
            })
        }
        library.register(function: NativeFunction("abs", [parameter(nil)]) { call in
            switch call[0] {
            case .int(let int):
                guard int != .min else { throw NativeError(.overflow(operator: "abs")) }
                return .int(abs(int))
            case .double(let double): return .double(abs(double))
            default: throw NativeError(.typeMismatch(have: call.evaluator.typeName(of: call[0]), expected: "Numeric", context: "expected argument type"))
            }
        })
        let unary: [(String, (Double) -> Double)] = [
            ("floor", { $0.rounded(.down) }), ("ceil", { $0.rounded(.up) }), ("round", { $0.rounded() }),
            ("sqrt", { $0.squareRoot() }), ("sin", sin), ("cos", cos), ("tan", tan), ("asin", asin), ("acos", acos),
            ("atan", atan), ("exp", exp), ("log", log), ("log2", log2), ("log10", log10), ("trunc", trunc), ("fabs", fabs),
            ("cbrt", cbrt), ("sinh", sinh), ("cosh", cosh), ("tanh", tanh), ("exp2", exp2), ("rint", rint),
        ]
        for (name, function) in unary {
            library.register(function: NativeFunction(name, [parameter(nil, "Double")]) { call in .double(function(try call.double(0))) })
        }
        library.register(function: NativeFunction("pow", [parameter(nil, "Double"), parameter(nil, "Double")]) { call in
            .double(pow(try call.double(0), try call.double(1)))
        })
        let binary: [(String, (Double, Double) -> Double)] = [
            ("atan2", atan2), ("hypot", hypot), ("fmod", fmod), ("fmin", fmin), ("fmax", fmax), ("copysign", copysign),
        ]
        for (name, function) in binary {
            library.register(function: NativeFunction(name, [parameter(nil, "Double"), parameter(nil, "Double")]) { call in
                .double(function(try call.double(0), try call.double(1)))
            })
        }
        // C's rounding to an integer: the nearest, halves away from zero (`lround`), or as the current mode, to even (`lrint`).
        for (name, rule) in [("lround", FloatingPointRoundingRule.toNearestOrAwayFromZero), ("llround", .toNearestOrAwayFromZero), ("lrint", .toNearestOrEven)] {
            library.register(function: NativeFunction(name, [parameter(nil, "Double")]) { call in
                let rounded = try call.double(0).rounded(rule)
                guard let int = Int(exactly: rounded) else { throw NativeError(.overflow(operator: name)) }
                return .int(int)
            })
        }
        library.register(function: NativeFunction("zip", [parameter(nil), parameter(nil)]) { call in
            .array(zip(try call.elements(0), try call.elements(1)).map { .tuple(TupleValue([$0, $1])) })
        })
        for (label, isClosed) in [("to", false), ("through", true)] {
            library.register(function: NativeFunction("stride", [parameter("from"), parameter(label), parameter("by")]) { call in
                try stride(call, isClosed: isClosed)
            })
        }
        library.register(function: NativeFunction("type", [parameter("of")]) { call in
            .type(call.evaluator.typeRef(of: call[0]) ?? .unknown)
        })
        for (name, kind) in [("fatalError", "Fatal error"), ("preconditionFailure", "Fatal error"), ("assertionFailure", "Fatal error")] {
            library.register(function: NativeFunction(name, [parameter(nil, "String", default: .string(""))]) { call in
                throw NativeError(kind + ((try call.string(0)).isEmpty ? "" : ": \(try call.string(0))"))
            })
        }
        for name in ["precondition", "assert"] {
            library.register(function: NativeFunction(name, [parameter(nil, "Bool"), parameter(nil, "String", default: .string(""))]) { call in
                if try !call.bool(0) {
                    throw NativeError("\(name == "assert" ? "Assertion" : "Precondition") failed" + ((try call.string(1)).isEmpty ? "" : ": \(try call.string(1))"))
                }
                return .void
            })
        }
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, materialized within the collection budget.
    private static func stride(_ call: NativeCall, isClosed: Bool) throws -> Value {
        if case .int(let start) = call[0], case .int(let end) = call[1], case .int(let step) = call[2] {
            guard step != 0 else { throw NativeError("stride step must not be zero") }
            let span = Double(end) - Double(start)
            try call.allocate(max(0, Int(min((span / Double(step)).rounded(.up) + 1, 1e15))))
            return .array(isClosed ? Swift.stride(from: start, through: end, by: step).map(Value.int) : Swift.stride(from: start, to: end, by: step).map(Value.int))
        }
        let (start, end, step) = (try call.double(0), try call.double(1), try call.double(2))
        guard step != 0, step.isFinite, start.isFinite, end.isFinite else { throw NativeError("stride needs finite bounds and a non-zero step") }
        try call.allocate(max(0, Int(min(((end - start) / step).rounded(.up) + 1, 1e15))))
        return .array(isClosed ? Swift.stride(from: start, through: end, by: step).map(Value.double) : Swift.stride(from: start, to: end, by: step).map(Value.double))
    }
}

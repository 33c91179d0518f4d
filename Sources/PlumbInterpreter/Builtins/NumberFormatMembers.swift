import Foundation

/// `FormatStyle` values and `formatted()` on numbers; `Decimal` is a `Double` here.
enum NumberFormatMembers {
    static func register(into library: NativeLibrary) {
        let styleType = library.register(NativeType("FormatStyle"))
        let precisionType = library.register(NativeType("FormatStyle.Precision"))
        func make(_ format: NumberFormat) -> Value { .native(NativeObject(type: styleType, payload: format)) }

        var style = NativeType("FormatStyle")
        style.staticConstant("number", make(NumberFormat(.number)))
        style.staticConstant("percent", make(NumberFormat(.percent)))
        style.staticMethod("currency", [parameter("code", "String")]) { call in make(NumberFormat(.currency(code: try call.string(0)))) }
        style.method("precision", [parameter(nil, "FormatStyle.Precision")]) { call in
            guard var format = call.receiver.payload(as: NumberFormat.self), let digits = call[0].payload(as: ClosedRange<Int>.self) else {
                throw NativeError("expected a number format style and a precision")
            }
            format.fractionLength = digits
            return make(format)
        }
        style.method("notation", [parameter(nil, "FormatStyle.Notation")]) { call in
            guard var format = call.receiver.payload(as: NumberFormat.self), let notation = call[0].payload(as: NumberFormat.Notation.self) else {
                throw NativeError("expected a number format style and a notation")
            }
            format.notation = notation
            return make(format)
        }
        style.method("rounded", [parameter("rule", "FloatingPointRoundingRule", default: .void), parameter("increment", "Double?", default: .optional(nil))]) { call in
            guard var format = call.receiver.payload(as: NumberFormat.self) else { throw NativeError("expected a number format style") }
            let rule = call[0].payload(as: FloatingPointRoundingRule.self) ?? .toNearestOrEven
            format.rounding = (rule, call[1].unwrappedOptional.doubleValue ?? 1)
            return make(format)
        }
        style.describe = { "\($0)" }
        library.register(style)
        let notationType = library.register(NativeType("FormatStyle.Notation"))
        var notation = NativeType("FormatStyle.Notation")
        for value in NumberFormat.Notation.allCases { notation.staticConstant(value.rawValue, .native(NativeObject(type: notationType, payload: value))) }
        library.register(notation)

        var precision = NativeType("FormatStyle.Precision")
        precision.staticMethod("fractionLength", [parameter(nil, "Int")]) { call in
            let digits = try call.int(0)
            guard digits >= 0 else { throw NativeError("a fraction length cannot be negative") }
            return .native(NativeObject(type: precisionType, payload: digits...digits))
        }
        precision.staticMethod("fractionLength", [parameter(nil, "ClosedRange<Int>")]) { call in
            guard case .range(let range) = call[0], case .int(let lower)? = range.lower, case .int(let upper)? = range.upper,
                  lower >= 0, lower <= upper else { throw NativeError("expected a range of fraction lengths such as 0...2") }
            return .native(NativeObject(type: precisionType, payload: lower...(range.isClosed ? upper : upper - 1)))
        }
        library.register(precision)

        for typeName in ["Int", "Double"] {
            var number = NativeType(typeName)
            number.method("formatted") { call in .string(NumberFormat(.number).string(for: call.receiver) ?? "") }
            number.method("formatted", [parameter(nil, "FormatStyle")]) { call in
                guard let format = call[0].payload(as: NumberFormat.self) else { throw NativeError("expected a number format style") }
                return .string(format.string(for: call.receiver) ?? "")
            }
            library.register(number)
        }
        library.registerAlias("Decimal", for: "Double")
    }
}

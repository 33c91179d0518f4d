import Foundation

/// A number format style as scene code writes it: `.number`, `.percent` or `.currency(code: "USD")`, with
/// `.precision(.fractionLength(2))` or `.precision(.fractionLength(0...2))`. Numbers are formatted by Foundation's own
/// format styles, as an iPhone set to US English formats them (`en_US`).
public struct NumberFormat: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case number, percent
        case currency(code: String)
    }

    public var kind: Kind
    /// The digits after the decimal point, when the scene fixes them.
    public var fractionLength: ClosedRange<Int>?

    public init(_ kind: Kind, fractionLength: ClosedRange<Int>? = nil) {
        self.kind = kind
        self.fractionLength = fractionLength
    }

    static let locale = Locale(identifier: "en_US")

    /// `value` formatted: an `Int` or a `Double` (an integer's `.percent` is that many percent, as in Swift).
    public func string(for value: Value) -> String? {
        switch value {
        case .int(let int): return string(int)
        case .double(let double): return string(double)
        default: return nil
        }
    }

    private func string(_ value: Int) -> String {
        let precision = fractionLength.map { NumberFormatStyleConfiguration.Precision.fractionLength($0) }
        switch kind {
        case .number: return value.formatted(IntegerFormatStyle<Int>(locale: Self.locale).precision(precision ?? .fractionLength(0)))
        case .percent: return value.formatted(IntegerFormatStyle<Int>.Percent(locale: Self.locale).precision(precision ?? .fractionLength(0)))
        case .currency(let code):
            var style = IntegerFormatStyle<Int>.Currency(code: code, locale: Self.locale)
            if let fractionLength { style = style.precision(.fractionLength(fractionLength)) }
            return value.formatted(style)
        }
    }

    private func string(_ value: Double) -> String {
        switch kind {
        case .number:
            let style = FloatingPointFormatStyle<Double>(locale: Self.locale)
            return value.formatted(fractionLength.map { style.precision(.fractionLength($0)) } ?? style)
        case .percent:
            let style = FloatingPointFormatStyle<Double>.Percent(locale: Self.locale)
            return value.formatted(fractionLength.map { style.precision(.fractionLength($0)) } ?? style)
        case .currency(let code):
            let style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: Self.locale)
            return value.formatted(fractionLength.map { style.precision(.fractionLength($0)) } ?? style)
        }
    }
}

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
        style.describe = { "\($0)" }
        library.register(style)

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

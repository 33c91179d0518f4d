import Foundation

/// Foundation's `NumberFormatter`, as code from before format styles uses it, formatting as an iPhone in US English
/// does: `numberStyle` (`.decimal`, `.currency`, `.percent`, `.spellOut`, `.ordinal`, …), the fraction and integer
/// digit counts, `currencyCode`, `usesGroupingSeparator`, `locale`, `string(from:)` and `number(from:)`. `NSNumber(value:)` is
/// the number itself, with `intValue` and `doubleValue`. A formatter is a class: set through a `let`, shared by copies.
enum NumberFormatterMembers {
    /// The styles by the names scene code writes.
    private static let styles: [(String, NumberFormatter.Style)] = [
        ("none", .none), ("decimal", .decimal), ("currency", .currency), ("percent", .percent), ("scientific", .scientific),
        ("spellOut", .spellOut), ("ordinal", .ordinal), ("currencyISOCode", .currencyISOCode), ("currencyPlural", .currencyPlural),
        ("currencyAccounting", .currencyAccounting),
    ]

    static func register(into library: NativeLibrary) {
        let formatterType = library.register(NativeType("NumberFormatter"))
        let styleType = library.register(NativeType("NumberFormatter.Style", conformances: ["Equatable", "Hashable"]))
        var style = NativeType("NumberFormatter.Style")
        for (name, value) in styles { style.staticConstant(name, .native(NativeObject(type: styleType, payload: value))) }
        style.describe = { payload in styles.first { $0.1 == payload as? NumberFormatter.Style }.map { ".\($0.0)" } ?? "Style" }
        library.register(style)

        var formatter = NativeType("NumberFormatter")
        formatter.initializer([]) { _ in
            let made = NumberFormatter()
            made.locale = Locale(identifier: "en_US")
            return .native(NativeObject(type: formatterType, object: made))
        }
        formatter.property("numberStyle", type: "NumberFormatter.Style", get: { value in
            .native(NativeObject(type: styleType, payload: try numberFormatter(value).numberStyle))
        }, set: { value, style in
            guard let style = style.payload(as: NumberFormatter.Style.self) else { throw NativeError("expected a NumberFormatter.Style") }
            try numberFormatter(value).numberStyle = style
        })
        let counts: [(String, ReferenceWritableKeyPath<NumberFormatter, Int>)] = [
            ("maximumFractionDigits", \.maximumFractionDigits), ("minimumFractionDigits", \.minimumFractionDigits),
            ("minimumIntegerDigits", \.minimumIntegerDigits), ("maximumIntegerDigits", \.maximumIntegerDigits),
        ]
        for (name, path) in counts {
            formatter.property(name, type: "Int", get: { .int(try numberFormatter($0)[keyPath: path]) }, set: { value, count in
                guard case .int(let count) = count else { throw NativeError("expected an Int") }
                try numberFormatter(value)[keyPath: path] = count
            })
        }
        formatter.property("usesGroupingSeparator", type: "Bool", get: { .bool(try numberFormatter($0).usesGroupingSeparator) }, set: { value, uses in
            guard case .bool(let uses) = uses else { throw NativeError("expected a Bool") }
            try numberFormatter(value).usesGroupingSeparator = uses
        })
        formatter.property("currencyCode", type: "String", get: { .string(try numberFormatter($0).currencyCode) }, set: { value, code in
            guard case .string(let code) = code else { throw NativeError("expected a String") }
            try numberFormatter(value).currencyCode = code
        })
        // A `Locale` is the embedder's type: its payload is Foundation's.
        formatter.property("locale", type: "Locale", get: { value in
            guard let type = library.type(named: "Locale") else { return .void }
            return .native(NativeObject(type: type, payload: try numberFormatter(value).locale as Locale))
        }, set: { value, locale in
            guard let locale = locale.payload(as: Locale.self) else { throw NativeError("expected a Locale") }
            try numberFormatter(value).locale = locale
        })
        for label in ["from", "for"] {
            formatter.method("string", [parameter(label)]) { call in
                guard let number = number(call[0].unwrappedOptional) else { return .optional(nil) }
                return .optional(try numberFormatter(call.receiver).string(from: number).map(Value.string))
            }
        }
        formatter.method("number", [parameter("from", "String")]) { call in
            guard let number = try numberFormatter(call.receiver).number(from: try call.string(0)) else { return .optional(nil) }
            let double = number.doubleValue
            return .optional(double == double.rounded() && abs(double) < 1e15 ? .int(Int(double)) : .double(double))
        }
        library.register(formatter)

        var nsNumber = NativeType("NSNumber")
        nsNumber.initializer([parameter("value")]) { call in call[0] }
        library.register(nsNumber)
        for name in ["Int", "Double"] {
            var number = NativeType(name)
            number.property("intValue", type: "Int") { .int(Int(exactly: ($0.doubleValue ?? 0).rounded(.towardZero)) ?? 0) }
            number.property("doubleValue", type: "Double") { .double($0.doubleValue ?? 0) }
            library.register(number)
        }
    }

    private static func numberFormatter(_ value: Value) throws -> NumberFormatter {
        guard let formatter = value.payload(as: NumberFormatter.self) else { throw NativeError("expected a NumberFormatter") }
        return formatter
    }

    /// A number argument as Foundation's `NSNumber`.
    private static func number(_ value: Value) -> NSNumber? {
        switch value {
        case .int(let int): NSNumber(value: int)
        case .double(let double): NSNumber(value: double)
        default: nil
        }
    }
}

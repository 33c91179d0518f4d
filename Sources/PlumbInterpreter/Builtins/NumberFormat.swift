import Foundation

/// A number format style as scene code writes it: `.number`, `.percent` or `.currency(code: "USD")`, with
/// `.precision(.fractionLength(2))` or `.precision(.fractionLength(0...2))`. Numbers are formatted by Foundation's own
/// format styles, as an iPhone set to US English formats them (`en_US`).
public struct NumberFormat: Sendable {
    public enum Kind: Hashable, Sendable {
        case number, percent
        case currency(code: String)
    }

    /// `notation(_:)` of a number: as it is, `12K` (`.compactName`) or `1.24E4` (`.scientific`).
    public enum Notation: String, Hashable, Sendable, CaseIterable {
        case automatic, compactName, scientific
    }

    public var kind: Kind
    /// The digits after the decimal point, when the scene fixes them.
    public var fractionLength: ClosedRange<Int>?
    public var notation = Notation.automatic
    /// `rounded(rule:increment:)`: the value is rounded to a multiple of the increment by the rule before it is
    /// formatted.
    public var rounding: (rule: FloatingPointRoundingRule, increment: Double)?

    public init(_ kind: Kind, fractionLength: ClosedRange<Int>? = nil) {
        self.kind = kind
        self.fractionLength = fractionLength
    }

    static let locale = Locale(identifier: "en_US")

    /// `value` formatted: an `Int` or a `Double` (an integer's `.percent` is that many percent, as in Swift).
    public func string(for value: Value) -> String? {
        switch (value, rounding) {
        case (.int(let int), nil): return string(int)
        case (.int(let int), let (rule, increment)?): return string((Double(int) / increment).rounded(rule) * increment)
        case (.double(let double), nil): return string(double)
        case (.double(let double), let (rule, increment)?): return string((double / increment).rounded(rule) * increment)
        default: return nil
        }
    }

    private func string(_ value: Int) -> String {
        switch kind {
        case .number:
            let style = IntegerFormatStyle<Int>(locale: Self.locale).notation(foundationNotation)
            return value.formatted(fractionLength.map { style.precision(.fractionLength($0)) } ?? style)
        case .percent:
            let style = IntegerFormatStyle<Int>.Percent(locale: Self.locale)
            return value.formatted(fractionLength.map { style.precision(.fractionLength($0)) } ?? style)
        case .currency(let code):
            let style = IntegerFormatStyle<Int>.Currency(code: code, locale: Self.locale)
            return value.formatted(fractionLength.map { style.precision(.fractionLength($0)) } ?? style)
        }
    }

    private var foundationNotation: NumberFormatStyleConfiguration.Notation {
        switch notation {
        case .automatic: .automatic
        case .compactName: .compactName
        case .scientific: .scientific
        }
    }

    private func string(_ value: Double) -> String {
        switch kind {
        case .number:
            let style = FloatingPointFormatStyle<Double>(locale: Self.locale).notation(foundationNotation)
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

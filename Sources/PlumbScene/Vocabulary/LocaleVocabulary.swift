import Foundation
import PlumbInterpreter

/// Foundation's `Locale` and `TimeZone`, as date code sets them on a `DateFormatter`: `Locale(identifier:)`,
/// `Locale.current` (`en_US`, the preview's), `identifier`, `currency` (its `identifier`, `USD`) and `currencyCode`; `TimeZone(identifier:)` and `TimeZone(secondsFromGMT:)`
/// (both failable, as in Foundation), `TimeZone.current` (the machine's), `.gmt`, `identifier`, `secondsFromGMT()`.
/// A formatter writes its `dateFormat` in its locale (month and weekday names) and time zone; its date and time
/// styles stay `en_US`'s, in its time zone.
enum LocaleVocabulary {
    /// The locale a preview runs in.
    static let preview = Locale(identifier: "en_US")

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var locale = NativeType("Locale", conformances: ["Equatable", "Hashable"])
        locale.initializer([NativeParameter("identifier", "String")]) { call in types.make("Locale", Locale(identifier: try call.string(0))) }
        locale.staticProperties.append(NativeProperty("current") { _ in types.make("Locale", preview) })
        locale.staticProperties.append(NativeProperty("autoupdatingCurrent") { _ in types.make("Locale", preview) })
        locale.computed("identifier") { (locale: Locale) in .string(locale.identifier) }
        // The currency, as currency formats name it (`.currency(code: Locale.current.currency?.identifier ?? "USD")`).
        locale.computed("currency") { (locale: Locale) in .optional(locale.currencyCode.map { types.make("Locale.Currency", $0) }) }
        locale.computed("currencyCode") { (locale: Locale) in .optional(locale.currencyCode.map(Value.string)) }
        locale.describe = { ($0 as! Locale).identifier }
        library.register(locale)
        var currency = NativeType("Locale.Currency", conformances: ["Equatable", "Hashable"])
        currency.computed("identifier") { (code: String) in .string(code) }
        currency.describe = { "\($0)" }
        library.register(currency)

        var timeZone = NativeType("TimeZone", conformances: ["Equatable", "Hashable"])
        timeZone.initializer([NativeParameter("identifier", "String")]) { call in
            .optional(TimeZone(identifier: try call.string(0)).map { types.make("TimeZone", $0) })
        }
        timeZone.initializer([NativeParameter("secondsFromGMT", "Int")]) { call in
            .optional(TimeZone(secondsFromGMT: try call.int(0)).map { types.make("TimeZone", $0) })
        }
        timeZone.staticProperties.append(NativeProperty("current") { _ in types.make("TimeZone", TimeZone.current) })
        timeZone.staticProperties.append(NativeProperty("gmt") { _ in types.make("TimeZone", TimeZone(secondsFromGMT: 0)!) })
        timeZone.computed("identifier") { (zone: TimeZone) in .string(zone.identifier) }
        timeZone.method("secondsFromGMT") { call in .int(try call.receiverPayload(TimeZone.self).secondsFromGMT()) }
        timeZone.describe = { ($0 as! TimeZone).identifier }
        library.register(timeZone)
    }
}

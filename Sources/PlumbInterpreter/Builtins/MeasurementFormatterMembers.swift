import Foundation

/// Foundation's `MeasurementFormatter` as an iPhone set to US English writes a measurement in the unit it was given
/// (`unitOptions = .providedUnit`): the number with grouping and at most three fraction digits, then the unit — its
/// symbol after a space (`.medium`, the default), right after the number (`.short`), or its name (`.long`,
/// "1 kilometer", "5 kilometers"); a unit alone is its symbol (its name in the long style). Without `.providedUnit` an iPhone converts to its region's preferred unit first;
/// Plumb keeps the given one.
enum MeasurementFormatterMembers {
    static func register(into library: NativeLibrary) {
        let formatterType = library.register(NativeType("MeasurementFormatter"))
        let optionsType = library.register(NativeType("MeasurementFormatter.UnitOptions"))
        // `Formatter`, the formatters' base class, is registered for the style nested in it: a type written
        // `Formatter.UnitStyle` is found through it.
        library.register(NativeType("Formatter"))
        let styleType = library.register(NativeType("Formatter.UnitStyle"))
        var options = NativeType("MeasurementFormatter.UnitOptions")
        for name in ["providedUnit", "naturalScale", "temperatureWithoutUnit"] {
            options.staticConstant(name, .native(NativeObject(type: optionsType, payload: name)))
        }
        options.arrayLiteral = { _ in .native(NativeObject(type: optionsType, payload: "providedUnit")) }
        library.register(options)
        var style = NativeType("Formatter.UnitStyle")
        for name in ["short", "medium", "long"] { style.staticConstant(name, .native(NativeObject(type: styleType, payload: name))) }
        library.register(style)

        var formatter = NativeType("MeasurementFormatter")
        formatter.initializer([]) { _ in .native(NativeObject(type: formatterType, payload: UnitStyleFormatter())) }
        formatter.property("unitOptions", type: "MeasurementFormatter.UnitOptions", get: { _ in
            .native(NativeObject(type: optionsType, payload: "providedUnit"))
        }) { _, _ in }
        UnitStyleFormatter.addUnitStyle(to: &formatter, styleType: styleType)
        formatter.method("string", [parameter("from", "Measurement")]) { call in
            guard let measured = call[0].payload(as: MeasurementMembers.MeasurementPayload.self) else { throw call.mismatch(0, "Measurement") }
            return .string(string(measured, style: UnitStyleFormatter.style(of: call.receiver)))
        }
        // A unit alone: its symbol, or its name in the long style.
        formatter.method("string", [parameter("from", "Unit")]) { call in
            guard let unit = call[0].payload(as: MeasurementMembers.UnitPayload.self) else { throw call.mismatch(0, "Unit") }
            return .string(UnitStyleFormatter.style(of: call.receiver) == "long" ? spokenName(unit.name) : unit.symbol)
        }
        library.register(formatter)
    }

    /// A unit's name as words (`fluidOunces` → "fluid ounces").
    private static func spokenName(_ name: String) -> String {
        name.unicodeScalars.reduce("") { $0 + (CharacterSet.uppercaseLetters.contains($1) ? " " + String($1).lowercased() : String($1)) }
    }

    /// A measured number as the formatters write it: grouped, with at most three fraction digits.
    static func number(_ value: Double) -> String {
        value.formatted(.number.precision(.fractionLength(0...3)).locale(NumberFormat.locale))
    }

    static func string(_ measured: MeasurementMembers.MeasurementPayload, style: String) -> String {
        let number = number(measured.value)
        switch style {
        case "short": return number + measured.unit.symbol
        case "long":
            let name = measured.value == 1 && measured.unit.name.hasSuffix("s") ? String(measured.unit.name.dropLast()) : measured.unit.name
            return number + " " + spokenName(name)
        default: return number + " " + measured.unit.symbol
        }
    }
}

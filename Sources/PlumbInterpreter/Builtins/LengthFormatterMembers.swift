/// Foundation's `LengthFormatter` as an iPhone set to US English writes a value in the unit it is given
/// (`string(fromValue:unit:)`): the number as ``MeasurementFormatterMembers`` writes it, then the unit's symbol after
/// a space (`.medium`, the default), right after the number (`.short`), or its name (`.long`: "1 kilometer",
/// "4.5 kilometers"); `unitString(fromValue:unit:)` is the unit alone in the same style.
enum LengthFormatterMembers {
    /// `LengthFormatter.Unit`'s cases: each with its symbol and its name.
    private static let units: [(name: String, symbol: String)] = [
        ("millimeter", "mm"), ("centimeter", "cm"), ("meter", "m"), ("kilometer", "km"),
        ("inch", "in"), ("foot", "ft"), ("yard", "yd"), ("mile", "mi"),
    ]

    static func register(into library: NativeLibrary) {
        let formatterType = library.register(NativeType("LengthFormatter"))
        let unitType = library.register(NativeType("LengthFormatter.Unit"))
        var unit = NativeType("LengthFormatter.Unit")
        for (index, entry) in units.enumerated() { unit.staticConstant(entry.name, .native(NativeObject(type: unitType, payload: index))) }
        library.register(unit)

        var formatter = NativeType("LengthFormatter")
        formatter.initializer([]) { _ in .native(NativeObject(type: formatterType, payload: UnitStyleFormatter())) }
        // `Formatter.UnitStyle` is registered with `MeasurementFormatter`, before this.
        UnitStyleFormatter.addUnitStyle(to: &formatter, styleType: library.types["Formatter.UnitStyle"]!)
        for (name, writesNumber) in [("string", true), ("unitString", false)] {
            formatter.method(name, [parameter("fromValue", "Double"), parameter("unit", "LengthFormatter.Unit")]) { call in
                let value = try call.double(0)
                guard let index = call[1].payload(as: Int.self) else { throw call.mismatch(1, "LengthFormatter.Unit") }
                let written = string(value, units[index], style: UnitStyleFormatter.style(of: call.receiver))
                return .string(writesNumber ? written.number + written.separator + written.unit : written.unit)
            }
        }
        library.register(formatter)
    }

    /// The number, what goes between it and the unit, and the unit, in `style`.
    private static func string(_ value: Double, _ unit: (name: String, symbol: String), style: String) -> (number: String, separator: String, unit: String) {
        let number = MeasurementFormatterMembers.number(value)
        switch style {
        case "short": return (number, "", unit.symbol)
        case "long":
            let plural = unit.name == "inch" ? "inches" : unit.name == "foot" ? "feet" : unit.name + "s"
            return (number, " ", value == 1 ? unit.name : plural)
        default: return (number, " ", unit.symbol)
        }
    }
}

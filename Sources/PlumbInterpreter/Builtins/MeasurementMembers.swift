import Foundation

/// Foundation's measurements: the `Dimension` subclasses apps convert between — `UnitLength`, `UnitMass`,
/// `UnitDuration`, `UnitTemperature`, `UnitVolume`, `UnitSpeed` — with Foundation's symbols and linear converters
/// (coefficient to the base unit, and a constant for temperatures), `Measurement(value:unit:)`, its `value`, `unit`
/// and `converted(to:)` within its dimension, and a unit's `symbol`.
enum MeasurementMembers {
    /// A unit: its dimension (the type's name), symbol, and how a value in it becomes one in the base unit.
    struct UnitPayload: Hashable {
        let dimension: String
        let name: String
        let symbol: String
        let coefficient: Double
        var constant = 0.0

        func toBase(_ value: Double) -> Double { value * coefficient + constant }
        func fromBase(_ value: Double) -> Double { (value - constant) / coefficient }
    }

    struct MeasurementPayload: Hashable {
        let value: Double
        let unit: UnitPayload
    }

    /// Foundation's units: name, symbol, coefficient (and constant) to the dimension's base unit.
    static let units: [(dimension: String, units: [(String, String, Double, Double)])] = [
        ("UnitLength", [
            ("kilometers", "km", 1000, 0), ("meters", "m", 1, 0), ("centimeters", "cm", 0.01, 0), ("millimeters", "mm", 0.001, 0),
            ("miles", "mi", 1609.34, 0), ("yards", "yd", 0.9144, 0), ("feet", "ft", 0.3048, 0), ("inches", "in", 0.0254, 0),
            ("nauticalMiles", "NM", 1852, 0),
        ]),
        ("UnitMass", [
            ("kilograms", "kg", 1, 0), ("grams", "g", 0.001, 0), ("milligrams", "mg", 0.000001, 0), ("metricTons", "t", 1000, 0),
            ("pounds", "lb", 0.453592, 0), ("ounces", "oz", 0.0283495, 0), ("stones", "st", 6.35029, 0),
        ]),
        ("UnitDuration", [("hours", "hr", 3600, 0), ("minutes", "min", 60, 0), ("seconds", "s", 1, 0), ("milliseconds", "ms", 0.001, 0)]),
        ("UnitTemperature", [("kelvin", "K", 1, 0), ("celsius", "°C", 1, 273.15), ("fahrenheit", "°F", 0.55555555555556, 255.37222222222427)]),
        ("UnitVolume", [
            ("liters", "L", 1, 0), ("milliliters", "mL", 0.001, 0), ("cubicMeters", "m³", 1000, 0), ("teaspoons", "tsp", 0.00492892, 0),
            ("tablespoons", "tbsp", 0.0147868, 0), ("fluidOunces", "fl oz", 0.0295735, 0), ("cups", "cup", 0.24, 0),
            ("pints", "pt", 0.473176, 0), ("quarts", "qt", 0.946353, 0), ("gallons", "gal", 3.78541, 0),
        ]),
        ("UnitSpeed", [("metersPerSecond", "m/s", 1, 0), ("kilometersPerHour", "km/h", 0.277778, 0), ("milesPerHour", "mph", 0.44704, 0),
                       ("knots", "kn", 0.514444, 0)]),
    ]

    static func register(into library: NativeLibrary) {
        for name in ["Unit", "Dimension"] { library.register(NativeType(name, conformances: ["Hashable", "Equatable"], isProtocol: true)) }
        for (dimension, members) in units {
            let typeInfo = library.register(NativeType(dimension, conformances: ["Dimension", "Unit", "Hashable", "Equatable"]))
            var type = NativeType(dimension, conformances: ["Dimension", "Unit", "Hashable", "Equatable"])
            for (name, symbol, coefficient, constant) in members {
                let unit = UnitPayload(dimension: dimension, name: name, symbol: symbol, coefficient: coefficient, constant: constant)
                type.staticConstant(name, .native(NativeObject(type: typeInfo, payload: unit)))
            }
            type.property("symbol", type: "String") { .string($0.payload(as: UnitPayload.self)?.symbol ?? "") }
            type.describe = { ($0 as? UnitPayload)?.symbol ?? "" }
            library.register(type)
        }

        let measurementType = library.register(NativeType("Measurement", conformances: ["Hashable", "Equatable", "Comparable"]))
        var measurement = NativeType("Measurement", conformances: ["Hashable", "Equatable", "Comparable"])
        func make(_ value: Double, _ unit: UnitPayload) -> Value {
            .native(NativeObject(type: measurementType, payload: MeasurementPayload(value: value, unit: unit)))
        }
        func unit(_ call: NativeCall, _ index: Int) throws -> UnitPayload {
            guard let unit = call[index].payload(as: UnitPayload.self) else { throw call.mismatch(index, "Unit") }
            return unit
        }
        func payload(_ value: Value) -> MeasurementPayload? { value.payload(as: MeasurementPayload.self) }
        measurement.initializer([parameter("value", "Double"), parameter("unit", "Unit")]) { call in make(try call.double(0), try unit(call, 1)) }
        measurement.property("value", type: "Double") { .double(payload($0)?.value ?? 0) }
        measurement.property("unit", type: "Unit") { value in
            guard let unit = payload(value)?.unit, let type = library.types[unit.dimension] else { return .void }
            return .native(NativeObject(type: type, payload: unit))
        }
        measurement.method("converted", [parameter("to", "Unit")]) { call in
            guard let measured = payload(call.receiver) else { throw NativeError("converted(to:) needs a Measurement") }
            let target = try unit(call, 0)
            guard target.dimension == measured.unit.dimension else {
                throw NativeError("cannot convert a \(measured.unit.dimension) measurement to \(target.dimension)")
            }
            return make(target.fromBase(measured.unit.toBase(measured.value)), target)
        }
        measurement.describe = { payload in
            guard let measured = payload as? MeasurementPayload else { return "" }
            return "\(measured.value) \(measured.unit.symbol)"
        }
        library.register(measurement)
    }
}

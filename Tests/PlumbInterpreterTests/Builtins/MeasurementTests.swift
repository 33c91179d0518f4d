import Testing
@testable import PlumbInterpreter

@Test func measurementsConvertWithinTheirDimension() throws {
    #expect(try output("""
    func main() {
        let grams = Measurement(value: 1500, unit: UnitMass.grams)
        let kilos = grams.converted(to: UnitMass.kilograms)
        let boiling = Measurement(value: 100, unit: UnitTemperature.celsius).converted(to: .fahrenheit)
        let unit: Dimension = UnitDuration.hours
        let seconds = Measurement(value: 2, unit: unit).converted(to: UnitDuration.seconds)
        print(kilos.value, kilos.unit.symbol, (boiling.value * 1000).rounded() / 1000, seconds.value, UnitLength.feet.symbol)
        let typed = Double("x") ?? 0
        print(typed)
    }
    """) == "1.5 kg 212.0 7200.0 ft\n0.0\n")
}

@Test func aMeasurementFormatterWritesTheGivenUnitInEachStyle() throws {
    #expect(try output("""
    func main() {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .providedUnit
        let distance = Measurement(value: 1234.5678, unit: UnitLength.kilometers)
        print(formatter.string(from: distance))
        formatter.unitStyle = .short
        print(formatter.string(from: distance), formatter.string(from: UnitVolume.fluidOunces))
        formatter.unitStyle = .long
        print(formatter.string(from: Measurement(value: 1, unit: UnitLength.kilometers)), formatter.string(from: UnitVolume.fluidOunces))
    }
    """) == "1,234.568 km\n1,234.568km fl oz\n1 kilometer fluid ounces\n")
}

@Test func lengthFormatterWritesAValueInTheUnitGiven() throws {
    #expect(try output("""
    func main() {
        let formatter = LengthFormatter()
        print(formatter.string(fromValue: 4.5, unit: .kilometer), formatter.string(fromValue: 1234.5678, unit: .meter))
        print(formatter.unitString(fromValue: 3, unit: .mile))
        formatter.unitStyle = .short
        print(formatter.string(fromValue: 12, unit: .centimeter))
        formatter.unitStyle = .long
        print(formatter.string(fromValue: 1, unit: .foot), formatter.string(fromValue: 2, unit: .foot), formatter.string(fromValue: 0.5, unit: .kilometer))
    }
    """) == """
    4.5 km 1,234.568 m
    mi
    12cm
    1 foot 2 feet 0.5 kilometers

    """)
}

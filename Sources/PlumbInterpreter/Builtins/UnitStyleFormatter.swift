/// What `MeasurementFormatter` and `LengthFormatter` hold: their `unitStyle`, `.medium` unless set.
final class UnitStyleFormatter {
    var style = "medium"

    /// The style of the formatter `value` is (`.medium` for any other value).
    static func style(of value: Value) -> String {
        value.payload(as: UnitStyleFormatter.self)?.style ?? "medium"
    }

    /// Adds `unitStyle` to `formatter`, read and written as a `Formatter.UnitStyle` (`styleType`, whose values hold
    /// the style's name).
    static func addUnitStyle(to formatter: inout NativeType, styleType: TypeInfo) {
        formatter.property("unitStyle", type: "Formatter.UnitStyle", get: { value in
            .native(NativeObject(type: styleType, payload: style(of: value)))
        }) { value, style in
            value.payload(as: UnitStyleFormatter.self)?.style = style.payload(as: String.self) ?? "medium"
        }
    }
}

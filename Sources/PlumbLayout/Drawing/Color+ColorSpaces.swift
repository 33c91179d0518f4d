import Foundation

extension Color {
    /// A Display P3 colour as extended sRGB: its components decoded with the sRGB transfer function (P3 uses it),
    /// taken from P3's primaries to sRGB's (both D65) by the matrix of the two spaces' RGB→XYZ matrices, and encoded
    /// again; a colour outside sRGB's gamut gets components below 0 or above 1.
    public init(displayP3Red red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let linear = [red, green, blue].map(Self.linearFromSRGB)
        let converted = Self.displayP3ToSRGB.map { row in zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 } }
        self.init(linearRed: converted[0], green: converted[1], blue: converted[2], opacity: opacity)
    }

    /// A colour of linear-light sRGB components (`Color(.sRGBLinear, …)`, an `extended-linear-srgb` colour set),
    /// encoded with the sRGB transfer function.
    public init(linearRed red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: Self.sRGBFromLinear(red), green: Self.sRGBFromLinear(green), blue: Self.sRGBFromLinear(blue), opacity: opacity)
    }

    /// A grey of the Gray Gamma 2.2 space (`gray-gamma-2.2`, `extended-gray` in an asset catalog): `white` raised
    /// to 2.2 is its linear light, encoded as sRGB.
    public init(grayGamma22 white: Double, opacity: Double = 1) {
        let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
        self.init(linearRed: linear, green: linear, blue: linear, opacity: opacity)
    }

    /// Linear Display P3 → linear sRGB (rows give sRGB's red, green, blue).
    static let displayP3ToSRGB: [[Double]] = [
        [1.2249401762805598, -0.22494017628055996, 0],
        [-0.042056954709688163, 1.0420569547096881, 0],
        [-0.019637554590334432, -0.078636045550631889, 1.0982736001409663],
    ]

    /// The sRGB transfer function's inverse, extended to negative values by symmetry.
    static func linearFromSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The sRGB transfer function, extended to negative values by symmetry.
    static func sRGBFromLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}

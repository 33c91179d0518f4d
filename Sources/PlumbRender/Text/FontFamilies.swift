import PlumbLayout

/// The font families text is set in, matched through fontconfig. DejaVu by default, so pictures are the same on
/// every machine with `fonts-dejavu-core`.
public struct FontFamilies: Hashable, Sendable {
    /// For the default and rounded designs (the CLI's `--font FAMILY`).
    public var sans: String
    public var serif: String
    public var monospaced: String

    public init(sans: String = "DejaVu Sans", serif: String = "DejaVu Serif", monospaced: String = "DejaVu Sans Mono") {
        self.sans = sans
        self.serif = serif
        self.monospaced = monospaced
    }

    /// The family a font of `design` is set in.
    public func family(for design: PlumbLayout.Font.Design) -> String {
        switch design {
        case .default, .rounded: sans
        case .serif: serif
        case .monospaced: monospaced
        }
    }
}

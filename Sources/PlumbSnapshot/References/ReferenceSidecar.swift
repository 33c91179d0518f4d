import Foundation

/// What made a reference: Plumb's version, the font text was drawn in and the pixel scale, kept beside it
/// (`<preview>.meta.json`), so a reference made otherwise is named as such rather than taken for a regression.
public struct ReferenceSidecar: Codable, Hashable, Sendable {
    public var plumb: String
    public var font: String
    public var scale: Double

    public init(plumb: String, font: String, scale: Double) {
        self.plumb = plumb
        self.font = font
        self.scale = scale
    }

    /// `Plumb 0.1.0, Inter 4.000, 2×`.
    public var description: String { "Plumb \(plumb), \(font), \(formatted(scale))×" }

    /// The warning for a reference made otherwise than `current`; nil when both agree.
    public func mismatch(with current: ReferenceSidecar) -> String? {
        guard self != current else { return nil }
        return "the reference was made with \(description), this run uses \(current.description): differences may come from that, not from the layout"
    }

    private func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

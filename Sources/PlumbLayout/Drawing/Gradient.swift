import Foundation

/// `Gradient`: colours at locations from 0 to 1 along whatever a gradient style spreads them over.
public struct Gradient: Hashable, Sendable, CustomStringConvertible {
    /// `Gradient.Stop(color:location:)`.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// `Gradient(stops:)`: the stops in order of location, which drawing needs; stops at one location keep their order
    /// (a hard edge between their colours).
    public init(stops: [Stop]) {
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// `Gradient(colors:)`: the colours evenly spaced from 0 to 1 (a single colour at 0).
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    public var description: String {
        "Gradient(stops: [" + stops.map { "\($0.color) at \(formatLength($0.location))" }.joined(separator: ", ") + "])"
    }
}

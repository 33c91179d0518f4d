import Foundation

/// One file of an asset image: the path of its pixels and how many of them make a point (an image set's `1x`,
/// `2x`, `3x`).
public struct ImageRepresentation: Hashable, Sendable {
    public var file: String
    public var scale: CGFloat

    public init(file: String, scale: CGFloat) {
        self.file = file
        self.scale = scale
    }
}

extension ImageContent {
    /// The file drawn on a display of `displayScale` pixels per point, as UIKit picks from an image set: the scale
    /// nearest it, the larger of two as near (a 3× screen takes the 3× file, else the 2×; a 2× screen between 1× and
    /// 3× takes the 3×).
    public func representation(for displayScale: CGFloat) -> ImageRepresentation? {
        representations.min { a, b in
            let (distanceA, distanceB) = (abs(a.scale - displayScale), abs(b.scale - displayScale))
            return distanceA != distanceB ? distanceA < distanceB : a.scale > b.scale
        }
    }
}

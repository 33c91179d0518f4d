import Foundation
import PlumbLayout

/// How an image is painted: the files of an asset image, and whether it is drawn as a template. A symbol or a
/// placeholder has neither.
public struct ImagePaint: LeafPaint, Hashable {
    /// The files of an asset image, one per scale. The painter draws the one of ``representation(for:)``, stretched
    /// over the image's frame.
    public var representations: [ImageRepresentation]
    /// Whether the image is drawn as a template: its alpha filled with the foreground style
    /// (`renderingMode(.template)`, an image set's `template-rendering-intent`).
    public var isTemplate: Bool

    public init(representations: [ImageRepresentation] = [], isTemplate: Bool = false) {
        self.representations = representations
        self.isTemplate = isTemplate
    }

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

import Foundation
import PlumbLayout
import PlumbRender

/// A preview as a snapshot takes it: the picture and the layout record (``SolvedTree/json``).
public struct PreviewSnapshot: Sendable {
    public var image: RenderedImage
    /// The solved tree as `plumb solve --json` prints it.
    public var layoutJSON: String
    /// What solving and drawing warned of, swiftc-style.
    public var warnings: [String]
    /// How long loading's share, solving and drawing took, in seconds.
    public var duration: TimeInterval

    public var layout: LayoutRecord { get throws { try LayoutRecord(json: Data(layoutJSON.utf8)) } }
}

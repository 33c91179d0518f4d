import Foundation
import PlumbLayout
import PlumbRender

/// A snapshot against its reference: the pictures by ``ImageComparison``, the layouts by ``LayoutDiff`` (to
/// `layoutTolerance` points), and the sidecars (a mismatch is a warning).
public struct SnapshotComparison: Hashable, Sendable {
    public var image: ImageComparison
    public var layoutTolerance: Double

    public init(image: ImageComparison = ImageComparison(), layoutTolerance: Double = 0.01) {
        self.image = image
        self.layoutTolerance = layoutTolerance
    }

    /// What differs; ``Difference/isEmpty`` when the snapshot matches. A layout reference that cannot be read
    /// counts as a layout that changed entirely.
    public func compare(_ snapshot: PreviewSnapshot, reference: RenderedImage, referenceLayout: Data) -> Difference {
        let pixels = image.compare(reference, snapshot.image)
        var layout: LayoutDiff?
        var unreadableLayout: String?
        do {
            layout = LayoutDiff(reference: try LayoutRecord(json: referenceLayout), actual: try snapshot.layout, tolerance: layoutTolerance)
        } catch {
            unreadableLayout = "the layout reference cannot be read: \(error)"
        }
        return Difference(pixels: pixels, layout: layout ?? LayoutDiff(changes: []), unreadableLayout: unreadableLayout)
    }

    /// What a comparison found.
    public struct Difference: Hashable, Sendable {
        public var pixels: ImageComparison.Result
        public var layout: LayoutDiff
        /// Why the layout reference could not be compared, when it could not.
        public var unreadableLayout: String?

        public var isEmpty: Bool { pixels.matches && layout.isEmpty && unreadableLayout == nil }

        /// `4.20 % of pixels differ (1210 of 28800)`, then `the layout changed:` and the layout diff, a change a line.
        public var summary: String {
            var lines: [String] = []
            if !pixels.matches { lines.append(pixels.summary) }
            if let unreadableLayout { lines.append(unreadableLayout) }
            if !layout.isEmpty { lines.append(layout.description) }
            return lines.joined(separator: "\n")
        }
    }
}

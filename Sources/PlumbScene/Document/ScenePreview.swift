import Foundation
import PlumbInterpreter

/// One thing a scene file can show: a `#Preview`, or (without one) its `ContentView`.
public struct ScenePreview: Hashable, Sendable {
    /// How big the preview is when the caller does not say.
    public enum Layout: Hashable, Sendable {
        /// The device size (390×844 from the command line; the window in the viewer).
        case device
        /// `traits: .fixedLayout(width:height:)`.
        case fixed(CGSize)
        /// `traits: .sizeThatFitsLayout`: the root's ideal size.
        case sizeThatFits
        /// `traits: .landscapeLeft` or `.landscapeRight`: the device turned on its side (844×390 from the command line).
        case landscape
    }

    /// `#Preview("Name")`'s name; the view type's name for a file without previews.
    public var name: String?
    public var layout: Layout
    public var location: SourceLocation?

    /// How the preview is listed: its name, or its position.
    public func title(index: Int) -> String {
        name ?? "Preview \(index + 1)"
    }
}

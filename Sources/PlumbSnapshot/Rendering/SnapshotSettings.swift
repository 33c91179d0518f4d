import Foundation
import PlumbRender

/// What every snapshot of a run is taken with: the pixel scale and the moment `Date()` is.
public struct SnapshotSettings: Hashable, Sendable {
    /// Pixels per point.
    public var scale: CGFloat
    /// The moment `Date()` and `Date.now` are, so a preview that shows the date gives the same picture every run.
    public var now: Date

    /// 2× pixels (what a Retina screen shows), and 9:41 in Cupertino on 9 January 2007, the moment Apple's screenshots show.
    public init(scale: CGFloat = 2, now: Date = SnapshotSettings.defaultNow) {
        self.scale = scale
        self.now = now
    }

    public static let defaultNow = Date(timeIntervalSince1970: 1_168_364_460)
}

import Foundation
import PlumbLayout

/// The window a tree was solved in and its safe area: where a fill that ignores the safe area is painted. A fill
/// whose frame touches the safe area's boundary on an edge it ignores extends to the window's edge there, as
/// SwiftUI paints `Color.blue.ignoresSafeArea()` and `background(.blue)` (SEMANTICS §10).
struct SafeAreaBleed {
    let window: CGSize
    let insets: EdgeInsets

    /// `frame`, extended to the window's edge on each of `edges` where it touches the safe area.
    func extending(_ frame: CGRect, into edges: Edge.Set) -> CGRect {
        let tolerance: CGFloat = 0.5
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), minY <= insets.top + tolerance { minY = min(minY, 0) }
        if edges.contains(.leading), minX <= insets.leading + tolerance { minX = min(minX, 0) }
        if edges.contains(.bottom), maxY >= window.height - insets.bottom - tolerance { maxY = max(maxY, window.height) }
        if edges.contains(.trailing), maxX >= window.width - insets.trailing - tolerance { maxX = max(maxX, window.width) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

import Foundation

extension CGRect {
    /// Equal within a thousandth of a point (frames from divisions such as 398 / 3).
    func isClose(to other: CGRect) -> Bool {
        abs(minX - other.minX) < 1e-3 && abs(minY - other.minY) < 1e-3 && abs(width - other.width) < 1e-3 && abs(height - other.height) < 1e-3
    }
}

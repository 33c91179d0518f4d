import Foundation

extension CGRect {
    /// Whether every coordinate is finite: the only rectangles Cairo can draw (one that is not puts the context in
    /// an error state that silences everything after it).
    var isDrawable: Bool { [minX, minY, width, height].allSatisfy(\.isFinite) }
}

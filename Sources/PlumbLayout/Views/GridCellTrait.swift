import Foundation

/// What a view tells the `Grid` (or lazy grid) it is a cell of. Like `layoutValue`, a trait survives the modifiers applied after
/// it; the outermost one of each kind wins.
public enum GridCellTrait: Hashable, Sendable {
    /// `gridCellColumns(_:)`: the number of columns the cell spans.
    case columns(Int)
    /// `gridColumnAlignment(_:)`: the horizontal alignment of the cell's whole column.
    case columnAlignment(AlignmentKey)
    /// `gridCellAnchor(_:)`: the cell's unit point meets the view's.
    case anchor(UnitPoint)
    /// `gridCellUnsizedAxes(_:)`: the axes on which the cell does not size its column or row, and takes theirs.
    case unsizedAxes(Axis.Set)
    /// A `Section`'s header or footer: in a `LazyVGrid` or `LazyHGrid`, a line of its own across the grid.
    case sectionHeaderOrFooter

    /// The modifier's name in SwiftUI.
    var name: String {
        switch self {
        case .columns: "gridCellColumns"
        case .columnAlignment: "gridColumnAlignment"
        case .anchor: "gridCellAnchor"
        case .unsizedAxes: "gridCellUnsizedAxes"
        case .sectionHeaderOrFooter: "Section"
        }
    }
}

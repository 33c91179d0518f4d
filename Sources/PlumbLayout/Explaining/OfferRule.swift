import Foundation

/// How a parent arrived at the proposal it placed a child with. The child's proposal itself is the solved node's
/// ``SolvedNode/proposal``; these are the operands that gave it.
public enum OfferRule: Hashable, Sendable {
    /// The root: the window less its safe area, the root centred in what is left (§1.3).
    case window(size: CGSize, safeArea: EdgeInsets)
    /// The root of a preview sized to fit its content: the proposal it was solved for.
    case root
    /// An `HStack` or `VStack` shared out its length (§3.1).
    case stack(StackShare)
    /// An `HStack` or `VStack` asked for its ideal length proposes `nil` along its axis to every child (§3.1 step 2).
    case stackIdeal(axis: Axis)
    /// `frame(width:height:)`: its lengths in place of the proposal's (§5).
    case frame(width: CGFloat?, height: CGFloat?)
    /// A flexible frame: its own size, except an axis it left at its child's ideal length (§6.3).
    case flexFrame(size: CGSize)
    /// `padding`: the proposal less the insets, never below 0 (§7).
    case padding(EdgeInsets)
    /// `fixedSize`: `nil` on the fixed axes (§11).
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `aspectRatio`: the ratio's box (ratio × 1, or the child's ideal size when the ratio is `nil`) scaled to fit or
    /// fill the proposal (§12).
    case aspectRatio(box: CGSize, contentMode: ContentMode)
    /// A background's or overlay's content: exactly the primary view's size (§10).
    case secondary(primarySize: CGSize)
    /// A `ZStack` places its children with its own size (§4).
    case zstack(size: CGSize)
    /// A `GeometryReader` proposes its own size to its content (§13).
    case geometryReader(size: CGSize)
    /// `position` proposes its own size (§9).
    case position(size: CGSize)
    /// `containerRelativeFrame`: lengths worked out from the nearest container's size.
    case containerRelativeFrame(containerSize: CGSize)
    /// A `Grid` proposes each cell the size of the columns it spans and its row; a `GridRow` its row's frame.
    case gridCell(columns: Range<Int>, row: Int)
    case gridRow(row: Int)
    /// A `LazyVGrid` or `LazyHGrid` proposes each view its cell.
    case lazyGridCell
    /// A custom `Layout`'s `placeSubviews` placed the subview with this proposal; one it never placed gets the
    /// container's proposal (§17).
    case customLayout(name: String, placed: Bool)
    /// `ViewThatFits` proposes its own proposal to the child it chose (the first of `count` whose ideal size fits).
    case viewThatFits(choice: Int, count: Int)
}

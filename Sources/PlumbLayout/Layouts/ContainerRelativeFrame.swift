import Foundation

/// `containerRelativeFrame(_:alignment:)` and its forms (iOS 17): an invisible frame whose length on each of `axes`
/// is worked out from the nearest container's length on that axis — a `ScrollView`'s, `List`'s or
/// `NavigationStack`'s size, else the window's less its safe area — and proposed to the view, which is placed in it
/// by `alignment`. On the other axes the frame is the view's own answer, as `frame` with a `nil` length.
public struct ContainerRelativeFrame {
    public var axes: Axis.Set
    public var alignment: Alignment
    /// The frame's length on an axis, given the container's length on it.
    public var length: (_ containerLength: CGFloat, _ axis: Axis) -> CGFloat

    public init(_ axes: Axis.Set, alignment: Alignment = .center, length: @escaping (CGFloat, Axis) -> CGFloat = { length, _ in length }) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
    }

    /// The container's length divided into `count` columns (or rows) `spacing` apart, the view `span` of them wide
    /// with the spacing between them, as SwiftUI documents it.
    public init(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) {
        self.init(axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }

    /// The frame in a container of `size`: lengths below zero are zero.
    func frame(in size: CGSize) -> FrameLayout {
        func length(_ axis: Axis) -> CGFloat? {
            axes.contains(Axis.Set(axis)) ? Swift.max(self.length(size[axis], axis), 0) : nil
        }
        return FrameLayout(width: length(.horizontal), height: length(.vertical))
    }
}

import Foundation

public struct HStack: View {
    public let viewNode: ViewNode
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> ViewNode) {
        viewNode = ViewNode(.stack(axis: .horizontal, alignment: alignment.key, spacing: spacing), children: [content()])
    }
}

public struct VStack: View {
    public let viewNode: ViewNode
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> ViewNode) {
        viewNode = ViewNode(.stack(axis: .vertical, alignment: alignment.key, spacing: spacing), children: [content()])
    }
}

public struct ZStack: View {
    public let viewNode: ViewNode
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> ViewNode) {
        viewNode = ViewNode(.zstack(alignment: alignment), children: [content()])
    }
}

public struct Grid: View {
    public let viewNode: ViewNode
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> ViewNode) {
        viewNode = ViewNode(.grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing), children: [content()])
    }
}

public struct GridRow: View {
    public let viewNode: ViewNode
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> ViewNode) {
        viewNode = ViewNode(.gridRow(alignment: alignment?.key), children: [content()])
    }
}

public struct LazyVGrid: View {
    public let viewNode: ViewNode
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> ViewNode) {
        viewNode = ViewNode(.lazyGrid(axis: .vertical, items: columns, alignment: alignment.key, spacing: spacing), children: [content()])
    }
}

public struct LazyHGrid: View {
    public let viewNode: ViewNode
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> ViewNode) {
        viewNode = ViewNode(.lazyGrid(axis: .horizontal, items: rows, alignment: alignment.key, spacing: spacing), children: [content()])
    }
}

public struct ViewThatFits: View {
    public let viewNode: ViewNode
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> ViewNode) {
        viewNode = ViewNode(.viewThatFits(axes), children: [content()])
    }
}

public struct Group: View {
    public let viewNode: ViewNode
    public init(@ViewBuilder content: () -> ViewNode) { viewNode = content() }
}

public struct ForEach<Data: RandomAccessCollection>: View {
    public let viewNode: ViewNode
    public init(_ data: Data, @ViewBuilder content: (Data.Element) -> ViewNode) {
        viewNode = ViewNode(.group, children: data.map(content))
    }

    /// The `id:` key path names identity in SwiftUI; here every element's view keeps its structural position.
    public init(_ data: Data, id: KeyPath<Data.Element, some Hashable>, @ViewBuilder content: (Data.Element) -> ViewNode) {
        self.init(data, content: content)
    }
}

public struct GeometryReader: View {
    public let viewNode: ViewNode
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> ViewNode) {
        viewNode = ViewNode(.geometryReader(content))
    }
}

/// `HStackLayout`: the HStack algorithm as a `Layout` value (for `AnyLayout`).
public struct HStackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }
    var algorithm: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing) }
}

/// `VStackLayout`: the VStack algorithm as a `Layout` value.
public struct VStackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }
    var algorithm: StackLayout { StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing) }
}

/// `ZStackLayout`: the ZStack algorithm as a `Layout` value.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
}

extension Layout {
    /// Uses the layout as a container: `FlowLayout { … }`.
    public func callAsFunction(@ViewBuilder _ content: () -> ViewNode) -> ViewNode {
        ViewNode(.layout(AnyLayout(self)), children: [content()])
    }
}

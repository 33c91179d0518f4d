import Foundation

/// Something that becomes a node of the view tree: the DSL's counterpart of SwiftUI's `View`.
public protocol View {
    var viewNode: ViewNode { get }
}

extension ViewNode: View {
    public var viewNode: ViewNode { self }
}

/// Builds view lists the way SwiftUI's `@ViewBuilder` does: several views form a group that the container
/// flattens; a false `if` is an `EmptyView`.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> ViewNode { view.viewNode }
    public static func buildBlock() -> ViewNode { ViewNode(.empty) }
    public static func buildBlock(_ views: ViewNode...) -> ViewNode {
        views.count == 1 ? views[0] : ViewNode(.group, children: views)
    }
    public static func buildOptional(_ view: ViewNode?) -> ViewNode { view ?? ViewNode(.empty) }
    public static func buildEither(first view: ViewNode) -> ViewNode { view }
    public static func buildEither(second view: ViewNode) -> ViewNode { view }
    public static func buildArray(_ views: [ViewNode]) -> ViewNode { ViewNode(.group, children: views) }
    public static func buildLimitedAvailability(_ view: ViewNode) -> ViewNode { view }
}

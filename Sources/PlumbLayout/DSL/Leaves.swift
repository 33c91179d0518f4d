import Foundation

extension Color: View {
    public var viewNode: ViewNode { ViewNode(.color(self)) }
}

extension GradientFill: View {
    public var viewNode: ViewNode { ViewNode(.gradient(self)) }
}

public struct Text: View {
    public let viewNode: ViewNode
    public init(_ string: String) { viewNode = ViewNode(.text(string)) }
}

public struct Spacer: View {
    public let viewNode: ViewNode
    public init(minLength: CGFloat? = nil) { viewNode = ViewNode(.spacer(minLength: minLength)) }
}

public struct EmptyView: View {
    public init() {}
    public var viewNode: ViewNode { ViewNode(.empty) }
}

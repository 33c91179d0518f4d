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

public struct Image: View {
    public var content: ImageContent
    public init(systemName: String) { content = ImageContent(name: systemName, isSystemSymbol: true) }
    public init(_ name: String, size: CGSize = CGSize(width: 100, height: 100)) {
        content = ImageContent(name: name, isSystemSymbol: false, naturalSize: size)
    }
    public func resizable() -> Image {
        var image = self
        image.content.isResizable = true
        return image
    }
    public var viewNode: ViewNode { ViewNode(.image(content)) }
}

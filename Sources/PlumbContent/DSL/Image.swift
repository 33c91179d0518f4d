import Foundation
import PlumbLayout

/// `Image(systemName:)` or a named image of a known size, as a view: sized by its content, painted by its paint.
public struct Image: View {
    public var content: ImageContent
    public var paint = ImagePaint()
    public init(systemName: String) { content = ImageContent(name: systemName, isSystemSymbol: true) }
    public init(_ name: String, size: CGSize = CGSize(width: 100, height: 100)) {
        content = ImageContent(name: name, isSystemSymbol: false, naturalSize: size)
    }
    public func resizable() -> Image {
        var image = self
        image.content.isResizable = true
        return image
    }
    public var viewNode: ViewNode { ViewNode(.image(content, paint)) }
}

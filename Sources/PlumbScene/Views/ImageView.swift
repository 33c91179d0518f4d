import PlumbContent
import PlumbLayout

/// An image value (`Image("Hero")`, `Image(systemName: "star")`, a `UIImage`): a view whose content the engine sizes
/// and whose paint the renderer draws.
struct ImageView: Hashable {
    var content: ImageContent
    var paint = ImagePaint()
}

extension ImageView {
    /// A symbol (`systemName`) or an asset image without files, a placeholder.
    init(name: String, isSystemSymbol: Bool) {
        content = ImageContent(name: name, isSystemSymbol: isSystemSymbol)
    }
}

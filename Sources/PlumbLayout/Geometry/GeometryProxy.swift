import Foundation

/// What a `GeometryReader`'s content sees of the reader (SEMANTICS §13): its size, the safe-area insets that reach
/// it, its frame in any coordinate space, and anchors resolved in its space. A snapshot taken when the reader is
/// placed.
/// `@unchecked Sendable`: every property is a `let`; the spaces' names are immutable values (see `CoordinateSpace`).
public struct GeometryProxy: @unchecked Sendable {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame in window coordinates.
    public let globalFrame: CGRect
    /// The global frames of the named coordinate spaces among the reader's ancestors (innermost wins).
    public let namedSpaces: [AnyHashable: CGRect]

    public init(size: CGSize, safeAreaInsets: EdgeInsets, globalFrame: CGRect, namedSpaces: [AnyHashable: CGRect]) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalFrame = globalFrame
        self.namedSpaces = namedSpaces
    }

    /// The reader's bounds converted to `space`. A name that is no ancestor's gives global coordinates.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: CGRect(origin: .zero, size: size)
        case .global: globalFrame
        case .named(let name):
            if let origin = namedSpaces[name]?.origin {
                globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
            } else {
                globalFrame
            }
        }
    }

    /// The bounds of the named ancestor space in the reader's local coordinates, or `nil` (iOS 17 `bounds(of:)`).
    public func bounds(of space: CoordinateSpace) -> CGRect? {
        guard case .named(let name) = space, let frame = namedSpaces[name] else { return nil }
        return frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }

    /// An anchor resolved in the reader's local coordinates.
    public subscript<Value>(anchor: Anchor<Value>) -> Value {
        resolve(anchor.storage) as! Value
    }

    /// A type-erased anchor resolved in the reader's local coordinates.
    public func resolve(_ storage: AnchorStorage) -> Any {
        storage.translated(by: CGPoint(x: -globalFrame.minX, y: -globalFrame.minY)).value
    }
}

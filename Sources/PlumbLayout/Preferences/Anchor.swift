import Foundation

/// Geometry captured where a view is laid out, in global coordinates, resolved later in another view's space
/// through `GeometryProxy`'s subscript (SEMANTICS §15).
public struct Anchor<Value>: Hashable, Sendable {
    public let storage: AnchorStorage

    public init(storage: AnchorStorage) { self.storage = storage }

    /// What an anchor captures, in the local space of the view it is attached to.
    public struct Source: Hashable, Sendable {
        public let spec: AnchorSourceSpec
        public init(spec: AnchorSourceSpec) { self.spec = spec }
    }
}

/// A captured anchor's value in global coordinates.
public indirect enum AnchorStorage: Hashable, Sendable {
    case rect(CGRect)
    case point(CGPoint)
    case array([AnchorStorage])
    case optional(AnchorStorage?)

    /// This anchor moved by `delta` (global → a view's local space is a translation here).
    public func translated(by delta: CGPoint) -> AnchorStorage {
        switch self {
        case .rect(let rect): .rect(rect.offsetBy(dx: delta.x, dy: delta.y))
        case .point(let point): .point(point + delta)
        case .array(let items): .array(items.map { $0.translated(by: delta) })
        case .optional(let item): .optional(item?.translated(by: delta))
        }
    }

    /// The plain value: `CGRect`, `CGPoint`, arrays and optionals of them.
    public var value: Any {
        switch self {
        case .rect(let rect): rect
        case .point(let point): point
        case .array(let items): items.map(\.value)
        case .optional(let item): item?.value as Any
        }
    }
}

/// The kinds of `Anchor.Source`.
public indirect enum AnchorSourceSpec: Hashable, Sendable, CustomStringConvertible {
    /// The view's own bounds (0, 0, w, h).
    case bounds
    /// A rectangle in the view's local space.
    case rect(CGRect)
    /// A point in the view's local space.
    case point(CGPoint)
    /// A unit point of the view's size (`.topLeading`, `.center`, …).
    case unitPoint(UnitPoint)
    case array([AnchorSourceSpec])
    case optional(AnchorSourceSpec?)

    /// Captures this source for a view whose global origin is `origin` and whose size is `size`.
    public func capture(origin: CGPoint, size: CGSize) -> AnchorStorage {
        switch self {
        case .bounds: .rect(CGRect(origin: origin, size: size))
        case .rect(let rect): .rect(rect.offsetBy(dx: origin.x, dy: origin.y))
        case .point(let point): .point(point + origin)
        case .unitPoint(let unit): .point(unit.point(in: size) + origin)
        case .array(let items): .array(items.map { $0.capture(origin: origin, size: size) })
        case .optional(let item): .optional(item?.capture(origin: origin, size: size))
        }
    }

    public var description: String {
        switch self {
        case .bounds: ".bounds"
        case .rect(let rect): ".rect(\(rect))"
        case .point(let point): ".point(\(point))"
        case .unitPoint(let unit): ".unitPoint(\(formatLength(unit.x)), \(formatLength(unit.y)))"
        case .array(let items): "[\(items.map(\.description).joined(separator: ", "))]"
        case .optional(let item): item?.description ?? "nil"
        }
    }
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Self { Self(spec: .bounds) }
    public static func rect(_ rect: CGRect) -> Self { Self(spec: .rect(rect)) }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ point: CGPoint) -> Self { Self(spec: .point(point)) }
    public static func unitPoint(_ unit: UnitPoint) -> Self { Self(spec: .unitPoint(unit)) }
    public static var topLeading: Self { unitPoint(.topLeading) }
    public static var top: Self { unitPoint(.top) }
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    public static var leading: Self { unitPoint(.leading) }
    public static var center: Self { unitPoint(.center) }
    public static var trailing: Self { unitPoint(.trailing) }
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    public static var bottom: Self { unitPoint(.bottom) }
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

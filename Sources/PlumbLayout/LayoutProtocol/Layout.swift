import Foundation

/// A container that sizes and places its subviews (SwiftUI's `Layout`, SEMANTICS §17).
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Only `stackOrientation` is used: it gives Spacers inside the layout their axis.
    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// `bounds` is in the parent's space: its origin is not necessarily zero.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
}

/// A layout whose name and properties belong to each value rather than to its type: one Swift type standing for
/// many layouts (the `Layout` structs of scene files, run by an interpreter).
public protocol SelfDescribingLayout: Layout {
    /// The name the solved tree shows.
    var name: String { get }
    /// Used instead of the type's `layoutProperties`.
    var properties: LayoutProperties { get }
}

/// Properties a layout declares about itself.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init(stackOrientation: Axis? = nil) { self.stackOrientation = stackOrientation }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The default recreates the cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default: the union of all subviews' preferences on all edges; `.zero` with no subviews.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// The default merges the subviews' explicit guides (§8.4).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal) {
            placeSubviews(in: $0, proposal: $1, subviews: subviews, cache: &cache)
        }
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal) {
            placeSubviews(in: $0, proposal: $1, subviews: subviews, cache: &cache)
        }
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) {}
}

/// A value a view hands to the custom layout that contains it (`layoutValue(key:value:)`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The engine's identity of a layout value key: a Swift `LayoutValueKey` type or one declared in a scene file.
/// `@unchecked Sendable`: its definition is immutable once made; its default value's closure runs only inside the
/// solve that holds the key, on that solve's thread.
public struct LayoutValueKeyID: Hashable, CustomStringConvertible, @unchecked Sendable {
    final class Definition {
        let name: String
        let defaultValue: () -> Any
        init(name: String, defaultValue: @escaping () -> Any) {
            self.name = name
            self.defaultValue = defaultValue
        }
    }

    let definition: Definition
    public var name: String { definition.name }
    public var defaultValue: Any { definition.defaultValue() }
    public var description: String { name }

    public init(name: String, defaultValue: @escaping () -> Any) {
        definition = Definition(name: name, defaultValue: defaultValue)
    }

    /// The key of a Swift `LayoutValueKey` type; equal for every call with the same type.
    public init<Key: LayoutValueKey>(_ key: Key.Type) {
        self = LayoutValueKeyRegistry.shared.id(for: key)
    }

    public static func == (lhs: LayoutValueKeyID, rhs: LayoutValueKeyID) -> Bool { lhs.definition === rhs.definition }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(definition)) }
}

/// `@unchecked Sendable`: its one table is read and written only under `lock`.
final class LayoutValueKeyRegistry: @unchecked Sendable {
    static let shared = LayoutValueKeyRegistry()
    private var ids: [ObjectIdentifier: LayoutValueKeyID] = [:]
    private let lock = NSLock()

    func id<Key: LayoutValueKey>(for key: Key.Type) -> LayoutValueKeyID {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[ObjectIdentifier(key)] { return id }
        let id = LayoutValueKeyID(name: String(describing: key), defaultValue: { key.defaultValue })
        ids[ObjectIdentifier(key)] = id
        return id
    }
}

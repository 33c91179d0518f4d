import Foundation
import PlumbLayout

/// Who a view is across two solves, as SwiftUI decides it: its explicit `.id` if it has one, else its structural
/// position (child index and kind) — both within its parent's identity. Views keep their identity when the file is
/// saved or the state changes, so the viewer can animate them and keep them selected.
///
/// The viewer's own wrapper nodes (fades, guide tags) are transparent: a view inside one has the identity it would
/// have without it.
public struct ViewIdentity: Hashable, Sendable, CustomStringConvertible {
    public let key: String

    public init(_ key: String) { self.key = key }

    public static let root = ViewIdentity("")

    /// The identity of `node`, child number `index` of the view whose identity is `self`.
    public func child(_ node: SolvedNode, index: Int) -> ViewIdentity {
        if let id = Self.explicitID(of: node) { return ViewIdentity("\(key)/#\(id)") }
        return ViewIdentity("\(key)/\(index)\(Self.kindTag(node.kind))")
    }

    public var description: String { key.isEmpty ? "/" : key }

    /// The `.id` the scene gave the view, seen through the viewer's guide tags.
    static func explicitID(of node: SolvedNode) -> AnyHashable? {
        guard let id = node.id else { return nil }
        if let tag = id.base as? GuideTag { return tag.original }
        return id
    }

    /// The kind without its parameters: a view whose frame or colour changes is the same view.
    static func kindTag(_ kind: ViewKind) -> String {
        switch kind {
        case .environment: "environment"
        case .layout: "Layout"
        case .painted(let content): content.identityName
        default: kind.name
        }
    }
}

/// The id the viewer writes on a view whose guides the person toggled, so the renderer's id-based guide selection
/// can pick it; it keeps the scene's own id for identity.
struct GuideTag: Hashable, CustomStringConvertible {
    let original: AnyHashable?
    let serial: Int

    var description: String { "plumb.viewer.guides.\(serial)" }
}

/// The marker id of the opacity node the viewer wraps around a view fading in or out, with the view's identity
/// (a view fading out is drawn away from its old place in the tree).
struct FadeWrapper: Hashable {
    let identity: ViewIdentity
}

extension SolvedNode {
    /// Whether this is the viewer's fade wrapper around a fading view.
    var isFadeWrapper: Bool { id?.base is FadeWrapper }
}

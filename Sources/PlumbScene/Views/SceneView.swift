import PlumbInterpreter
import PlumbLayout

/// A SwiftUI view as scene code builds it (`Text("a").padding()`), before it lands in the tree: an engine node kind
/// with its content still as interpreter values, so user views inside are expanded — with their `@State` — where
/// they are placed, and closures (a GeometryReader's content, an alignment guide) run when the engine asks.
struct SceneView {
    /// What this view contributes to the tree.
    enum Role {
        /// An engine node, made when the tree is built (closures reach the interpreter through the builder).
        case node((SceneTreeBuilder, SceneIdentity) -> ViewKind)
        /// `.id(_:)`: the content, tagged (a tagged view is the whole modified view at this point of its chain).
        case identified(AnyHashable)
        /// A `TupleView`, `Group` or `ForEach` element list: the content joins the parent's list.
        case group
        /// `AnyView` and modifiers without layout effect: the content itself.
        case transparent
        /// A modifier that tells the scene something when the tree is built (`.animation(_:value:)`), then is
        /// its content.
        case marker((SceneContext) -> Void)
    }

    var role: Role
    var content: [Value]
    var location: SourceLocation?
    /// How the content's identities are formed: by position, or by the `ForEach` element ids.
    var contentIDs: [AnyHashable]?

    init(_ role: Role, content: [Value] = [], at location: SourceLocation?, contentIDs: [AnyHashable]? = nil) {
        self.role = role
        self.content = content
        self.location = location
        self.contentIDs = contentIDs
    }

    /// The identity path component of content element `index`: its position, or `#` and its `ForEach` id. String
    /// and integer ids are written directly (describing an `AnyHashable` goes through `print`).
    func contentComponent(_ index: Int) -> String {
        guard let ids = contentIDs else { return String(index) }
        switch ids[index].base {
        case let string as String: return "#" + string
        case let int as Int: return "#" + String(int)
        default: return "#\(ids[index])"
        }
    }

    /// A node whose kind needs nothing from the interpreter.
    static func node(_ kind: ViewKind, content: [Value] = [], at location: SourceLocation?) -> SceneView {
        SceneView(.node { _, _ in kind }, content: content, at: location)
    }
}

/// A view's structural identity: its path of positions (or `ForEach` ids) and user view types from the root.
/// `@State` lives in boxes keyed by it, so state survives re-evaluating `body` while the view stays in place.
struct SceneIdentity: Hashable, CustomStringConvertible {
    private(set) var path: String

    static let root = SceneIdentity(path: "")

    func appending(_ component: String) -> SceneIdentity {
        var extended = path
        extended.reserveCapacity(path.utf8.count + 1 + component.utf8.count)
        extended += "/"
        extended += component
        return SceneIdentity(path: extended)
    }

    var description: String { path.isEmpty ? "/" : path }
}

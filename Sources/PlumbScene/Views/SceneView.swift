import PlumbInterpreter
import PlumbLayout

/// A SwiftUI view as scene code builds it (`Text("a").padding()`), before it lands in the tree: an engine node kind
/// with its content still as interpreter values, so user views inside are expanded — with their `@State` — where
/// they are placed, and closures (a GeometryReader's content, an alignment guide) run when the engine asks.
/// A class: a view value is passed around and checked for (`payload(as: SceneView.self)`) far more often than it is
/// made, and a reference copies and casts in one step.
final class SceneView {
    /// What this view contributes to the tree.
    enum Role {
        /// An engine node that needs nothing from the interpreter (`.padding(4)`, `Text("a")`).
        case kind(ViewKind)
        /// An engine node, made when the tree is built (closures reach the interpreter through the builder).
        case node((SceneTreeBuilder, SceneIdentity) -> ViewKind)
        /// `.id(_:)`: the content, tagged (a tagged view is the whole modified view at this point of its chain).
        case identified(AnyHashable)
        /// A `TupleView`, `Group` or `ForEach` element list: the content joins the parent's list.
        case group
        /// `.modifier(_:)` with a scene's own `ViewModifier`: its `body(content:)` with the content, run when the
        /// tree is built.
        case modifier(Value)
        /// A control's look: the content (its standard look), or — under a scene's own style of the control, which
        /// `style` picks from the styles in effect (a `ButtonStyle`, a `LabelStyle`) — what the style's
        /// `makeBody(configuration:)` makes of `configuration` (the button's label and role, the label's title and
        /// icon), run when the tree is built.
        case styled(style: WritableKeyPath<SceneStyles, Value?>, configuration: Value)
        /// `.tag(_:)`: the content, with the value a `Picker` selects it by.
        case tagged(Value)
        /// `.tabItem { … }`: the content, with the label the bar of the `TabView` around shows for it.
        case tabItem(Value)
        /// `.badge(_:)`: the content, with the text (a `Text`) the bar of the `TabView` around shows on its item, or
        /// a `List` on the trailing side of its row.
        case badge(Value)
        /// `AnyView` and modifiers without layout effect: the content itself.
        case transparent
        /// A modifier that tells the scene something when the tree is built (`.animation(_:value:)`), then is
        /// its content.
        case marker((SceneContext) -> Void)
        /// A node made when the tree is built from what is known then (a navigation bar, once its stack's content
        /// has given its title).
        case deferred((SceneTreeBuilder, SceneIdentity) -> ViewNode)
        /// `.onAppear` and `.task`: the content, with an action the scene runs once the view has appeared (once for
        /// each place in the tree the view takes).
        case appearAction(Value)
    }

    let role: Role
    let content: [Value]
    let location: SourceLocation?
    /// Where the scene called the method that made this view (an extension's `func card()`), when a method did: the
    /// view's place in the scene, `location` then being where the method made it (``CallSiteStamp``).
    var callSite: SourceLocation?
    /// Where a method made the view, when its place in the scene is that method's call (`callSite`).
    var definition: SourceLocation? { callSite == nil ? nil : location }
    /// How the content's identities are formed: by position, or by the `ForEach` element ids.
    let contentIDs: [Value]?

    init(_ role: Role, content: [Value] = [], at location: SourceLocation?, contentIDs: [Value]? = nil) {
        self.role = role
        self.content = content
        self.location = location
        self.contentIDs = contentIDs
    }

    /// The identity of content element `index` inside `identity`: by its position, or by `#` and its `ForEach` id.
    func contentIdentity(_ index: Int, in identity: SceneIdentity) -> SceneIdentity {
        guard let ids = contentIDs else { return identity.appending(position: index) }
        switch ids[index] {
        case .string(let string): return identity.appending("#" + string)
        case .int(let int): return identity.appending("#" + String(int))
        case let other: return identity.appending("#\(other.identity)")
        }
    }

    /// A node whose kind needs nothing from the interpreter.
    static func node(_ kind: ViewKind, content: [Value] = [], at location: SourceLocation?) -> SceneView {
        SceneView(.kind(kind), content: content, at: location)
    }
}

/// A view's structural identity: its path of positions (or `ForEach` ids) and user view types from the root.
/// `@State` lives in boxes keyed by it, so state survives re-evaluating `body` while the view stays in place.
/// Every view in the tree gets one but few are ever read, so an identity is a link to its parent's and the path
/// is spelled out (`/0/#3/Row`) only when asked for.
struct SceneIdentity: CustomStringConvertible, Sendable {
    private final class Link: Sendable {
        let parent: Link?
        let component: Component

        init(parent: Link?, component: Component) {
            self.parent = parent
            self.component = component
        }
    }

    private enum Component: Sendable {
        case position(Int)
        case name(String)
    }

    private let last: Link?

    static let root = SceneIdentity(last: nil)

    private init(last: Link?) {
        self.last = last
    }

    /// This identity extended by a name: a user view type, a `ForEach` id (`#` and the id), a content builder.
    func appending(_ component: String) -> SceneIdentity {
        SceneIdentity(last: Link(parent: last, component: .name(component)))
    }

    /// This identity extended by a position among its parent's content.
    func appending(position: Int) -> SceneIdentity {
        SceneIdentity(last: Link(parent: last, component: .position(position)))
    }

    /// The path from the root, each component after a `/`.
    var path: String {
        var components: [String] = []
        var link = last
        while let current = link {
            switch current.component {
            case .position(let index): components.append(String(index))
            case .name(let name): components.append(name)
            }
            link = current.parent
        }
        return components.reversed().map { "/" + $0 }.joined()
    }

    var description: String { last == nil ? "/" : path }
}

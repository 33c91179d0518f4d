import Foundation
import PlumbContent
import PlumbInterpreter
import PlumbLayout

/// What the root view of a `NavigationStack` says of its bar while the stack's content is built: its
/// `navigationTitle`, `navigationBarTitleDisplayMode`, `toolbar` items and whether it hides the bar, and whether it
/// holds a grouped list. The stack draws the bar from it once its content is built.
struct SceneNavigation {
    enum DisplayMode: String {
        case automatic, inline, large
    }

    /// A view in the bar, at its leading or trailing end, or in the title's place.
    struct ToolbarItem {
        enum Placement {
            case leading, trailing, principal, notInTheBar
            /// `ToolbarTitleMenu`'s content: the menu a tap on the title opens, nothing in the bar.
            case titleMenu

            /// Where an iPhone puts a `ToolbarItemPlacement`.
            init(_ placement: String) {
                switch placement {
                case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation": self = .leading
                case "principal": self = .principal
                case "bottomBar", "keyboard", "status": self = .notInTheBar
                case "titleMenu": self = .titleMenu
                default: self = .trailing
                }
            }
        }

        let placement: Placement
        let view: Value
    }

    var title: String?
    /// The identity of the stack's screen: where its `NavigationLink`s push their destinations.
    var stackKey: String?
    /// The path the stack is bound to (`NavigationStack(path:)`): where its value links append their values.
    var path: BoundNavigationPath?
    var displayMode = DisplayMode.automatic
    var toolbarItems: [ToolbarItem] = []
    /// Whether the content holds a grouped `List` or `Form`, whose background shows through the bar (known once the
    /// content is built: ``SceneContext/builtGroupedContent``).
    var hasGroupedContent = false
    /// `.toolbar(.hidden)` or `.navigationBarHidden(true)`: no bar, and the content takes its place.
    var isHidden = false
    /// `.searchable(text:prompt:)`: the search field under the title.
    var searchField: SearchField?

    /// A search field as the bar shows it: the text searched for, or the prompt while there is none.
    struct SearchField {
        let text: String
        let prompt: String
    }

    /// Whether the bar shows a large title below its 44 points: iOS's `.large` mode, which a stack's root view is in
    /// by default, with a title to show.
    var showsLargeTitle: Bool { title?.isEmpty == false && displayMode != .inline }

    /// The bar's height: 44 points, 96 with a large title (iPhone portrait), 52 more with a search field, none when
    /// hidden.
    var barHeight: CGFloat { isHidden ? 0 : (showsLargeTitle ? 96 : 44) + (searchField == nil ? 0 : Self.searchRowHeight) }

    /// The height of the search field's row, and of the field in it.
    static let searchRowHeight: CGFloat = 52
    static let searchFieldHeight: CGFloat = 36

    /// The bar: the toolbar items at either end of its 44 points, 16 from the edges and 16 apart, with an inline title
    /// (or the principal item) centred between in the headline font — or a large title in the large-title font, bold,
    /// 16 points from the leading edge in the 52 points below. Transparent, as a bar at the top of its content is:
    /// over a grouped list, its background. `node` builds an item's view.
    func bar(_ node: (Value) -> ViewNode) -> ViewNode {
        if isHidden { return ViewNode(.empty) }
        let bar = showsLargeTitle ? ViewNode(.stack(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0), children: [
            topRow(node),
            ViewNode(.frame(width: nil, height: 52, alignment: .leading), children: [
                ViewNode(.flexFrame(FlexFrame(maxWidth: .infinity, alignment: .leading)), children: [
                    ViewNode(.padding(EdgeInsets(leading: 16)), children: [Self.text(title ?? "", font: Font.largeTitle.bold())]),
                ]),
            ]),
        ]) : topRow(node)
        let rows = searchField.map { field in
            ViewNode(.stack(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0), children: [bar, Self.searchRow(field)])
        } ?? bar
        return hasGroupedContent ? ViewNode(.painted(FormBackground()), children: [rows]) : rows
    }

    /// The search field's row: a rounded field 36 points tall, 16 from the edges, filled with the tertiary system fill,
    /// with the magnifying glass and the prompt in the secondary colour, or the text searched for in the primary one.
    private static func searchRow(_ field: SearchField) -> ViewNode {
        let shown = field.text.isEmpty ? field.prompt : field.text
        let glass = ViewNode(.image(ImageContent(name: "magnifyingglass", isSystemSymbol: true), ImagePaint()))
        let label = text(shown, font: .body)
        func secondary(_ node: ViewNode) -> ViewNode {
            ViewNode(ViewKind.secondaryForeground, children: [node])
        }
        let content = ViewNode(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 6), children: [
            secondary(glass), field.text.isEmpty ? secondary(label) : label,
        ])
        let fill = ViewNode(.shape(.roundedRectangle(cornerRadius: 10, style: .continuous), ShapePaint.fill(.color(Color(named: "tertiarySystemFill")))))
        let fieldNode = ViewNode(.frame(width: nil, height: searchFieldHeight, alignment: .leading), children: [
            ViewNode(.flexFrame(FlexFrame(maxWidth: .infinity, alignment: .leading)), children: [
                ViewNode(.zstack(alignment: .leading), children: [fill, ViewNode(.padding(EdgeInsets(leading: 8, trailing: 8)), children: [content])]),
            ]),
        ])
        return ViewNode(.frame(width: nil, height: searchRowHeight, alignment: .center), children: [
            ViewNode(.padding(EdgeInsets(leading: 16, trailing: 16)), children: [fieldNode]),
        ])
    }

    /// The bar's first 44 points: the items at the ends, the inline title or principal item centred.
    private func topRow(_ node: (Value) -> ViewNode) -> ViewNode {
        // An item takes its ideal width, as the bar proposes it (a toggle is its label and switch, not the bar's width).
        func item(_ view: Value) -> ViewNode { ViewNode(.fixedSize(horizontal: true, vertical: false), children: [node(view)]) }
        func items(_ placement: ToolbarItem.Placement) -> ViewNode {
            ViewNode(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 16),
                     children: toolbarItems.filter { $0.placement == placement }.map { item($0.view) })
        }
        let ends = ViewNode(.padding(EdgeInsets(leading: 16, trailing: 16)), children: [
            ViewNode(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0), children: [
                items(.leading), ViewNode(.spacer(minLength: nil)), items(.trailing),
            ]),
        ])
        var centre = toolbarItems.first { $0.placement == .principal }.map { item($0.view) }
        if centre == nil, !showsLargeTitle, let title, !title.isEmpty { centre = Self.text(title, font: .headline) }
        let layers = [ends] + (centre.map { [$0] } ?? [])
        let row = ViewNode(.zstack(alignment: .center), children: layers)
        return ViewNode(.frame(width: nil, height: 44, alignment: .center), children: [ViewNode(.flexFrame(FlexFrame(maxWidth: .infinity)), children: [row])])
    }

    private static func text(_ string: String, font: Font) -> ViewNode {
        ViewNode(.environment(EnvironmentWriter("font(\(font))") { $0.font = font }), children: [ViewNode(.text(string))])
    }
}

import Foundation
import PlumbContent
import PlumbLayout

/// A `TabView`'s bar as an iPhone draws it at rest: 49 points below the selected tab, one item per tab in equal
/// widths, each its `tabItem` label — the icon (24 points, filled, centred in 28, so the titles line up) above the title
/// (10 points, medium) — in the tint (the
/// accent colour by default) for the selected tab and gray for the others. Transparent, as a bar is over content
/// that does not scroll under it: over a grouped list, its background.
enum SceneTabBar {
    static let height: CGFloat = 49
    /// How an item's icon and title stand: the icon above the title, 2 points apart.
    static var itemStack: ViewKind { .stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 2) }
    /// An item's font: its icon's (its title sets its own).
    static var iconFont: ViewKind { .environment(EnvironmentWriter("font(.system(size: 24))") { $0.font = .system(size: 24) }) }
    /// The filled variant iOS draws tab items' symbols in (`house` shows as `house.fill`, selected or not).
    static var iconVariant: ViewKind { .environment(SymbolVariants.fill.writer) }
    /// The box an item's icon is centred in, as tall as the tallest symbol, so the titles below line up.
    static var iconFrame: ViewKind { .frame(width: nil, height: 28, alignment: .center) }
    static var titleStyle: ViewKind { .environment(EnvironmentWriter("font(.system(size: 10, weight: .medium))") {
        $0.font = .system(size: 10, weight: .medium)
    }) }
    private static var unselectedForeground: ViewKind { .environment(EnvironmentWriter("foregroundColor(.gray)") { $0.foregroundStyle = .color(.gray) }) }

    /// `item` with its `badge(_:)`: the label (13 points, white, on one line) in a red capsule at least 18 points
    /// across, laid over the item with its leading edge 7 points right of the item's centre and its top 2 points
    /// above the item's, so it sits on the icon's top-trailing corner.
    static func badged(_ item: ViewNode, _ label: ViewNode) -> ViewNode {
        let text = ViewNode(badgeStyle, children: [label])
        let capsule = ViewNode(.background(.center), children: [
            ViewNode(.flexFrame(FlexFrame(minWidth: 18, minHeight: 18)), children: [
                ViewNode(.padding(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)), children: [text]),
            ]),
            ViewNode(.shape(.capsule, ShapePaint.fill(.color(.red)))),
        ])
        let placed = ViewNode(.alignmentGuide(HorizontalAlignment.center.key) { _ in -7 }, children: [
            ViewNode(.alignmentGuide(VerticalAlignment.top.key) { _ in 2 }, children: [
                ViewNode(.fixedSize(horizontal: true, vertical: true), children: [capsule]),
            ]),
        ])
        return ViewNode(.overlay(.top), children: [item, placed])
    }

    private static var badgeStyle: ViewKind { .environment(EnvironmentWriter("font(.system(size: 13)).foregroundColor(.white)") {
        $0.font = .system(size: 13)
        $0.foregroundStyle = .color(.white)
    }) }

    /// How a paged `TabView` (`tabViewStyle(.page)`) shows where it is: whether its dots show
    /// (`indexDisplayMode: .never` hides them; they show for more than one page, or with `.always` for one).
    struct PageIndex {
        var showsDots = true
        /// `indexDisplayMode: .always`: the dots show for a single page too.
        var showsForOnePage = false
    }

    /// A paged `TabView`'s dots, as UIPageControl draws them at rest (not measured): one 7-point dot per page, 9
    /// points apart, white (the others at half opacity: on a light page they hardly show, as on iOS), their row 12
    /// points above the bottom; on a dark translucent capsule padded 8 with a background. Takes no height: the pages
    /// fill the view.
    static func pageDots(count: Int, selected: Int, style: PageIndex, hasBackground: Bool) -> ViewNode {
        guard style.showsDots, count > 1 || (count == 1 && style.showsForOnePage) else { return ViewNode(.frame(width: nil, height: 0, alignment: .center)) }
        let dots = (0..<count).map { index in
            ViewNode(.frame(width: 7, height: 7, alignment: .center), children: [
                ViewNode(.shape(.circle, ShapePaint.fill(.color(index == selected ? .white : .white.opacity(0.5))))),
            ])
        }
        var row = ViewNode(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 9), children: dots)
        if hasBackground {
            row = ViewNode(.background(.center), children: [
                ViewNode(.padding(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)), children: [row]),
                ViewNode(.shape(.capsule, ShapePaint.fill(.color(.black.opacity(0.25))))),
            ])
        }
        return ViewNode(.frame(width: nil, height: 0, alignment: .bottom), children: [ViewNode(.offset(CGSize(width: 0, height: -12)), children: [row])])
    }

    /// The bar of `items`, the one at `selected` tinted.
    static func bar(_ items: [ViewNode], selected: Int, overGroupedContent: Bool) -> ViewNode {
        let cells = items.indices.map { index in
            ViewNode(.flexFrame(FlexFrame(maxWidth: .infinity)), children: [
                ViewNode(index == selected ? ViewKind.tintForeground : unselectedForeground, children: [items[index]]),
            ])
        }
        let row = ViewNode(.frame(width: nil, height: height, alignment: .center), children: [
            ViewNode(.flexFrame(FlexFrame(maxWidth: .infinity)), children: [
                ViewNode(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0), children: cells),
            ]),
        ])
        return overGroupedContent ? ViewNode(.painted(FormBackground()), children: [row]) : row
    }
}

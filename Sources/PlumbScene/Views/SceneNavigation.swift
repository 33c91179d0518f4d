import Foundation
import PlumbLayout

/// What the root view of a `NavigationStack` says of its bar while the stack's content is built: its
/// `navigationTitle` and `navigationBarTitleDisplayMode`. The stack draws the bar from it once its content is built.
struct SceneNavigation {
    enum DisplayMode: String, CaseIterable {
        case automatic, inline, large
    }

    var title: String?
    var displayMode = DisplayMode.automatic
    /// Whether the content holds a grouped `List` or `Form`, whose background shows through the bar.
    var hasGroupedContent = false
    /// `.toolbar(.hidden)` or `.navigationBarHidden(true)`: no bar, and the content takes its place.
    var isHidden = false

    /// Whether the bar shows a large title below its 44 points: iOS's `.large` mode, which a stack's root view is in
    /// by default, with a title to show.
    var showsLargeTitle: Bool { title?.isEmpty == false && displayMode != .inline }

    /// The bar's height: 44 points, 96 with a large title (iPhone portrait), none when hidden.
    var barHeight: CGFloat { isHidden ? 0 : showsLargeTitle ? 96 : 44 }

    /// The bar: an inline title centred in 44 points in the headline font, or a large title in the large-title font,
    /// bold, 16 points from the leading edge in the 52 points below them. Transparent, as a bar at the top of its
    /// content is: over a grouped list, its background.
    var bar: ViewNode {
        if isHidden { return ViewNode(.empty) }
        return hasGroupedContent ? ViewNode(.control(.formBackground), children: [titles]) : titles
    }

    private var titles: ViewNode {
        let greedy = FlexFrame(maxWidth: .infinity, alignment: showsLargeTitle ? .leading : .center)
        guard let title, !title.isEmpty else { return ViewNode(.frame(width: nil, height: barHeight, alignment: .center)) }
        if showsLargeTitle {
            let text = Self.text(title, font: Font.largeTitle.bold())
            let inset = ViewNode(.padding(EdgeInsets(leading: 16)), children: [text])
            let row = ViewNode(.frame(width: nil, height: 52, alignment: .leading), children: [ViewNode(.flexFrame(greedy), children: [inset])])
            return ViewNode(.padding(EdgeInsets(top: 44)), children: [row])
        }
        let text = Self.text(title, font: .headline)
        return ViewNode(.frame(width: nil, height: 44, alignment: .center), children: [ViewNode(.flexFrame(greedy), children: [text])])
    }

    private static func text(_ string: String, font: Font) -> ViewNode {
        ViewNode(.environment(EnvironmentWriter("font(\(font))") { $0.font = font }), children: [ViewNode(.text(string))])
    }
}

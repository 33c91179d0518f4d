import Foundation
import PlumbInterpreter
import PlumbLayout

/// `ScrollView` and the navigation containers.
///
/// A `ScrollView` takes the whole proposal and proposes `nil` along its scroll axes to its content, which it lays
/// out in a stack along the scroll axis (several views inside are stacked, as SwiftUI does). The content sits at the
/// start of the scroll axis and is centred across it, clipped to the scroll view, scrolled to its start. It is built
/// from engine nodes: clip ← `frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
/// alignment:)` (the proposal, however big the content) ← `fixedSize` along the scroll axes ← stack, with the
/// container `containerRelativeFrame`s inside size against (its visible size) between the clip and the frame.
///
/// `NavigationStack`, `NavigationView` and `NavigationSplitView` (collapsed to its sidebar, as on an iPhone) draw their
/// bar — 44 points with the toolbar items at its ends, and a large title below them when the content gives a
/// `navigationTitle` (``SceneNavigation``) — over a greedy frame below it that centres their content and is the container of the `containerRelativeFrame`s inside. `TabView` is such a
/// frame around its selected tab (the one whose `.tag` is the `selection`, else the first), with a warning that the tab bar is not drawn (its 49 points are not taken off
/// either). `ScrollViewReader` gives its content a proxy whose `scrollTo` does nothing: a preview stays at the start.
enum ScrollVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["ScrollView", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "ScrollViewReader"])
        var set = NativeType("Axis.Set", conformances: ["Equatable", "Hashable"])
        let sets: [(String, ScrollAxes)] = [("horizontal", ScrollAxes(horizontal: true, vertical: false)),
                                             ("vertical", ScrollAxes(horizontal: false, vertical: true))]
        for (name, value) in sets { set.staticConstant(name, types.make("Axis.Set", value)) }
        set.describe = { "\($0 as! ScrollAxes)" }
        set.optionSetLiteral(types) { (sets: [ScrollAxes]) in
            ScrollAxes(horizontal: sets.contains { $0.horizontal }, vertical: sets.contains { $0.vertical })
        }
        library.register(set)

        var scroll = NativeType("ScrollView")
        let vertical = types.make("Axis.Set", ScrollAxes(horizontal: false, vertical: true))
        scroll.initializer([
            NativeParameter(nil, "Axis.Set", default: vertical), NativeParameter("showsIndicators", "Bool", default: .bool(true)),
            NativeParameter("content", "@ViewBuilder () -> Content"),
        ]) { call in
            makeScrollView(call, axes: try call.payload(0, as: ScrollAxes.self, "Axis.Set"), content: try call.callArgument(2))
        }
        library.register(scroll)

        for name in ["NavigationStack", "NavigationView"] {
            var navigation = NativeType(name)
            navigation.initializer([NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
                navigationScreen(call, name, try call.callArgument(0))
            }
            library.register(navigation)
        }
        // On an iPhone a split view collapses to a stack showing its sidebar; the other columns show once something
        // is selected, which a preview never does.
        types.registerTokens("NavigationSplitViewVisibility", ["automatic", "all", "doubleColumn", "detailOnly"])
        var split = NativeType("NavigationSplitView")
        let sidebar = NativeParameter("sidebar", "@ViewBuilder () -> Sidebar"), detail = NativeParameter("detail", "@ViewBuilder () -> Detail")
        let visibility = NativeParameter("columnVisibility", "Binding<NavigationSplitViewVisibility>")
        let content = NativeParameter("content", "@ViewBuilder () -> Content")
        for parameters in [[sidebar, detail], [visibility, sidebar, detail], [sidebar, content, detail], [visibility, sidebar, content, detail]] {
            let index = parameters.firstIndex { $0.label == "sidebar" }!
            split.initializer(parameters) { call in navigationScreen(call, "NavigationSplitView", try call.callArgument(index)) }
        }
        library.register(split)
        registerNavigationTitles(library, types)
        registerTabView(library, types)
        registerScrollViewReader(library, types)
    }

    /// A screen-filling container centring `content`: a tab, the content of a navigation container.
    private static func screen(_ call: NativeCall, _ typeName: String, _ content: Value) -> Value {
        let parts = ControlParts(call)
        let greedy = parts.node(.flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity)), content)
        return parts.view(typeName, parts.node(.sizingContainer, greedy))
    }

    /// A navigation container: its content's screen below the bar, the bar drawn over the top. The content is built
    /// first (its `navigationTitle` sets what the bar shows), with the navigation of any stack around it put aside.
    private static func navigationScreen(_ call: NativeCall, _ typeName: String, _ content: Value) -> Value {
        let parts = ControlParts(call)
        final class Outer { var navigation = SceneNavigation() }
        let outer = Outer()
        let fresh = parts.types.modified(SceneView(.marker { context in
            outer.navigation = context.navigation
            context.navigation = SceneNavigation()
        }, content: [screen(call, typeName, content)], at: parts.location))
        let below = parts.types.modified(SceneView(.node { builder, _ in
            .padding(EdgeInsets(top: builder.context.navigation.barHeight))
        }, content: [fresh], at: parts.location))
        let bar = parts.types.modified(SceneView(.deferred { builder, identity in
            let navigation = builder.context.navigation
            builder.context.navigation = outer.navigation
            return navigation.bar { builder.node(for: $0, identity: identity.appending("toolbar")) }
        }, at: parts.location))
        return parts.view(typeName, parts.types.modified(SceneView.node(.zstack(alignment: .top), content: [below, bar], at: parts.location)))
    }

    /// `navigationTitle` (a string or a `Text`) and `navigationBarTitleDisplayMode`, which the bar of the
    /// `NavigationStack` around shows.
    private static func registerNavigationTitles(_ library: NativeLibrary, _ types: SceneTypes) {
        var view = NativeType("View", isProtocol: true)
        view.method("navigationTitle", [NativeParameter(nil, "Any")]) { call in
            let title = ViewsVocabulary.textParts(call[0])?.string ?? call.interpreter.description(of: call[0])
            return types.modified(SceneView(.marker { $0.navigation.title = title }, content: [call.receiver], at: call.location))
        }
        // `toolbar(_:for:)` hides the bar when hidden for it (or for no placement in particular).
        view.method("toolbar", [NativeParameter(nil, "Visibility"), NativeParameter("for", "ToolbarPlacement", variadic: true)]) { call in
            let placements = try call.elements(1).compactMap { $0.payload(as: String.self) }
            let hidden = try call.payload(0, as: String.self, "Visibility") == "hidden"
                && (placements.isEmpty || placements.contains("navigationBar") || placements.contains("automatic"))
            return types.modified(SceneView(.marker { if hidden { $0.navigation.isHidden = true } }, content: [call.receiver], at: call.location))
        }
        view.method("navigationBarHidden", [NativeParameter(nil, "Bool")]) { call in
            let hidden = try call.bool(0)
            return types.modified(SceneView(.marker { $0.navigation.isHidden = hidden }, content: [call.receiver], at: call.location))
        }
        // `searchable`: the bar's search field shows the text, or the prompt (`Search` by default) while it is empty.
        view.method("searchable", [
            NativeParameter("text", "Binding<String>"),
            NativeParameter("placement", "SearchFieldPlacement", default: types.make("SearchFieldPlacement", "automatic")),
            NativeParameter("prompt", "Any", default: .void),
        ]) { call in
            guard case .string(let text) = try call.binding(0, "Binding<String>").get() else { throw call.mismatch(0, "Binding<String>") }
            let prompt = if case .string(let prompt) = call[2] { prompt } else { ViewsVocabulary.textParts(call[2])?.string ?? "Search" }
            let field = SceneNavigation.SearchField(text: text, prompt: prompt)
            return types.modified(SceneView(.marker { $0.navigation.searchField = field }, content: [call.receiver], at: call.location))
        }
        view.method("navigationBarTitleDisplayMode", [NativeParameter(nil, "NavigationBarItem.TitleDisplayMode")]) { call in
            let mode = SceneNavigation.DisplayMode(rawValue: try call.payload(0, as: String.self, "NavigationBarItem.TitleDisplayMode")) ?? .automatic
            return types.modified(SceneView(.marker { $0.navigation.displayMode = mode }, content: [call.receiver], at: call.location))
        }
        library.register(view)
    }

    private static func registerTabView(_ library: NativeLibrary, _ types: SceneTypes) {
        var tabView = NativeType("TabView")
        func tab(_ call: NativeCall, selection: Value?, content: Value) -> Value {
            let tabs = PickerVocabulary.taggedViews(in: content, tag: nil)
            let shown = tabs.first { selection != nil && $0.tag == selection }?.view ?? tabs.first?.view ?? types.empty(at: call.location)
            return call.warning("TabView shows its selected tab without the tab bar", on: screen(call, "TabView", shown))
        }
        tabView.initializer([NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
            tab(call, selection: nil, content: try call.callArgument(0))
        }
        tabView.initializer([NativeParameter("selection", "Binding"), NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
            tab(call, selection: try call.binding(0, "Binding").get(), content: try call.callArgument(1))
        }
        library.register(tabView)
    }

    private static func registerScrollViewReader(_ library: NativeLibrary, _ types: SceneTypes) {
        var proxy = NativeType("ScrollViewProxy")
        proxy.method("scrollTo", [NativeParameter(nil, "Any"), NativeParameter("anchor", "UnitPoint?", default: .optional(nil))]) { _ in .void }
        library.register(proxy)
        var reader = NativeType("ScrollViewReader")
        reader.initializer([NativeParameter("content", "(ScrollViewProxy) -> Content")]) { call in
            let content = try call.callArgument(0, types.make("ScrollViewProxy", "proxy"))
            return types.view("ScrollViewReader", SceneView(.transparent, content: [content], at: call.location))
        }
        library.register(reader)
    }

    /// The scroll view of `content` along `axes`.
    static func makeScrollView(_ call: NativeCall, axes: ScrollAxes, content: Value, typeName: String = "ScrollView") -> Value {
        let parts = ControlParts(call)
        let axis: Axis = axes.vertical || !axes.horizontal ? .vertical : .horizontal
        let stack: ViewKind = axis == .vertical
            ? .stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
            : .stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil)
        let alignment: Alignment = axes.horizontal ? (axes.vertical ? .topLeading : .leading) : .top
        let unbounded = parts.node(.fixedSize(horizontal: axes.horizontal, vertical: axes.vertical || !axes.horizontal), parts.node(stack, content))
        let framed = parts.node(.flexFrame(FlexFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: alignment)), unbounded)
        return parts.view(typeName, parts.node(.effect(.clipShape(.rectangle)), parts.node(.sizingContainer, framed)))
    }
}

/// An `Axis.Set` value: the scroll axes of a `ScrollView`, the axes `ViewThatFits` and `gridCellUnsizedAxes` take.
struct ScrollAxes: Hashable, CustomStringConvertible {
    var horizontal: Bool
    var vertical: Bool

    /// The engine's set.
    var axisSet: Axis.Set {
        var set: Axis.Set = []
        if horizontal { set.insert(.horizontal) }
        if vertical { set.insert(.vertical) }
        return set
    }

    var description: String {
        switch (horizontal, vertical) {
        case (true, true): "[.horizontal, .vertical]"
        case (true, false): ".horizontal"
        case (false, true): ".vertical"
        case (false, false): "[]"
        }
    }
}

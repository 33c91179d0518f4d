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
/// frame around its selected tab (the one whose `.tag` is the `selection`, else the first) above the tab bar, whose
/// items are the tabs' `tabItem` labels (``SceneTabBar``); a grouped list's background shows through both bars.
/// `ScrollViewReader` gives its content a proxy whose `scrollTo` does nothing: a preview stays at the start.
enum ScrollVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["ScrollView", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Tab", "ScrollViewReader"])
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

    /// A screen-filling container centring `content`: the content of a navigation container.
    private static func screen(_ call: NativeCall, _ typeName: String, _ content: Value) -> Value {
        let parts = ControlParts(call)
        return parts.view(typeName, screenContent(parts, content))
    }

    /// `content` centred in a greedy frame, the container of the `containerRelativeFrame`s inside.
    private static func screenContent(_ parts: ControlParts, _ content: Value) -> Value {
        parts.node(.sizingContainer, parts.node(.flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity)), content))
    }

    /// A `NavigationStack` showing `content` (its root) or what is pushed onto it, for the stack's other
    /// initializers; with a `path`, the destination of its last value.
    static func navigationStack(_ call: NativeCall, content: Value, path: BoundNavigationPath? = nil) -> Value {
        navigationScreen(call, "NavigationStack", content, path: path)
    }

    /// A navigation container: its content's screen below the bar, the bar drawn over the top. The content is built
    /// first (its `navigationTitle` sets what the bar shows), with the navigation of any stack around it put aside.
    private static func navigationScreen(_ call: NativeCall, _ typeName: String, _ content: Value, path: BoundNavigationPath? = nil) -> Value {
        let parts = ControlParts(call)
        final class Outer { var navigation = SceneNavigation() }
        let outer = Outer()
        let (fresh, builtGroupedContent) = buildingApart(parts, screen(call, typeName, pushedOrRoot(parts, content, path: path))) { context in
            outer.navigation = context.navigation
            context.navigation = SceneNavigation()
        }
        let below = parts.types.modified(SceneView(.node { builder, _ in
            .padding(EdgeInsets(top: builder.context.navigation.barHeight))
        }, content: [fresh], at: parts.location))
        let bar = parts.types.modified(SceneView(.deferred { builder, identity in
            var navigation = builder.context.navigation
            navigation.hasGroupedContent = builtGroupedContent(builder.context)
            builder.context.navigation = outer.navigation
            return navigation.bar { builder.node(for: $0, identity: identity.appending("toolbar")) }
        }, at: parts.location))
        return parts.view(typeName, parts.types.modified(SceneView.node(.zstack(alignment: .top), content: [below, bar], at: parts.location)))
    }

    /// The destination last pushed onto the stack — by a link with a destination, else the destination of the last
    /// value on the stack's `path` — with a back button in the bar that pops it, or `root`.
    private static func pushedOrRoot(_ parts: ControlParts, _ root: Value, path: BoundNavigationPath?) -> Value {
        parts.types.modified(SceneView(.deferred { builder, identity in
            let context = builder.context
            let stack = identity.path
            context.navigation.stackKey = stack
            context.navigation.path = path
            let pushed = context.navigationPaths[stack] ?? []
            let values = context.guarded([]) { try path?.values() ?? [] }
            let top: PushedScreen, pop: () throws -> Void
            if let last = pushed.last {
                top = last
                pop = { context.navigationPaths[stack]?.removeLast() }
            } else if let path, let value = values.last {
                guard let destination = destination(for: value, builder, root: root, at: identity) else {
                    let type = context.interpreter.typeName(of: value)
                    context.record(SceneError(diagnostic: context.diagnostic(
                        "no navigationDestination(for: \(type).self) in this NavigationStack shows the last value on its path: the stack shows its root",
                        severity: .warning, at: parts.location)))
                    return builder.node(for: root, identity: identity)
                }
                top = PushedScreen(destination: destination, value: value)
                pop = { try path.removeLast() }
            } else {
                return builder.node(for: root, identity: identity)
            }
            let back = parts.tappable("Button", parts.node(ViewKind.tintForeground, parts.types.text("< Back", at: parts.location))) {
                try pop()
                context.stateDidChange()
            }
            context.navigation.toolbarItems.append(SceneNavigation.ToolbarItem(placement: .leading, view: back))
            let depth = pushed.count + values.count
            return builder.node(for: context.guarded(.optional(nil)) { try top.view(context.interpreter) }, identity: identity.appending("pushed\(depth)"))
        }, at: parts.location))
    }

    /// The stack's `navigationDestination(for:)` closure for the type of `value`. The root declares them: when the
    /// stack has not been built with its root showing (a path that holds values when the scene loads), the root is
    /// built once, unseen, to learn them.
    private static func destination(for value: Value, _ builder: SceneTreeBuilder, root: Value, at identity: SceneIdentity) -> Value? {
        let context = builder.context
        let type = context.interpreter.typeName(of: value)
        if let destination = context.navigationDestinations[identity.path]?[type] { return destination }
        let (navigation, builtGroupedContent) = (context.navigation, context.builtGroupedContent)
        _ = builder.node(for: root, identity: identity)
        (context.navigation, context.builtGroupedContent) = (navigation, builtGroupedContent)
        return context.navigationDestinations[identity.path]?[type]
    }

    /// `content` marked so that, while it is built, `prepare` has set the context up and whether a grouped list was
    /// built in it is told apart from the rest; and a function the container calls once it is built (from its bar)
    /// that says so and puts back the flag of what is around, which includes it.
    private static func buildingApart(
        _ parts: ControlParts, _ content: Value, prepare: @escaping (SceneContext) -> Void
    ) -> (Value, (SceneContext) -> Bool) {
        final class Around { var builtGroupedContent = false }
        let around = Around()
        let marked = parts.types.modified(SceneView(.marker { context in
            around.builtGroupedContent = context.builtGroupedContent
            context.builtGroupedContent = false
            prepare(context)
        }, content: [content], at: parts.location))
        return (marked, { context in
            let built = context.builtGroupedContent
            context.builtGroupedContent = around.builtGroupedContent || built
            return built
        })
    }

    /// `navigationTitle` (a string or a `Text`) and `navigationBarTitleDisplayMode`, which the bar of the
    /// `NavigationStack` around shows; iOS 13's `navigationBarTitle(_:)` and `navigationBarTitle(_:displayMode:)` say
    /// both.
    private static func registerNavigationTitles(_ library: NativeLibrary, _ types: SceneTypes) {
        var view = NativeType("View", isProtocol: true)
        func titled(_ call: NativeCall, mode: SceneNavigation.DisplayMode?) -> Value {
            let title = ViewsVocabulary.textParts(call[0])?.string ?? call.interpreter.description(of: call[0])
            return types.modified(SceneView(.marker { navigation in
                navigation.navigation.title = title
                if let mode { navigation.navigation.displayMode = mode }
            }, content: [call.receiver], at: call.location))
        }
        view.method("navigationTitle", [NativeParameter(nil, "Any")]) { call in titled(call, mode: nil) }
        view.method("navigationBarTitle", [NativeParameter(nil, "Any")]) { call in titled(call, mode: nil) }
        view.method("navigationBarTitle", [NativeParameter(nil, "Any"), NativeParameter("displayMode", "NavigationBarItem.TitleDisplayMode")]) { call in
            titled(call, mode: SceneNavigation.DisplayMode(rawValue: try call.payload(1, as: String.self, "NavigationBarItem.TitleDisplayMode")) ?? .automatic)
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
        // iOS 17's `toolbarTitleDisplayMode` says the same; its `.inlineLarge` is drawn as `.large`.
        types.registerTokens("ToolbarTitleDisplayMode", ["automatic", "inline", "inlineLarge", "large"])
        for (name, modeType) in [("navigationBarTitleDisplayMode", "NavigationBarItem.TitleDisplayMode"), ("toolbarTitleDisplayMode", "ToolbarTitleDisplayMode")] {
            view.method(name, [NativeParameter(nil, modeType)]) { call in
                let token = try call.payload(0, as: String.self, modeType)
                let mode = token == "inlineLarge" ? .large : SceneNavigation.DisplayMode(rawValue: token) ?? .automatic
                return types.modified(SceneView(.marker { $0.navigation.displayMode = mode }, content: [call.receiver], at: call.location))
            }
        }
        library.register(view)
    }

    /// `TabView`, with or without `selection:`: the selected tab (by `.tag`, else the first) over the tab bar, whose
    /// items are the tabs' `tabItem` labels (``SceneTabBar``), with their `badge`s. With a selection, tapping a tagged
    /// tab's item selects it. Under `tabViewStyle(.page)` the selected page fills the view, its dots over its bottom.
    private static func registerTabView(_ library: NativeLibrary, _ types: SceneTypes) {
        var tabView = NativeType("TabView")
        func tab(_ call: NativeCall, selection: Binding?, content: Value) throws -> Value {
            let parts = ControlParts(call)
            let tabs = PickerVocabulary.taggedViews(in: content, tag: nil)
            let current = try selection?.get()
            let bound = tabs.firstIndex { current != nil && $0.tag == current } ?? 0
            // Without a selection binding, the tab live mode selected, kept by the identity of the shown screen
            // (built before the bar, which reads it).
            final class Place { var key = "" }
            let place = Place()
            let selected = { (context: SceneContext) in selection == nil ? context.tabSelections[place.key] ?? 0 : bound }
            let badges = tabs.map { tab in modifierValue(on: tab.view) { if case .badge(let label) = $0 { label } else { nil } } }
            let items = tabs.indices.map { index in
                let item = tabItem(parts, label: modifierValue(on: tabs[index].view) { if case .tabItem(let label) = $0 { label } else { nil } })
                guard let selection else {
                    return parts.tappable("TabItem", item) {
                        let context = SceneContext.of(call.interpreter)
                        context.tabSelections[place.key] = index
                        context.stateDidChange()
                    }
                }
                guard let tag = tabs[index].tag else { return item }
                return parts.tappable("TabItem", item) { try selection.set(tag) }
            }
            let shown = types.modified(SceneView(.deferred { builder, identity in
                place.key = identity.path
                let index = selected(builder.context)
                let view = tabs.indices.contains(index) ? tabs[index].view : types.empty(at: call.location)
                return builder.node(for: view, identity: identity.appending("tab\(index)"))
            }, at: call.location))
            let (screen, builtGroupedContent) = buildingApart(parts, screenContent(parts, shown)) { _ in }
            let bar = types.modified(SceneView(.deferred { builder, identity in
                let styles = builder.context.styles
                if let pages = styles.pagedTabs {
                    return SceneTabBar.pageDots(count: tabs.count, selected: selected(builder.context), style: pages, hasBackground: styles.pageDotsHaveBackground)
                }
                let overGroupedContent = builtGroupedContent(builder.context)
                let nodes = items.indices.map { index in
                    let item = builder.node(for: items[index], identity: identity.appending("tabItem\(index)"))
                    guard let badge = badges[index] else { return item }
                    return SceneTabBar.badged(item, builder.node(for: badge, identity: identity.appending("tabBadge\(index)")))
                }
                return SceneTabBar.bar(nodes, selected: selected(builder.context), overGroupedContent: overGroupedContent)
            }, at: call.location))
            let column = parts.node(.stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0), parts.group([screen, bar]))
            return parts.view("TabView", column)
        }
        tabView.initializer([NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
            try tab(call, selection: nil, content: try call.callArgument(0))
        }
        tabView.initializer([NativeParameter("selection", "Binding"), NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
            try tab(call, selection: try call.binding(0, "Binding"), content: try call.callArgument(1))
        }
        library.register(tabView)
        var view = NativeType("View", isProtocol: true)
        view.method("tabItem", [NativeParameter(nil, "@ViewBuilder () -> Label")]) { call in
            types.modified(SceneView(.tabItem(try call.callArgument(0)), content: [call.receiver], at: call.location))
        }
        // `badge(_:)`: a count (none for 0), a string, or a `Text` (none for nil), shown on a tab's item or on a list
        // row's trailing side (``ListVocabulary``).
        func badged(_ call: NativeCall, _ label: Value?) -> Value {
            guard let label else { return call.receiver }
            return types.modified(SceneView(.badge(label), content: [call.receiver], at: call.location))
        }
        view.method("badge", [NativeParameter(nil, "Int")]) { call in
            let count = try call.int(0)
            return badged(call, count == 0 ? nil : types.text(String(count), at: call.location))
        }
        view.method("badge", [NativeParameter(nil, "String")]) { call in
            badged(call, types.text(try call.string(0), at: call.location))
        }
        view.method("badge", [NativeParameter(nil, "Text?")]) { call in
            badged(call, call[0].isNil ? nil : call[0].unwrappedOptional)
        }
        library.register(view)
        registerTab(library, types)
    }

    /// iOS 18's `Tab`: a tab of its content, whose item is a `Label` of the title and symbol, selected by its `value`
    /// — what `.tabItem { Label(…) }.tag(value)` makes.
    private static func registerTab(_ library: NativeLibrary, _ types: SceneTypes) {
        func makeTab(_ call: NativeCall, content: Value, value: Value?) throws -> Value {
            let label = ControlsVocabulary.makeLabel(call, title: try call.string(0), systemImage: try call.string(1), types)
            let item = SceneView(.tabItem(label), content: [content], at: call.location)
            return types.view("Tab", value.map { SceneView(.tagged($0), content: [types.modified(item)], at: call.location) } ?? item)
        }
        var tab = NativeType("Tab")
        let title = [NativeParameter(nil, "String"), NativeParameter("systemImage", "String")]
        tab.initializer(title + [NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
            try makeTab(call, content: try call.callArgument(2), value: nil)
        }
        tab.initializer(title + [NativeParameter("value", "Any"), NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
            try makeTab(call, content: try call.callArgument(3), value: call[2])
        }
        library.register(tab)
    }

    /// What `pick` finds on `view` or a view it modifies, looking through the modifiers on it (the label of
    /// `.tabItem { … }.badge(2).tag(1)`, or its badge).
    private static func modifierValue(on view: Value, _ pick: (SceneView.Role) -> Value?) -> Value? {
        guard case .native(let object) = view.unwrappedOptional, let scene = object.payload(as: SceneView.self) else { return nil }
        if let found = pick(scene.role) { return found }
        switch scene.role {
        case .group, .deferred, .modifier, .styled: return nil
        case .kind, .node, .identified, .tagged, .tabItem, .badge, .transparent, .marker, .appearAction:
            return scene.content.first.flatMap { modifierValue(on: $0, pick) }
        }
    }

    /// A tab's item in the bar: its label with the `Label`s in it standing as tab items do, and the bare `Image` and
    /// `Text` of the older form (`Image(systemName: "house"); Text("Home")`) styled as a tab item's icon and title.
    private static func tabItem(_ parts: ControlParts, label: Value?) -> Value {
        guard let label else { return parts.types.empty(at: parts.location) }
        var views: [(Value, Value)] = []
        ListVocabulary.flatten(label, into: &views)
        let styled = views.map { view, _ in
            switch view {
            case .native(let object) where object.type.name == "Image": parts.node(SceneTabBar.iconFrame, view)
            case .native(let object) where object.type.name == "Text": parts.node(SceneTabBar.titleStyle, view)
            default: view
            }
        }
        let stacked = parts.node(SceneTabBar.iconFont, parts.node(SceneTabBar.iconVariant, parts.node(SceneTabBar.itemStack, parts.group(styled))))
        return ControlStylesVocabulary.scoped(stacked, parts, "tabItemLabel") { $0.labelPlacement = .tabItem }
    }

    private static func registerScrollViewReader(_ library: NativeLibrary, _ types: SceneTypes) {
        var proxy = NativeType("ScrollViewProxy")
        proxy.method("scrollTo", [NativeParameter(nil, "Any"), NativeParameter("anchor", "UnitPoint?", default: .optional(nil))]) { _ in .void }
        ProxyReader.register("ScrollViewReader", proxy: proxy, in: library, types)
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
        // The offset live mode scrolled the content by, kept by the identity of the offset node (built before the
        // scroll view's own node, which reads it).
        final class Place { var key = "" }
        let place = Place()
        let scrolled = parts.types.modified(SceneView(.node { builder, identity in
            place.key = identity.path
            let offset = builder.context.scrollOffsets[identity.path] ?? .zero
            return .offset(CGSize(width: -offset.width, height: -offset.height))
        }, content: [unbounded], at: parts.location))
        let framed = parts.node(.flexFrame(FlexFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: alignment)), scrolled)
        let clipped = parts.node(.effect(.clipShape(.rectangle)), parts.node(.sizingContainer, framed))
        let scrollable = parts.types.modified(SceneView(.node { builder, _ in
            let (context, key) = (builder.context, place.key)
            let scroll = TapAction.Scroll(axes: axes.axisSet, offset: context.scrollOffsets[key] ?? .zero) { offset in
                context.scrollOffsets[key] = offset
                context.stateDidChange()
            }
            return .tapAction(TapAction(scroll: scroll) {})
        }, content: [clipped], at: parts.location))
        return parts.view(typeName, scrollable)
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

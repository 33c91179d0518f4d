import Foundation
import PlumbInterpreter
import PlumbLayout

/// The two-dimensional containers: `Grid` and `GridRow` with the grid cell modifiers (`gridCellColumns`,
/// `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`), `LazyVGrid` and `LazyHGrid` with `GridItem`
/// (`pinnedViews:` is accepted: a still picture has nothing scrolled to pin), and `ViewThatFits`. Their layouts are
/// the engine's `GridLayout`, `LazyGridLayout` and `ViewThatFitsLayout`.
enum GridVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["Grid", "GridRow", "LazyVGrid", "LazyHGrid", "ViewThatFits"])
        registerGrid(library, types)
        registerGridItem(library, types)
        registerLazyGrids(library, types)
        registerViewThatFits(library, types)
    }

    private static func registerGrid(_ library: NativeLibrary, _ types: SceneTypes) {
        var grid = NativeType("Grid")
        grid.initializer([
            NativeParameter("alignment", "Alignment", default: types.make("Alignment", Alignment.center)),
            NativeParameter("horizontalSpacing", "CGFloat?", default: .optional(nil)),
            NativeParameter("verticalSpacing", "CGFloat?", default: .optional(nil)),
            NativeParameter("content", "@ViewBuilder () -> Content"),
        ]) { call in
            let kind = ViewKind.grid(alignment: try call.payload(0, as: Alignment.self, "Alignment"),
                                     horizontalSpacing: try call.optionalCGFloat(1), verticalSpacing: try call.optionalCGFloat(2))
            return types.view("Grid", SceneView.node(kind, content: [try call.callArgument(3)], at: call.location))
        }
        library.register(grid)

        var row = NativeType("GridRow")
        row.initializer([
            NativeParameter("alignment", "VerticalAlignment?", default: .optional(nil)),
            NativeParameter("content", "@ViewBuilder () -> Content"),
        ]) { call in
            let alignment = try call.optionalPayload(0, as: VerticalAlignment.self, "VerticalAlignment")
            return types.view("GridRow", SceneView.node(.gridRow(alignment: alignment?.key), content: [try call.callArgument(1)], at: call.location))
        }
        library.register(row)

        var view = NativeType("View", isProtocol: true)
        view.method("gridCellColumns", [NativeParameter(nil, "Int")]) { call in
            call.modified(.gridCell(.columns(try call.int(0))))
        }
        view.method("gridColumnAlignment", [NativeParameter(nil, "HorizontalAlignment")]) { call in
            call.modified(.gridCell(.columnAlignment(try ViewsVocabulary.alignmentKey(call, 0, "HorizontalAlignment"))))
        }
        view.method("gridCellAnchor", [NativeParameter(nil, "UnitPoint")]) { call in
            call.modified(.gridCell(.anchor(try call.payload(0, as: UnitPoint.self, "UnitPoint"))))
        }
        view.method("gridCellUnsizedAxes", [NativeParameter(nil, "Axis.Set")]) { call in
            call.modified(.gridCell(.unsizedAxes(try call.payload(0, as: ScrollAxes.self, "Axis.Set").axisSet)))
        }
        library.register(view)
    }

    private static func registerGridItem(_ library: NativeLibrary, _ types: SceneTypes) {
        var size = NativeType("GridItem.Size", conformances: ["Equatable", "Hashable"])
        size.staticMethod("fixed", [NativeParameter(nil, "CGFloat")]) { call in
            types.make("GridItem.Size", GridItem.Size.fixed(try call.cgFloat(0)))
        }
        size.staticMethod("flexible", [
            NativeParameter("minimum", "CGFloat", default: .double(10)), NativeParameter("maximum", "CGFloat", default: .double(.infinity)),
        ]) { call in
            types.make("GridItem.Size", GridItem.Size.flexible(minimum: try call.cgFloat(0), maximum: try call.cgFloat(1)))
        }
        size.staticMethod("adaptive", [
            NativeParameter("minimum", "CGFloat"), NativeParameter("maximum", "CGFloat", default: .double(.infinity)),
        ]) { call in
            types.make("GridItem.Size", GridItem.Size.adaptive(minimum: try call.cgFloat(0), maximum: try call.cgFloat(1)))
        }
        size.describe = { "\($0 as! GridItem.Size)" }
        library.register(size)

        var item = NativeType("GridItem", conformances: ["Equatable", "Hashable"])
        item.initializer([
            NativeParameter(nil, "GridItem.Size", default: types.make("GridItem.Size", GridItem.Size.flexible())),
            NativeParameter("spacing", "CGFloat?", default: .optional(nil)),
            NativeParameter("alignment", "Alignment?", default: .optional(nil)),
        ]) { call in
            types.make("GridItem", GridItem(
                try call.payload(0, as: GridItem.Size.self, "GridItem.Size"), spacing: try call.optionalCGFloat(1),
                alignment: try call.optionalPayload(2, as: Alignment.self, "Alignment")))
        }
        item.property("spacing", type: "CGFloat?", get: { value in .optional(value.payload(as: GridItem.self)?.spacing.map { .double(Double($0)) }) }) { value, spacing in
            guard var item = value.payload(as: GridItem.self) else { return }
            item.spacing = spacing.unwrappedOptional.doubleValue.map { CGFloat($0) }
            value = types.make("GridItem", item)
        }
        item.computed("size") { (item: GridItem) in types.make("GridItem.Size", item.size) }
        item.describe = { "\($0 as! GridItem)" }
        library.register(item)

        var pinned = NativeType("PinnedScrollableViews", conformances: ["Equatable", "Hashable"])
        for name in ["sectionHeaders", "sectionFooters"] { pinned.staticConstant(name, types.make("PinnedScrollableViews", name)) }
        pinned.initializer([]) { _ in types.make("PinnedScrollableViews", "") }
        library.register(pinned)
    }

    /// `LazyVGrid(columns:alignment:spacing:pinnedViews:content:)` and `LazyHGrid(rows:…)`.
    private static func registerLazyGrids(_ library: NativeLibrary, _ types: SceneTypes) {
        let grids: [(name: String, axis: Axis, items: String, guide: String, center: Any)] = [
            ("LazyVGrid", .vertical, "columns", "HorizontalAlignment", HorizontalAlignment.center),
            ("LazyHGrid", .horizontal, "rows", "VerticalAlignment", VerticalAlignment.center),
        ]
        for grid in grids {
            var type = NativeType(grid.name)
            let noPins = types.make("PinnedScrollableViews", "")
            for (pinsType, pinsDefault) in [("PinnedScrollableViews", noPins), ("[PinnedScrollableViews]", nil)] {
                type.initializer([
                    NativeParameter(grid.items, "[GridItem]"),
                    NativeParameter("alignment", grid.guide, default: types.make(grid.guide, grid.center)),
                    NativeParameter("spacing", "CGFloat?", default: .optional(nil)),
                    NativeParameter("pinnedViews", pinsType, default: pinsDefault),
                    NativeParameter("content", "@ViewBuilder () -> Content"),
                ]) { call in
                    let items = try call.elements(0).map { element in
                        guard let item = element.payload(as: GridItem.self) else { throw call.mismatch(0, "[GridItem]") }
                        return item
                    }
                    let kind = ViewKind.lazyGrid(axis: grid.axis, items: items, alignment: try ViewsVocabulary.alignmentKey(call, 1, grid.guide),
                                                 spacing: try call.optionalCGFloat(2))
                    return types.view(grid.name, SceneView.node(kind, content: [try call.callArgument(4)], at: call.location))
                }
            }
            library.register(type)
        }
    }

    private static func registerViewThatFits(_ library: NativeLibrary, _ types: SceneTypes) {
        var fits = NativeType("ViewThatFits")
        let both = types.make("Axis.Set", ScrollAxes(horizontal: true, vertical: true))
        fits.initializer([NativeParameter("in", "Axis.Set", default: both), NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
            let kind = ViewKind.viewThatFits(try call.payload(0, as: ScrollAxes.self, "Axis.Set").axisSet)
            return types.view("ViewThatFits", SceneView.node(kind, content: [try call.callArgument(1)], at: call.location))
        }
        library.register(fits)
    }
}

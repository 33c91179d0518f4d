import Foundation
import PlumbContent
import PlumbInterpreter
import PlumbLayout

/// `Form`, `List` (with content, or over data like `ForEach`) and `Section`, laid out as iOS's grouped lists.
///
/// A `Form`, and a `List` in its default style (inset grouped on iOS), scrolls vertically like a `ScrollView` on the
/// grouped background, its sections inset 20 pt from the sides (the cards' margin), 35 pt apart and 35 pt from the
/// top and bottom. Views outside a `Section` form one section per run. A row is its content padded 16 pt
/// horizontally and 6.5 pt vertically (so a 31 pt switch sits in a 44 pt row, as in UITableView), at least 44 pt
/// tall, leading-aligned across the card; the renderer draws the card and the separators (`.painted(FormRow())`).
/// A header is footnote text in the secondary colour, inset 16 pt like the rows' content and 7 pt above the card; a
/// footer likewise 7 pt below it. Header text is shown as written (iOS 26; earlier versions upper-case it).
/// `listStyle(.grouped)` drops the side margins; `.plain` (and `.inset`) also the background and the section
/// spacing. A view of the file's own type inside a `Form` is one row, even when its body is a `Section`.
enum ListVocabulary {
    static let rowMinHeight: CGFloat = 44
    static let rowInsets = EdgeInsets(top: 6.5, leading: 16, bottom: 6.5, trailing: 16)
    static let cardMargin: CGFloat = 20
    static let sectionSpacing: CGFloat = 35
    static let headerGap: CGFloat = 7

    /// What a row's content sees: that it is in a list row (a `Label`'s icon takes the tint there, as iOS draws it).
    private static let listRow = EnvironmentWriter("listRow") { $0.isInListRow = true }

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["Form", "List", "Section"])
        var form = NativeType("Form")
        form.initializer([NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
            makeList(call, "Form", content: try call.callArgument(0)) { _ in .insetGrouped }
        }
        library.register(form)

        var list = NativeType("List")
        // A selection (`List(selection: $chosen)`) shows nothing in a preview, where no list is in edit mode.
        let selection = NativeParameter("selection", "Any", default: .void)
        list.initializer([selection, NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
            makeList(call, "List", content: try call.callArgument(1)) { $0.list }
        }
        list.initializer([
            NativeParameter(nil, "Any"), NativeParameter("id", "Any", default: .optional(nil)), selection,
            NativeParameter("rowContent", "@ViewBuilder (Data) -> Content"),
        ]) { call in
            let forEach = try call.interpreter.instantiate(types.library.type(named: "ForEach")!, [
                .value(call[0]), .value(call[1], label: "id"), .value(call[3], label: "content"),
            ])
            return makeList(call, "List", content: forEach) { $0.list }
        }
        library.register(list)
        registerSection(library, types)
    }

    private static func registerSection(_ library: NativeLibrary, _ types: SceneTypes) {
        var section = NativeType("Section")
        let content = NativeParameter("content", "@ViewBuilder () -> Content")
        section.initializer([NativeParameter(nil, "String"), content]) { call in
            makeSection(call, header: types.text(try call.string(0), at: call.location), content: try call.callArgument(1), footer: nil)
        }
        // Section { } header: { } footer: { }, with either closure left out.
        for (header, footer) in [(false, false), (true, false), (false, true), (true, true)] {
            var parameters = [content]
            if header { parameters.append(NativeParameter("header", "@ViewBuilder () -> Header")) }
            if footer { parameters.append(NativeParameter("footer", "@ViewBuilder () -> Footer")) }
            section.initializer(parameters) { call in
                makeSection(call, header: header ? try call.callArgument(1) : nil, content: try call.callArgument(0),
                            footer: footer ? try call.callArgument(header ? 2 : 1) : nil)
            }
        }
        // Section(header: Text("…"), footer: Text("…")) { }, either view left out.
        for (header, footer) in [(true, false), (false, true), (true, true)] {
            var parameters: [NativeParameter] = []
            if header { parameters.append(NativeParameter("header", "Any")) }
            if footer { parameters.append(NativeParameter("footer", "Any")) }
            section.initializer(parameters + [content]) { call in
                makeSection(call, header: header ? call[0] : nil, content: try call.callArgument(parameters.count),
                            footer: footer ? call[header ? 1 : 0] : nil)
            }
        }
        library.register(section)
    }

    /// A section is a group of its header, content and footer (what it shows outside a list); lists take it apart.
    /// The header and footer are marked as such, so that a lazy grid gives each a line of its own.
    private static func makeSection(_ call: NativeCall, header: Value?, content: Value, footer: Value?) -> Value {
        let types = call.context.types
        let none = types.empty(at: call.location)
        let marked = { (part: Value) in types.modified(SceneView(.kind(.gridCell(.sectionHeaderOrFooter)), content: [part], at: call.location)) }
        return types.view("Section", SceneView(.group, content: [header.map(marked) ?? none, content, footer.map(marked) ?? none], at: call.location))
    }

    /// The parts of a `Section` value (nil for a header or footer it has not).
    private static func sectionParts(_ value: Value) -> (header: Value?, content: Value, footer: Value?)? {
        guard case .native(let object) = value, object.type.name == "Section", let view = object.payload(as: SceneView.self),
              view.content.count == 3 else { return nil }
        let given = { (part: Value) -> Value? in
            guard case .native(let object) = part else { return part }
            if object.type.name == "EmptyView" { return nil }
            guard let view = object.payload(as: SceneView.self), case .kind(.gridCell(.sectionHeaderOrFooter)) = view.role else { return part }
            return view.content[0]
        }
        return (given(view.content[0]), view.content[1], given(view.content[2]))
    }

    /// The views a builder produced, with `TupleView`s, `Group`s and `ForEach`es opened (also under a modifier that
    /// changes nothing here, as `ForEach { … }.onDelete(perform:)` is) and `EmptyView`s left out, each with an
    /// identity that stays stable between solves (its path of positions and `ForEach` ids).
    static func flatten(_ value: Value, id: SceneIdentity = .root, into items: inout [(Value, Value)]) {
        switch value {
        case .optional(nil):
            return
        case .optional(let wrapped?):
            flatten(wrapped, id: id, into: &items)
        case .native(let object) where object.type.name == "EmptyView":
            return
        case .native(let object):
            if let view = object.payload(as: SceneView.self), case .transparent = view.role, isGroup(view.content[0]) {
                flatten(view.content[0], id: id, into: &items)
                return
            }
            guard let view = object.payload(as: SceneView.self), case .group = view.role, sectionParts(value) == nil else {
                items.append((value, .string(id.path)))
                return
            }
            for (index, child) in view.content.enumerated() {
                flatten(child, id: view.contentIdentity(index, in: id), into: &items)
            }
        default:
            items.append((value, .string(id.path)))
        }
    }

    /// Whether `value` is a group of views, under any number of modifiers that change nothing here.
    private static func isGroup(_ value: Value) -> Bool {
        guard case .native(let object) = value, let view = object.payload(as: SceneView.self) else { return false }
        switch view.role {
        case .group: return true
        case .transparent: return isGroup(view.content[0])
        default: return false
        }
    }

    /// The list: sections (runs of loose rows become one) in a scrolling stack on the style's background.
    static func makeList(_ call: NativeCall, _ typeName: String, content: Value, style: @escaping (SceneStyles) -> SceneStyles.ListStyle) -> Value {
        let parts = ControlParts(call)
        var items: [(Value, Value)] = []
        flatten(content, into: &items)
        var sections: [(Value, Value)] = []
        var loose: [(Value, Value)] = []
        func closeRun() {
            guard let first = loose.first, case .string(let firstID) = first.1 else { return }
            sections.append((section(parts, header: nil, rows: loose, footer: nil), .string("rows" + firstID)))
            loose = []
        }
        for (item, id) in items {
            guard let (header, sectionContent, footer) = sectionParts(item) else {
                loose.append((item, id))
                continue
            }
            closeRun()
            var rows: [(Value, Value)] = []
            flatten(sectionContent, into: &rows)
            sections.append((section(parts, header: header, rows: rows, footer: footer), id))
        }
        closeRun()
        let stacked = parts.styled([parts.list(sections)]) { styles in
            .stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: style(styles).isGrouped ? sectionSpacing : 0)
        }
        let margins = parts.styled([stacked]) { styles in
            let list = style(styles)
            let side = list.isInset ? cardMargin : 0
            let end = list.isGrouped ? sectionSpacing : 0
            return .padding(EdgeInsets(top: end, leading: side, bottom: end, trailing: side))
        }
        let scroll = ScrollVocabulary.makeScrollView(call, axes: ScrollAxes(horizontal: false, vertical: true), content: margins)
        let list = parts.styled([scroll]) { style($0).isGrouped ? .painted(FormBackground()) : .group }
        // A grouped list's background runs on under the bars around it, which are transparent at rest.
        let told = parts.types.modified(SceneView(.marker { context in
            if style(context.styles).isGrouped { context.builtGroupedContent = true }
        }, content: [list], at: parts.location))
        return parts.view(typeName, told)
    }

    /// A row's view and its `badge(_:)` — shown on the row's trailing side, in the secondary colour — when the badge
    /// is the row's last modifier.
    private static func badgeSplit(_ row: Value) -> (content: Value, badge: Value?) {
        guard case .native(let object) = row, let view = object.payload(as: SceneView.self), case .badge(let label) = view.role else {
            return (row, nil)
        }
        return (view.content[0], label)
    }

    /// header ← rows as one card ← footer, leading-aligned.
    private static func section(_ parts: ControlParts, header: Value?, rows: [(Value, Value)], footer: Value?) -> Value {
        let row: (Value) -> Value = { view in
            let (content, badge) = badgeSplit(view)
            let shown = NavigationLinkVocabulary.disclosureRow(content, badge: badge, parts) ?? badge.map { parts.labeledRow(content, $0, hidingLabel: false) } ?? content
            let padded = parts.node(.padding(rowInsets), shown)
            let framed = parts.node(.flexFrame(FlexFrame(maxWidth: .infinity, minHeight: rowMinHeight, alignment: .leading)), padded)
            return parts.node(.painted(FormRow()), parts.node(.environment(Self.listRow), framed))
        }
        let card = parts.node(.stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0),
                              parts.list(rows.map { (row($0.0), $0.1) }))
        let caption: (Value, Bool) -> Value = { view, above in
            let inset = EdgeInsets(top: above ? 0 : headerGap, leading: rowInsets.leading, bottom: above ? headerGap : 0, trailing: rowInsets.trailing)
            return parts.node(.environment(EnvironmentWriter(above ? "sectionHeader" : "sectionFooter") { environment in
                environment.font = .footnote
                environment.foregroundStyle = .color(.secondary)
            }), parts.node(.padding(inset), view))
        }
        let views = [header.map { caption($0, true) }, card, footer.map { caption($0, false) }].compactMap { $0 }
        return parts.node(.stack(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0), parts.group(views))
    }
}

extension ControlParts {
    /// Views listed in a container with the identities given (so `@State` in rows follows their `ForEach` ids).
    func list(_ views: [(Value, Value)]) -> Value {
        types.tuple(SceneView(.group, content: views.map(\.0), at: location, contentIDs: views.map(\.1)))
    }
}

import Foundation
import PlumbInterpreter
import PlumbLayout

/// What a still picture of a screen does not show: the sheets, alerts, dialogs, popovers and navigation
/// destinations it presents (with their detents, drag indicators and backgrounds), inspectors and tips, its search
/// field, the toolbar's background and colour scheme, drag and drop, navigation transitions, what it receives from
/// publishers (`onReceive` with `Timer.publish`), and its gestures. The modifiers are accepted (their arguments checked
/// against SwiftUI's parameter types) and leave the view as it is; their content closures never run, as they do not
/// until something is presented. Toolbar items are shown, in the navigation bar (``SceneNavigation``). The gesture
/// types their arguments name exist so that pasted code loads: `DragGesture`,
/// `TapGesture`, `LongPressGesture`, `MagnifyGesture`, `RotateGesture` (and their older names) with `onChanged`,
/// `onEnded`, `updating` and the combinators, and the members of `DragGesture.Value`.
enum PresentationVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        types.registerTokens("ToolbarItemPlacement", [
            "automatic", "principal", "navigation", "primaryAction", "secondaryAction", "status", "confirmationAction",
            "cancellationAction", "destructiveAction", "keyboard", "topBarLeading", "topBarTrailing", "bottomBar",
            "navigationBarLeading", "navigationBarTrailing",
        ])
        types.registerTokens("ToolbarPlacement", ["automatic", "navigationBar", "tabBar", "bottomBar"])
        registerDetents(library, types)
        registerPublishers(library, types)
        types.registerTokens("SearchFieldPlacement", ["automatic", "toolbar", "sidebar", "navigationBarDrawer"])
        types.registerTokens("GestureMask", ["all", "gesture", "subviews", "none"])
        registerToolbarItems(library, types)
        registerGestures(library, types)
        var view = NativeType("View", isProtocol: true)
        for (name, parameters) in modifiers(types) {
            view.method(name, parameters) { call in
                call.context.types.modified(SceneView(.transparent, content: [call.receiver], at: call.location))
            }
        }
        library.register(view)
    }

    private static func modifiers(_ types: SceneTypes) -> [(String, [NativeParameter])] {
        let isPresented = NativeParameter("isPresented", "Binding<Bool>")
        let onDismiss = NativeParameter("onDismiss", "(() -> Void)?", default: .optional(nil))
        let content = NativeParameter("content", "@ViewBuilder () -> Content")
        let actions = NativeParameter("actions", "@ViewBuilder () -> Actions")
        let message = NativeParameter("message", "@ViewBuilder () -> Message")
        let titleVisibility = NativeParameter("titleVisibility", "Visibility", default: types.make("Visibility", "automatic"))
        let title = NativeParameter(nil, "Any")
        // `presenting: item`: the actions and message are given the item.
        let presenting = NativeParameter("presenting", "Any")
        let presentedActions = NativeParameter("actions", "(Any) -> Actions")
        let presentedMessage = NativeParameter("message", "(Any) -> Message")
        let bars = NativeParameter("for", "ToolbarPlacement", variadic: true)
        // `nil` too: `.gesture(isScrollable ? drag : nil)`.
        let gesture = [NativeParameter(nil, "Gesture?"), NativeParameter("including", "GestureMask", default: types.make("GestureMask", "all"))]
        return ["gesture", "simultaneousGesture", "highPriorityGesture"].map { ($0, gesture) } + [
            ("sheet", [isPresented, onDismiss, content]),
            ("sheet", [NativeParameter("item", "Any"), onDismiss, NativeParameter("content", "(Any) -> Content")]),
            ("fullScreenCover", [isPresented, onDismiss, content]),
            ("fullScreenCover", [NativeParameter("item", "Any"), onDismiss, NativeParameter("content", "(Any) -> Content")]),
            ("popover", [isPresented, NativeParameter("attachmentAnchor", "Any", default: .void),
                         NativeParameter("arrowEdge", "Edge?", default: .optional(nil)), content]),
            ("alert", [title, isPresented, actions]),
            ("alert", [title, isPresented, actions, message]),
            ("confirmationDialog", [title, isPresented, titleVisibility, actions]),
            ("confirmationDialog", [title, isPresented, titleVisibility, actions, message]),
            ("alert", [title, isPresented, presenting, presentedActions]),
            ("alert", [title, isPresented, presenting, presentedActions, presentedMessage]),
            ("confirmationDialog", [title, isPresented, titleVisibility, presenting, presentedActions]),
            ("confirmationDialog", [title, isPresented, titleVisibility, presenting, presentedActions, presentedMessage]),
            ("navigationDestination", [isPresented, NativeParameter("destination", "@ViewBuilder () -> Destination")]),
            ("toolbarBackground", [NativeParameter(nil, "Visibility"), bars]),
            ("toolbarBackground", [NativeParameter(nil, "Any"), bars]),
            ("toolbarBackgroundVisibility", [NativeParameter(nil, "Visibility"), bars]),
            ("toolbarColorScheme", [NativeParameter(nil, "ColorScheme?"), bars]),
            ("presentationDetents", [NativeParameter(nil, "Set<PresentationDetent>")]),
            ("presentationDetents", [NativeParameter(nil, "Set<PresentationDetent>"), NativeParameter("selection", "Binding<PresentationDetent>")]),
            ("presentationDragIndicator", [NativeParameter(nil, "Visibility")]),
            ("presentationCornerRadius", [NativeParameter(nil, "CGFloat?")]),
            ("presentationBackground", [NativeParameter(nil, "Any")]),
            ("interactiveDismissDisabled", [NativeParameter(nil, "Bool", default: .bool(true))]),
            ("navigationBarBackButtonHidden", [NativeParameter(nil, "Bool", default: .bool(true))]),
            ("inspector", [isPresented, content]),
            ("popoverTip", [NativeParameter(nil, "Any"), NativeParameter("arrowEdge", "Edge?", default: .optional(nil))]),
            ("draggable", [NativeParameter(nil, "Any")]),
            ("draggable", [NativeParameter(nil, "Any"), NativeParameter("preview", "@ViewBuilder () -> Preview")]),
            ("dropDestination", [NativeParameter("for", "Any"), NativeParameter("action", "(Any, Any) -> Bool"),
                                 NativeParameter("isTargeted", "(Bool) -> Void", default: .void)]),
            ("matchedTransitionSource", [NativeParameter("id", "Any"), NativeParameter("in", "Namespace.ID")]),
            ("navigationTransition", [NativeParameter(nil, "NavigationTransition")]),
            ("onReceive", [NativeParameter(nil, "Publisher"), NativeParameter("perform", "(Any) -> Void")]),
            ("onLongPressGesture", [NativeParameter("minimumDuration", "Double", default: .double(0.5)),
                                    NativeParameter("maximumDistance", "CGFloat", default: .double(10)),
                                    NativeParameter("perform", "() -> Void"),
                                    NativeParameter("onPressingChanged", "((Bool) -> Void)?", default: .optional(nil))]),
        ]
    }

    /// `PresentationDetent`: a sheet's heights (`.medium`, `.large`, `.fraction(_:)`, `.height(_:)`), for
    /// `presentationDetents`.
    private static func registerDetents(_ library: NativeLibrary, _ types: SceneTypes) {
        var detent = NativeType("PresentationDetent", conformances: ["Equatable", "Hashable"])
        let make = { (name: String) in types.make("PresentationDetent", name) }
        for name in ["medium", "large"] { detent.staticConstant(name, make(name)) }
        for name in ["fraction", "height"] { detent.staticMethod(name, [NativeParameter(nil, "CGFloat")]) { _ in make(name) } }
        detent.describe = { ".\($0)" }
        library.register(detent)
    }

    /// `Timer.publish(every:on:in:)` (with `autoconnect()`) and `NotificationCenter.default.publisher(for:)`, the
    /// publishers `onReceive` takes (a still preview receives nothing from them), `Timer.scheduledTimer` (which has
    /// not fired yet in a still picture), and `NavigationTransition`.
    private static func registerPublishers(_ library: NativeLibrary, _ types: SceneTypes) {
        // Publishers and their operators are Combine's (``CombineVocabulary``).
        let make = { types.make("Publisher", "publisher") }
        types.registerTokens("RunLoop.Mode", ["common", "default", "tracking"])
        var runLoop = NativeType("RunLoop")
        runLoop.staticConstant("main", types.make("RunLoop", "main"))
        runLoop.staticConstant("current", types.make("RunLoop", "current"))
        library.register(runLoop)
        var timer = NativeType("Timer")
        timer.staticMethod("publish", [
            NativeParameter("every", "Double"), NativeParameter("tolerance", "Double?", default: .optional(nil)),
            NativeParameter("on", "RunLoop"), NativeParameter("in", "RunLoop.Mode"), NativeParameter("options", "Any", default: .void),
        ]) { _ in make() }
        // A timer scheduled on the run loop: a still picture is the moment the view appears, before it first fires.
        timer.staticMethod("scheduledTimer", [
            NativeParameter("withTimeInterval", "Double"), NativeParameter("repeats", "Bool"), NativeParameter("block", "(Timer) -> Void"),
        ]) { _ in types.make("Timer", "timer") }
        timer.method("invalidate") { _ in .void }
        timer.method("fire") { _ in .void }
        timer.property("isValid", type: "Bool") { _ in .bool(true) }
        library.register(timer)
        var transition = NativeType("NavigationTransition")
        transition.staticConstant("automatic", types.make("NavigationTransition", "automatic"))
        transition.staticMethod("zoom", [NativeParameter("sourceID", "Any"), NativeParameter("in", "Namespace.ID")]) { _ in
            types.make("NavigationTransition", "zoom")
        }
        library.register(transition)
        var center = NativeType("NotificationCenter")
        center.staticConstant("default", types.make("NotificationCenter", "default"))
        center.method("publisher", [NativeParameter("for", "Notification.Name"), NativeParameter("object", "Any", default: .void)]) { _ in make() }
        library.register(NativeType("Notification"))
        var name = NativeType("Notification.Name", conformances: ["Equatable", "Hashable"])
        name.initializer([NativeParameter(nil, "String")]) { call in types.make("Notification.Name", try call.string(0)) }
        name.initializer([NativeParameter("rawValue", "String")]) { call in types.make("Notification.Name", try call.string(0)) }
        library.register(name)
        library.register(center)
    }

    /// `toolbar { … }` with `ToolbarItem(placement:content:)`, `ToolbarItemGroup(placement:content:)` or plain views:
    /// the items of the navigation bar of the `NavigationStack` around (``SceneNavigation``). A bottom bar, the
    /// keyboard's and the status placement are not drawn, with a warning.
    private static func registerToolbarItems(_ library: NativeLibrary, _ types: SceneTypes) {
        // A toolbar's content the file declares (`struct ChatToolbar: ToolbarContent`), whose `body` lists its items.
        var content = NativeType("ToolbarContent", isProtocol: true)
        content.builderRequirements = ["body": "ToolbarContentBuilder"]
        library.register(content)
        // What its builder makes of several items, or of none (an item is one itself).
        for name in ["TupleView", "EmptyView"] { library.register(NativeType(name, conformances: ["ToolbarContent"])) }
        // iOS 16's menu of the navigation title: its items show only once the title is tapped.
        var titleMenu = NativeType("ToolbarTitleMenu", conformances: ["ToolbarContent"])
        func makeTitleMenu(_ content: Value, at location: SourceLocation) -> Value {
            types.view("ToolbarTitleMenu", SceneView(.tagged(.string("titleMenu")), content: [content], at: location))
        }
        titleMenu.initializer([NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
            makeTitleMenu(try call.callArgument(0), at: call.location)
        }
        // The scene's document commands, which a preview has none of.
        titleMenu.initializer([]) { call in makeTitleMenu(types.view("EmptyView", SceneView.node(.empty, at: call.location)), at: call.location) }
        library.register(titleMenu)
        for name in ["ToolbarItem", "ToolbarItemGroup"] {
            var item = NativeType(name, conformances: ["ToolbarContent"])
            item.initializer([
                NativeParameter("placement", "ToolbarItemPlacement", default: types.make("ToolbarItemPlacement", "automatic")),
                NativeParameter("content", "@ViewBuilder () -> Content"),
            ]) { call in
                let placement = try call.payload(0, as: String.self, "ToolbarItemPlacement")
                return types.view(name, SceneView(.tagged(.string(placement)), content: [try call.callArgument(1)], at: call.location))
            }
            library.register(item)
        }
        var view = NativeType("View", isProtocol: true)
        view.method("toolbar", [NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
            var parts: [(Value, Value)] = []
            ListVocabulary.flatten(try call.callArgument(0), into: &parts)
            let controlParts = ControlParts(call)
            let items = try parts.flatMap { part, _ in try toolbarItems(part, controlParts, call.interpreter) }
            let placed = types.modified(SceneView(.marker { $0.navigation.toolbarItems += items }, content: [call.receiver], at: call.location))
            guard items.contains(where: { $0.placement == .notInTheBar }) else { return placed }
            return call.warning("toolbar items placed in the bottom bar, the keyboard's bar or the status area are not drawn", on: placed)
        }
        library.register(view)
    }

    /// The items of a part of a toolbar's content: a `ToolbarContent` of the file gives those of its `body`.
    private static func toolbarItems(_ value: Value, _ parts: ControlParts, _ interpreter: Interpreter) throws -> [SceneNavigation.ToolbarItem] {
        guard case .instance(let instance) = value, interpreter.conforms(instance.type, to: "ToolbarContent") else { return [toolbarItem(value, parts)] }
        var inner: [(Value, Value)] = []
        ListVocabulary.flatten(try interpreter.body(of: value), into: &inner)
        return try inner.flatMap { part, _ in try toolbarItems(part, parts, interpreter) }
    }

    /// A toolbar item's place in the bar and its view: a `ToolbarItem`'s, or a plain view's (trailing, as
    /// `.automatic` is on an iPhone). Labels in the bar show only their icon unless a `labelStyle` says otherwise,
    /// as iOS's automatic label style does there; a `.confirmationAction` (Done, Save) is semibold, as iOS sets it.
    private static func toolbarItem(_ value: Value, _ parts: ControlParts) -> SceneNavigation.ToolbarItem {
        func inBar(_ view: Value) -> Value {
            ControlStylesVocabulary.scoped(view, parts, "labelStyle(.iconOnly)") { if $0.label == .automatic { $0.label = .iconOnly } }
        }
        guard case .native(let object) = value, let view = object.payload(as: SceneView.self), case .tagged(.string(let placement)) = view.role,
              ["ToolbarItem", "ToolbarItemGroup", "ToolbarTitleMenu"].contains(object.type.name) else {
            return SceneNavigation.ToolbarItem(placement: .trailing, view: inBar(value))
        }
        var content = inBar(view.content[0])
        if placement == "confirmationAction" {
            content = parts.node(.environment(EnvironmentWriter("fontWeight(.semibold)") { $0.font = ($0.font ?? .body).weight(.semibold) }), content)
        }
        return SceneNavigation.ToolbarItem(placement: SceneNavigation.ToolbarItem.Placement(placement), view: content)
    }

    /// The gesture types with their modifiers, each giving the gesture back: nothing in a still picture moves.
    private static func registerGestures(_ library: NativeLibrary, _ types: SceneTypes) {
        var gesture = NativeType("Gesture", isProtocol: true)
        for name in ["onChanged", "onEnded"] {
            gesture.method(name, [NativeParameter(nil, "(Any) -> Void")]) { call in call.receiver }
        }
        gesture.method("updating", [NativeParameter(nil, "Any"), NativeParameter("body", "Any")]) { call in call.receiver }
        for name in ["simultaneously", "sequenced", "exclusively"] {
            gesture.method(name, [NativeParameter("with", "Gesture")]) { call in call.receiver }
            gesture.method(name, [NativeParameter("before", "Gesture")]) { call in call.receiver }
        }
        library.register(gesture)
        let gestures: [(String, [NativeParameter])] = [
            ("DragGesture", [NativeParameter("minimumDistance", "CGFloat", default: .double(10)), NativeParameter("coordinateSpace", "Any", default: .void)]),
            ("TapGesture", [NativeParameter("count", "Int", default: .int(1))]),
            ("SpatialTapGesture", [NativeParameter("count", "Int", default: .int(1)), NativeParameter("coordinateSpace", "Any", default: .void)]),
            ("LongPressGesture", [NativeParameter("minimumDuration", "Double", default: .double(0.5)), NativeParameter("maximumDistance", "CGFloat", default: .double(10))]),
            ("MagnifyGesture", [NativeParameter("minimumScaleDelta", "CGFloat", default: .double(0.01))]),
            ("MagnificationGesture", [NativeParameter("minimumScaleDelta", "CGFloat", default: .double(0.01))]),
            ("RotateGesture", [NativeParameter("minimumAngleDelta", "Angle", default: types.make("Angle", Angle.degrees(1)))]),
            ("RotationGesture", [NativeParameter("minimumAngleDelta", "Angle", default: types.make("Angle", Angle.degrees(1)))]),
        ]
        for (name, parameters) in gestures {
            var type = NativeType(name, conformances: ["Gesture"])
            type.initializer(parameters) { _ in types.make(name, name) }
            library.register(type)
        }
        // What a drag's callbacks read (they never run here, but their member names must be known).
        var value = NativeType("DragGesture.Value")
        for name in ["translation", "predictedEndTranslation", "velocity"] {
            value.computed(name) { (_: String) in types.make("CGSize", CGSize.zero) }
        }
        for name in ["location", "startLocation", "predictedEndLocation"] {
            value.computed(name) { (_: String) in types.make("CGPoint", CGPoint.zero) }
        }
        library.register(value)
        // A pinch's and a turn's values: at rest, no magnification and no rotation.
        var magnify = NativeType("MagnifyGesture.Value")
        magnify.computed("magnification") { (_: String) in .double(1) }
        magnify.computed("velocity") { (_: String) in .double(0) }
        magnify.computed("startLocation") { (_: String) in types.make("CGPoint", CGPoint.zero) }
        library.register(magnify)
        var rotate = NativeType("RotateGesture.Value")
        rotate.computed("rotation") { (_: String) in types.make("Angle", 0.0) }
        library.register(rotate)
    }
}

import Foundation
import PlumbInterpreter
import PlumbLayout

/// Modifiers scene files use that Plumb accepts and does not apply: the view comes back unchanged (same identity,
/// same place in the tree), after its arguments were checked against SwiftUI's parameter types.
///
/// Most have no layout or drawing effect a still picture shows (actions, accessibility, keyboard and navigation
/// settings, transitions and animations, styles of controls Plumb draws one way), and are ignored silently. Where
/// ignoring them changes the picture noticeably, the call gets a warning saying the modifier is not applied:
///
/// - `mask` and `visualEffect`: the renderer does not draw them (in SwiftUI they do not change layout either, so
///   frames are right; the picture is not). `scrollClipDisabled`: the scroll view still clips its content.
/// - `listRowInsets` and `listRowBackground`: rows keep the default insets and card.
/// - `preferredColorScheme(.dark)` and `scrollContentBackground(.hidden)`: choose the appearance when rendering
///   (`plumb render --dark`); the list keeps its background.
/// - `datePickerStyle` other than `.automatic` and `.compact`: date pickers are drawn in the compact style (and
///   `pickerStyle` other than `.automatic`, `.menu` and `.segmented` in the menu style: ``ControlStylesVocabulary``).
/// - `contentMargins`: a scroll view's content keeps its own edges. (`scrollTargetLayout`, `scrollTargetBehavior`,
///   `scrollIndicators`, `scrollDisabled` and `scrollBounceBehavior` change how a scroll view moves, not where
///   anything is, and are ignored silently.)
/// - `allowsTightening` is ignored silently, and so is `monospacedDigit`: digits keep San Francisco's proportional
///   widths.
///
/// - `symbolRenderingMode(.multicolor)` and `(.palette)`: symbols are drawn in one colour, the foreground style
///   (`.monochrome` and `.hierarchical`, whose layers differ only in opacity, are ignored silently).
///
/// - `redacted(reason: .placeholder)`: SwiftUI draws placeholder bars for the text and images below; they are shown
///   as they are. `controlSize` other than `.regular`: controls keep the default sizes (``DynamicTypeVocabulary``
///   applies `dynamicTypeSize`).
///   `fontWidth` other than `.standard`: text is set at the standard width (`Font.width(_:)` is accepted silently).
///   `baselineOffset` other than 0: the text stays on its line (SEMANTICS.md has no measurement of how far it grows a
///   text's frame).
///   `textSelection`, `privacySensitive` and `unredacted` are ignored silently.
///
/// - `blendMode` other than `.normal`, `rotation3DEffect`, `transformEffect` and `projectionEffect`: drawn without
///   them (layout is unchanged in SwiftUI too). `listRowSeparator(.hidden)`: the row keeps its separator;
///   `listRowSpacing`: rows follow one another; `defaultScrollAnchor` other than the top: the scroll view shows its
///   content's start; `navigationSplitViewColumnWidth`: the column keeps its default width; `backgroundStyle`:
///   `background(in:)` fills with the system background. `matchedGeometryEffect(isSource: false)`: the view keeps
///   its own frame (in SwiftUI it takes the source view's). `badgeProminence`, `containerShape`, `focusable`,
///   `keyboardShortcut`, `flipsForRightToLeftLayoutDirection` (a preview is left to right), `persistentSystemOverlays`,
///   `transaction`, `onHover`, `scrollPosition` and `listSectionSeparator` are ignored silently.
///
/// Colour filters and decoration (`blur`, `saturation`, `hueRotation`, `brightness`, `contrast`, `grayscale`,
/// `drawingGroup`, `compositingGroup`) are ignored silently: they change tones, not what is where. `onAppear` and
/// `task` actions do not run, so state they would set keeps its initial value.
enum IgnoredModifiersVocabulary {
    /// An accepted modifier: its parameters, and the warning to give for the arguments of a call (nil: silent).
    struct Entry {
        var name: String
        var parameters: [NativeParameter]
        var warning: ((NativeCall) throws -> String?)?

        init(_ name: String, _ parameters: [NativeParameter] = [], warning: ((NativeCall) throws -> String?)? = nil) {
            self.name = name
            self.parameters = parameters
            self.warning = warning
        }
    }

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        for (name, constants) in tokenTypes { types.registerTokens(name, constants) }
        registerPageStyles(library, types)
        registerTransitions(library, types)
        accept(entries(types), in: library)
    }

    /// Registers `entries` as `View` modifiers that leave the view as it is, warning where an entry says to.
    static func accept(_ entries: [Entry], in library: NativeLibrary) {
        AcceptedModifiers.record(entries)
        var view = NativeType("View", isProtocol: true)
        for entry in entries {
            view.method(entry.name, entry.parameters) { call in
                guard let message = try entry.warning?(call) else {
                    return call.context.types.modified(SceneView(.transparent, content: [call.receiver], at: call.location))
                }
                return call.warning(message, on: call.receiver)
            }
        }
        library.register(view)
    }

    /// The option types of the ignored modifiers, so implicit members (`.roundedBorder`, `.numberPad`) resolve.
    static let tokenTypes: [(String, [String])] = [
        ("TextFieldStyle", ["automatic", "plain", "roundedBorder"]),
        ("NavigationViewStyle", ["automatic", "stack", "columns"]),
        ("ToggleStyle", ["automatic", "switch", "button", "checkbox"]),
        ("PickerStyle", ["automatic", "segmented", "menu", "wheel", "inline", "navigationLink", "palette"]),
        ("NavigationBarItem", []),
        ("NavigationBarItem.TitleDisplayMode", ["automatic", "inline", "large"]),
        ("UIKeyboardType", ["default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
                            "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad"]),
        ("TextInputAutocapitalization", ["never", "words", "sentences", "characters"]),
        ("UITextAutocapitalizationType", ["none", "words", "sentences", "allCharacters"]),
        ("SubmitLabel", ["done", "go", "send", "join", "route", "search", "return", "next", "continue"]),
        ("SubmitTriggers", ["text", "search"]),
        ("Visibility", ["automatic", "visible", "hidden"]),
        ("ColorScheme", ["light", "dark"]),
        ("SafeAreaRegions", ["all", "container", "keyboard"]),
        ("AccessibilityTraits", ["isButton", "isHeader", "isSelected", "isLink", "isSearchField", "isImage", "isPlaying",
                                 "isKeyboardKey", "isStaticText", "isSummaryElement", "updatesFrequently", "startsMediaSession",
                                 "allowsDirectInteraction", "causesPageTurn", "isModal", "isToggle"]),
        ("AccessibilityChildBehavior", ["ignore", "combine", "contain"]),
        ("TaskPriority", ["high", "medium", "low", "userInitiated", "utility", "background"]),
        ("ScrollTargetBehavior", ["viewAligned", "paging"]),
        ("ScrollIndicatorVisibility", ["automatic", "visible", "hidden", "never"]),
        ("ScrollBounceBehavior", ["automatic", "always", "basedOnSize"]),
        ("ContentMarginPlacement", ["automatic", "scrollContent", "scrollIndicators"]),
        ("TabViewStyle", ["automatic", "page", "tabBarOnly", "sidebarAdaptable"]),
        ("PageTabViewStyle.IndexDisplayMode", ["automatic", "always", "never"]),
        ("PageIndexViewStyle.BackgroundDisplayMode", ["automatic", "always", "interactive", "never"]),
        ("IndexViewStyle", ["page"]),
        ("ProgressViewStyle", ["automatic", "linear", "circular"]),
        ("DatePickerStyle", ["automatic", "compact", "graphical", "wheel"]),
        ("MenuStyle", ["automatic", "button", "borderlessButton"]),
        ("SymbolRenderingMode", ["monochrome", "hierarchical", "palette", "multicolor"]),
        ("BlendMode", ["normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight",
                       "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "sourceAtop",
                       "destinationOver", "destinationOut", "plusDarker", "plusLighter"]),
        ("BadgeProminence", ["standard", "increased", "decreased"]),
        ("VerticalEdge.Set", ["all", "top", "bottom"]),
        ("KeyboardShortcut", ["defaultAction", "cancelAction"]),
        ("EventModifiers", ["command", "shift", "option", "control", "capsLock", "numericPad", "function", "all"]),
        ("TextSelectability", ["enabled", "disabled"]),
        ("RedactionReasons", ["placeholder", "privacy", "invalidated"]),
        ("ControlSize", ["mini", "small", "regular", "large", "extraLarge"]),
    ]

    /// `.page(indexDisplayMode:)` for `tabViewStyle` and `.page(backgroundDisplayMode:)` for `indexViewStyle`.
    private static func registerPageStyles(_ library: NativeLibrary, _ types: SceneTypes) {
        for name in ["PageTabViewStyle", "PageIndexViewStyle"] { library.register(NativeType(name)) }
        // An iPhone shows a navigation view as a stack whatever its style (`StackNavigationViewStyle()`, `.columns`).
        for name in ["StackNavigationViewStyle", "DoubleColumnNavigationViewStyle", "ColumnNavigationViewStyle", "DefaultNavigationViewStyle"] {
            var style = NativeType(name)
            style.initializer([]) { _ in types.make("NavigationViewStyle", "stack") }
            library.register(style)
        }
        for (styleType, label, modeType) in [
            ("TabViewStyle", "indexDisplayMode", "PageTabViewStyle.IndexDisplayMode"),
            ("IndexViewStyle", "backgroundDisplayMode", "PageIndexViewStyle.BackgroundDisplayMode"),
        ] {
            var style = NativeType(styleType)
            // `page`, or `page.never` / `page.always` with that mode.
            style.staticMethod("page", [NativeParameter(label, modeType, default: types.make(modeType, "automatic"))]) { call in
                let mode = try call.payload(0, as: String.self, modeType)
                return types.make(styleType, mode == "automatic" ? "page" : "page.\(mode)")
            }
            library.register(style)
        }
    }

    /// `AnyTransition`: its built-in values and combinators, all without effect on a still picture.
    private static func registerTransitions(_ library: NativeLibrary, _ types: SceneTypes) {
        var transition = NativeType("AnyTransition")
        let make = { (name: String) in types.make("AnyTransition", name) }
        for name in ["opacity", "scale", "slide", "identity"] { transition.staticConstant(name, make(name)) }
        let center = types.make("UnitPoint", UnitPoint.center)
        let factories: [(String, [NativeParameter])] = [
            ("move", [NativeParameter("edge", "Edge")]),
            ("push", [NativeParameter("from", "Edge")]),
            ("offset", [NativeParameter("x", "CGFloat", default: .double(0)), NativeParameter("y", "CGFloat", default: .double(0))]),
            ("offset", [NativeParameter(nil, "CGSize")]),
            ("scale", [NativeParameter("scale", "CGFloat"), NativeParameter("anchor", "UnitPoint", default: center)]),
            ("asymmetric", [NativeParameter("insertion", "AnyTransition"), NativeParameter("removal", "AnyTransition")]),
            ("modifier", [NativeParameter("active", "ViewModifier"), NativeParameter("identity", "ViewModifier")]),
        ]
        for (name, parameters) in factories { transition.staticMethod(name, parameters) { _ in make(name) } }
        transition.method("combined", [NativeParameter("with", "AnyTransition")]) { call in call.receiver }
        transition.method("animation", [NativeParameter(nil, "Animation?")]) { call in call.receiver }
        transition.describe = { ".\($0)" }
        library.register(transition)
    }

    private static func entries(_ types: SceneTypes) -> [Entry] {
        let optionalAction = NativeParameter("perform", "(() -> Void)?", default: .optional(nil))
        let yes = NativeParameter(nil, "Bool", default: .bool(true))
        let notDrawn = { (name: String) in "\(name) is not drawn: the view is shown without it" }
        let token = { (call: NativeCall, index: Int) in call[index].unwrappedOptional.payload(as: String.self) }
        let center = types.make("UnitPoint", UnitPoint.center)
        let notRedacted = "redacted(reason: .placeholder) is not drawn: the content is shown as it is"
        return [
            Entry("transition", [NativeParameter(nil, "AnyTransition")]),
            Entry("animation", [NativeParameter(nil, "Animation?")]),
            Entry("onDisappear", [optionalAction]),
            Entry("onChange", [NativeParameter("of", "Any"), NativeParameter("perform", "(Any) -> Void")]),
            Entry("onChange", [NativeParameter("of", "Any"), NativeParameter("initial", "Bool", default: .bool(false)), NativeParameter(nil, "Any")]),
            Entry("refreshable", [NativeParameter("action", "() -> Void")]),
            Entry("onDelete", [NativeParameter("perform", "((IndexSet) -> Void)?")]),
            // A context menu shows only while the view is long-pressed, a row's swipe actions while it is swiped.
            Entry("contextMenu", [NativeParameter("menuItems", "@ViewBuilder () -> MenuItems")]),
            Entry("contextMenu", [NativeParameter("menuItems", "@ViewBuilder () -> MenuItems"), NativeParameter("preview", "@ViewBuilder () -> Preview")]),
            Entry("swipeActions", [
                NativeParameter("edge", "HorizontalEdge", default: types.make("HorizontalEdge", "trailing")),
                NativeParameter("allowsFullSwipe", "Bool", default: .bool(true)), NativeParameter("content", "@ViewBuilder () -> Content"),
            ]),
            Entry("onMove", [NativeParameter("perform", "((IndexSet, Int) -> Void)?")]),
            // A scene has one in-memory SwiftData store, whichever container or context a view is given (SwiftDataVocabulary).
            Entry("modelContainer", [
                NativeParameter("for"), NativeParameter("inMemory", "Bool", default: .bool(false)),
                NativeParameter("isAutosaveEnabled", "Bool", default: .bool(true)), NativeParameter("isUndoEnabled", "Bool", default: .bool(false)),
            ]),
            Entry("modelContainer", [NativeParameter(nil, "ModelContainer")]),
            Entry("modelContext", [NativeParameter(nil, "ModelContext")]),
            Entry("deleteDisabled", [NativeParameter(nil, "Bool")]),
            Entry("moveDisabled", [NativeParameter(nil, "Bool")]),
            Entry("blur", [NativeParameter("radius", "CGFloat"), NativeParameter("opaque", "Bool", default: .bool(false))]),
            Entry("saturation", [NativeParameter(nil, "Double")]),
            Entry("hueRotation", [NativeParameter(nil, "Angle")]),
            Entry("brightness", [NativeParameter(nil, "Double")]),
            Entry("contrast", [NativeParameter(nil, "Double")]),
            Entry("grayscale", [NativeParameter(nil, "Double")]),
            Entry("drawingGroup", [NativeParameter("opaque", "Bool", default: .bool(false)), NativeParameter("colorMode", "Any", default: .void)]),
            Entry("compositingGroup"),
            Entry("mask", [NativeParameter("alignment", "Alignment", default: types.make("Alignment", Alignment.center)),
                           NativeParameter("mask", "@ViewBuilder () -> Mask")]) { _ in notDrawn("mask") },
            Entry("mask", [NativeParameter(nil, "Any")]) { _ in notDrawn("mask") },
            Entry("accessibilityLabel", [NativeParameter(nil, "Any")]),
            Entry("accessibilityHint", [NativeParameter(nil, "Any")]),
            Entry("accessibilityValue", [NativeParameter(nil, "Any")]),
            Entry("accessibilityIdentifier", [NativeParameter(nil, "String")]),
            Entry("accessibilityAddTraits", [NativeParameter(nil, "AccessibilityTraits")]),
            Entry("accessibilityAddTraits", [NativeParameter(nil, "[AccessibilityTraits]")]),
            Entry("accessibilityHidden", [NativeParameter(nil, "Bool")]),
            Entry("accessibilityElement", [NativeParameter("children", "AccessibilityChildBehavior", default: types.make("AccessibilityChildBehavior", "ignore"))]),
            Entry("contentShape", [NativeParameter(nil, "Shape"), NativeParameter("eoFill", "Bool", default: .bool(false))]),
            Entry("allowsHitTesting", [NativeParameter(nil, "Bool")]),
            Entry("help", [NativeParameter(nil, "String")]),
            Entry("toggleStyle", [NativeParameter(nil, "ToggleStyle")]),
            Entry("datePickerStyle", [NativeParameter(nil, "DatePickerStyle")]) { call in
                guard let style = token(call, 0), !["automatic", "compact"].contains(style) else { return nil }
                return "datePickerStyle(.\(style)) is not applied: the date picker is drawn in the compact style"
            },
            Entry("menuStyle", [NativeParameter(nil, "MenuStyle")]) { call in
                guard let style = token(call, 0), style == "button" else { return nil }
                return "menuStyle(.button) is not applied: the menu's label is drawn as it is"
            },
            Entry("listRowInsets", [NativeParameter(nil, "EdgeInsets?")]) { _ in "listRowInsets is not applied: the row keeps its default insets" },
            Entry("listRowBackground", [NativeParameter(nil, "Any")]) { _ in "listRowBackground is not drawn: the row keeps its default background" },
            Entry("keyboardType", [NativeParameter(nil, "UIKeyboardType")]),
            Entry("textContentType", [NativeParameter(nil, "Any")]),
            Entry("textInputAutocapitalization", [NativeParameter(nil, "TextInputAutocapitalization?")]),
            Entry("autocapitalization", [NativeParameter(nil, "UITextAutocapitalizationType")]),
            Entry("autocorrectionDisabled", [yes]),
            Entry("submitLabel", [NativeParameter(nil, "SubmitLabel")]),
            Entry("scrollContentBackground", [NativeParameter(nil, "Visibility")]) { call in
                token(call, 0) == "hidden" ? "scrollContentBackground(.hidden) is not applied: the list keeps its background" : nil
            },
            Entry("statusBarHidden", [yes]),
            Entry("navigationViewStyle", [NativeParameter(nil, "NavigationViewStyle")]),
            Entry("preferredColorScheme", [NativeParameter(nil, "ColorScheme?")]) { call in
                token(call, 0) == "dark" ? "preferredColorScheme is not applied: render with --dark for the dark appearance" : nil
            },
            Entry("symbolRenderingMode", [NativeParameter(nil, "SymbolRenderingMode?")]) { call in
                let mode = token(call, 0)
                return ["multicolor", "palette"].contains(mode) ? "symbolRenderingMode(.\(mode ?? "")) is not applied: symbols are drawn in the foreground colour" : nil
            },
            Entry("textSelection", [NativeParameter(nil, "TextSelectability")]),
            Entry("privacySensitive", [yes]),
            Entry("unredacted"),
            Entry("redacted", [NativeParameter("reason", "RedactionReasons")]) { call in
                token(call, 0) == "placeholder" ? notRedacted : nil
            },
            Entry("redacted", [NativeParameter("reason", "[RedactionReasons]")]) { call in
                guard case .array(let reasons) = call[0], reasons.contains(where: { $0.payload(as: String.self) == "placeholder" }) else { return nil }
                return notRedacted
            },
            Entry("blendMode", [NativeParameter(nil, "BlendMode")]) { call in
                token(call, 0) == "normal" ? nil : notDrawn("blendMode")
            },
            Entry("rotation3DEffect", [
                NativeParameter(nil, "Angle"), NativeParameter("axis", "Any"), NativeParameter("anchor", "UnitPoint", default: center),
                NativeParameter("anchorZ", "CGFloat", default: .double(0)), NativeParameter("perspective", "CGFloat", default: .double(1)),
            ]) { _ in notDrawn("rotation3DEffect") },
            Entry("transformEffect", [NativeParameter(nil, "CGAffineTransform")]) { call in
                call[0].payload(as: AffineMatrix.self) == AffineMatrix() ? nil : notDrawn("transformEffect")
            },
            Entry("projectionEffect", [NativeParameter(nil, "Any")]) { _ in notDrawn("projectionEffect") },
            Entry("listRowSeparator", [NativeParameter(nil, "Visibility"), NativeParameter("edges", "VerticalEdge.Set", default: types.make("VerticalEdge.Set", "all"))]) { call in
                token(call, 0) == "hidden" ? "listRowSeparator(.hidden) is not applied: the row keeps its separator" : nil
            },
            Entry("listSectionSeparator", [NativeParameter(nil, "Visibility"), NativeParameter("edges", "VerticalEdge.Set", default: types.make("VerticalEdge.Set", "all"))]),
            Entry("listRowSpacing", [NativeParameter(nil, "CGFloat?")]) { call in
                (try call.optionalCGFloat(0) ?? 0) == 0 ? nil : "listRowSpacing is not applied: rows follow one another"
            },
            Entry("defaultScrollAnchor", [NativeParameter(nil, "UnitPoint?")]) { call in
                let anchor = call[0].unwrappedOptional.payload(as: UnitPoint.self)
                return anchor == nil || anchor?.y == 0 ? nil : "defaultScrollAnchor is not applied: the scroll view shows its content's start"
            },
            Entry("navigationSplitViewColumnWidth", [NativeParameter(nil, "CGFloat")]) { _ in
                "navigationSplitViewColumnWidth is not applied: the column keeps its default width"
            },
            Entry("navigationSplitViewColumnWidth", [
                NativeParameter("min", "CGFloat?", default: .optional(nil)), NativeParameter("ideal", "CGFloat"), NativeParameter("max", "CGFloat?", default: .optional(nil)),
            ]) { _ in "navigationSplitViewColumnWidth is not applied: the column keeps its default width" },
            Entry("backgroundStyle", [NativeParameter(nil, "ShapeStyle")]) { _ in
                "backgroundStyle is not applied: background(in:) fills with the system background"
            },
            Entry("badgeProminence", [NativeParameter(nil, "BadgeProminence")]),
            Entry("containerShape", [NativeParameter(nil, "Shape")]),
            Entry("focusable", [yes]),
            Entry("keyboardShortcut", [NativeParameter(nil, "KeyboardShortcut")]),
            Entry("keyboardShortcut", [NativeParameter(nil, "Any"), NativeParameter("modifiers", "EventModifiers", default: types.make("EventModifiers", "command"))]),
            Entry("keyboardShortcut", [NativeParameter(nil, "Any"), NativeParameter("modifiers", "[EventModifiers]")]),
            Entry("flipsForRightToLeftLayoutDirection", [NativeParameter(nil, "Bool")]),
            Entry("persistentSystemOverlays", [NativeParameter(nil, "Visibility")]),
            Entry("transaction", [NativeParameter(nil, "(inout Transaction) -> Void")]),
            Entry("transaction", [NativeParameter("value", "Any"), NativeParameter(nil, "(inout Transaction) -> Void")]),
            Entry("onHover", [NativeParameter("perform", "(Bool) -> Void")]),
            Entry("scrollPosition", [NativeParameter("id", "Any"), NativeParameter("anchor", "UnitPoint?", default: .optional(nil))]),
            Entry("scrollPosition", [NativeParameter(nil, "Any"), NativeParameter("anchor", "UnitPoint?", default: .optional(nil))]),
            Entry("baselineOffset", [NativeParameter(nil, "CGFloat")]) { call in
                try call.cgFloat(0) == 0 ? nil : "baselineOffset is not applied: the text stays on its line"
            },
            Entry("fontWidth", [NativeParameter(nil, "Font.Width?")]) { call in
                [nil, "standard"].contains(token(call, 0)) ? nil : "fontWidth is not applied: text is set at the standard width"
            },
            Entry("controlSize", [NativeParameter(nil, "ControlSize")]) { call in
                token(call, 0) == "regular" ? nil : "controlSize is not applied: controls are drawn at the regular size"
            },
            Entry("allowsTightening", [NativeParameter(nil, "Bool")]),
            // Scrolling behaviour (iOS 16 and 17): how a scroll view moves, not where its content is.
            Entry("scrollTargetLayout", [NativeParameter("isEnabled", "Bool", default: .bool(true))]),
            Entry("scrollTargetBehavior", [NativeParameter(nil, "ScrollTargetBehavior")]),
            Entry("scrollIndicators", [NativeParameter(nil, "ScrollIndicatorVisibility"), NativeParameter("axes", "Axis.Set", default: types.make("Axis.Set", ScrollAxes(horizontal: true, vertical: true)))]),
            Entry("scrollDisabled", [NativeParameter(nil, "Bool")]),
            Entry("scrollBounceBehavior", [NativeParameter(nil, "ScrollBounceBehavior"), NativeParameter("axes", "Axis.Set", default: types.make("Axis.Set", ScrollAxes(horizontal: true, vertical: true)))]),
            Entry("scrollClipDisabled", [NativeParameter(nil, "Bool", default: .bool(true))]) { call in
                try call.bool(0) ? "scrollClipDisabled is not applied: the scroll view still clips its content" : nil
            },
            // The closure gets the view's geometry after layout; what it returns (offsets, scales, opacity) is drawn.
            Entry("visualEffect", [NativeParameter(nil, "(EmptyVisualEffect, GeometryProxy) -> VisualEffect")]) { _ in notDrawn("visualEffect") },
        ] + contentMarginsEntries(types) + [
            // Digits keep San Francisco's proportional widths.
            Entry("monospacedDigit"),
            Entry("matchedGeometryEffect", [
                NativeParameter("id", "Any"), NativeParameter("in", "Namespace.ID"),
                NativeParameter("properties", "MatchedGeometryProperties", default: types.make("MatchedGeometryProperties", "frame")),
                NativeParameter("anchor", "UnitPoint", default: types.make("UnitPoint", UnitPoint.center)),
                NativeParameter("isSource", "Bool", default: .bool(true)),
            ]) { call in
                // A view that is not the source takes the source's frame in SwiftUI: a still picture differs.
                try call.bool(4) ? nil : "matchedGeometryEffect(isSource: false) is not applied: the view keeps its own frame, not its source's"
            },
        ]
    }

    /// `contentMargins(_:_:for:)`, `contentMargins(_:for:)` with a length or with insets.
    private static func contentMarginsEntries(_ types: SceneTypes) -> [Entry] {
        let placement = NativeParameter("for", "ContentMarginPlacement", default: types.make("ContentMarginPlacement", "automatic"))
        let forms = [
            [NativeParameter(nil, "Edge.Set", default: types.make("Edge.Set", Edge.Set.all)), NativeParameter(nil, "CGFloat?"), placement],
            [NativeParameter(nil, "CGFloat"), placement],
            [NativeParameter(nil, "EdgeInsets"), placement],
        ]
        return forms.map { Entry("contentMargins", $0) { _ in "contentMargins is not applied: the scroll view's content keeps its own edges" } }
    }
}

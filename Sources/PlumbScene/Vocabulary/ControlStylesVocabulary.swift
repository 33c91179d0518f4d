import Foundation
import PlumbInterpreter
import PlumbLayout

/// What SwiftUI hands down the environment that decides which views the tree holds: the styles of the controls
/// below (`buttonStyle(_:)`, `listStyle(_:)`, `labelStyle(_:)`, `gaugeStyle(_:)`) and the model objects of the views
/// below (`environmentObject(_:)`, `environment(_:)`).
/// Unlike the drawing environment they change layout (a bordered button is padded, an inset-grouped list has
/// margins, a view shows its model's values), so they are applied when the tree is built: the modifier sets them
/// while its subtree is built, and the views inside read them then (``SceneStyles/node(_:at:_:)``). Views built
/// later, during layout (a `GeometryReader`'s content), see those of where they stand
/// (``SceneTreeBuilder/buildingLater(at:)``).
struct SceneStyles {
    /// `PrimitiveButtonStyle`'s built-in styles.
    enum ButtonStyle: String, CaseIterable {
        case automatic, plain, borderless, bordered, borderedProminent
    }

    /// `ListStyle`'s built-in styles. `inset` draws as `plain`, `sidebar` as `insetGrouped`.
    enum ListStyle: String, CaseIterable {
        case automatic, plain, inset, grouped, insetGrouped, sidebar

        /// Whether rows form cards on the grouped background.
        var isGrouped: Bool { self != .plain && self != .inset }
        /// Whether the cards are inset from the sides (SwiftUI's `.automatic` list on iOS is inset grouped).
        var isInset: Bool { isGrouped && self != .grouped }
    }

    /// `LabelStyle`'s built-in styles: which of a `Label`'s parts show (`.automatic` shows both, as it does in stacks,
    /// lists and forms).
    enum LabelStyle: String, CaseIterable {
        case automatic, titleAndIcon, titleOnly, iconOnly
    }

    /// `GaugeStyle`'s built-in styles: the linear ones draw as a bar, the circular ones as a ring.
    enum GaugeStyle: String, CaseIterable {
        case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity

        var isCircular: Bool { self == .accessoryCircular || self == .accessoryCircularCapacity }
    }

    var button = ButtonStyle.automatic
    /// A scene's own `ButtonStyle` (`.buttonStyle(PrimaryStyle())`): the buttons below are what its
    /// `makeBody(configuration:)` makes of their labels. A built-in style set further in replaces it.
    var customButtonStyle: Value?
    var list = ListStyle.automatic
    var label = LabelStyle.automatic
    /// A scene's own `LabelStyle` (`.labelStyle(OutlineLabelStyle())`): the labels below are what its
    /// `makeBody(configuration:)` makes of their titles and icons. A built-in style set further in replaces it.
    var customLabelStyle: Value?
    /// A scene's own `ProgressViewStyle`: the progress views below are what its `makeBody(configuration:)` makes of
    /// their fraction and label. A built-in style set further in replaces it.
    var customProgressStyle: Value?
    var gauge = GaugeStyle.automatic
    /// `textFieldStyle(.roundedBorder)`: the text fields below are drawn on the background in a rounded border.
    var textFieldHasRoundedBorder = false
    /// `onSubmit(_:)`: the actions Return in a text field below runs, outermost first.
    var submitActions: [Value] = []
    /// `focused(_:)`, `focused(_:equals:)`: the `@FocusState` the text fields below are bound to.
    var focus: FocusBinding?
    /// `multilineTextAlignment(_:)`: where the text fields below place their line.
    var textAlignment = TextAlignment.leading
    /// `pickerStyle(.segmented)`: the pickers below are segmented controls.
    var pickerIsSegmented = false
    /// Where the `Label`s below stand, which sets how they lay out their icon and title.
    enum LabelPlacement {
        /// In a stack, list or form: the icon beside the title.
        case inline
        /// A `ContentUnavailableView`'s label: the large icon above the bold title.
        case unavailableContent
        /// A `TabView` bar's item: the icon above the small title.
        case tabItem
    }

    var labelPlacement = LabelPlacement.inline
    /// `tabViewStyle(.page)`: the `TabView`s below page through their tabs, with dots where the bar would be.
    var pagedTabs: SceneTabBar.PageIndex?
    /// `indexViewStyle(.page(backgroundDisplayMode: .always))`: the dots of paged `TabView`s below are on a capsule.
    var pageDotsHaveBackground = false
    /// `labelsHidden()`: toggles, pickers, steppers, date pickers, colour pickers, gauges and `LabeledContent` below
    /// show their control (or value) without the label.
    var labelsHidden = false
    /// The objects `environmentObject(_:)` and `environment(_:)` put in the environment, by their type's name: what
    /// the `@EnvironmentObject` and `@Environment(Model.self)` properties of the views below read.
    var environmentObjects: [String: Value] = [:]
    /// The environment values `environment(_:_:)` and `disabled(_:)` wrote: what the `@Environment(\.name)`
    /// properties of the views below read.
    var environment = EnvironmentEntries()

    /// A node whose kind depends on the styles in effect where it is built (`.group` makes it vanish).
    static func node(_ content: [Value], at location: SourceLocation?, _ kind: @escaping (SceneStyles) -> ViewKind) -> SceneView {
        SceneView(.node { builder, _ in kind(builder.context.styles) }, content: content, at: location)
    }
}

enum ControlStylesVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        types.registerCases("PrimitiveButtonStyle", SceneStyles.ButtonStyle.allCases)
        types.registerCases("ListStyle", SceneStyles.ListStyle.allCases)
        // A protocol scenes' own styles conform to, whose static members are the built-in styles.
        var labelStyle = NativeType("LabelStyle", isProtocol: true)
        labelStyle.builderRequirements = ["makeBody": "ViewBuilder"]
        library.register(labelStyle)
        types.registerCases("LabelStyle", SceneStyles.LabelStyle.allCases)
        types.registerCases("GaugeStyle", SceneStyles.GaugeStyle.allCases)
        var view = NativeType("View", isProtocol: true)
        view.method("buttonStyle", [NativeParameter(nil, "PrimitiveButtonStyle")]) { call in
            let style = try call.payload(0, as: SceneStyles.ButtonStyle.self, "PrimitiveButtonStyle")
            return scoped(call, "buttonStyle(.\(style.rawValue))") { styles in
                styles.button = style
                styles.customButtonStyle = nil
            }
        }
        view.method("buttonStyle", [NativeParameter(nil, "ButtonStyle")]) { call in ownStyle(call, "buttonStyle", \.customButtonStyle) }
        view.method("textFieldStyle", [NativeParameter(nil, "TextFieldStyle")]) { call in
            let style = try call.payload(0, as: String.self, "TextFieldStyle")
            return scoped(call, "textFieldStyle(.\(style))") { $0.textFieldHasRoundedBorder = style == "roundedBorder" }
        }
        view.method("onSubmit", [NativeParameter("of", "SubmitTriggers", default: types.make("SubmitTriggers", "text")), NativeParameter(nil, "() -> Void")]) { call in
            // Only a text field's Return submits in a preview; a search field's triggers have none.
            guard call[0].payload(as: String.self) != "search" else { return call.receiver }
            let action = call[1]
            return scoped(call, "onSubmit") { $0.submitActions.append(action) }
        }
        view.method("pickerStyle", [NativeParameter(nil, "PickerStyle")]) { call in
            let style = try call.payload(0, as: String.self, "PickerStyle")
            let styled = scoped(call, "pickerStyle(.\(style))") { $0.pickerIsSegmented = style == "segmented" }
            guard !["automatic", "menu", "segmented"].contains(style) else { return styled }
            return call.warning("pickerStyle(.\(style)) is not applied: the picker is drawn in the menu style", on: styled)
        }
        view.method("listStyle", [NativeParameter(nil, "ListStyle")]) { call in
            let style = try call.payload(0, as: SceneStyles.ListStyle.self, "ListStyle")
            return scoped(call, "listStyle(.\(style.rawValue))") { $0.list = style }
        }
        view.method("labelStyle", [NativeParameter(nil, "LabelStyle")]) { call in
            guard case .instance = call[0] else {
                let style = try call.payload(0, as: SceneStyles.LabelStyle.self, "LabelStyle")
                return scoped(call, "labelStyle(.\(style.rawValue))") { styles in
                    styles.label = style
                    styles.customLabelStyle = nil
                }
            }
            return ownStyle(call, "labelStyle", \.customLabelStyle)
        }
        // The built-in styles draw as the progress view's own look (a bar with a value, a spinner without).
        view.method("progressViewStyle", [NativeParameter(nil, "ProgressViewStyle")]) { call in
            guard case .instance = call[0] else {
                let name = call[0].payload(as: String.self) ?? "automatic"
                return scoped(call, "progressViewStyle(.\(name))") { $0.customProgressStyle = nil }
            }
            return ownStyle(call, "progressViewStyle", \.customProgressStyle)
        }
        view.method("tabViewStyle", [NativeParameter(nil, "TabViewStyle")]) { call in
            let style = try call.payload(0, as: String.self, "TabViewStyle")
            return scoped(call, "tabViewStyle(.\(style))") { styles in
                styles.pagedTabs = style.hasPrefix("page")
                    ? SceneTabBar.PageIndex(showsDots: style != "page.never", showsForOnePage: style == "page.always") : nil
            }
        }
        view.method("indexViewStyle", [NativeParameter(nil, "IndexViewStyle")]) { call in
            let style = try call.payload(0, as: String.self, "IndexViewStyle")
            return scoped(call, "indexViewStyle(.\(style))") { $0.pageDotsHaveBackground = style == "page.always" }
        }
        view.method("labelsHidden") { call in scoped(call, "labelsHidden()") { $0.labelsHidden = true } }
        view.method("gaugeStyle", [NativeParameter(nil, "GaugeStyle")]) { call in
            let style = try call.payload(0, as: SceneStyles.GaugeStyle.self, "GaugeStyle")
            return scoped(call, "gaugeStyle(.\(style.rawValue))") { $0.gauge = style }
        }
        library.register(view)
    }

    /// The receiver built with the scene's own style its argument is (`buttonStyle(Primary())`) at `key` of the styles:
    /// what the controls below are made by (``SceneView/Role/styled(style:configuration:)``).
    private static func ownStyle(_ call: NativeCall, _ modifier: String, _ key: WritableKeyPath<SceneStyles, Value?>) -> Value {
        let style = call[0]
        return scoped(call, "\(modifier)(\(call.interpreter.typeName(of: style))())") { $0[keyPath: key] = style }
    }

    /// The receiver built with `set` applied to the styles.
    private static func scoped(_ call: NativeCall, _ description: String, _ set: @escaping (inout SceneStyles) -> Void) -> Value {
        scoped(call.receiver, ControlParts(call), description, set)
    }

    /// `content` built with `set` applied to the styles, which are restored once it is built. The modifier shows in
    /// the solved tree as an environment node named `description`, which writes `environment` into the engine's.
    static func scoped(
        _ content: Value, _ parts: ControlParts, _ description: String, environment: @escaping (inout EnvironmentValues) -> Void = { _ in },
        _ set: @escaping (inout SceneStyles) -> Void
    ) -> Value {
        final class Saved { var styles = SceneStyles() }
        let saved = Saved()
        let applied = parts.types.modified(SceneView(.marker { context in
            saved.styles = context.styles
            set(&context.styles)
        }, content: [content], at: parts.location))
        return parts.types.modified(SceneView(.node { builder, _ in
            builder.context.styles = saved.styles
            return .environment(EnvironmentWriter(description, apply: environment))
        }, content: [applied], at: parts.location))
    }
}

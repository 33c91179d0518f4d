import Foundation
import PlumbContent
import PlumbInterpreter
import PlumbLayout

/// iOS's controls, built from engine nodes with the renderer's painted chrome (`PlumbContent`) and `.tapAction`s:
///
/// - `Toggle`: the label leading and greedy, then the 51×31 switch (UISwitch's size) 8 pt after it, so the toggle
///   is 31 pt tall for a one-line label. A tap flips the binding.
/// - `Button`: its label in the tint colour (`.automatic`, `.borderless`), in the primary colour (`.plain`), or
///   padded 7 pt vertically and 12 pt horizontally on a rounded rectangle of radius 8 — tinted at 15 % opacity
///   (`.bordered`) or the tint itself under a white label (`.borderedProminent`), iOS's regular control size.
///   `role: .destructive` makes the label red. A tap runs the action. `Link` and `Menu` are drawn as buttons of
///   their title or label (a preview opens no URL; a menu's items show only once it is opened, so its content does
///   not run); `URL(string:)` is the string, nil when it is empty. `ShareLink` is a button of its label, by default
///   "Share" beside the `square.and.arrow.up` symbol.
/// - `TextField` and `SecureField`: one greedy line at least 22 pt tall (the body line of UITextField) showing the
///   text (bullets when secure) or the placeholder in the placeholder colour; `axis: .vertical` lets it wrap.
///   `TextEditor`: greedy, its text wrapped at the top leading corner inset as UITextView's is (8 pt above and
///   below, 5 pt at the sides).
/// - `Slider`: greedy, 31 pt tall (UISlider's height), the thumb at the value's fraction of the range.
/// - `Label`: the symbol and the title in an `HStack`. `LabeledContent`: the label, a spacer, and the value in
///   the secondary colour. `Divider`: a 0.5 pt line (one pixel at 2×) in the separator colour, across the minor
///   axis of its stack (vertical in an `HStack`), horizontal outside stacks. `ProgressView`: a 20×20 spinner
///   (UIActivityIndicatorView's medium size), its label 8 pt below; with a `value`, a greedy bar 4 pt tall
///   (UIProgressView's) with its label above.
enum ControlsVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes([
            "Toggle", "Button", "TextField", "SecureField", "Slider", "Label", "LabeledContent", "Divider", "ProgressView",
            "Link", "Menu", "TextEditor", "ShareLink", "EditButton",
        ])
        registerToggle(library, types)
        registerButton(library, types)
        registerTextFields(library, types)
        registerSlider(library, types)
        registerLabels(library, types)
        registerIndicators(library, types)
    }

    /// The gap between a toggle's or stepper's label and its control.
    static let switchSpacing: CGFloat = 8
    /// UITextField's height for the body font.
    static let textFieldHeight: CGFloat = 22
    static let roundedBorderInsets = EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7)
    static let sliderHeight: CGFloat = 31
    /// The padding of a bordered button's label, and its corner radius.
    static let borderedInsets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    static let borderedCornerRadius: CGFloat = 8
    static let spinnerSize: CGFloat = 20
    /// UIProgressView's bar.
    static let progressBarHeight: CGFloat = 4
    static let dividerThickness: CGFloat = 0.5
    /// UITextView's text container inset (8 pt above and below) and line fragment padding (5 pt at the sides).
    static let textEditorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
    /// UIColor.placeholderText is the secondary label colour at half its alpha.
    static let placeholderColor = Color.secondary.opacity(0.5)
    static let separatorColor = Color.secondary.opacity(0.5)

    // MARK: Toggle

    private static func registerToggle(_ library: NativeLibrary, _ types: SceneTypes) {
        var toggle = NativeType("Toggle")
        toggle.initializer([NativeParameter(nil, "String"), NativeParameter("isOn", "Binding<Bool>")]) { call in
            try makeToggle(call, label: types.text(try call.string(0), at: call.location), binding: 1)
        }
        toggle.initializer([NativeParameter("isOn", "Binding<Bool>"), NativeParameter("label", "@ViewBuilder () -> Label")]) { call in
            try makeToggle(call, label: try call.callArgument(1), binding: 0)
        }
        library.register(toggle)
    }

    private static func makeToggle(_ call: NativeCall, label: Value, binding index: Int) throws -> Value {
        let (binding, isOn) = try call.boolBinding(index)
        let parts = ControlParts(call)
        let row = parts.controlRow(label, parts.node(.frame(width: ToggleSwitch.size.width, height: ToggleSwitch.size.height, alignment: .center), parts.color(.clear)))
        return parts.tappable("Toggle", parts.node(.painted(ToggleSwitch(isOn: isOn)), row), flipping: binding)
    }

    // MARK: Button

    private static func registerButton(_ library: NativeLibrary, _ types: SceneTypes) {
        var role = NativeType("ButtonRole", conformances: ["Equatable", "Hashable"])
        for name in ["destructive", "cancel"] { role.staticConstant(name, types.make("ButtonRole", name)) }
        role.describe = { ".\($0)" }
        library.register(role)

        let noRole = NativeParameter("role", "ButtonRole?", default: .optional(nil))
        var button = NativeType("Button")
        button.initializer([NativeParameter(nil, "String"), noRole, NativeParameter("action", "() -> Void")]) { call in
            try makeButton(call, label: types.text(try call.string(0), at: call.location), role: 1, action: 2)
        }
        button.initializer([NativeParameter(nil, "String"), NativeParameter("systemImage", "String"), noRole, NativeParameter("action", "() -> Void")]) { call in
            try makeButton(call, label: makeLabel(call, title: try call.string(0), systemImage: try call.string(1), types), role: 2, action: 3)
        }
        button.initializer([noRole, NativeParameter("action", "() -> Void"), NativeParameter("label", "@ViewBuilder () -> Label")]) { call in
            try makeButton(call, label: try call.callArgument(2), role: 0, action: 1)
        }
        library.register(button)
        registerLinksAndMenus(library, types)
    }

    /// `Link`, `Menu` and `EditButton` (titled "Edit"): buttons whose tap does nothing in a preview.
    private static func registerLinksAndMenus(_ library: NativeLibrary, _ types: SceneTypes) {
        // Each with a title or a label, and what it would open.
        let opens = [("Link", NativeParameter("destination", "URL")), ("Menu", NativeParameter("content", "@ViewBuilder () -> Content"))]
        for (name, target) in opens {
            var type = NativeType(name)
            type.initializer([NativeParameter(nil, "String"), target]) { call in
                button(call, typeName: name, label: types.text(try call.string(0), at: call.location)) {}
            }
            type.initializer([target, NativeParameter("label", "@ViewBuilder () -> Label")]) { call in
                button(call, typeName: name, label: try call.callArgument(1)) {}
            }
            // `Menu("Sort", systemImage: "arrow.up.arrow.down") { … }`, `Link("Site", systemImage: …, destination:)`.
            let systemImage = [NativeParameter(nil, "String"), NativeParameter("systemImage", "String")]
            type.initializer(systemImage + [target]) { call in
                button(call, typeName: name, label: makeLabel(call, title: try call.string(0), systemImage: try call.string(1), types)) {}
            }
            library.register(type)
        }
        var editButton = NativeType("EditButton")
        editButton.initializer([]) { call in button(call, typeName: "EditButton", label: types.text("Edit", at: call.location)) {} }
        library.register(editButton)
        registerShareLink(library, types)
    }

    /// `ShareLink`: a button labelled "Share" (or its title) with the square-and-arrow symbol, or its own label; a
    /// preview shares nothing. `SharePreview` is accepted for its `preview:` argument.
    private static func registerShareLink(_ library: NativeLibrary, _ types: SceneTypes) {
        var preview = NativeType("SharePreview")
        preview.initializer([NativeParameter(nil, "String"), NativeParameter("image", "Any?", default: .optional(nil)),
                             NativeParameter("icon", "Any?", default: .optional(nil))]) { call in
            types.make("SharePreview", try call.string(0))
        }
        library.register(preview)
        let shared = [
            NativeParameter("item", "Any"), NativeParameter("subject", "Text?", default: .optional(nil)),
            NativeParameter("message", "Text?", default: .optional(nil)), NativeParameter("preview", "SharePreview?", default: .optional(nil)),
        ]
        func shareLabel(_ call: NativeCall, title: String) -> Value {
            makeLabel(call, title: title, systemImage: "square.and.arrow.up", types)
        }
        var link = NativeType("ShareLink")
        link.initializer(shared) { call in button(call, typeName: "ShareLink", label: shareLabel(call, title: "Share")) {} }
        link.initializer([NativeParameter(nil, "String")] + shared) { call in
            button(call, typeName: "ShareLink", label: shareLabel(call, title: try call.string(0))) {}
        }
        link.initializer(shared + [NativeParameter("label", "@ViewBuilder () -> Label")]) { call in
            button(call, typeName: "ShareLink", label: try call.callArgument(4)) {}
        }
        library.register(link)
    }

    private static func makeButton(_ call: NativeCall, label: Value, role index: Int, action index2: Int) throws -> Value {
        let action = call[index2]
        return button(call, typeName: "Button", label: label, role: call[index]) { _ = try call.interpreter.call(action) }
    }

    /// tap ← role colour ← `.painted(ButtonChrome())` ← the look: [styled padding ← styled label colour ← label, styled
    /// background], or what a scene's own `ButtonStyle` makes of the label.
    private static func button(
        _ call: NativeCall, typeName: String, label: Value, role: Value = .optional(nil), tap: @escaping () throws -> Void
    ) -> Value {
        let parts = ControlParts(call)
        let press = ButtonPress()
        let shown = parts.types.modified(SceneView(.node { _, _ in press.isPressed ? .effect(.opacity(pressedOpacity)) : .group },
                                                   content: [label], at: parts.location))
        let coloured = parts.styled([shown]) { styles in
            switch styles.button {
            case .borderedProminent: .whiteForeground
            case .plain: .environment(EnvironmentWriter("foregroundColor(.primary)") { $0.foregroundStyle = $0.foregroundStyle ?? .color(.primary) })
            default: .group
            }
        }
        let padded = parts.styled([coloured]) { isBordered($0) ? .padding(borderedInsets) : .group }
        let shape = parts.styled([]) { styles in
            isBordered(styles) ? .shape(.roundedRectangle(cornerRadius: borderedCornerRadius, style: .continuous), ShapePaint.fill(nil)) : .empty
        }
        let fill = parts.styled([shape]) { $0.button == .bordered ? .effect(.opacity(0.15)) : .group }
        let chrome = parts.styled([padded, fill]) { isBordered($0) ? .background(.center) : .group }
        let configuration = parts.types.make("ButtonStyleConfiguration", ButtonConfiguration(label: label, role: role, press: press))
        let look = parts.types.modified(SceneView(.styled(style: \.customButtonStyle, configuration: configuration), content: [chrome], at: parts.location))
        let pressable = parts.types.modified(SceneView(.deferred { builder, identity in
            press.key = identity.path
            press.isPressed = builder.context.pressedButton == identity.path
            return builder.node(for: look, identity: identity)
        }, at: parts.location))
        var control = parts.node(.painted(ButtonChrome()), pressable)
        if role.unwrappedOptional.payload(as: String.self) == "destructive" {
            control = parts.node(.environment(EnvironmentWriter("role(.destructive)") { $0.foregroundStyle = .color(.red) }), control)
        }
        return parts.tappable(typeName, control, pressing: press, tap)
    }

    /// A pressed button's label is drawn at this opacity (UIButton's highlighted system button).
    static let pressedOpacity = 0.2

    private static func isBordered(_ styles: SceneStyles) -> Bool {
        styles.button == .bordered || styles.button == .borderedProminent
    }

    // MARK: Text fields

    private static func registerTextFields(_ library: NativeLibrary, _ types: SceneTypes) {
        var field = NativeType("TextField")
        field.initializer([
            NativeParameter(nil, "String"), NativeParameter("text", "Binding<String>"),
            NativeParameter("prompt", "Text?", default: .optional(nil)), NativeParameter("axis", "Axis?", default: .optional(nil)),
        ]) { call in
            let axis = try call.optionalPayload(3, as: Axis.self, "Axis")
            return try makeTextField(call, typeName: "TextField", editing: try textBinding(call), isSecure: false, wraps: axis == .vertical)
        }
        // The older form with editing callbacks, which a still preview never calls.
        field.initializer([
            NativeParameter(nil, "String"), NativeParameter("text", "Binding<String>"),
            NativeParameter("onEditingChanged", "(Bool) -> Void", default: .void), NativeParameter("onCommit", "() -> Void", default: .void),
        ]) { call in
            try makeTextField(call, typeName: "TextField", editing: try textBinding(call), isSecure: false, wraps: false)
        }
        // A field editing a number or date shows it as `format` writes it (`.currency(code: "USD")`).
        field.initializer([
            NativeParameter(nil, "String"), NativeParameter("value", "Binding<Any>"), NativeParameter("format", "FormatStyle"),
            NativeParameter("prompt", "Text?", default: .optional(nil)),
        ]) { call in
            let shown = try call.formatted(try call.binding(1, "Binding").get(), format: 2)
            return ControlParts(call).view("TextField", try textField(call, value: shown, isSecure: false, wraps: false))
        }
        library.register(field)
        var secure = NativeType("SecureField")
        secure.initializer([
            NativeParameter(nil, "String"), NativeParameter("text", "Binding<String>"), NativeParameter("prompt", "Text?", default: .optional(nil)),
        ]) { call in
            try makeTextField(call, typeName: "SecureField", editing: try textBinding(call), isSecure: true, wraps: false)
        }
        // The older form with a commit callback, which a still preview never calls.
        secure.initializer([NativeParameter(nil, "String"), NativeParameter("text", "Binding<String>"), NativeParameter("onCommit", "() -> Void")]) { call in
            try makeTextField(call, typeName: "SecureField", editing: try textBinding(call), isSecure: true, wraps: false)
        }
        library.register(secure)
        var editor = NativeType("TextEditor")
        editor.initializer([NativeParameter("text", "Binding<String>")]) { call in
            guard case .string(let value) = try call.binding(0, "Binding<String>").get() else { throw call.mismatch(0, "Binding<String>") }
            let parts = ControlParts(call)
            let inset = parts.node(.padding(textEditorInsets), types.text(value, at: call.location))
            return parts.view("TextEditor", parts.node(.flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)), inset))
        }
        library.register(editor)
    }

    /// A field's `text:` binding and the string it holds.
    private static func textBinding(_ call: NativeCall) throws -> (binding: Binding, text: String) {
        let binding = try call.binding(1, "Binding<String>")
        guard case .string(let value) = try binding.get() else { throw call.mismatch(1, "Binding<String>") }
        return (binding, value)
    }

    /// A field editing `editing`'s binding: in live mode a tap focuses it and typing sets the binding; Return runs
    /// the `onSubmit` actions around it.
    private static func makeTextField(
        _ call: NativeCall, typeName: String, editing: (binding: Binding, text: String), isSecure: Bool, wraps: Bool
    ) throws -> Value {
        let field = try textField(call, value: editing.text, isSecure: isSecure, wraps: wraps)
        let parts = ControlParts(call)
        return parts.view(typeName, parts.types.modified(SceneView(.node { builder, _ in
            let submits = builder.context.styles.submitActions
            let focus = builder.context.styles.focus?.entryFocus(in: builder.context)
            let entry = TapAction.TextEntry(text: editing.text, isSecure: isSecure, focus: focus) { text in
                builder.context.guarded(()) { try editing.binding.set(.string(text)) }
            } submit: {
                builder.context.guarded(()) { for action in submits { _ = try call.interpreter.call(action) } }
            }
            return .tapAction(TapAction(entry: entry) {})
        }, content: [field], at: call.location)))
    }

    /// A field titled by the call's first argument showing `value` (its placeholder when empty).
    private static func textField(_ call: NativeCall, value: String, isSecure: Bool, wraps: Bool) throws -> Value {
        let placeholder = try call.string(0)
        let parts = ControlParts(call)
        let shown = value.isEmpty ? placeholder : isSecure ? String(repeating: "•", count: value.count) : value
        let line = parts.node(.environment(EnvironmentWriter(value.isEmpty ? "placeholder" : "text") { environment in
            if value.isEmpty { environment.foregroundStyle = .color(placeholderColor) }
            if !wraps { environment.lineLimit = 1 }
        }), parts.types.text(shown, at: call.location))
        // The line stands where `multilineTextAlignment` around the field says, known once the tree is built.
        let box = parts.types.modified(SceneView(.node { builder, _ in
            let horizontal: HorizontalAlignment = switch builder.context.styles.textAlignment {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
            return .flexFrame(FlexFrame(maxWidth: .infinity, minHeight: textFieldHeight, alignment: Alignment(horizontal: horizontal, vertical: .center)))
        }, content: [line], at: call.location))
        return parts.node(.painted(TextFieldBox(text: value, placeholder: placeholder, isSecure: isSecure)), roundedBorder(box, parts))
    }

    /// The text of a field inset 6 × 7 points on the background in a hairline border of 5-point corners (34 points
    /// tall with the body font), as `textFieldStyle(.roundedBorder)` draws it; the field as it is otherwise.
    private static func roundedBorder(_ field: Value, _ parts: ControlParts) -> Value {
        let outline = RoundedCornerStyle.continuous
        let inset = parts.styled([field]) { $0.textFieldHasRoundedBorder ? .padding(roundedBorderInsets) : .group }
        let fill = parts.styled([]) { styles in
            styles.textFieldHasRoundedBorder ? .shape(.roundedRectangle(cornerRadius: 5, style: outline), ShapePaint.fill(.color(Color(named: "systemBackground")))) : .empty
        }
        let border = parts.styled([]) { styles in
            styles.textFieldHasRoundedBorder
                ? .shape(.roundedRectangle(cornerRadius: 5, style: outline), ShapePaint.strokeBorder(.color(Color(named: "opaqueSeparator")), lineWidth: 0.5)) : .empty
        }
        let chrome = parts.styled([fill, border]) { $0.textFieldHasRoundedBorder ? .overlay(.center) : .group }
        return parts.styled([inset, chrome]) { $0.textFieldHasRoundedBorder ? .background(.center) : .group }
    }

    // MARK: Slider

    /// `0...1`, the range a slider or gauge has unless given one.
    static var unitRange: Value { .range(RangeValue(lower: .double(0), upper: .double(1), isClosed: true)) }

    private static func registerSlider(_ library: NativeLibrary, _ types: SceneTypes) {
        var slider = NativeType("Slider")
        let common = [
            NativeParameter("value", "Binding<Double>"), NativeParameter("in", "ClosedRange<Double>", default: unitRange),
            NativeParameter("step", "Double?", default: .optional(nil)),
        ]
        slider.initializer(common + [NativeParameter("onEditingChanged", "(Bool) -> Void", default: .void)]) { call in try makeSlider(call) }
        let label = NativeParameter("label", "@ViewBuilder () -> Label")
        let onEditingChanged = NativeParameter("onEditingChanged", "(Bool) -> Void", default: .void)
        slider.initializer(common + [label, onEditingChanged]) { call in try makeSlider(call) }
        let valueLabels = [
            NativeParameter("minimumValueLabel", "@ViewBuilder () -> ValueLabel"), NativeParameter("maximumValueLabel", "@ViewBuilder () -> ValueLabel"),
        ]
        slider.initializer(common + [label] + valueLabels + [onEditingChanged]) { call in
            try makeSlider(call, valueLabels: (try call.callArgument(4), try call.callArgument(5)))
        }
        // iOS 13's form, deprecated but compiled: the value labels views, the label last.
        let viewLabels = [NativeParameter("minimumValueLabel", "View"), NativeParameter("maximumValueLabel", "View")]
        slider.initializer(common + [onEditingChanged] + viewLabels + [label]) { call in
            try makeSlider(call, valueLabels: (call[4], call[5]))
        }
        library.register(slider)
    }

    /// The track; with value labels (iOS draws them, not the label), the minimum's before it and the maximum's after
    /// it, as an HStack's children. Pressed or dragged in live mode, the track sets the value under the pointer (a
    /// multiple of `step` from the range's lower bound, when given).
    private static func makeSlider(_ call: NativeCall, valueLabels: (minimum: Value, maximum: Value)? = nil) throws -> Value {
        let binding = try call.binding(0, "Binding<Double>")
        guard let value = try binding.get().doubleValue else { throw call.mismatch(0, "Binding<Double>") }
        let fraction = try call.fraction(of: value, inRange: 1)
        let parts = ControlParts(call)
        let track = parts.node(.frame(width: nil, height: sliderHeight, alignment: .center), parts.color(.clear))
        let drawn = parts.node(.painted(SliderTrack(fraction: fraction)), track)
        guard case .range(let range) = call[1], let lower = range.lower?.doubleValue, let upper = range.upper?.doubleValue else {
            throw call.mismatch(1, "ClosedRange<Double>")
        }
        let stepValue: Value? = if case .optional(let inner) = call[2] { inner } else { call[2] }
        let step = stepValue?.doubleValue.flatMap { $0 > 0 ? $0 : nil }
        let slider = parts.tracked(drawn, inset: SliderTrack.thumbDiameter / 2) { fraction in
            var newValue = lower + fraction * (upper - lower)
            if let step { newValue = min(upper, lower + ((newValue - lower) / step).rounded() * step) }
            try binding.set(.double(newValue))
        }
        guard let (minimum, maximum) = valueLabels else { return parts.view("Slider", slider) }
        let row = parts.node(.stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil), parts.group([minimum, slider, maximum]))
        return parts.view("Slider", row)
    }

    // MARK: Labels

    private static func registerLabels(_ library: NativeLibrary, _ types: SceneTypes) {
        var label = NativeType("Label")
        label.initializer([NativeParameter(nil, "String"), NativeParameter("systemImage", "String")]) { call in
            makeLabel(call, title: try call.string(0), systemImage: try call.string(1), types)
        }
        label.initializer([NativeParameter("title", "@ViewBuilder () -> Title"), NativeParameter("icon", "@ViewBuilder () -> Icon")]) { call in
            makeLabel(ControlParts(call), title: try call.callArgument(0), icon: try call.callArgument(1))
        }
        library.register(label)

        var labeled = NativeType("LabeledContent")
        labeled.initializer([NativeParameter(nil, "String"), NativeParameter("value", "String")]) { call in
            makeLabeledContent(call, label: types.text(try call.string(0), at: call.location), content: types.text(try call.string(1), at: call.location))
        }
        labeled.initializer([NativeParameter(nil, "String"), NativeParameter("value", "Any"), NativeParameter("format", "FormatStyle")]) { call in
            makeLabeledContent(call, label: types.text(try call.string(0), at: call.location), content: types.text(try call.formatted(1, 2), at: call.location))
        }
        labeled.initializer([NativeParameter(nil, "String"), NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
            makeLabeledContent(call, label: types.text(try call.string(0), at: call.location), content: try call.callArgument(1))
        }
        labeled.initializer([NativeParameter("content", "@ViewBuilder () -> Content"), NativeParameter("label", "@ViewBuilder () -> Label")]) { call in
            makeLabeledContent(call, label: try call.callArgument(1), content: try call.callArgument(0))
        }
        library.register(labeled)
    }

    /// `Label(title, systemImage: symbol)`: what `Label`, `Button(_:systemImage:action:)` and `ShareLink` show.
    static func makeLabel(_ call: NativeCall, title: String, systemImage symbol: String, _ types: SceneTypes) -> Value {
        makeLabel(ControlParts(call), title: types.text(title, at: call.location),
                  icon: types.make("Image", ImageView(name: symbol, isSystemSymbol: true)))
    }

    /// The icon and the title in an `HStack`, each left out when the `labelStyle` in effect hides it. In a
    /// `ContentUnavailableView` the icon (48 pt, secondary) stands 8 pt above the title (`.title2`, bold) instead, and
    /// in a tab bar's item the icon above the title as ``SceneTabBar`` sets them.
    static func makeLabel(_ parts: ControlParts, title: Value, icon: Value) -> Value {
        let shownIcon = parts.styled([icon]) { styles in
            if styles.label == .titleOnly { return .empty }
            switch styles.labelPlacement {
            case .inline: return listRowIcon
            case .unavailableContent: return unavailableIcon
            case .tabItem: return SceneTabBar.iconFrame
            }
        }
        let shownTitle = parts.styled([title]) { styles in
            if styles.label == .iconOnly { return .empty }
            switch styles.labelPlacement {
            case .inline: return .group
            case .unavailableContent: return unavailableTitle
            case .tabItem: return SceneTabBar.titleStyle
            }
        }
        let standard = parts.styled([parts.group([shownIcon, shownTitle])]) { styles in
            switch styles.labelPlacement {
            case .inline: .stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil)
            case .unavailableContent: .stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: unavailableLabelSpacing)
            case .tabItem: SceneTabBar.itemStack
            }
        }
        let configuration = parts.types.make("LabelStyleConfiguration", LabelConfiguration(title: title, icon: icon))
        return parts.view("Label", parts.types.modified(SceneView(.styled(style: \.customLabelStyle, configuration: configuration), content: [standard], at: parts.location)))
    }

    /// A `Label`'s icon in a list row takes the tint (the accent colour unless one is set), unless a style is set
    /// around it, as iOS draws it; elsewhere the foreground.
    private static var listRowIcon: ViewKind { .environment(EnvironmentWriter("labelIcon") { environment in
        if environment.isInListRow, environment.foregroundStyle == nil { environment.foregroundStyle = .color(.tint) }
    }) }

    /// A `ContentUnavailableView`'s label: its symbol's style, its title's, and the gap between them.
    private static var unavailableIcon: ViewKind { .environment(EnvironmentWriter("font(.system(size: 48)), foregroundStyle(.secondary)") {
        $0.font = .system(size: 48)
        $0.foregroundStyle = .color(.secondary)
    }) }
    private static var unavailableTitle: ViewKind { .environment(EnvironmentWriter("font(.title2.bold())") { $0.font = .system(.title2, weight: .bold) }) }
    static let unavailableLabelSpacing: CGFloat = 8

    private static func makeLabeledContent(_ call: NativeCall, label: Value, content: Value) -> Value {
        let parts = ControlParts(call)
        return parts.view("LabeledContent", parts.labeledRow(label, content))
    }

    // MARK: Divider and progress

    private static func registerIndicators(_ library: NativeLibrary, _ types: SceneTypes) {
        var divider = NativeType("Divider")
        divider.initializer([]) { call in
            let parts = ControlParts(call)
            let line = types.make("Rectangle", ShapeView(kind: .rectangle, paint: .fill(.color(separatorColor))))
            return parts.view("Divider", parts.node(.divider(thickness: dividerThickness), line))
        }
        library.register(divider)

        var progress = NativeType("ProgressView")
        progress.initializer([]) { call in makeProgress(call, label: nil) }
        progress.initializer([NativeParameter(nil, "String")]) { call in
            makeProgress(call, label: types.text(try call.string(0), at: call.location))
        }
        progress.initializer([NativeParameter("label", "@ViewBuilder () -> Label")]) { call in
            makeProgress(call, label: try call.callArgument(0))
        }
        let value = NativeParameter("value", "Double?"), total = NativeParameter("total", "Double", default: .double(1))
        progress.initializer([value, total]) { call in
            try makeProgressBar(call, label: nil, value: 0, total: 1)
        }
        progress.initializer([NativeParameter(nil, "String"), value, total]) { call in
            try makeProgressBar(call, label: types.text(try call.string(0), at: call.location), value: 1, total: 2)
        }
        progress.initializer([value, total, NativeParameter("label", "@ViewBuilder () -> Label")]) { call in
            try makeProgressBar(call, label: try call.callArgument(2), value: 0, total: 1)
        }
        // Inside a style's `makeBody`: the standard look of the configuration's progress, not styled again.
        progress.initializer([NativeParameter(nil, "ProgressViewStyleConfiguration")]) { call in
            let configuration = try call.payload(0, as: ProgressConfiguration.self, "ProgressViewStyle.Configuration")
            let parts = ControlParts(call)
            return configuration.fraction.map { standardBar(parts, label: configuration.label, fraction: $0) }
                ?? standardSpinner(parts, label: configuration.label)
        }
        library.register(progress)
    }

    /// A determinate progress bar: greedy, as tall as UIProgressView's bar (4 pt), a capsule track in the
    /// placeholder colour with the done fraction of it in the tint (scaled from the leading end, so the bar's
    /// layout does not depend on the value); a label sits above it, leading. A `nil` value draws an empty track.
    private static func makeProgressBar(_ call: NativeCall, label: Value?, value valueIndex: Int, total totalIndex: Int) throws -> Value {
        let total = try call.cgFloat(totalIndex)
        let done = try call.optionalCGFloat(valueIndex).map { total > 0 ? min(max($0 / total, 0), 1) : 0 } ?? 0
        let parts = ControlParts(call)
        return styledProgress(parts, ProgressConfiguration(fraction: done, label: label), standardBar(parts, label: label, fraction: done))
    }

    /// A progress view as a scene's own `ProgressViewStyle` makes it, else its standard look.
    private static func styledProgress(_ parts: ControlParts, _ configuration: ProgressConfiguration, _ standard: Value) -> Value {
        let made = parts.types.make("ProgressViewStyleConfiguration", configuration)
        return parts.view("ProgressView", parts.types.modified(SceneView(.styled(style: \.customProgressStyle, configuration: made), content: [standard], at: parts.location)))
    }

    /// The bar with its label above it, leading.
    private static func standardBar(_ parts: ControlParts, label: Value?, fraction done: CGFloat) -> Value {
        let bar = progressBar(parts, fraction: done)
        guard let label else { return parts.view("ProgressView", bar) }
        return parts.view("ProgressView", parts.node(.stack(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: nil),
                                                     parts.group([label, bar])))
    }

    /// The greedy 4 pt bar of a determinate `ProgressView` (and a linear `Gauge`), `done` of it (0…1) in the tint.
    static func progressBar(_ parts: ControlParts, fraction done: CGFloat) -> Value {
        let track = parts.types.make("Capsule", ShapeView(kind: .capsule, paint: .fill(.color(placeholderColor))))
        let tinted = parts.node(.tintForeground,
                                parts.types.make("Capsule", ShapeView(kind: .capsule, paint: .fill(nil))))
        let fill = parts.node(.effect(.transform(DrawingTransform(scale: CGSize(width: done, height: 1), anchor: .leading))), tinted)
        return parts.node(.frame(width: nil, height: progressBarHeight, alignment: .center),
                          parts.node(.zstack(alignment: .leading), parts.group([track, fill])))
    }

    /// A spinner: a ring in the secondary colour (the renderer has no spokes), with the label below it.
    private static func makeProgress(_ call: NativeCall, label: Value?) -> Value {
        let parts = ControlParts(call)
        return styledProgress(parts, ProgressConfiguration(fraction: nil, label: label), standardSpinner(parts, label: label))
    }

    private static func standardSpinner(_ parts: ControlParts, label: Value?) -> Value {
        let ring = parts.types.make("Circle", ShapeView(kind: .circle, paint: .strokeBorder(.color(.secondary), lineWidth: 2.5)))
        let spinner = parts.node(.frame(width: spinnerSize, height: spinnerSize, alignment: .center), ring)
        guard let label else { return parts.view("ProgressView", spinner) }
        let caption = parts.node(.secondaryForeground, label)
        return parts.view("ProgressView", parts.node(.stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 8),
                                                     parts.group([spinner, caption])))
    }
}

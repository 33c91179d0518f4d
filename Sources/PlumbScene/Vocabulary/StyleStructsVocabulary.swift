import PlumbInterpreter

/// The style structs SwiftUI had before its styles became static members (`SegmentedPickerStyle()`,
/// `InsetGroupedListStyle()`, `BorderedProminentButtonStyle()`), as code from iOS 13–15 articles writes them: each
/// initializer makes the style its static member names (`.segmented`, `.insetGrouped`, `.borderedProminent`).
enum StyleStructsVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        func register(_ name: String, making style: @escaping () -> Value) {
            var type = NativeType(name)
            type.initializer([]) { _ in style() }
            library.register(type)
        }
        let buttons: [(String, SceneStyles.ButtonStyle)] = [
            ("DefaultButtonStyle", .automatic), ("PlainButtonStyle", .plain), ("BorderlessButtonStyle", .borderless),
            ("BorderedButtonStyle", .bordered), ("BorderedProminentButtonStyle", .borderedProminent),
        ]
        for (name, style) in buttons { register(name) { types.make("PrimitiveButtonStyle", style) } }
        let lists: [(String, SceneStyles.ListStyle)] = [
            ("DefaultListStyle", .automatic), ("PlainListStyle", .plain), ("InsetListStyle", .inset), ("GroupedListStyle", .grouped),
            ("InsetGroupedListStyle", .insetGrouped), ("SidebarListStyle", .sidebar),
        ]
        for (name, style) in lists { register(name) { types.make("ListStyle", style) } }
        let labels: [(String, SceneStyles.LabelStyle)] = [
            ("DefaultLabelStyle", .automatic), ("TitleAndIconLabelStyle", .titleAndIcon), ("TitleOnlyLabelStyle", .titleOnly),
            ("IconOnlyLabelStyle", .iconOnly),
        ]
        for (name, style) in labels { register(name) { types.make("LabelStyle", style) } }
        let tokens: [(String, style: String, token: String)] = [
            ("DefaultPickerStyle", "PickerStyle", "automatic"), ("SegmentedPickerStyle", "PickerStyle", "segmented"),
            ("MenuPickerStyle", "PickerStyle", "menu"), ("WheelPickerStyle", "PickerStyle", "wheel"),
            ("InlinePickerStyle", "PickerStyle", "inline"), ("NavigationLinkPickerStyle", "PickerStyle", "navigationLink"),
            ("PalettePickerStyle", "PickerStyle", "palette"),
            ("DefaultTextFieldStyle", "TextFieldStyle", "automatic"), ("PlainTextFieldStyle", "TextFieldStyle", "plain"),
            ("RoundedBorderTextFieldStyle", "TextFieldStyle", "roundedBorder"),
            ("DefaultToggleStyle", "ToggleStyle", "automatic"), ("SwitchToggleStyle", "ToggleStyle", "switch"),
            ("ButtonToggleStyle", "ToggleStyle", "button"), ("CheckboxToggleStyle", "ToggleStyle", "checkbox"),
            ("DefaultProgressViewStyle", "ProgressViewStyle", "automatic"), ("LinearProgressViewStyle", "ProgressViewStyle", "linear"),
            ("CircularProgressViewStyle", "ProgressViewStyle", "circular"),
            ("DefaultDatePickerStyle", "DatePickerStyle", "automatic"), ("CompactDatePickerStyle", "DatePickerStyle", "compact"),
            ("GraphicalDatePickerStyle", "DatePickerStyle", "graphical"), ("WheelDatePickerStyle", "DatePickerStyle", "wheel"),
        ]
        for (name, style, token) in tokens { register(name) { types.make(style, token) } }
    }
}

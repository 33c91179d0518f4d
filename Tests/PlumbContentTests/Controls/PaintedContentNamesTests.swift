import PlumbContent
import PlumbLayout
import Testing

/// The names the outline, inspector, explanations and `plumb solve` print for each control's chrome.
@Test func eachControlsContentIsNamedAsItsSwiftUIView() {
    let contents: [any PaintedContent] = [
        ToggleSwitch(isOn: true), ButtonChrome(), TextFieldBox(text: "", placeholder: "Name", isSecure: false),
        TextFieldBox(text: "", placeholder: "Password", isSecure: true), SliderTrack(fraction: 0.5), FormBackground(), FormRow(),
        SegmentedTrack(selected: 0, count: 2), PasteButtonChrome(),
    ]
    #expect(contents.map(\.name) == [
        "Toggle", "Button", "TextField", "SecureField", "Slider", "Form", "FormRow", "SegmentedControl", "PasteButton",
    ])
    #expect(ViewKind.painted(SliderTrack(fraction: 1)).name == "Slider")
}

/// A field that turns secure keeps its identity in the viewer; every other content is identified by its name.
@Test func aSecureFieldIsTheSameViewAsTheTextFieldItWas() {
    #expect(TextFieldBox(text: "a", placeholder: "", isSecure: true).identityName == "TextField")
    #expect(TextFieldBox(text: "a", placeholder: "", isSecure: false).identityName == "TextField")
    #expect(ToggleSwitch(isOn: false).identityName == "Toggle")
}

import Foundation
import PlumbContent
import PlumbInterpreter
import PlumbLayout

/// `PasteButton`, which the system draws and an app cannot restyle: "Paste" beside the `doc.on.clipboard` symbol in
/// white, padded as a bordered button of iOS's regular control size (7 pt vertically, 12 pt horizontally), on a
/// capsule in the tint colour. A preview has no pasteboard, so a tap pastes nothing and `onPaste` does not run.
enum PasteButtonVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["PasteButton"])
        var button = NativeType("PasteButton")
        button.initializer([NativeParameter("payloadType", "Any.Type"), NativeParameter("onPaste", "([Any]) -> Void")]) { call in
            let parts = ControlParts(call)
            let label = parts.node(ViewKind.whiteForeground, ControlsVocabulary.makeLabel(call, title: "Paste", systemImage: "doc.on.clipboard", types))
            return parts.view("PasteButton", parts.node(.painted(PasteButtonChrome()), parts.node(.padding(ControlsVocabulary.borderedInsets), label)))
        }
        library.register(button)
    }
}

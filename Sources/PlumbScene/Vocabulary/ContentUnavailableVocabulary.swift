import Foundation
import PlumbInterpreter
import PlumbLayout

/// iOS 17's `ContentUnavailableView`: greedy, its content centred in all the space it is offered, padded 16 pt — the
/// label (a 48 pt symbol in the secondary colour 8 pt above the title in `.title2` bold), 16 pt below it the
/// description (`.subheadline`, secondary, centred lines), 16 pt below that the actions. `.search` and
/// `.search(text:)` are the system's "No Results" views. (Sizes read from iOS 17 screenshots, not measured.)
enum ContentUnavailableVocabulary {
    static let spacing: CGFloat = 16
    static let padding: CGFloat = 16
    static let searchDescription = "Check the spelling or try a new search."

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["ContentUnavailableView"])
        var view = NativeType("ContentUnavailableView")
        let description = NativeParameter("description", "Text?", default: .optional(nil))
        for (imageLabel, isSystemSymbol) in [("systemImage", true), ("image", false)] {
            view.initializer([NativeParameter(nil, "String"), NativeParameter(imageLabel, "String"), description]) { call in
                let icon = ImageView(name: try call.string(1), isSystemSymbol: isSystemSymbol)
                return make(ControlParts(call), title: try call.string(0), icon: icon, description: call[2].unwrappedOptional)
            }
        }
        let label = NativeParameter("label", "@ViewBuilder () -> Label")
        let describedBy = NativeParameter("description", "@ViewBuilder () -> Description")
        let actions = NativeParameter("actions", "@ViewBuilder () -> Actions")
        for parameters in [[label], [label, describedBy], [label, describedBy, actions], [label, actions]] {
            view.initializer(parameters) { call in
                let views = try call.viewArguments(parameters)
                return make(ControlParts(call), label: views["label"]!, description: views["description"], actions: views["actions"])
            }
        }
        view.staticConstant("search", search(ControlParts(types: types, location: nil), text: nil))
        view.staticMethod("search", [NativeParameter("text", "String")]) { call in search(ControlParts(call), text: try call.string(0)) }
        library.register(view)
    }

    /// The system's view for a search without results, naming the search text when it has one.
    private static func search(_ parts: ControlParts, text: String?) -> Value {
        let title = text.map { $0.isEmpty ? "No Results" : "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
        return make(parts, title: title, icon: ImageView(name: "magnifyingglass", isSystemSymbol: true),
                    description: parts.types.text(searchDescription, at: parts.location))
    }

    private static func make(_ parts: ControlParts, title: String, icon: ImageView, description: Value?) -> Value {
        let label = ControlsVocabulary.makeLabel(parts, title: parts.types.text(title, at: parts.location),
                                                 icon: parts.types.make("Image", icon))
        return make(parts, label: label, description: description, actions: nil)
    }

    private static func make(_ parts: ControlParts, label: Value, description: Value?, actions: Value?) -> Value {
        let announced = ControlStylesVocabulary.scoped(label, parts, "contentUnavailableLabel") { $0.labelPlacement = .unavailableContent }
        let described = description.map { description in
            parts.node(.environment(EnvironmentWriter("font(.subheadline), foregroundStyle(.secondary), multilineTextAlignment(.center)") {
                $0.font = .system(.subheadline)
                $0.foregroundStyle = .color(.secondary)
                $0.multilineTextAlignment = .center
            }), description)
        }
        let column = parts.node(.stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: spacing),
                                parts.group([announced] + [described, actions].compactMap { $0 }))
        let padded = parts.node(.padding(EdgeInsets(top: padding, leading: padding, bottom: padding, trailing: padding)), column)
        return parts.view("ContentUnavailableView", parts.node(.flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)), padded))
    }
}

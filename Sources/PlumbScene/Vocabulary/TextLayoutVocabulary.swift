import Foundation
import PlumbInterpreter
import PlumbLayout

/// The environment values text and symbols are measured with: `lineLimit(_:)`, `multilineTextAlignment(_:)`
/// (`TextAlignment`), `truncationMode(_:)` (`Text.TruncationMode`) and `imageScale(_:)` (`Image.Scale`).
enum TextLayoutVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        types.registerCases("TextAlignment", TextAlignment.allCases)
        types.registerCases("Text.TruncationMode", TruncationMode.allCases)
        types.registerCases("Image.Scale", ImageScale.allCases)

        var view = NativeType("View", isProtocol: true)
        view.method("lineLimit", [NativeParameter(nil, "Int?")]) { call in
            let limit: Int?
            switch call[0].unwrappedOptional {
            case .optional(nil): limit = nil
            case .int(let value): limit = value
            default: throw call.mismatch(0, "Int?")
            }
            return call.environment("lineLimit(\(limit.map(String.init) ?? "nil"))") { $0.lineLimit = limit }
        }
        view.method("multilineTextAlignment", [NativeParameter(nil, "TextAlignment")]) { call in
            let alignment = try call.payload(0, as: TextAlignment.self, "TextAlignment")
            return call.environment("multilineTextAlignment(.\(alignment.rawValue))") { $0.multilineTextAlignment = alignment }
        }
        view.method("truncationMode", [NativeParameter(nil, "Text.TruncationMode")]) { call in
            let mode = try call.payload(0, as: TruncationMode.self, "Text.TruncationMode")
            return call.environment("truncationMode(.\(mode.rawValue))") { $0.truncationMode = mode }
        }
        view.method("imageScale", [NativeParameter(nil, "Image.Scale")]) { call in
            let scale = try call.payload(0, as: ImageScale.self, "Image.Scale")
            return call.environment("imageScale(.\(scale.rawValue))") { $0.imageScale = scale }
        }
        library.register(view)
    }
}

import Foundation
import PlumbInterpreter
import PlumbLayout

/// The environment values text and symbols are measured with: `lineLimit(_:)` (also `lineLimit(_:reservesSpace:)`
/// and a range, `lineLimit(2...4)`, whose lower bound is the lines the text takes at least), `minimumScaleFactor(_:)`
/// (text that would be cut shrinks, down to the factor, first), `lineSpacing(_:)`,
/// `tracking(_:)` and `kerning(_:)` (space added after each character),
/// `textCase(_:)` (`Text.Case`), `multilineTextAlignment(_:)` (`TextAlignment`), `truncationMode(_:)`
/// (`Text.TruncationMode`) and `imageScale(_:)` (`Image.Scale`).
enum TextLayoutVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        types.registerCases("TextAlignment", TextAlignment.allCases)
        types.registerCases("Text.TruncationMode", TruncationMode.allCases)
        types.registerCases("Image.Scale", ImageScale.allCases)
        types.registerCases("Text.Case", TextCase.allCases)

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
        view.method("lineLimit", [NativeParameter(nil, "Int"), NativeParameter("reservesSpace", "Bool")]) { call in
            let (limit, reserves) = (max(1, try call.int(0)), try call.bool(1))
            return call.environment("lineLimit(\(limit), reservesSpace: \(reserves))") { environment in
                environment.lineLimit = limit
                environment.reservedLines = reserves ? limit : 0
            }
        }
        view.method("lineLimit", [NativeParameter(nil, "Range")]) { call in
            let bound = { (value: Value?) -> Int? in if case .int(let bound) = value { bound } else { nil } }
            guard case .range(let range) = call[0], range.lower == nil || bound(range.lower) != nil,
                  range.upper == nil || bound(range.upper) != nil else { throw call.mismatch(0, "ClosedRange<Int>") }
            let lower = bound(range.lower) ?? 0
            let upper = bound(range.upper).map { range.isClosed ? $0 : $0 - 1 }
            return call.environment("lineLimit(\(lower)...\(upper.map(String.init) ?? ""))") { environment in
                environment.lineLimit = upper.map { max(1, $0) }
                environment.reservedLines = lower
            }
        }
        view.method("minimumScaleFactor", [NativeParameter(nil, "CGFloat")]) { call in
            let factor = min(max(try call.cgFloat(0), 0), 1)
            return call.environment("minimumScaleFactor(\(factor.formatted))") { $0.minimumScaleFactor = factor }
        }
        view.method("lineSpacing", [NativeParameter(nil, "CGFloat")]) { call in
            let spacing = try call.cgFloat(0)
            return call.environment("lineSpacing(\(spacing.formatted))") { $0.lineSpacing = spacing }
        }
        // Kerning adjusts the space between pairs of letters a font already sets; Plumb sets no pairs, so both add
        // the amount after each character.
        for name in ["tracking", "kerning"] {
            view.method(name, [NativeParameter(nil, "CGFloat")]) { call in
                let tracking = try call.cgFloat(0)
                return call.environment("\(name)(\(tracking.formatted))") { $0.tracking = tracking }
            }
        }
        view.method("textCase", [NativeParameter(nil, "Text.Case?")]) { call in
            let textCase = try call.optionalPayload(0, as: TextCase.self, "Text.Case")
            return call.environment("textCase(\(textCase.map { ".\($0.rawValue)" } ?? "nil"))") { $0.textCase = textCase }
        }
        view.method("multilineTextAlignment", [NativeParameter(nil, "TextAlignment")]) { call in
            let alignment = try call.payload(0, as: TextAlignment.self, "TextAlignment")
            // Text fields below place their one line by it too (``SceneStyles/textAlignment``).
            return ControlStylesVocabulary.scoped(
                call.receiver, ControlParts(call), "multilineTextAlignment(.\(alignment.rawValue))",
                environment: { $0.multilineTextAlignment = alignment }
            ) { $0.textAlignment = alignment }
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

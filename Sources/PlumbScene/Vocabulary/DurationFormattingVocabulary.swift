import Foundation
import PlumbInterpreter

/// `Duration.formatted()` and `formatted(.time(pattern:))` with `.minuteSecond`, `.hourMinute` and
/// `.hourMinuteSecond`, as Foundation writes them: the first field not wrapped (`62:05` for 3,725 seconds as
/// minutes and seconds), the others two digits, the last rounded; `formatted()` is `.hourMinuteSecond` (`1:02:05`).
enum DurationFormattingVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        let patterns = ["minuteSecond", "hourMinute", "hourMinuteSecond"]
        types.registerTokens("Duration.TimeFormatStyle.Pattern", patterns)
        var style = NativeType("Duration.TimeFormatStyle")
        style.staticMethod("time", [NativeParameter("pattern", "Duration.TimeFormatStyle.Pattern")]) { call in
            types.make("Duration.TimeFormatStyle", try call.payload(0, as: String.self, "Duration.TimeFormatStyle.Pattern"))
        }
        library.register(style)
        var duration = NativeType("Duration")
        duration.method("formatted") { call in .string(written(try call.receiverPayload(Double.self), pattern: "hourMinuteSecond")) }
        duration.method("formatted", [NativeParameter(nil, "Duration.TimeFormatStyle")]) { call in
            .string(written(try call.receiverPayload(Double.self), pattern: try call.payload(0, as: String.self, "Duration.TimeFormatStyle")))
        }
        library.register(duration)
    }

    /// `seconds` in `pattern`.
    static func written(_ seconds: Double, pattern: String) -> String {
        let sign = seconds < 0 ? "-" : ""
        let magnitude = abs(seconds)
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        switch pattern {
        case "minuteSecond":
            let total = Int(magnitude.rounded())
            return "\(sign)\(total / 60):\(twoDigits(total % 60))"
        case "hourMinute":
            let total = Int((magnitude / 60).rounded())
            return "\(sign)\(total / 60):\(twoDigits(total % 60))"
        default:
            let total = Int(magnitude.rounded())
            return "\(sign)\(total / 3600):\(twoDigits(total / 60 % 60)):\(twoDigits(total % 60))"
        }
    }
}

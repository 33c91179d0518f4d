import Foundation

extension String {
    /// The string as a JSON string literal (RFC 8259 §7): quotes, backslashes and control characters escaped, and
    /// `/` too with `escapingSlashes` (as Foundation's `JSONEncoder` does by default). Shared by the engine's solved
    /// tree (`plumb solve --json`) and the language core's `JSONEncoder`.
    public func jsonLiteral(escapingSlashes: Bool = false) -> String {
        var literal = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "/" where escapingSlashes: literal += "\\/"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20: literal += String(format: "\\u%04x", scalar.value)
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}

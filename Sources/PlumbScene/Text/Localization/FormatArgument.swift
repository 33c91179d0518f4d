import PlumbInterpreter
import PlumbLayout

/// A value interpolated into a localized string (`Text("items \(count)")`), kept for the localized text's format
/// to place: Xcode lists the key with the value's format specifier in its place (`items %lld`).
enum FormatArgument: Hashable {
    case integer(Int)
    /// A number, and its text as interpolated.
    case number(Double, String)
    /// A string, a `Text`, or any other value: its text.
    case text(String)
    /// An SF Symbol `Image`, drawn in the text.
    case symbol(String)

    init(_ piece: StringLiteralPiece) {
        if let image = piece.value?.payload(as: ImageView.self)?.content, image.isSystemSymbol {
            self = .symbol(image.name)
        } else if let view = piece.value?.payload(as: SceneView.self), case .kind(.text(let string, _)) = view.role {
            // A `Text` interpolated (`\(date, style: .date)`) reads as its string.
            self = .text(string)
        } else if case .int(let number)? = piece.value {
            self = .integer(number)
        } else if case .double(let number)? = piece.value {
            self = .number(number, piece.text)
        } else {
            self = .text(piece.text)
        }
    }

    /// The specifier SwiftUI's interpolation writes for the value in the key: `%lld` for an integer, `%lf` for a
    /// floating-point number, `%@` for anything else.
    var specifier: String {
        switch self {
        case .integer: "%lld"
        case .number: "%lf"
        case .text, .symbol: "%@"
        }
    }

    /// How the value reads where no format says otherwise: an integer as `%lld` formats it in US English, with
    /// grouping separators ("1,000 items"); anything else as interpolated.
    var text: String {
        switch self {
        case .integer(let number): Self.grouped(number)
        case .number(_, let text), .text(let text), .symbol(let text): text
        }
    }

    private static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return number < 0 ? "-" + grouped : grouped
    }
}

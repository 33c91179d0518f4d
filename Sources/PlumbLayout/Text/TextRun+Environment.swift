import Foundation

extension TextRun {
    /// `string` as a `Text` sets it in `environment`: its font, line limit, alignment, truncation, line spacing,
    /// tracking and case (`textCase(.uppercase)`).
    public init(_ string: String, in environment: EnvironmentValues) {
        let cased = switch environment.textCase {
        case .uppercase: string.uppercased()
        case .lowercase: string.lowercased()
        case nil: string
        }
        self.init(
            cased, font: environment.resolvedFont, lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
            truncationMode: environment.truncationMode, lineSpacing: environment.lineSpacing,
            tracking: environment.tracking
        )
    }
}

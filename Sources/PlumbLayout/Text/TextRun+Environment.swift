import Foundation

extension TextRun {
    /// `string` as a `Text` sets it in `environment`: its font, line limit, alignment, truncation, line spacing,
    /// tracking and case (`textCase(.uppercase)`); each of `spans` in the font, tracking and case its own modifiers
    /// make of `environment`.
    public init(_ string: String, spans: [TextSpan] = [], in environment: EnvironmentValues) {
        self.init(
            spans.isEmpty ? Self.cased(Substring(string), environment.textCase) : string, font: environment.resolvedFont,
            lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment, truncationMode: environment.truncationMode,
            lineSpacing: environment.lineSpacing, tracking: environment.tracking
        )
        minimumScaleFactor = environment.minimumScaleFactor
        guard !spans.isEmpty else { return }
        // Each part is cased on its own, which may change its length (`ß` → `SS`): the spans' ranges follow.
        let utf8 = string.utf8
        var cased = ""
        var end = 0
        func append(_ range: Range<Int>, _ textCase: TextCase?) -> Range<Int> {
            let start = cased.utf8.count
            let from = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            let to = utf8.index(from, offsetBy: range.count)
            cased += Self.cased(string[from..<to], textCase)
            return start..<cased.utf8.count
        }
        for span in spans {
            let range = span.range.clamped(to: end..<max(end, utf8.count))
            if range.lowerBound > end { _ = append(end..<range.lowerBound, environment.textCase) }
            let own = span.environment(in: environment)
            let cased = span.symbol == nil ? own.textCase : nil
            self.spans.append(Span(range: append(range, cased), font: own.resolvedFont, tracking: own.tracking, symbol: span.symbol))
            end = range.upperBound
        }
        if end < utf8.count { _ = append(end..<utf8.count, environment.textCase) }
        self.string = cased
    }

    private static func cased(_ string: Substring, _ textCase: TextCase?) -> String {
        switch textCase {
        case .uppercase: string.uppercased()
        case .lowercase: string.lowercased()
        case nil: String(string)
        }
    }
}

extension TextRun {
    /// The run with its fonts (the spans' too) `scale` times their size, as `minimumScaleFactor` shrinks them.
    public func scaled(by scale: CGFloat) -> TextRun {
        var run = self
        run.font.size *= scale
        for index in run.spans.indices { run.spans[index].font.size *= scale }
        return run
    }
}

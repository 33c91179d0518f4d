import Foundation
import PlumbLayout

/// Foundation's `AttributedString` as SwiftUI's `Text` reads it: a string whose runs carry the attributes a text
/// shows — font, foreground and background colours, underline, strikethrough, kerning, a link, and the emphasis Markdown gives
/// (`AttributedString(markdown:)`). The payload of `AttributedString` and of its slices (`AttributedSubstring`).
struct AttributedText: Hashable {
    /// The attributes a run has; nil or false: none.
    struct Attributes: Hashable {
        var font: Font?
        var foregroundColor: Color?
        var backgroundColor: Color?
        var underline = false
        var strikethrough = false
        var kern: CGFloat?
        var link: String?
        /// Markdown's emphasis (`inlinePresentationIntent`): strong, emphasised, code.
        var markdown: InlineMarkdown.Style = []
    }

    /// A part of the string in one set of attributes: its UTF-8 range.
    struct Run: Hashable {
        var range: Range<Int>
        var attributes: Attributes
    }

    private(set) var string: String
    /// The runs, in order, covering the string.
    private(set) var runs: [Run]

    init(_ string: String, attributes: Attributes = Attributes()) {
        self.string = string
        runs = string.isEmpty ? [] : [Run(range: 0..<string.utf8.count, attributes: attributes)]
    }

    /// `AttributedString(markdown:)`: the inline Markdown read, its styles the runs' intents, its links their links.
    init(markdown: String) {
        let read = InlineMarkdown(markdown)
        self.init(read.string)
        for run in read.runs {
            change(run.range) { attributes in
                attributes.markdown = run.style.subtracting(.link)
                if run.style.contains(.link) { attributes.link = "" }
            }
        }
    }

    /// The text of `range` (UTF-8 offsets) with its runs, as a slice.
    func slice(_ range: Range<Int>) -> AttributedText {
        let range = range.clamped(to: 0..<string.utf8.count)
        let utf8 = string.utf8
        let text = String(decoding: Array(utf8)[range], as: UTF8.self)
        var slice = AttributedText(text)
        slice.runs = runs.compactMap { run in
            let overlap = run.range.clamped(to: range)
            guard !overlap.isEmpty else { return nil }
            return Run(range: overlap.lowerBound - range.lowerBound..<overlap.upperBound - range.lowerBound, attributes: run.attributes)
        }
        return slice
    }

    /// `self + other`, a run of each that meet with the same attributes joined into one.
    func appending(_ other: AttributedText) -> AttributedText {
        var joined = self
        let shift = string.utf8.count
        joined.string += other.string
        for run in other.runs {
            let range = run.range.lowerBound + shift..<run.range.upperBound + shift
            if let last = joined.runs.last, last.attributes == run.attributes, last.range.upperBound == range.lowerBound {
                joined.runs[joined.runs.count - 1].range = last.range.lowerBound..<range.upperBound
            } else {
                joined.runs.append(Run(range: range, attributes: run.attributes))
            }
        }
        return joined
    }

    /// The attributes of `range` taken from `slice`, a slice of that length.
    mutating func replaceAttributes(in range: Range<Int>, with slice: AttributedText) {
        for run in slice.runs {
            let target = run.range.lowerBound + range.lowerBound..<run.range.upperBound + range.lowerBound
            change(target) { $0 = run.attributes }
        }
    }

    /// Changes the attributes of every run in `range` (UTF-8 offsets), splitting runs at its ends.
    mutating func change(_ range: Range<Int>, _ update: (inout Attributes) -> Void) {
        var changed: [Run] = []
        for run in runs {
            let inside = run.range.clamped(to: range)
            guard !inside.isEmpty else {
                changed.append(run)
                continue
            }
            if run.range.lowerBound < inside.lowerBound { changed.append(Run(range: run.range.lowerBound..<inside.lowerBound, attributes: run.attributes)) }
            var attributes = run.attributes
            update(&attributes)
            changed.append(Run(range: inside, attributes: attributes))
            if inside.upperBound < run.range.upperBound { changed.append(Run(range: inside.upperBound..<run.range.upperBound, attributes: run.attributes)) }
        }
        runs = changed
    }

    /// The value every run has for an attribute, if they all have the same (as `AttributedString`'s properties read).
    func uniform<Value: Equatable>(_ attribute: (Attributes) -> Value?) -> Value? {
        guard let first = runs.first.flatMap({ attribute($0.attributes) }) else { return nil }
        return runs.allSatisfy { attribute($0.attributes) == first } ? first : nil
    }

    /// The UTF-8 range of the first occurrence of `text`, if any.
    func range(of text: String) -> Range<Int>? {
        guard let found = string.range(of: text) else { return nil }
        let utf8 = string.utf8
        return utf8.distance(from: utf8.startIndex, to: found.lowerBound)..<utf8.distance(from: utf8.startIndex, to: found.upperBound)
    }

    /// The spans a `Text` of this string shows: each run's attributes as the modifiers they stand for.
    var textSpans: [TextSpan] {
        runs.map { run in
            let attributes = run.attributes
            var writers: [EnvironmentWriter] = []
            if let font = attributes.font { writers.append(EnvironmentWriter("font(\(font))") { $0.font = font }) }
            var style = attributes.markdown
            if attributes.strikethrough { style.insert(.strikethrough) }
            if attributes.link != nil { style.insert(.link) }
            writers += style.writers
            if attributes.underline { writers.append(EnvironmentWriter("underline()") { $0.textDecoration.insert(.underline) }) }
            if let kern = attributes.kern { writers.append(EnvironmentWriter("kerning(\(kern))") { $0.tracking = kern }) }
            if let color = attributes.foregroundColor { writers.append(EnvironmentWriter("foregroundColor(\(color))") { $0.foregroundStyle = .color(color) }) }
            if let color = attributes.backgroundColor { writers.append(EnvironmentWriter("backgroundColor(\(color))") { $0.textBackground = color }) }
            return TextSpan(range: run.range, writers: writers)
        }
    }
}

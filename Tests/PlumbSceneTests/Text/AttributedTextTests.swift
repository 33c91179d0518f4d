import PlumbLayout
import Testing
@testable import PlumbScene

@Test func changingARangeSplitsTheRunsAtItsEnds() {
    var text = AttributedText("Hello, World")
    text.change(7..<12) { $0.foregroundColor = .red }
    #expect(text.runs.map(\.range) == [0..<7, 7..<12])
    #expect(text.runs.map(\.attributes.foregroundColor) == [nil, .red])
    #expect(text.uniform(\.foregroundColor) == nil)
    text.change(0..<12) { $0.underline = true }
    #expect(text.uniform { $0.underline ? true : nil } == true)
}

@Test func aSliceKeepsItsRunsAndWritesThemBack() {
    var text = AttributedText("Hello, World")
    let range = text.range(of: "World")
    #expect(range == 7..<12)
    var slice = text.slice(7..<12)
    #expect(slice.string == "World")
    slice.change(0..<5) { $0.font = .title }
    text.replaceAttributes(in: 7..<12, with: slice)
    #expect(text.runs.map(\.range) == [0..<7, 7..<12])
    #expect(text.runs.map(\.attributes.font) == [nil, .title])
}

@Test func markdownGivesIntentsAndLinksAndTextsShowThemAsModifiers() {
    let text = AttributedText(markdown: "A **b** [c](https://apple.com)").appending(AttributedText("!", attributes: .init(kern: 2)))
    #expect(text.string == "A b c!")
    #expect(text.textSpans.map(\.range) == [0..<2, 2..<3, 3..<4, 4..<5, 5..<6])
    #expect(text.textSpans.map { $0.writers.map(\.description) } == [[], ["bold()"], [], ["link"], ["kerning(2.0)"]])
}

@Test func aRangeOfCanonicallyEquivalentTextEndsWhereTheMatchEnds() {
    let text = AttributedText("Caf\u{65}\u{301} au lait")
    #expect(text.range(of: "Caf\u{E9}") == 0..<6)
}

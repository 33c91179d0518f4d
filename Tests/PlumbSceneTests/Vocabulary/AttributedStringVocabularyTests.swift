import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func anAttributedStringsRunsAreTheTextsSpans() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var message: AttributedString {
            var result = AttributedString("Hello, World!")
            result.font = .title
            if let range = result.range(of: "World") {
                result[range].foregroundColor = .red
                result[range].underlineStyle = .single
                result[range].backgroundColor = .yellow
            }
            return result + AttributedString(" Bye")
        }
        var body: some View {
            VStack {
                Text(message).id("message")
                Text(try! AttributedString(markdown: "*a* b")).id("markdown")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.text("message", in: solution) == "Hello, World! Bye")
    let node = try #require(solution.node("message")?.first { if case .text = $0.kind { true } else { false } })
    guard case .text(_, let spans) = node.kind else { return #expect(Bool(false)) }
    #expect(spans.map(\.range) == [0..<7, 7..<12, 12..<13, 13..<17])
    #expect(spans.map { $0.writers.map(\.description) } == [
        ["font(.title)"], ["font(.title)", "underline()", "foregroundColor(.red)", "backgroundColor(.yellow)"], ["font(.title)"], [],
    ])
    #expect(SceneHarness.text("markdown", in: solution) == "a b")
}

@Test func aKeyGivenAsATitleIsItsTextAndAttributedStringsGrowWithinTheLimit() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        let title: LocalizedStringKey = "**Settings**"
        var body: some View {
            NavigationStack {
                Text(title).id("text").navigationTitle(title)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Settings", "Settings"])
    let growing = SceneHarness("""
    struct ContentView: View {
        var text: AttributedString {
            var text = AttributedString("ab")
            for _ in 0..<40 { text.append(text) }
            return text
        }
        var body: some View { Text(text) }
    }
    """).solve()
    #expect(SceneHarness.summaries(growing).first?.hasSuffix("error: a string of 16777216 characters exceeds the limit of 10000000") == true)
}

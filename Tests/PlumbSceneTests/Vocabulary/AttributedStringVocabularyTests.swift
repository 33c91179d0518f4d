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
        ["font(.title)"], ["font(.title)", "underline()", "foregroundColor(.red)"], ["font(.title)"], [],
    ])
    #expect(SceneHarness.text("markdown", in: solution) == "a b")
}

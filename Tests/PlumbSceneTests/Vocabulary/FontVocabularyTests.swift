import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// The font `modifiers` give a text, solved alone.
private func font(_ modifiers: String) -> Font? {
    let solution = SceneHarness("struct ContentView: View { var body: some View { Text(\"ab\")\(modifiers) } }").solve()
    #expect(solution.diagnostics.isEmpty)
    return solution.text("ab")?.environment.resolvedFont
}

@Test func fontValuesReachTheText() throws {
    #expect(font(".font(.title)") == Font.title)
    #expect(font(".font(.caption2)") == Font(size: 11, style: .caption2))
    #expect(font(".font(.system(size: 20, weight: .semibold, design: .rounded))") == Font(size: 20, weight: .semibold, design: .rounded))
    #expect(font(".font(.system(.title2, design: .serif, weight: .bold))") == Font(size: 22, weight: .bold, design: .serif, style: .title2))
    #expect(font(".font(.system(size: 9))") == Font(size: 9))
    #expect(font(".font(Font.custom(\"Avenir\", size: 14))") == Font(size: 14))
}

@Test func fontChainsAndModifiersCombine() throws {
    #expect(font(".font(.body.bold())") == Font(size: 17, weight: .bold, style: .body))
    #expect(font(".font(.caption.weight(.heavy).italic().monospaced())") == Font(size: 12, weight: .heavy, design: .monospaced, italic: true, style: .caption))
    #expect(font(".fontWeight(.black)") == Font(size: 17, weight: .black, style: .body))
    #expect(font(".fontDesign(.serif).font(.headline)") == Font(size: 17, weight: .semibold, design: .serif, style: .headline))
    // A weight or design set above a font keeps applying to it, as in SwiftUI.
    #expect(font(".font(.title).fontWeight(.bold)") == Font(size: 28, weight: .bold, style: .title))
    #expect(font(".font(.title).fontDesign(.rounded).fontWeight(nil)") == Font(size: 28, design: .rounded, style: .title))
    #expect(font(".bold().italic()") == Font(size: 17, weight: .bold, italic: true, style: .body))
    #expect(font(".bold(false)") == Font.body)
    #expect(font(".font(nil)") == Font.body)
}

@Test func aFontSizesItsText() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View { Text("abcd").font(.system(size: 20)).id("t") }
    }
    """).solve()
    #expect(SceneHarness.frame("t", in: solution) == CGRect(x: 180, y: 188, width: 40, height: 24))
    #expect(solution.nodes(named: "font(.system(size: 20))").count == 1)
}

@Test func aFontOfTheWrongTypeIsAnError() throws {
    let solution = SceneHarness("struct ContentView: View { var body: some View { Text(\"a\").font(12) } }").solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:1:65: error: cannot convert value of type 'Int' to expected argument type 'Font?'"])
}

@Test func strikethroughAndUnderlineDecorateTheTextBelowWithoutChangingItsSize() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Text("gone").strikethrough()
                Text("both").strikethrough(true, color: .red).underline(pattern: .dash)
                Text("plain").strikethrough(false)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.text("gone")?.environment.textDecoration == .strikethrough)
    #expect(solution.text("both")?.environment.textDecoration == [.strikethrough, .underline])
    #expect(solution.text("plain")?.environment.textDecoration == [])
    #expect(solution.text("gone")?.frame.size == CGSize(width: 34, height: 20.4))
}

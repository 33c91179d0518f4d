import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func textLayoutValuesReachTheEnvironment() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Text("a").lineLimit(3).multilineTextAlignment(.center).truncationMode(.head)
                Image(systemName: "star").imageScale(.large)
                Text("b").lineLimit(nil)
            }
            .lineLimit(1)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let a = try #require(solution.text("a")?.environment)
    #expect(a.lineLimit == 3)
    #expect(a.multilineTextAlignment == .center)
    #expect(a.truncationMode == .head)
    #expect(solution.nodes(named: "Image").first?.environment.imageScale == .large)
    #expect(solution.text("b")?.environment.lineLimit == nil)
}

@Test func aLineLimitCapsTheTextHeight() throws {
    let source = { (limit: String) in
        "struct ContentView: View { var body: some View { Text(\"aa bb cc\")\(limit).frame(width: 20) } }"
    }
    #expect(SceneHarness(source("")).solve().text("aa bb cc")?.frame.height == 3 * 20.4)
    #expect(SceneHarness(source(".lineLimit(2)")).solve().text("aa bb cc")?.frame.height == 2 * 20.4)
}

@Test func aLineLimitOfTheWrongTypeIsAnError() throws {
    let solution = SceneHarness("struct ContentView: View { var body: some View { Text(\"a\").lineLimit(\"two\") } }").solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:1:70: error: cannot convert value of type 'String' to expected argument type 'Int?'"])
}

@Test func lineSpacingCaseAndReservedLinesShapeATextsFrame() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Text("aa bb cc").lineSpacing(5).frame(width: 20)
                Text("a").lineLimit(3, reservesSpace: true)
                Text("b").lineLimit(2...4)
                Text("aa bb cc dd ee").lineLimit(2...4).frame(width: 20)
                Text("aa bb cc").lineLimit(...2).frame(width: 20)
                Text("Header").textCase(.uppercase)
                Text("Code").monospaced()
                Text("Spaced").tracking(2)
                Text("Kerned").kerning(-1)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // FixedMetricsTextMeasurer: body lines are 20.4 points, characters 8.5 wide.
    #expect(solution.text("aa bb cc")?.size == CGSize(width: 17, height: 3 * 20.4 + 2 * 5))
    #expect(solution.text("a")?.size == CGSize(width: 8.5, height: 3 * 20.4))
    #expect(solution.text("b")?.size == CGSize(width: 8.5, height: 2 * 20.4))
    #expect(solution.text("aa bb cc dd ee")?.text?.lines == ["aa", "bb", "cc", "d…"])
    #expect(solution.nodes(named: "Text").map(\.size.height)[4] == 2 * 20.4)
    #expect(solution.text("Header")?.text?.lines == ["HEADER"])
    #expect(solution.text("Code")?.environment.resolvedFont.design == .monospaced)
    #expect(solution.text("Spaced")?.size.width == 6 * (8.5 + 2))
    #expect(solution.text("Kerned")?.size.width == 6 * (8.5 - 1))
}

@Test func aLineLimitRangeOfOtherThanIntegersIsAnError() throws {
    let solution = SceneHarness("struct ContentView: View { var body: some View { Text(\"a\").lineLimit(1.5...2.5) } }").solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:1:60: error: cannot convert value of type 'Range' to expected argument type 'ClosedRange<Int>'"])
}

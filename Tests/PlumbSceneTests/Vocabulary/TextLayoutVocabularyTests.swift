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

import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aScenesOwnModifierWrapsTheViewInItsBody() throws {
    let solution = SceneHarness("""
    struct Card: ViewModifier {
        var inset: CGFloat = 4
        var outlined = false
        func body(content: Content) -> some View {
            if outlined {
                content.padding(inset).border(.gray)
            } else {
                content.padding(inset)
            }
        }
    }
    extension View {
        func card(outlined: Bool = false) -> some View { modifier(Card(inset: 6, outlined: outlined)) }
    }
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).modifier(Card()).id("plain")
                Color.red.frame(width: 10, height: 10).card().id("extension")
                Color.red.frame(width: 10, height: 10).card(outlined: true).modifier(Card(inset: 1)).id("nested")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frames(["plain", "extension", "nested"], in: solution) == [
        CGRect(x: 191, y: 168, width: 18, height: 18), CGRect(x: 189, y: 186, width: 22, height: 22),
        CGRect(x: 188, y: 208, width: 24, height: 24),
    ])
    #expect(solution.tree?.root.first { if case .overlay = $0.kind { true } else { false } } != nil)
}

@Test func aModifiersStateIsKeptForItsPlaceInTheTree() throws {
    let harness = SceneHarness("""
    struct Grows: ViewModifier {
        @State private var grown = false
        func body(content: Content) -> some View {
            content.frame(width: grown ? 40 : 20, height: 20).onTapGesture { grown.toggle() }
        }
    }
    struct ContentView: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red.modifier(Grows()).id("a")
                Color.blue.modifier(Grows()).id("b")
            }
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(harness.document.tap(id: "b", in: solution))
    solution = harness.solve()
    #expect(SceneHarness.frames(["a", "b"], in: solution).map { $0?.width } == [20, 40])
    solution = harness.solve()
    #expect(SceneHarness.frames(["a", "b"], in: solution).map { $0?.width } == [20, 40])
}

@Test func somethingThatIsNotAModifierIsAnError() throws {
    let solution = SceneHarness("struct ContentView: View { var body: some View { Text(\"a\").modifier(Text(\"b\")) } }").solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:1:69: error: cannot convert value of type 'Text' to expected argument type 'ViewModifier'"])
}

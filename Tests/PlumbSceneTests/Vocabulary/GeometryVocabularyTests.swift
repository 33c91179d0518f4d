import Foundation
import Testing
@testable import PlumbScene

@Test func edgeSetsAreWrittenAsArrayLiteralsOfSets() {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).padding([.top, .bottom], 8).id("vertical")
                Color.blue.frame(width: 20, height: 20).padding([.leading]).id("leading")
                Color.green.frame(width: 20, height: 20).padding([]).id("none")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == [])
    #expect(SceneHarness.frames(["vertical", "leading", "none"], in: solution) == [
        CGRect(x: 162, y: 182, width: 20, height: 36),
        CGRect(x: 182, y: 190, width: 36, height: 20),
        CGRect(x: 218, y: 190, width: 20, height: 20),
    ])
}

@Test func anEdgeSetLiteralListsOnlySets() {
    let solution = SceneHarness("struct ContentView: View { var body: some View { Text(\"a\").padding([.top, 3]) } }").solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:1:68: error: an Edge.Set literal lists Edge.Set values"])
}

@Test func anglesAddSubtractAndScale() {
    let solution = SceneHarness("""
    struct ContentView: View {
        let turn = Angle.degrees(90) + .degrees(45) - Angle(radians: .pi / 4)
        var body: some View {
            Color.red.frame(width: turn.degrees, height: (turn * 2 / 4).degrees).id("box")
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == [])
    let size = SceneHarness.frame("box", in: solution)?.size
    #expect(size.map { abs($0.width - 90) < 1e-9 && abs($0.height - 45) < 1e-9 } == true)
}

@Test func axesAreCaseIterableAndDescribeThemselves() {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                ForEach(Axis.allCases, id: \\.self) { axis in
                    Text(axis.description.capitalized).id(axis.description)
                }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == [])
    #expect(SceneHarness.text("horizontal", in: solution) == "Horizontal")
    #expect(SceneHarness.text("vertical", in: solution) == "Vertical")
}

import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aCarouselOfCardsSizedFromItsScrollView() throws {
    // As articles write it: four fifths of the 400-point scroll view, five columns 10 apart: (400 − 40) / 5 × 4 + 30.
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<3, id: \\.self) { index in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(.blue)
                            .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 10)
                            .frame(height: 200)
                            .id("card \\(index)")
                    }
                }
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == ["Scene.swift:4:13: warning: LazyHStack is laid out as a plain HStack: Plumb does not model lazy stacks"])
    #expect(SceneHarness.frames(["card 0", "card 1", "card 2"], in: solution) == [
        CGRect(x: 0, y: 100, width: 318, height: 200), CGRect(x: 328, y: 100, width: 318, height: 200),
        CGRect(x: 656, y: 100, width: 318, height: 200),
    ])
}

@Test func aClosureWorksOutEachLengthFromTheContainers() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            NavigationStack {
                Color.red
                    .containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading) { length, axis in
                        axis == .horizontal ? length * 0.5 : length / 4
                    }
                    .id("half")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // The container is the stack's screen below its 44-point bar: 400 × 356.
    #expect(SceneHarness.frame("half", in: solution) == CGRect(x: 100, y: 177.5, width: 200, height: 89))
    let window = SceneHarness("struct ContentView: View { var body: some View { Color.red.containerRelativeFrame(.vertical).frame(width: 10).id(\"tall\") } }").solve()
    #expect(SceneHarness.frame("tall", in: window) == CGRect(x: 195, y: 0, width: 10, height: 400))
}

@Test func safeAreaPaddingIsLaidOutAsPadding() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Color.red.frame(width: 40, height: 20).id("inner").safeAreaPadding(.horizontal, 20).id("outer")
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("outer", in: solution) == CGRect(x: 160, y: 190, width: 80, height: 20))
    #expect(SceneHarness.frame("inner", in: solution) == CGRect(x: 180, y: 190, width: 40, height: 20))
}

@Test func aCountOfNoColumnsOrAClosureNotGivingALengthIsAnError() throws {
    let zero = SceneHarness("""
    struct ContentView: View {
        var body: some View { Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 8) }
    }
    """).solve()
    #expect(SceneHarness.summaries(zero) == ["Scene.swift:2:37: error: containerRelativeFrame needs a count and a span of at least 1, not 0 and 1"])
    let text = SceneHarness("""
    struct ContentView: View {
        var body: some View { Color.red.containerRelativeFrame(.horizontal) { length, _ in "wide" } }
    }
    """).solve()
    #expect(SceneHarness.summaries(text) == ["Scene.swift:2:37: error: cannot convert value of type 'String' to closure result type 'CGFloat'"])
    let guide = SceneHarness("""
    struct ContentView: View {
        var body: some View { VStack(alignment: .leading) { Color.red.alignmentGuide(.leading) { _ in "left" }; Color.blue } }
    }
    """).solve()
    #expect(SceneHarness.summaries(guide) == ["Scene.swift:2:67: error: cannot convert value of type 'String' to closure result type 'CGFloat'"])
}

@Test func aColourIgnoringTheSafeAreaIsMarkedToFillItAndKeepsItsFrame() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Color.blue
                .ignoresSafeArea(edges: .top)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let root = try #require(solution.tree?.root)
    #expect(ignoredEdges(root) == .top)
    #expect(root.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
    #expect(root.children.first?.kindName == "Color")
}

@Test func anyOtherViewIgnoringTheSafeAreaWarnsThatItStaysInside() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Text("Moves in SwiftUI")
                    .edgesIgnoringSafeArea(.all)
                Text("Keyboard").ignoresSafeArea(.keyboard)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == [
        "Scene.swift:5:18: warning: ignoresSafeArea is drawn, not laid out: colours touching the safe area fill it, but the view stays inside it",
    ])
    let stack = try #require(solution.tree?.root)
    #expect(stack.children.map(\.kindName) == ["ignoresSafeArea", "Text"])
}

@Test func aStyleBackgroundFillsTheSafeAreaItTouchesUnlessToldNot() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            HStack {
                Text("All").background(.blue)
                Text("None").background(Color.red, ignoresSafeAreaEdges: [])
                Text("View").background(alignment: .top) { Color.green }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let backgrounds = try #require(solution.tree?.root.children)
    #expect(backgrounds.map { ignoredEdges($0.children[1]) } == [.all, [], nil])
}

@Test func aBackgroundWithoutAStyleIsTheSystemBackgroundPastTheSafeArea() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            HStack {
                Text("All").background()
                Text("Top").background(ignoresSafeAreaEdges: .top)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let backgrounds = try #require(solution.tree?.root.children)
    #expect(backgrounds.map { ignoredEdges($0.children[1]) } == [.all, .top])
    let fills = backgrounds.map { background -> Color? in
        if case .color(let color)? = background.children[1].children.first?.kind { color } else { nil }
    }
    #expect(fills == [Color(named: "systemBackground"), Color(named: "systemBackground")])
}

/// The edges an `ignoresSafeArea` node extends its fills past; nil for any other node.
private func ignoredEdges(_ node: SolvedNode) -> Edge.Set? {
    if case .effect(.extendsIntoSafeArea(let edges)) = node.kind { return edges }
    return nil
}

@Test func aBackgroundInAShapeFillsItWithTheSystemBackground() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Text("Card").padding().background(in: Capsule())
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let background = try #require(solution.nodes(named: "background").first)
    let capsule = try #require(solution.nodes(named: "Capsule").first)
    #expect(capsule.frame == background.frame)
    guard case .shape(.capsule, ShapePaint.fill(let style, _)) = capsule.kind else {
        Issue.record("not a filled capsule: \(capsule.kindName)")
        return
    }
    #expect(style == .color(Color(named: "systemBackground")))
}

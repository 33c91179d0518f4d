import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

private let styledButtons = """
struct Primary: ButtonStyle {
    var color: Color = .blue
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.vertical, 12)
            .padding(.horizontal, 24)
            .background(color, in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .opacity(configuration.role == .destructive ? 0.5 : 1)
    }
}

struct ContentView: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 0) {
            Button("Add") { count += 1 }.id("add")
            Button("Reset", role: .destructive) { count = 0 }.id("reset")
            Button("Plain") {}.buttonStyle(.bordered).id("bordered")
            Text("\\(count)").id("count")
        }
        .buttonStyle(Primary(color: .green))
    }
}
"""

@Test func aScenesOwnButtonStyleMakesTheButtonsBelowFromTheirLabelsAndTheyStillTap() throws {
    let harness = SceneHarness(styledButtons)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    // "Add" is 25.5 × 20.4 in the test font: padded 24 and 12 on a capsule.
    #expect(SceneHarness.frame("add", in: solution)?.size == CGSize(width: 73.5, height: 44.4))
    let capsules = solution.nodes(named: "Capsule")
    #expect(capsules.map(\.frame.size) == [CGSize(width: 73.5, height: 44.4), CGSize(width: 90.5, height: 44.4)])
    // The style reads the button's role: the destructive one is drawn at half opacity.
    for (id, expected) in [("add", 1.0), ("reset", 0.5)] {
        let button = try #require(solution.tree?.root.first { $0.idString == id })
        let opacities = button.all { _ in true }.compactMap { if case .effect(.opacity(let value)) = $0.kind { value } else { nil } }
        #expect(opacities == [expected])
    }
    // A built-in style set further in replaces the scene's own: the bordered button has no capsule.
    #expect(SceneHarness.frame("bordered", in: solution)?.size == CGSize(width: 66.5, height: 34.4))
    #expect(harness.document.tap(id: "add", in: solution))
    solution = harness.solve()
    #expect(SceneHarness.text("count", in: solution) == "1")
}

@Test func aScenesOwnLabelStyleMakesTheLabelsBelowFromTheirTitlesAndIcons() throws {
    // The style stacks the icon over the title; a built-in style further in replaces it, and a label outside keeps
    // the standard icon-beside-title look.
    let solution = SceneHarness("""
    struct VerticalLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 4) {
                configuration.icon.id("icon")
                configuration.title.id("title")
            }
        }
    }
    extension LabelStyle where Self == VerticalLabelStyle {
        static var vertical: VerticalLabelStyle { VerticalLabelStyle() }
    }
    struct ContentView: View {
        var body: some View {
            VStack {
                Label("Star", systemImage: "star").id("styled")
                Label("Star", systemImage: "star").labelStyle(.titleOnly).id("titleOnly")
            }
            .labelStyle(.vertical)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let icon = try #require(SceneHarness.frame("icon", in: solution)), title = try #require(SceneHarness.frame("title", in: solution))
    #expect(title.minY == icon.maxY + 4)
    #expect(icon.midX == title.midX)
    #expect(SceneHarness.frame("styled", in: solution)?.isClose(to: icon.union(title)) == true)
    #expect(solution.node("titleOnly")?.all { if case .image = $0.kind { true } else { false } }.isEmpty == true)
}

@Test func aScenesOwnProgressViewStyleMakesTheProgressViewsBelowFromTheirFraction() throws {
    // The style draws the fraction as a bar of its own width; `ProgressView(configuration)` inside a style is the
    // standard look, not styled again; a built-in style further in replaces the scene's.
    let solution = SceneHarness("""
    struct Wide: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Color.green.frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 8).id("done")
        }
    }
    struct Standard: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).id("standard") }
    }
    struct ContentView: View {
        var body: some View {
            VStack {
                ProgressView(value: 3, total: 4).progressViewStyle(Wide())
                ProgressView(value: 0.5).progressViewStyle(Standard())
                ProgressView().progressViewStyle(.circular).id("spinner")
            }
            .progressViewStyle(Wide())
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("done", in: solution)?.size == CGSize(width: 75, height: 8))
    #expect(SceneHarness.frame("standard", in: solution)?.size == CGSize(width: 400, height: 4))
    #expect(solution.node("spinner")?.first { $0.kindName == "Circle" } != nil)
}

@Test func aStyleThatMakesItsControlAgainGetsTheStandardLookInside() throws {
    // A label style that builds a `Label` of the configuration's parts, and a progress style that builds a
    // `ProgressView`: inside the style's body the control is not styled again.
    let solution = SceneHarness("""
    struct RedIcon: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label { configuration.title } icon: { configuration.icon.foregroundStyle(.red) }.id("inner")
        }
    }
    struct Thin: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ProgressView(value: configuration.fractionCompleted ?? 0).scaleEffect(x: 1, y: 0.5).id("bar")
        }
    }
    struct ContentView: View {
        var body: some View {
            VStack {
                Label("Star", systemImage: "star").labelStyle(RedIcon())
                ProgressView(value: 0.5).progressViewStyle(Thin())
                ProgressView().progressViewStyle(.circular).id("spinner")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["Star"])
    #expect(SceneHarness.frame("bar", in: solution)?.height == 4)
    #expect(solution.tree?.root.first { $0.kindName == "progressViewStyle(.circular)" } != nil)
}

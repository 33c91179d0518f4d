import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aLinearGaugeIsItsLabelRowAboveABarBetweenItsBounds() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Gauge(value: 30, in: 0...120) {
                Text("Speed")
            } currentValueLabel: {
                Text("30")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("120")
            }
            .id("gauge")
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // Two 20.4 pt rows 4 pt apart, centred; the bar between "0" and "120", 8 pt from each.
    let top = (400 - 44.8) / 2
    #expect(SceneHarness.frame("gauge", in: solution)?.isClose(to: CGRect(x: 0, y: top, width: 400, height: 44.8)) == true)
    #expect(solution.text("Speed")?.frame.isClose(to: CGRect(x: 0, y: top, width: 42.5, height: 20.4)) == true)
    #expect(solution.text("30")?.frame.isClose(to: CGRect(x: 383, y: top, width: 17, height: 20.4)) == true)
    #expect(solution.text("0")?.frame.isClose(to: CGRect(x: 0, y: top + 24.4, width: 8.5, height: 20.4)) == true)
    #expect(solution.text("120")?.frame.isClose(to: CGRect(x: 374.5, y: top + 24.4, width: 25.5, height: 20.4)) == true)
    let bar = try #require(solution.nodes(named: "Capsule").first)
    #expect(bar.frame.isClose(to: CGRect(x: 16.5, y: top + 24.4 + 8.2, width: 350, height: 4)))
    #expect(solution.drawingTransforms.map(\.scale.width) == [0.25])
}

@Test func aCircularGaugeIsARingFilledToItsValueAroundItsCurrentValue() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Gauge(value: 0.4) {
                Text("Speed")
            } currentValueLabel: {
                Text("40")
            }
            .gaugeStyle(.accessoryCircular)
            .id("gauge")
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("gauge", in: solution) == CGRect(x: 171, y: 171, width: 58, height: 58))
    #expect(solution.texts == ["40"])
    #expect(solution.text("40")?.frame.isClose(to: CGRect(x: 191.5, y: 189.8, width: 17, height: 20.4)) == true)
    let rings = solution.nodes(named: "Circle").map { node -> ShapeKind? in if case .shape(let kind, _) = node.kind { kind } else { nil } }
    #expect(rings == [.circle, .trimmed(.circle, from: 0, to: 0.4)])
    #expect(solution.drawingTransforms.map(\.rotation.degrees) == [-90])
}

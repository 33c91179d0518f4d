import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func anObservableObjectHeldByStateObjectIsSharedWithObservedObjectViewsAndATapChangesBoth() throws {
    let harness = SceneHarness("""
    import SwiftUI

    class CounterModel: ObservableObject {
        @Published var count = 1
        let step: Int
        init(step: Int = 1) { self.step = step }
        func increment() { count += step }
    }

    struct Bar: View {
        @ObservedObject var model: CounterModel
        var body: some View {
            Color.blue.frame(width: CGFloat(model.count) * 10, height: 20)
                .onTapGesture { model.increment() }
                .id("bar")
        }
    }

    struct ContentView: View {
        @StateObject private var model = CounterModel(step: 2)
        var body: some View {
            VStack(spacing: 0) {
                Bar(model: model)
                Text("count \\(model.count)").id("label")
            }
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("bar", in: solution) == CGRect(x: 195, y: 179.8, width: 10, height: 20))
    #expect(SceneHarness.text("label", in: solution) == "count 1")
    for _ in 0..<2 {
        #expect(harness.document.tap(id: "bar", in: solution))
        #expect(harness.document.needsSolve)
        solution = harness.solve()
    }
    #expect(SceneHarness.frame("bar", in: solution) == CGRect(x: 175, y: 179.8, width: 50, height: 20))
    #expect(SceneHarness.text("label", in: solution) == "count 5")
}

@Test func anObservableClassHeldByStateIsBoundThroughBindable() throws {
    let harness = SceneHarness("""
    import SwiftUI
    import Observation

    @Observable
    final class Settings {
        var isWide = false
        var names: [String] = ["a"]
        @ObservationIgnored var loads = 0
    }

    struct Controls: View {
        @Bindable var settings: Settings
        var body: some View {
            Toggle("Wide", isOn: $settings.isWide).id("toggle")
        }
    }

    struct ContentView: View {
        @State private var settings = Settings()
        var body: some View {
            VStack(spacing: 0) {
                Controls(settings: settings)
                Color.red.frame(width: settings.isWide ? 300 : 100, height: 10).id("swatch")
                Button("Add") { settings.names.append("b") }.id("add")
                Text(settings.names.joined(separator: ",")).id("names")
            }
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("swatch", in: solution)?.width == 100)
    #expect(harness.document.tap(id: "toggle", in: solution))
    solution = harness.solve()
    #expect(SceneHarness.frame("swatch", in: solution)?.width == 300)
    #expect(harness.document.tap(id: "add", in: solution))
    solution = harness.solve()
    #expect(SceneHarness.text("names", in: solution) == "a,b")
}

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

private let environmentScene = """
import SwiftUI

final class Session: ObservableObject {
    @Published var user = "Ada"
    @Published var isPro = false
}

@Observable class Theme { var accent = 20.0 }

struct Badge: View {
    @EnvironmentObject var session: Session
    @Environment(Theme.self) private var theme
    var body: some View {
        HStack(spacing: 0) {
            Text(session.user)
            Color.orange.frame(width: theme.accent, height: 10)
            Toggle("Pro", isOn: $session.isPro).id("pro")
        }
    }
}

struct ContentView: View {
    @StateObject private var session = Session()
    @State private var theme = Theme()
    var body: some View {
        VStack(spacing: 0) {
            Badge().id("badge")
            GeometryReader { _ in Badge().id("inner") }.frame(height: 40)
            Color.red.frame(width: session.isPro ? 200 : 50, height: 5).id("bar")
        }
        .environmentObject(session)
        .environment(theme)
    }
}
"""

@Test func environmentObjectsReachTheViewsBelowEvenInsideAGeometryReaderAndTheirBindingsWrite() throws {
    let harness = SceneHarness(environmentScene)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.text("badge", in: solution) == "Ada")
    #expect(SceneHarness.text("inner", in: solution) == "Ada")
    #expect(solution.nodes(named: "Color").filter { $0.frame.size == CGSize(width: 20, height: 10) }.count == 2)
    #expect(SceneHarness.frame("bar", in: solution)?.width == 50)
    #expect(harness.document.tap(id: "pro", in: solution))
    solution = harness.solve()
    #expect(SceneHarness.frame("bar", in: solution)?.width == 200)
}

/// A `Badge` reading `@EnvironmentObject var session: Session` in a `ContentView` that gives none; `session` is the
/// class's declaration.
private func badgeWithoutSession(_ session: String) -> SceneSolution {
    SceneHarness("""
    import SwiftUI
    \(session)
    struct Badge: View {
        @EnvironmentObject var session: Session
        var body: some View { Text(session.user) }
    }
    struct ContentView: View {
        var body: some View { Badge() }
    }
    """).solve()
}

/// Xcode's preview stops where a view reads an environment object no view above gives; Plumb makes one with the
/// class's `init()` and says so, and a class that needs arguments stays SwiftUI's error at the read.
@Test func aMissingEnvironmentObjectIsMadeForThePreviewWithAWarning() throws {
    let solution = badgeWithoutSession(#"final class Session: ObservableObject { @Published var user = "Ada" }"#)
    #expect(SceneHarness.summaries(solution) == [
        "Scene.swift:3:1: warning: no environmentObject(_:) above 'Badge' gives the 'Session' it reads: shown with Session(), made for the preview",
    ])
    #expect(solution.texts == ["Ada"])
    let needingArguments = badgeWithoutSession("final class Session: ObservableObject { let user: String; init(user: String) { self.user = user } }")
    #expect(SceneHarness.summaries(needingArguments) == [
        "Scene.swift:5:32: error: no ObservableObject of type 'Session' found; a View.environmentObject(_:) for 'Session' may be missing as an ancestor of this view",
    ])
}

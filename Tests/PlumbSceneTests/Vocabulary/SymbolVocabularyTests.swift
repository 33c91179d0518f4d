import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func symbolVariantsAddUpDownTheTreeAndTheEnvironmentKeyPathSetsThemOutright() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        let chosen = SymbolVariants.fill
        var body: some View {
            VStack {
                Image(systemName: "heart")
                Image(systemName: "star").symbolVariant(.fill)
                Image(systemName: "flag").environment(\\.symbolVariants, .none)
                Image(systemName: "bell").symbolVariant(.none)
                Image(systemName: "mic").symbolVariant(.square).symbolVariant(.slash)
                Image(systemName: "bell").environment(\\.symbolVariants, .slash)
                Image(systemName: "bell").environment(\\.symbolVariants, chosen)
            }
            .symbolVariant(.circle)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let variants = solution.nodes(named: "Image").map(\.environment.symbolVariants)
    #expect(variants == [.circle, .circle.fill, .none, .circle, .square.slash, .slash, .fill])
}

@Test func aTabItemsSymbolIsFilledAsIOSDrawsItSelectedOrNot() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            TabView {
                Text("Home screen").tabItem { Label("Home", systemImage: "house") }
                Text("Settings screen").tabItem { Image(systemName: "gear"); Text("Settings") }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.nodes(named: "Image").map(\.environment.symbolVariants) == [.fill, .fill])
}

@Test func aVariableValueSymbolIsTheSymbolAndOnlyColourfulRenderingModesWarn() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Image(systemName: "wifi", variableValue: 0.4).symbolRenderingMode(.hierarchical)
                Image(systemName: "star").symbolRenderingMode(.monochrome)
                Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
                Image(systemName: "person.2").symbolRenderingMode(.palette)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == [
        "Scene.swift:6:49: warning: symbolRenderingMode(.multicolor) is not applied: symbols are drawn in the foreground colour",
        "Scene.swift:7:43: warning: symbolRenderingMode(.palette) is not applied: symbols are drawn in the foreground colour",
    ])
    #expect(solution.nodes(named: "Image").count == 4)
}

import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func environmentPropertiesReadThePreviewDevicesValues() throws {
    let harness = SceneHarness("""
    struct ContentView: View {
        @Environment(\\.colorScheme) private var colorScheme
        @Environment(\\.horizontalSizeClass) private var width
        @Environment(\\.verticalSizeClass) private var height
        @Environment(\\.layoutDirection) private var direction
        @Environment(\\.isEnabled) private var isEnabled
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text(colorScheme == .dark ? "dark" : "light").id("scheme")
                if width == .compact, height == .regular, direction == .leftToRight, isEnabled {
                    Button("Close") { dismiss() }.id("close")
                }
            }
        }
    }
    """)
    let solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect({ if case .text("light")? = solution.node("scheme")?.kind { true } else { false } }())
    #expect(harness.document.tap(id: "close", in: solution))
}

@Test func writingAnEnvironmentValueViewsReadWarns() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Text("a")
                .environment(\\.colorScheme, .dark)
                .environment(\\.font, .title)
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == [
        "Scene.swift:4:14: warning: environment(\\.colorScheme) is not passed down: @Environment reads the preview device's value",
    ])
}

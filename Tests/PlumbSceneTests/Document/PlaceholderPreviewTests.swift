import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aViewWithoutPreviewIsShownWithPlaceholderArgumentsAndSaysSo() throws {
    let solution = SceneHarness("""
    import SwiftUI

    enum Month: String, CaseIterable { case january, february }
    final class Model: ObservableObject { @Published var title = "Model" }

    struct MonthView: View {
        @Binding var active: Month
        @ObservedObject var model: Model
        let month: Month
        let count: Int
        let label: String
        let items: [String]
        let onTap: () -> Void
        var note: String? = nil
        @ViewBuilder let footer: () -> Footer

        var body: some View {
            VStack(spacing: 0) {
                Text("\\(month.rawValue) \\(active.rawValue) \\(count) [\\(label)] \\(items.count) \\(model.title)")
                footer()
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.message) == [
        "no #Preview: showing 'MonthView' with placeholder arguments (active: .constant(.january), model: Model(title: \"Model\"), month: .january, count: 0, label: \"\", items: [], onTap: {}, footer: {}); add a #Preview { MonthView(…) } to choose them",
    ])
    #expect(solution.diagnostics.first?.location.line == 6)
    #expect(solution.texts == ["january january 0 [] 0 Model"])
}

@Test func aViewWithItsOwnInitializerIsShownThroughItWhenEveryParameterHasAPlaceholder() throws {
    let solution = SceneHarness("""
    struct Header<Content: View>: View {
        let height: CGFloat
        let content: Content
        init(height: CGFloat, @ViewBuilder content: () -> Content) {
            self.height = height
            self.content = content()
        }
        var body: some View { VStack { content; Text("header") }.frame(height: max(height, 20)).id("header") }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.message).first?.hasPrefix("no #Preview: showing 'Header' with placeholder arguments (height: 0.0, content: {})") == true)
    #expect(SceneHarness.frame("header", in: solution)?.height == 20)
}

@Test func aViewWhoseArgumentsHaveNoPlaceholderStaysAnError() throws {
    let solution = SceneHarness("""
    protocol Source {}
    struct Row: View {
        let source: any Source
        var body: some View { Text("row") }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.message) == ["missing argument for parameter 'source' in call"])
}

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
    #expect(solution.diagnostics.map(\.summary) == [
        "Scene.swift:2:1: error: no #Preview, and 'Row(source:)' needs arguments that have no placeholder: add a #Preview { Row(…) } that passes them",
    ])
}

/// A generic view's type parameters are known only from a call: the file's first view that is not generic is shown,
/// and a file of generic views only asks for a `#Preview`.
@Test func aFileWithoutPreviewShowsItsFirstViewThatIsNotGeneric() throws {
    let shown = SceneHarness("""
    struct Picker<Choice: Hashable>: View {
        @Binding var selection: Choice
        var body: some View { Text("picker") }
    }
    struct Control: View {
        let title: String
        var body: some View { Text("control").id("control") }
    }
    """).solve()
    #expect(shown.diagnostics.map(\.message).first?.hasPrefix("no #Preview: showing 'Control' with placeholder arguments (title: \"\")") == true)
    #expect(SceneHarness.frame("control", in: shown) != nil)
    let madeGeneric = SceneHarness("""
    struct Card<Content: View>: View {
        @ViewBuilder var content: () -> Content
        var body: some View { VStack { content() }.id("card") }
    }
    struct Corner: Shape {
        let radius: CGFloat
        let corners: UIRectCorner
        func path(in rect: CGRect) -> Path { Path(rect) }
    }
    """).solve()
    #expect(SceneHarness.frame("card", in: madeGeneric) != nil, "a generic view that placeholders make is shown, as it comes first")
    let generic = SceneHarness("""
    struct Picker<Choice: Hashable>: View {
        @Binding var selection: Choice
        var body: some View { Text("picker") }
    }
    """).solve()
    #expect(generic.diagnostics.map(\.summary) == [
        "Scene.swift:1:1: error: no #Preview, and 'Picker(selection:)' needs arguments that have no placeholder, and a generic view's type parameters are known only from a call: add a #Preview { Picker(…) } that passes them",
    ])
}

@Test func aUIKitViewIsAPlaceholderThatTakesTheSizeOffered() throws {
    let solution = SceneHarness("""
    import SwiftUI
    import UIKit

    struct Blur: UIViewRepresentable {
        var style: UIBlurEffect.Style = .systemMaterial
        func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
        func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
    }

    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                Blur().frame(height: 100).id("blur")
                Text("below")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.message) == [
        "'Blur' is a UIKit view (UIViewRepresentable): drawn as a placeholder; its UIKit code does not run",
        "'UIBlurEffect' belongs to UIKit, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
        "'UIVisualEffectView' belongs to UIKit, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
    ])
    #expect(SceneHarness.frame("blur", in: solution) == CGRect(x: 0, y: 139.8, width: 400, height: 100))
    #expect(solution.texts == ["Blur", "below"])
}

@Test func aChartIsAPlaceholderItsMarksUnevaluated() throws {
    let solution = SceneHarness("""
    import SwiftUI
    import Charts

    struct Sale: Identifiable { let id: Int; let amount: Double }
    final class Feed: ObservableObject {
        @Published var query = ""
        func watch() { _ = $query }
    }
    struct Card: ViewModifier {
        func body(content: Content) -> some View { content.padding(10) }
    }
    struct ContentView: View {
        let sales = [Sale(id: 1, amount: 3)]
        var body: some View {
            VStack(spacing: 0) {
                Chart(sales) { sale in BarMark(x: .value("Day", sale.id), y: .value("Amount", sale.amount)) }
                    .frame(height: 120).id("chart")
                ModifiedContent(content: Text("card"), modifier: Card()).id("card")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.message) == [
        "Chart is drawn as a placeholder: Plumb does not draw Swift Charts' marks",
        "'BarMark' belongs to Swift Charts, which Plumb does not model: the code that uses it is left out of the preview, and stops with an error if it runs",
    ])
    #expect(SceneHarness.frame("chart", in: solution)?.size == CGSize(width: 400, height: 120))
    #expect(SceneHarness.frame("card", in: solution)?.height == 20.4 + 20)
}

/// A type that holds itself is no Swift (and no placeholder), but the file must not bring Plumb down.
@Test func aTypeHoldingItselfHasNoPlaceholderAndStaysAnError() throws {
    let solution = SceneHarness("""
    struct Link { let next: Link }
    struct Chain: View {
        let link: Link
        var body: some View { Text("chain") }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.message) == [
        "no #Preview, and 'Chain(link:)' needs arguments that have no placeholder: add a #Preview { Chain(…) } that passes them",
    ])
}

/// A `Color` a view needs gets `.clear`, and a class is made through its own initializer with placeholders.
@Test func aColorAndAClassMadeWithPlaceholdersLetAViewWithoutPreviewShow() throws {
    let solution = SceneHarness("""
    final class Owner {
        var name: String
        init(name: String) { self.name = name }
    }
    struct Badge: View {
        @Binding var locked: Bool
        var color: Color
        var owner: Owner
        var body: some View { Text("[\\(owner.name)] \\(locked)").background(color).id("badge") }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.message) == [
        "no #Preview: showing 'Badge' with placeholder arguments (locked: .constant(false), color: .clear, owner: Owner(name: \"\")); add a #Preview { Badge(…) } to choose them",
    ])
    #expect(solution.texts == ["[] false"])
}

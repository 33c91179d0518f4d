import Foundation
import Testing
@testable import PlumbScene

@Test func aDefaultFocusNamesItsFieldWhenTheViewAppearsWithNothingFocused() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        enum Field { case name, email }
        @State private var text = ""
        @FocusState private var field: Field?
        @FocusState private var isFocused: Bool
        var body: some View {
            VStack {
                TextField("Name", text: $text).focused($field, equals: .name)
                TextField("Email", text: $text).focused($field, equals: .email)
                TextField("Other", text: $text).focused($isFocused)
                Text("\\(String(describing: field)) \\(isFocused)").id("state")
            }
            .defaultFocus($field, .email)
            .defaultFocus($isFocused, true, priority: .userInitiated)
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.text("state", in: solution) == "Optional(email) true")
}

@Test func aFocusSetByOnAppearStandsOverTheDefault() throws {
    // Whether the `onAppear` is built before the default or after it.
    for (outer, inner) in [(".onAppear { field = .name }", ""), ("", ".onAppear { field = .name }")] {
        let solution = SceneHarness("""
        struct ContentView: View {
            enum Field { case name, email }
            @State private var text = ""
            @FocusState private var field: Field?
            var body: some View {
                VStack {
                    TextField("Name", text: $text).focused($field, equals: .name)\(inner)
                    Text(field == .name ? "name" : "other").id("state")
                }
                .defaultFocus($field, .email)\(outer)
            }
        }
        """).solve()
        #expect(SceneHarness.text("state", in: solution) == "name", "onAppear \(outer.isEmpty ? "inside" : "outside")")
    }
}

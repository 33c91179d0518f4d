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
        @Environment(\\.openURL) private var openURL
        @Environment(\\.requestReview) private var requestReview
        var body: some View {
            VStack {
                Text(colorScheme == .dark ? "dark" : "light").id("scheme")
                if width == .compact, height == .regular, direction == .leftToRight, isEnabled {
                    Button("Close") { dismiss(); openURL(URL(string: "https://swift.org")!); requestReview() }.id("close")
                }
            }
        }
    }
    """)
    let solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect({ if case .text("light", _)? = solution.node("scheme")?.kind { true } else { false } }())
    #expect(harness.document.tap(id: "close", in: solution))
}

@Test func theActionsTypesAreNamedAndAnOpenURLActionRunsItsHandler() throws {
    let harness = SceneHarness("""
    struct Closer {
        let dismiss: DismissAction
        func close() { dismiss() }
    }
    func route(_ url: URL) -> OpenURLAction.Result { url.host == "app" ? .handled : .systemAction }
    struct ContentView: View {
        @Environment(\\.dismiss) private var dismiss
        @State private var opened = "none"
        var body: some View {
            VStack {
                Text(opened).id("opened")
                Button("Close") { Closer(dismiss: dismiss).close() }.id("close")
                Button("Open") {
                    let action = OpenURLAction { url in opened = url.absoluteString; return route(url) }
                    _ = action(URL(string: "https://app/inbox")!)
                }.id("open")
            }
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(harness.document.tap(id: "close", in: solution))
    #expect(harness.document.tap(id: "open", in: solution))
    solution = harness.solve()
    #expect({ if case .text("https://app/inbox", _)? = solution.node("opened")?.kind { true } else { false } }())
}

@Test func nothingIsRedactedInAPreview() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @Environment(\\.redactionReasons) private var reasons
        var body: some View {
            Text(!reasons.contains(.placeholder) && reasons.isEmpty ? "shown" : "redacted").id("state")
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect({ if case .text("shown", _)? = solution.node("state")?.kind { true } else { false } }())
}

@Test func matchedGeometryEffectIsAcceptedAndMovesNothing() throws {
    func solve(_ effect: String) -> SceneSolution {
        SceneHarness("""
        struct ContentView: View {
            @Namespace private var pill
            @State private var selected = 1
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \\.self) { index in
                        Text("Tab").padding(8).frame(maxWidth: .infinity)
                            .background {
                                if selected == index { Capsule().fill(.blue)\(effect).id("pill") }
                            }
                    }
                }
            }
        }
        """).solve()
    }
    let plain = solve(""), matched = solve(".matchedGeometryEffect(id: \"pill\", in: pill)")
    #expect(matched.diagnostics.isEmpty)
    #expect(SceneHarness.frame("pill", in: matched) == SceneHarness.frame("pill", in: plain))
    let minX = try #require(SceneHarness.frame("pill", in: matched)?.minX)
    #expect(abs(minX - 400.0 / 3) < 1e-9)
}

@Test func theLocaleCalendarAndTimeZoneAreThePreviews() {
    let (texts, diagnostics) = SceneHarness.textsAtNoon("""
    Text(locale.identifier)
            Text("\\(calendar.component(.year, from: Date(timeIntervalSince1970: 0)) > 1900) \\(timeZone == TimeZone.current)")
    """, members: """
    @Environment(\\.locale) private var locale
        @Environment(\\.calendar) private var calendar
        @Environment(\\.timeZone) private var timeZone
    """)
    #expect(diagnostics == [])
    #expect(texts == ["en_US", "true true"])
}

@Test func aPreviewProvidersStaticNamespaceAndStateReachItsViews() throws {
    let harness = SceneHarness("""
    struct Detail: View {
        var namespace: Namespace.ID
        @Binding var name: String?
        var body: some View { Text(name ?? "none").matchedGeometryEffect(id: "title", in: namespace).id("title") }
    }
    struct Detail_Previews: PreviewProvider {
        @Namespace static var ns
        @State static var name: String? = "Zion"
        static var previews: some View { Detail(namespace: ns, name: $name) }
    }
    """)
    let solution = harness.solve()
    #expect(solution.diagnostics.isEmpty, "\\(solution.diagnostics)")
    #expect(solution.texts == ["Zion"])
}

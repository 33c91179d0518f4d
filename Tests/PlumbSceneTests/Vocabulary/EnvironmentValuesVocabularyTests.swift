import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aScenesOwnEnvironmentValueReachesTheViewsInsideTheOneThatWritesIt() throws {
    // A hand-written key and property, as articles before iOS 18 declare them: the default where nobody writes it,
    // the written value below `.environment`, the innermost write winning, and views beside it unaffected.
    let solution = SceneHarness("""
    struct AccentKey: EnvironmentKey {
        static let defaultValue = "plain"
    }
    extension EnvironmentValues {
        var accent: String {
            get { self[AccentKey.self] }
            set { self[AccentKey.self] = newValue }
        }
    }
    struct Badge: View {
        @Environment(\\.accent) private var accent
        var body: some View { Text(accent) }
    }
    struct ContentView: View {
        var body: some View {
            VStack {
                Badge().id("default")
                VStack {
                    Badge().id("outer")
                    Badge().id("inner").environment(\\.accent, "inner")
                }
                .environment(\\.accent, "outer")
                Badge().id("beside")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(["default", "outer", "inner", "beside"].map { SceneHarness.text($0, in: solution) } == ["plain", "outer", "inner", "plain"])
}

@Test func anEntryPropertyIsAnEnvironmentValueWithItsInitialValueAsDefault() throws {
    let solution = SceneHarness("""
    extension EnvironmentValues {
        @Entry var spacing: CGFloat = 4
        @Entry var title: String?
    }
    struct Row: View {
        @Environment(\\.spacing) var spacing
        @Environment(\\.title) var title
        var body: some View {
            HStack(spacing: spacing) {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(width: 10, height: 10).id("b")
                Text(title ?? "none")
            }
        }
    }
    struct ContentView: View {
        var body: some View {
            VStack {
                Row().id("plain")
                Row().id("wide").environment(\\.spacing, 30).environment(\\.title, "set")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let gaps = try ["plain", "wide"].map { row in
        let a = try #require(solution.node(row)?.first { $0.idString == "a" }), b = try #require(solution.node(row)?.first { $0.idString == "b" })
        return b.frame.minX - a.frame.maxX
    }
    #expect(gaps == [4, 30])
    #expect(["plain", "wide"].map { solution.node($0)?.first { $0.string != nil }?.string } == ["none", "set"])
}

@Test func swiftUIsOwnValuesArePassedDownToo() throws {
    // `environment(\.colorScheme, .dark)` (or the older `colorScheme(.dark)`) and `disabled(true)` reach `@Environment` in views and in a button style;
    // `disabled(false)` does not enable what an outer `disabled(true)` disabled, as in SwiftUI.
    let solution = SceneHarness("""
    struct Scheme: View {
        @Environment(\\.colorScheme) var scheme
        @Environment(\\.isEnabled) var isEnabled
        var body: some View { Text("\\(scheme == .dark ? "dark" : "light") \\(isEnabled)") }
    }
    struct Dimming: ButtonStyle {
        @Environment(\\.isEnabled) var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.opacity(isEnabled ? 1 : 0.25)
        }
    }
    struct ContentView: View {
        var body: some View {
            VStack {
                Scheme().id("device")
                Scheme().id("dark").environment(\\.colorScheme, .dark)
                Scheme().id("older").colorScheme(.dark)
                Scheme().id("disabled").disabled(false).disabled(true)
                Scheme().id("still").disabled(false)
                Button("Go") {}.buttonStyle(Dimming()).disabled(true).id("button")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(["device", "dark", "older", "disabled", "still"].map { SceneHarness.text($0, in: solution) } == [
        "light true", "dark true", "dark true", "light false", "light true",
    ])
    #expect(solution.node("older")?.first { $0.environment.colorScheme == .dark } != nil)
    let button = try #require(solution.node("button"))
    #expect(button.first { if case .effect(.opacity(0.25)) = $0.kind { true } else { false } } != nil)
}

@Test func aDisabledButtonIsDrawnDisabledAndATapOnItDoesNothing() throws {
    let harness = SceneHarness("""
    struct ContentView: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Off") { taps += 1 }.disabled(true).id("off")
                Button("On") { taps += 1 }.id("on")
                Text("\\(taps)").id("count")
            }
        }
    }
    """)
    let solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.node("off")?.first { $0.environment.isEnabled == false } != nil)
    #expect(solution.node("on")?.first { $0.environment.isEnabled == false } == nil)
    #expect(!harness.document.tap(id: "off", in: solution))
    #expect(harness.document.tap(id: "on", in: solution))
    #expect(SceneHarness.text("count", in: harness.solve()) == "1")
}

@Test func writingAValueEnvironmentValuesLacksIsItsModifierOrAWarning() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Text("Title").environment(\\.font, .largeTitle).id("large")
                Text("Title").font(.largeTitle).id("font")
                Text("Here").environment(\\.defaultMinListRowHeight, 60)
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [
        "Scene.swift:6:26: warning: environment(\\.defaultMinListRowHeight) is not applied: Plumb has no environment value 'defaultMinListRowHeight'",
    ])
    #expect(SceneHarness.frame("large", in: solution)?.size == SceneHarness.frame("font", in: solution)?.size)
}

@Test func anUnknownEnvironmentValueIsAnErrorAtItsKeyPath() throws {
    let solution = SceneHarness("""
    extension EnvironmentValues {
        @Entry var cardStyle = 1
    }
    struct ContentView: View {
        @Environment(\\.cardStyel) var style
        @Environment(\\.managedObjectContext) var context
        var body: some View { Text("x") }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [
        "Scene.swift:5:18: error: value of type 'EnvironmentValues' has no member 'cardStyel'; did you mean 'cardStyle'?",
        "Scene.swift:6:18: error: unsupported: the environment value '\\.managedObjectContext' (Plumb has "
            + "\\.accessibilityDifferentiateWithoutColor, \\.accessibilityInvertColors, \\.accessibilityReduceMotion, "
            + "\\.accessibilityReduceTransparency, \\.accessibilityShowButtonShapes, \\.accessibilityVoiceOverEnabled, \\.calendar, "
            + "\\.colorScheme, \\.colorSchemeContrast, \\.dismiss, \\.displayScale, \\.dynamicTypeSize, \\.editMode, "
            + "\\.horizontalSizeClass, \\.isEnabled, \\.isFocused, \\.isSearching, \\.layoutDirection, \\.legibilityWeight, "
            + "\\.locale, \\.modelContext, \\.openURL, \\.presentationMode, \\.redactionReasons, \\.requestReview, \\.scenePhase, \\.sizeCategory, "
            + "\\.timeZone, \\.verticalSizeClass, \\.cardStyle); declare the scene's own in an extension of EnvironmentValues",
    ])
}

@Test func aWrittenLocaleReachesItsReadersWithAWarningThatFormattingStaysAsItIs() throws {
    let solution = SceneHarness("""
    struct Reader: View {
        @Environment(\\.locale) var locale
        var body: some View { Text(locale.identifier).id("id") }
    }
    struct ContentView: View {
        var body: some View { VStack { Reader().environment(\\.locale, Locale(identifier: "fr_FR")); Mirrored() } }
    }
    struct Mirrored: View {
        var body: some View { Reader().environment(\\.layoutDirection, .rightToLeft).environment(\\.layoutDirection, .leftToRight) }
    }
    """).solve()
    #expect(SceneHarness.text("id", in: solution) == "fr_FR")
    #expect(SceneHarness.summaries(solution) == [
        "Scene.swift:6:45: warning: environment(\\.locale) reaches the views that read it, not how text is formatted: Plumb formats "
            + "dates and numbers in US English, in the Gregorian calendar and this machine's time zone",
        "Scene.swift:9:36: warning: environment(\\.layoutDirection, .rightToLeft) reaches the views that read it, not the layout: "
            + "Plumb lays out left to right",
    ])
}

@Test func aWrittenColorSchemeIsTheSubtreesAppearanceAndWhatItsViewsRead() throws {
    let solution = SceneHarness("""
    struct Reader: View {
        @Environment(\\.colorScheme) var scheme
        var body: some View { Text(scheme == .dark ? "dark" : "light").id("read") }
    }
    struct ContentView: View {
        var body: some View {
            VStack {
                Reader().environment(\\.colorScheme, .dark)
                Text("plain").id("plain")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.text("read", in: solution) == "dark")
    #expect(solution.node("read")?.environment.colorScheme == .dark)
    #expect(solution.node("plain")?.environment.colorScheme == nil)
}

@Test func theValuesAnIPhoneAppReadsHaveTheIPhonesDefaults() {
    let solution = SceneHarness("""
    struct ContentView: View {
        @Environment(\\.presentationMode) var presentationMode
        @Environment(\\.editMode) var editMode
        @Environment(\\.sizeCategory) var sizeCategory
        @Environment(\\.accessibilityReduceMotion) var reduceMotion
        @Environment(\\.accessibilityDifferentiateWithoutColor) var withoutColor
        @Environment(\\.accessibilityVoiceOverEnabled) var voiceOver
        @Environment(\\.displayScale) var scale
        var body: some View {
            Button("Close \\(editMode?.wrappedValue.isEditing == true) \\(sizeCategory.isAccessibilityCategory) \\(sizeCategory >= .large) \\(reduceMotion) \\(withoutColor) \\(voiceOver) \\(Int(scale))") {
                presentationMode.wrappedValue.dismiss()
            }
            .id("close")
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(SceneHarness.text("close", in: solution) == "Close false false true false false false 3")
}

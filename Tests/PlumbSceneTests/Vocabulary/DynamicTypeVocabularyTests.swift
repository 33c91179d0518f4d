import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// Text styles follow the Dynamic Type size around them (the test measurer's lines are 1.2 × the size tall).
@Test func aDynamicTypeSizeSetsTextStylesAtItsSizeAndFixedSizesStay() {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Text("a").id("default")
                Text("a").dynamicTypeSize(.xxxLarge).id("large")
                Text("a").font(.caption).dynamicTypeSize(.accessibility5).id("caption")
                Text("a").font(.system(size: 17)).dynamicTypeSize(.xxxLarge).id("fixed")
                Text("a").dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.xxxLarge).id("clamped")
                Text("a").environment(\\.dynamicTypeSize, .xSmall).id("written")
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    func height(_ id: String) -> CGFloat? { SceneHarness.frame(id, in: solution)?.height }
    #expect(height("default") == 17 * 1.2)
    #expect(height("large") == 23 * 1.2)
    #expect(height("caption") == 43 * 1.2)
    #expect(height("fixed") == 17 * 1.2)
    // A range keeps the size set around it within the range: xxxLarge becomes xLarge (body 19).
    #expect(height("clamped") == 19 * 1.2)
    #expect(abs((height("written") ?? 0) - 14 * 1.2) < 1e-9)
}

@Test func viewsReadTheDynamicTypeSizeAroundThemAndCompareIt() {
    let solution = SceneHarness("""
    struct Reader: View {
        @Environment(\\.dynamicTypeSize) var size
        var body: some View {
            Text("\\(size) \\(size.isAccessibilitySize) \\(size >= .xLarge) \\(DynamicTypeSize.allCases.count)").id("text")
        }
    }
    struct ContentView: View {
        var body: some View {
            VStack {
                Reader().id("plain")
                Reader().dynamicTypeSize(.accessibility2).id("big")
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(SceneHarness.text("plain", in: solution) == "large false false 12")
    #expect(SceneHarness.text("big", in: solution) == "accessibility2 true true 12")
}

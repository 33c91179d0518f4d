import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

/// Collects the bounds anchors of badges.
struct BadgeAnchorKey: PreferenceKey {
    static var defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
}

/// The centre of the one view that sets it.
struct CenterKey: PreferenceKey {
    static var defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
}

@Suite struct OverlayGoldenTests {
    let scene = SceneRenderer()

    /// A leading VStack whose middle row has `.alignmentGuide(.leading) { _ in -20 }`, a first-text-baseline HStack,
    /// a VStack with a Spacer, and a badge capturing anchors.
    func tree() -> SolvedTree {
        scene.solve(480, 320) {
            HStack(alignment: .top, spacing: 24) {
                VStack(alignment: .leading, spacing: 16) {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Title").font(.title)
                        Text("Indented").alignmentGuide(.leading) { _ in -20 }
                        Text("Body text")
                    }
                    .id("list")
                    HStack(alignment: .firstTextBaseline, spacing: 8) {
                        Text("Big").font(.largeTitle)
                        Text("small").font(.caption)
                    }
                    .id("row")
                }
                VStack(spacing: 10) {
                    Color.mint.frame(width: 80, height: 30)
                    Spacer()
                    Color.pink.frame(width: 80, height: 30)
                }
                .frame(height: 160)
                Text("Badge")
                    .padding(8)
                    .background(Capsule().fill(.orange))
                    .anchorPreference(key: BadgeAnchorKey.self, value: .bounds) { [$0] }
                    .anchorPreference(key: CenterKey.self, value: .center) { $0 }
            }
            .padding(40)
        }
    }

    func render(_ options: RenderOptions) throws -> RenderedImage {
        try scene.render(tree(), options: options).output
    }

    @Test func noOverlaysByDefault() throws {
        try Golden.check(try render(RenderOptions()), named: "overlays-none")
    }

    @Test func guidesForAllViews() throws {
        try Golden.check(try render(RenderOptions(guides: .all)), named: "overlays-guides-all")
    }

    @Test func guidesForChosenViewsOnly() throws {
        let chosen = try render(RenderOptions(guides: GuideSelection(argument: "row")))
        try Golden.check(chosen, named: "overlays-guides-row")
        #expect(chosen != (try render(RenderOptions(guides: .all))))
    }

    @Test func anchorPreferences() throws {
        try Golden.check(try render(RenderOptions(showsAnchors: true)), named: "overlays-anchors")
    }

    @Test func boundsGapsAndSpacers() throws {
        try Golden.check(try render(RenderOptions(showsBounds: true)), named: "overlays-bounds")
    }

    @Test func everythingInDarkAppearance() throws {
        let options = RenderOptions(appearance: .dark, guides: .all, showsAnchors: true, showsBounds: true)
        try Golden.check(try render(options), named: "overlays-all-dark")
    }

    @Test func guideSelectionParsesTheCommandLine() {
        #expect(GuideSelection(argument: "all") == .all)
        #expect(GuideSelection(argument: "none") == GuideSelection.none)
        #expect(GuideSelection(argument: "a, b") == .views(["a", "b"]))
    }
}

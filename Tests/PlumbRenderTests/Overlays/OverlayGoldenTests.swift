import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct OverlayGoldenTests {
    let fixtures = TreeFixtures(measurer: PangoTextMeasurer())
    static let anchorKey = PreferenceKeyID(name: "BadgeAnchorKey", defaultValue: { [AnchorStorage]() }, reduce: { _, _ in })
    static let centerKey = PreferenceKeyID(name: "CenterKey", defaultValue: { CGPoint.zero }, reduce: { _, _ in })

    /// A leading VStack whose middle row has `.alignmentGuide(.leading) { _ in -20 }`, next to a first-text-baseline
    /// HStack, a VStack with a Spacer, and a capsule capturing anchors.
    func scene() -> SolvedTree {
        let leading = HorizontalAlignment.leading.key
        let baseline = VerticalAlignment.firstTextBaseline.key
        var title = fixtures.text("Title", at: CGPoint(x: 40, y: 40)) { $0.font = .title }
        title.guides = [GuideValue(key: leading, value: 0, isExplicit: false)]
        var indented = fixtures.text("Indented", at: CGPoint(x: 60, y: title.frame.maxY + 8))
        indented.guides = [GuideValue(key: leading, value: -20, isExplicit: true)]
        var body = fixtures.text("Body text", at: CGPoint(x: 40, y: indented.frame.maxY + 8))
        body.guides = [GuideValue(key: leading, value: 0, isExplicit: false)]
        let width = max(title.frame.maxX, indented.frame.maxX, body.frame.maxX) - 20
        var vstack = fixtures.node(.stack(axis: .vertical, alignment: leading, spacing: 8), rect(20, 40, width, body.frame.maxY - 40), children: [title, indented, body])
        vstack.id = AnyHashable("list")
        vstack.alignmentLines = [AlignmentLine(key: leading, position: 20)]

        let big = fixtures.text("Big", at: .zero) { $0.font = .largeTitle }
        let small = fixtures.text("small", at: .zero) { $0.font = .caption }
        let baselineY: CGFloat = 200
        var bigNode = big
        bigNode.frame.origin = CGPoint(x: 20, y: baselineY - big.text!.firstBaseline)
        bigNode.guides = [GuideValue(key: baseline, value: big.text!.firstBaseline, isExplicit: false)]
        var smallNode = small
        smallNode.frame.origin = CGPoint(x: bigNode.frame.maxX + 8, y: baselineY - small.text!.firstBaseline)
        smallNode.guides = [GuideValue(key: baseline, value: small.text!.firstBaseline, isExplicit: false)]
        let hstackFrame = bigNode.frame.union(smallNode.frame)
        var hstack = fixtures.node(.stack(axis: .horizontal, alignment: baseline, spacing: 8), hstackFrame, children: [bigNode, smallNode])
        hstack.alignmentLines = [AlignmentLine(key: baseline, position: baselineY - hstackFrame.minY)]
        hstack.id = AnyHashable("row")

        let top = fixtures.node(.color(.mint), rect(220, 40, 80, 30))
        let spacer = fixtures.node(.spacer(minLength: nil), rect(220, 80, 80, 60))
        let bottom = fixtures.node(.color(.pink), rect(220, 150, 80, 30))
        let column = fixtures.node(.stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 10), rect(220, 40, 80, 140), children: [top, spacer, bottom])

        let badgeFrame = rect(330, 60, 90, 40)
        var badge = fixtures.node(.shape(.capsule, .fill(.orange)), badgeFrame)
        badge.anchors = [
            CapturedAnchor(key: Self.anchorKey, value: .array([.rect(badgeFrame)])),
            CapturedAnchor(key: Self.centerKey, value: .point(CGPoint(x: badgeFrame.midX, y: badgeFrame.midY))),
        ]
        return fixtures.tree(460, 300, [vstack, hstack, column, badge])
    }

    func render(_ options: RenderOptions) throws -> RenderedImage {
        try Renderer(measurer: fixtures.measurer).renderImage(scene(), options: options).output
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

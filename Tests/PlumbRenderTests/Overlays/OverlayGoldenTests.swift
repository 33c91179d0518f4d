import CCairo
import Foundation
import PlumbContent
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

/// Where the guide labels of a crowded stack go: with all guides on, never over text or each other, once per
/// container and value, those with no room left out and counted in the legend; a labelled view's always drawn.
@Suite struct GuideLabelPlacementTests {
    let scene = SceneRenderer()

    /// Twelve short rows in a leading VStack, each nudged by its own explicit guide.
    func crowded(width: CGFloat) -> SolvedTree {
        scene.solve(width, 200) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<12) { row in
                    Text("Row \(row)").font(.caption).alignmentGuide(.leading) { _ in CGFloat(-row) * 1.25 }.id("row\(row)")
                }
            }
        }
    }

    func labels(_ options: RenderOptions, width: CGFloat = 300) -> (labels: [OverlayLabels.Placed], legend: [String], texts: [CGRect]) {
        let tree = crowded(width: width)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(tree.size.width), Int32(tree.size.height))!
        let context = cairo_create(surface)!
        defer {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }
        let drawn = Painter(measurer: scene.measurer)
            .paintScene(tree, options: options, labelBounds: CGRect(origin: .zero, size: tree.size), in: context).overlays
        var texts: [CGRect] = []
        func collect(_ node: SolvedNode) {
            if node.text != nil { texts.append(node.frame) }
            node.children.forEach(collect)
        }
        collect(tree.root)
        return (drawn.labels, drawn.legend.map(\.text), texts)
    }

    @Test func allGuidesLabelsCoverNoTextAndNoOtherLabel() {
        for width: CGFloat in [300, 140] {
            let (labels, _, texts) = labels(RenderOptions(guides: .all), width: width)
            #expect(labels.first?.text == "VStack .leading 0")
            for (index, label) in labels.enumerated() {
                #expect(!texts.contains { $0.intersects(label.frame) }, "\(label.text) covers text")
                #expect(!labels[..<index].contains { $0.frame.intersects(label.frame) }, "\(label.text) covers a label")
            }
        }
        #expect(labels(RenderOptions(guides: .all)).labels.contains { $0.text == ".leading -1.3" })
    }

    @Test func labelsWithNoRoomAreLeftOutAndCounted() {
        let (wide, wideLegend, _) = labels(RenderOptions(guides: .all))
        #expect(wide.count == 13 && !wideLegend.contains { $0.contains("left out") })
        let (narrow, legend, _) = labels(RenderOptions(guides: .all), width: 140)
        #expect(narrow.map(\.text) == ["VStack .leading 0", ".leading -10"])
        #expect(legend.last == "11 labels left out for room: select a view to see its own")
    }

    @Test func aLabelledViewsLabelIsAlwaysDrawn() {
        let unlabelled = labels(RenderOptions(guides: .all), width: 140).labels.map(\.text)
        let missing = (0..<12).map { ".leading \(formatLength(CGFloat(-$0) * 1.25, decimals: 1))" }.last { !unlabelled.contains($0) }
        let row = try! #require((0..<12).last { ".leading \(formatLength(CGFloat(-$0) * 1.25, decimals: 1))" == missing })
        let labelled = labels(RenderOptions(guides: .all, labelledViews: ["row\(row)"]), width: 140).labels.map(\.text)
        #expect(labelled.contains(missing!))
    }

    @Test func chosenViewsLabelsNameTheirContainerAndAlignment() {
        let (labels, _, _) = labels(RenderOptions(guides: .views(["row3"])))
        #expect(labels.map(\.text) == [".leading -3.8"])
    }
}

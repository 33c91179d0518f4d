import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// A staircase: each subview below and after the previous one, `spacing` apart, each placed by its own anchor (a
/// layout value). `sizeThatFits` stores the total in the cache; `placeSubviews` reads it back, so a cache that was
/// not kept between the calls would put everything at the origin.
private let staircase = """
struct Step: LayoutValueKey { static let defaultValue: UnitPoint = .topLeading }
struct Staircase: Layout {
    var spacing: CGFloat = 0
    struct Cache { var sizes: [CGSize]; var total: CGSize = .zero }
    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let gaps = spacing * CGFloat(max(subviews.count - 1, 0))
        cache.total = CGSize(width: cache.sizes.map(\\.width).reduce(0, +) + gaps, height: cache.sizes.map(\\.height).reduce(0, +) + gaps)
        return cache.total
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var corner = CGPoint(x: bounds.maxX - cache.total.width, y: bounds.minY)
        for index in subviews.indices {
            let size = cache.sizes[index]
            let anchor = subviews[index][Step.self]
            subviews[index].place(at: CGPoint(x: corner.x + anchor.x * size.width, y: corner.y + anchor.y * size.height),
                                  anchor: anchor, proposal: ProposedViewSize(size))
            corner.x += size.width + spacing
            corner.y += size.height + spacing
        }
    }
}

"""

@Test func aUserLayoutSizesAndPlacesWithItsKeptCacheAndLayoutValues() throws {
    let solution = SceneHarness(staircase + """
    struct ContentView: View {
        var body: some View {
            Staircase(spacing: 5) {
                Color.red.frame(width: 20, height: 10).id("first")
                Color.green.frame(width: 30, height: 20).layoutValue(key: Step.self, value: UnitPoint.center).id("second")
                Text("ab").id("third")
            }
            .id("stairs")
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // 20 + 30 + 17 + 2 × 5 = 77 wide, 10 + 20 + 20.4 + 2 × 5 = 60.4 high, centred in 400×400.
    let stairs = CGRect(x: 161.5, y: 169.8, width: 77, height: 60.4)
    #expect(SceneHarness.frame("stairs", in: solution) == stairs)
    #expect(SceneHarness.frame("first", in: solution) == CGRect(x: 161.5, y: 169.8, width: 20, height: 10))
    #expect(SceneHarness.frame("second", in: solution) == CGRect(x: 186.5, y: 184.8, width: 30, height: 20))
    #expect(SceneHarness.frame("third", in: solution) == CGRect(x: 221.5, y: 209.8, width: 17, height: 20.4))
    #expect(solution.tree?.root.first { $0.kindName == "Staircase" }?.frame == stairs)
}

@Test func explicitAlignmentAnswersForItsOwnAxisAndTheDefaultForTheOther() throws {
    let solution = SceneHarness("""
    struct Shifted: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 40, height: 10) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
        }
        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
            guide == .leading ? 20 : nil
        }
    }
    struct ContentView: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 50, height: 10).id("red")
                Shifted { Color.blue.frame(width: 10, height: 10) }.id("shifted")
                HStack(alignment: .top, spacing: 0) {
                    Shifted { Color.blue.frame(width: 10, height: 10) }
                    Color.green.frame(width: 5, height: 5).id("green")
                }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // The shifted layout's leading guide is 20 in, the HStack's is its edge: the VStack is 70×30 at (165, 185).
    #expect(SceneHarness.frame("red", in: solution) == CGRect(x: 185, y: 185, width: 50, height: 10))
    #expect(SceneHarness.frame("shifted", in: solution) == CGRect(x: 165, y: 195, width: 40, height: 10))
    #expect(SceneHarness.frame("green", in: solution) == CGRect(x: 225, y: 205, width: 5, height: 5))
}

@Test func customSpacingAndStackOrientationReachTheirNeighbours() throws {
    let solution = SceneHarness("""
    struct Single: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            subviews[0].sizeThatFits(.unspecified)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            subviews[0].place(at: bounds.origin, proposal: .unspecified)
        }
    }
    struct Tight: Layout {
        static var layoutProperties: LayoutProperties {
            var properties = LayoutProperties()
            properties.stackOrientation = .vertical
            return properties
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            subviews[0].sizeThatFits(.unspecified)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            subviews[0].place(at: bounds.origin, proposal: .unspecified)
        }
        func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { .zero }
    }
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Single { Color.red.frame(width: 10, height: 10) }
                    Color.blue.frame(width: 10, height: 10).id("apart")
                }
                HStack {
                    Tight { Color.red.frame(width: 10, height: 10) }
                    Color.blue.frame(width: 10, height: 10).id("touching")
                }
                Single { Spacer() }.id("both")
                Tight { Spacer() }.id("vertical")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // Rows 28 and 20 wide, 10 high; a Spacer is 8×8 with no axis, 0×8 in a vertical layout: the VStack is 28×36.
    #expect(SceneHarness.frame("apart", in: solution) == CGRect(x: 204, y: 182, width: 10, height: 10))
    #expect(SceneHarness.frame("touching", in: solution) == CGRect(x: 200, y: 192, width: 10, height: 10))
    #expect(SceneHarness.frame("both", in: solution)?.size == CGSize(width: 8, height: 8))
    #expect(SceneHarness.frame("vertical", in: solution)?.size == CGSize(width: 0, height: 8))
}

@Test func proposalsAndSpacingValuesHaveSwiftUIsMembers() throws {
    let solution = SceneHarness("""
    struct Probe: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let half = ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
            let fallback = proposal.replacingUnspecifiedDimensions()
            var spacing = ViewSpacing()
            spacing.formUnion(ViewSpacing.zero, edges: .top)
            let gaps = ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) + spacing.distance(to: .zero, along: .vertical)
                + ViewSpacing.zero.union(subviews[0].spacing).distance(to: .zero, along: .horizontal)
            let flags = (proposal == .unspecified ? 100 : 0) + (ProposedViewSize.zero.width == 0 ? 10 : 0) + (ProposedViewSize.infinity.height == .infinity ? 1 : 0)
            return CGSize(width: half.width + half.height + gaps + CGFloat(flags), height: fallback.height + subviews[0].priority)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let dimensions = subviews[0].dimensions(in: .unspecified)
            subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(width: dimensions.width, height: dimensions[.bottom]))
        }
    }
    struct ContentView: View {
        var body: some View {
            Probe { Color.red.frame(width: 12, height: 6).layoutPriority(3).id("inner") }
                .fixedSize()
                .id("probe")
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // 30 + 2 + (8 + 0 + 0) + 111 wide; 10 + 3 high.
    #expect(SceneHarness.frame("probe", in: solution) == CGRect(x: 124.5, y: 193.5, width: 151, height: 13))
    #expect(SceneHarness.frame("inner", in: solution) == CGRect(x: 194, y: 197, width: 12, height: 6))
}

@Test func stackLayoutsAndAnyLayoutSwitchWithState() throws {
    let harness = SceneHarness(staircase + """
    struct ContentView: View {
        @State private var mode = 0
        var body: some View {
            let layout = mode == 0 ? AnyLayout(HStackLayout(spacing: 0)) : mode == 1 ? AnyLayout(VStackLayout(alignment: .leading, spacing: 2)) : AnyLayout(Staircase())
            VStack(spacing: 0) {
                layout {
                    Color.red.frame(width: 10, height: 10).id("a")
                    Color.red.frame(width: 20, height: 10).id("b")
                }
                ZStackLayout(alignment: .bottomTrailing) {
                    Color.blue.frame(width: 30, height: 30)
                    Color.green.frame(width: 10, height: 10).id("corner")
                }
                Text("next").onTapGesture { mode += 1 }.id("next")
            }
        }
    }
    """)
    var solution = harness.solve()
    #expect(solution.diagnostics.isEmpty)
    // The VStack is 34 (the text) × (10 + 30 + 20.4), centred: the 30-wide row starts at x 185, y 169.8.
    #expect(SceneHarness.frame("a", in: solution) == CGRect(x: 185, y: 169.8, width: 10, height: 10))
    #expect(SceneHarness.frame("b", in: solution) == CGRect(x: 195, y: 169.8, width: 20, height: 10))
    #expect(SceneHarness.frame("corner", in: solution) == CGRect(x: 205, y: 199.8, width: 10, height: 10))
    #expect(solution.tree?.root.first { $0.kindName == "HStackLayout" } != nil)
    #expect(harness.document.tap(id: "next", in: solution))
    solution = harness.solve()
    // The column is 20 × 22, centred in the 34-wide VStack (22 + 30 + 20.4 high), its views on its leading edge.
    #expect(SceneHarness.frame("a", in: solution) == CGRect(x: 190, y: 163.8, width: 10, height: 10))
    #expect(SceneHarness.frame("b", in: solution) == CGRect(x: 190, y: 175.8, width: 20, height: 10))
    #expect(harness.document.tap(id: "next", in: solution))
    solution = harness.solve()
    // The staircase is 30×20: the VStack 34 × 70.4, centred.
    #expect(SceneHarness.frame("a", in: solution) == CGRect(x: 185, y: 164.8, width: 10, height: 10))
    #expect(SceneHarness.frame("b", in: solution) == CGRect(x: 195, y: 174.8, width: 20, height: 10))
}

@Test func aWrongResultTypeIsReportedAtTheContainer() throws {
    let solution = SceneHarness("""
    struct Broken: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Int { 5 }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: .unspecified)
        }
    }
    struct ContentView: View {
        var body: some View {
            Broken { Color.red }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [
        "Scene.swift:4:21: error: place(at:anchor:proposal:) needs a finite position, not (nan, 0.0)",
        "Scene.swift:9:9: error: 'sizeThatFits(proposal:subviews:cache:)' of 'Broken' returned 'Int', not 'CGSize'",
    ])
}

@Test func layoutValueKeysAndLayoutsAreChecked() throws {
    func summaries(_ view: String) -> [String] {
        SceneHarness("""
        struct NoDefault: LayoutValueKey {}
        struct ContentView: View {
            var body: some View {
                \(view)
            }
        }
        """).solve().diagnostics.map(\.summary)
    }
    #expect(summaries("Color.red.layoutValue(key: NoDefault.self, value: 1)") == [
        "Scene.swift:4:19: error: type 'NoDefault' does not conform to protocol 'LayoutValueKey': it has no static 'defaultValue'",
    ])
    #expect(summaries("AnyLayout(5) { Color.red }") == [
        "Scene.swift:4:19: error: cannot convert value of type 'Int' to expected argument type 'Layout'",
    ])
}

/// Apple's `MyEqualWidthHStack` ("Composing custom layouts with SwiftUI"), as published: `reduce(.zero)` typed by
/// its `let`, a helper returning `[CGFloat]` whose closure returns the literal `0`, `spacing.distance(to:along:)`.
private let equalWidthHStack = """
struct MyEqualWidthHStack: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGSize {
        guard !subviews.isEmpty else { return .zero }

        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }

        return CGSize(
            width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
            height: maxSize.height)
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        guard !subviews.isEmpty else { return }

        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)

        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2

        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: nextX, y: bounds.midY),
                anchor: .center,
                proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(
                width: max(currentMax.width, subviewSize.width),
                height: max(currentMax.height, subviewSize.height))
        }

        return maxSize
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(
                to: subviews[index + 1].spacing,
                along: .horizontal)
        }
    }
}

"""

@Test func applesEqualWidthStackRunsAsPublished() throws {
    let solution = SceneHarness(equalWidthHStack + """
    struct ContentView: View {
        var body: some View {
            MyEqualWidthHStack {
                Text("Cat").frame(maxWidth: .infinity).id("a")
                Text("Goldfish").frame(maxWidth: .infinity).id("b")
                Text("Dog").frame(maxWidth: .infinity).id("c")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let frames = try ["a", "b", "c"].map { try #require(SceneHarness.frame($0, in: solution)) }
    let goldfish = try #require(solution.text("Goldfish")?.frame)
    #expect(frames.allSatisfy { $0.size == goldfish.size })
    #expect(frames[1].minX - frames[0].maxX == 8 && frames[2].minX - frames[1].maxX == 8)
    #expect(frames[0].minX == (400 - 3 * goldfish.width - 16) / 2)
}

@Test func anImplicitMemberAfterAnOptionalLayoutValueTakesTheKeysType() throws {
    let solution = SceneHarness("""
    struct Lift: LayoutValueKey { static let defaultValue: VerticalAlignment? = nil }
    struct Row: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 40) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                let alignment = subview[Lift.self] ?? .center
                let y: CGFloat = {
                    switch alignment {
                    case .top: return 0
                    case .bottom: return 30
                    default: return 15
                    }
                }()
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + y), proposal: .unspecified)
            }
        }
    }
    struct ContentView: View {
        var body: some View {
            Row {
                Color.red.frame(width: 10, height: 10).id("centre")
                Color.blue.frame(width: 10, height: 10).layoutValue(key: Lift.self, value: VerticalAlignment.bottom).id("bottom")
            }
        }
    }
    """, size: CGSize(width: 100, height: 40)).solve()
    #expect(solution.diagnostics.isEmpty, "\\(solution.diagnostics)")
    #expect(SceneHarness.frame("centre", in: solution)?.minY == 15)
    #expect(SceneHarness.frame("bottom", in: solution)?.minY == 30)
}

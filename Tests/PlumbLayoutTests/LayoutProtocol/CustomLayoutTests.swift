import Foundation
import Testing
@testable import PlumbLayout

/// A flow layout with a cache of sizes, as in the classic examples.
private struct Flow: Layout {
    var spacing: CGFloat = 5
    struct Cache { var sizes: [CGSize] }

    func makeCache(subviews: Subviews) -> Cache { Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) }) }

    func rows(_ width: CGFloat, _ sizes: [CGSize]) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var x: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            if x + size.width > width, !rows[rows.count - 1].isEmpty {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append(index)
            x += size.width + spacing
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = proposal.width ?? .infinity
        let rows = rows(width, cache.sizes)
        let rowHeights: [CGFloat] = rows.map { row in row.map { cache.sizes[$0].height }.max() ?? 0 }
        let rowWidths: [CGFloat] = rows.map { row in
            let widths: CGFloat = row.map { cache.sizes[$0].width }.reduce(0, +)
            return widths + CGFloat(row.count - 1) * spacing
        }
        let height = rowHeights.reduce(0, +) + CGFloat(rows.count - 1) * spacing
        let rowWidth = rowWidths.max() ?? 0
        return CGSize(width: rowWidth, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for row in rows(bounds.width, cache.sizes) {
            var x = bounds.minX
            for index in row {
                let anchor = subviews[index][AnchorKey.self]
                let size = cache.sizes[index]
                subviews[index].place(at: CGPoint(x: x + anchor.x * size.width, y: y + anchor.y * size.height), anchor: anchor, proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += (row.map { cache.sizes[$0].height }.max() ?? 0) + spacing
        }
    }
}

private struct AnchorKey: LayoutValueKey {
    static let defaultValue = UnitPoint.topLeading
}

/// Places its first subview at its origin, proposing nothing; the others it leaves to the engine.
struct OnlyFirst: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
    }
}

@Suite struct CustomLayoutTests {
    @Test func flowLayoutWrapsWithItsCache() {
        let tree = solve(Flow {
            box(40, 10).id("a")
            box(40, 10).id("b")
            box(40, 10).layoutValue(key: AnchorKey.self, value: .center).id("c")
        }.id("flow").frame(width: 90))
        let flow = tree.frame("flow")
        #expect(tree.frame("a").origin == CGPoint(x: flow.minX, y: tree.frame("a").minY))
        #expect(tree.frame("b").minX - tree.frame("a").minX == 45)
        #expect(tree.frame("c").minX == flow.minX)
        #expect(tree.frame("c").minY - tree.frame("a").minY == 15)
    }

    @Test func unplacedSubviewsAreCentredWithTheContainersProposal() {
        let tree = solve(OnlyFirst { box(10, 10).id("placed"); box(20, 20).id("unplaced") }.id("layout"))
        let layout = tree.frame("layout")
        #expect(tree.frame("placed").origin == layout.origin)
        #expect(tree.frame("unplaced") == rect(layout.midX - 10, layout.midY - 10, 20, 20))
    }

    @Test func stackLayoutsMatchTheStacks() {
        let stack = solve(HStack(alignment: .top) { box(10, 30).id("a"); Color.red.id("b"); box(10, 10).id("c") }.frame(width: 200, height: 50))
        let layout = solve(HStackLayout(alignment: .top) { box(10, 30).id("a"); Color.red.id("b"); box(10, 10).id("c") }.frame(width: 200, height: 50))
        for id in ["a", "b", "c"] { #expect(stack.frame(id) == layout.frame(id)) }
        let any = solve(AnyLayout(VStackLayout(spacing: 2)) { box(10, 10).id("a"); box(10, 10).id("b") })
        #expect(any.frame("b").minY - any.frame("a").maxY == 2)
    }

    @Test func spacersInAStackLayoutTakeItsAxis() {
        let tree = solve(HStackLayout { Color.red.id("red"); Spacer().id("s") }.frame(width: 100, height: 20))
        #expect(tree.frame("s").size == CGSize(width: 8, height: 0))
    }

    @Test func subviewPriorityOfASpacerIsMinusInfinity() {
        var priorities: [Double] = []
        struct Probe: Layout {
            let report: ([Double]) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                report(subviews.map(\.priority))
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        _ = solve(Probe(report: { priorities = $0 }) { Color.red; Spacer() })
        #expect(priorities == [0, -.infinity])
    }
}

@Suite struct ViewSpacingTests {
    private let measurer = FixedMetricsTextMeasurer()

    @Test func textAboveAShapeUsesTheFontDerivedDistance() {
        // 17 pt: L = 20.4, d = ceil3(2.04) = 7/3, bottom distance = max(L + d − capHeight, d + descent)
        // = max(20.4 + 2.3333 − 11.9, 2.3333 + 4.25) = 10.8333.
        let tree = solve(VStack(spacing: nil) { Text("A").id("t"); box(10, 10).id("b") })
        #expect(abs(tree.frame("b").minY - tree.frame("t").maxY - 10.8333333) < 1e-4)
        // A shape above text: the top distance L + d − ascent = 20.4 + 2.3333 − 16.15 = 6.5833.
        let above = solve(VStack(spacing: nil) { box(10, 10).id("b"); Text("A").id("t") })
        #expect(abs(above.frame("t").minY - above.frame("b").maxY - 6.5833333) < 1e-4)
    }

    @Test func textNextToAnythingHorizontallyIsEight() {
        let tree = solve(HStack { Text("A").id("t"); box(10, 10).id("b") })
        #expect(tree.frame("b").minX - tree.frame("t").maxX == 8)
    }

    @Test func textToTextIsTheLeadingRoundedUp() {
        let tree = solve(VStack { Text("A").id("a"); Text("B").id("b") })
        #expect(tree.frame("b").minY - tree.frame("a").maxY == 0)
    }

    @Test func paddingResetsTheTextEdges() {
        let tree = solve(VStack { Text("A").padding(.horizontal, 4).id("t"); box(10, 10).id("b") })
        #expect(abs(tree.frame("b").minY - tree.frame("t").maxY - 10.8333333) < 1e-4)
        let padded = solve(VStack { Text("A").padding(4).id("t"); box(10, 10).id("b") })
        #expect(padded.frame("b").minY - padded.frame("t").maxY == 8)
    }

    @Test func unionKeepsTheLargerValue() {
        var spacing = ViewSpacing()
        spacing.formUnion(ViewSpacing.spacer(axis: nil))
        spacing.formUnion(ViewSpacing(entries: [(ViewSpacing.Key(category: nil, edge: .top), .distance(4))]))
        #expect(spacing.value(for: ViewSpacing.Key(category: nil, edge: .top)) == .distance(4))
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: .leafDefault, along: .vertical) == 0)
    }
}

@Suite struct TextTests {
    @Test func textAnswersOneLineIdeallyAndWrapsInAFiniteWidth() {
        let engine = LayoutEngine()
        engine.load(Text("Hello world").viewNode)
        #expect(engine.size(engine.root, .unspecified) == CGSize(width: 93.5, height: 20.4))
        #expect(engine.size(engine.root, ProposedViewSize(width: 50, height: nil)) == CGSize(width: 42.5, height: 40.8))
        #expect(engine.size(engine.root, .zero) == .zero)
    }

    @Test func fontAndLineLimitComeFromTheEnvironment() {
        let tree = solve(VStack { Text("Hello world").id("t") }.font(.largeTitle).lineLimit(1).frame(width: 60))
        #expect(tree.frame("t").height == 40.8)
        // 34 pt advances 17 per character: three fit in 60, so the first line "Hel" is cut to "He…".
        #expect(tree.node("t")?.text?.lines == ["He…"])
    }
}

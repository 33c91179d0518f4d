import Foundation
import PlumbContent
import Testing
@testable import PlumbLayout

@Suite struct StackLayoutTests {
    @Test func spacerReservesItsMinimumAndSharesWhatIsLeft() {
        // SEMANTICS §3.5 (WaterUI-968 native probe): contents min 0, max 60 around Spacer(minLength: 0), 10 pt gaps.
        func probe(_ width: CGFloat) -> SolvedTree {
            solve(HStack(spacing: 10) {
                Color.red.frame(maxWidth: 60).id("a")
                Spacer(minLength: 0).id("s")
                Color.blue.frame(maxWidth: 60).id("b")
            }.frame(width: width), width: 400)
        }
        let narrow = probe(100)
        #expect(narrow.frame("a").width == 40)
        #expect(narrow.frame("s").width == 0)
        #expect(narrow.frame("b").width == 40)
        let wide = probe(160)
        #expect(wide.frame("a").width == 60)
        #expect(wide.frame("s").width == 20)
        #expect(wide.frame("b").width == 60)
        #expect(wide.frame("b").minX - wide.frame("a").minX == 100)
    }

    @Test func spacerIsSizedLastWithZeroGap() {
        // §3.5: HStack { Color.red; Spacer() } at width 100 → red 92, Spacer 8 (not 50/50).
        let tree = solve(HStack { Color.red.id("red"); Spacer().id("spacer") }.frame(width: 100, height: 20))
        #expect(tree.frame("red").width == 92)
        #expect(tree.frame("spacer").width == 8)
        #expect(tree.frame("spacer").minX == tree.frame("red").maxX)
    }

    @Test func defaultSpacingBetweenShapesIsEight() {
        let tree = solve(HStack { box(10, 10).id("a"); box(10, 10).id("b") })
        #expect(tree.frame("b").minX - tree.frame("a").maxX == 8)
        let vertical = solve(VStack { Rectangle().frame(width: 10, height: 10).id("a"); Circle().frame(width: 10, height: 10).id("b") })
        #expect(vertical.frame("b").minY - vertical.frame("a").maxY == 8)
    }

    @Test func leastFlexibleChildIsOfferedSpaceFirst() {
        // Fixed 100 first, then the two greedy colours share the rest evenly.
        let tree = solve(HStack(spacing: 0) {
            Color.red.id("greedy1")
            box(100, 10).id("fixed")
            Color.blue.id("greedy2")
        }.frame(width: 300, height: 10))
        #expect(tree.frame("greedy1") == rect(50, 195, 100, 10))
        #expect(tree.frame("fixed") == rect(150, 195, 100, 10))
        #expect(tree.frame("greedy2") == rect(250, 195, 100, 10))
    }

    @Test func layoutPriorityGoesFirstWithLowerMinimaReserved() {
        // The priority-1 child gets 200 − 50 (reserved minimum of the other) = 150; the other gets what is left.
        let tree = solve(HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).id("low")
            Color.blue.layoutPriority(1).id("high")
        }.frame(width: 200, height: 10))
        #expect(tree.frame("high").width == 150)
        #expect(tree.frame("low").width == 50)
    }

    @Test func priorityIsReadFromTheDirectChildOnly() {
        // §1.4: a frame resets priority to 0, so layoutPriority inside a frame has no effect.
        let tree = solve(HStack(spacing: 0) {
            Color.red.layoutPriority(1).frame(minWidth: 0).id("wrapped")
            Color.blue.id("plain")
        }.frame(width: 200, height: 10))
        #expect(tree.frame("wrapped").width == 100)
        #expect(tree.frame("plain").width == 100)
    }

    @Test func infinitelyFlexibleTieGoesToTheLargerMinimum() {
        // Both infinitely flexible; min 120 goes first and takes max(100, 120) = 120, leaving 80.
        let tree = solve(HStack(spacing: 0) {
            Color.red.id("small")
            Color.blue.frame(minWidth: 120).id("large")
        }.frame(width: 200, height: 10))
        #expect(tree.frame("large").width == 120)
        #expect(tree.frame("small").width == 80)
    }

    @Test func containersOfGreedyChildrenAreInfinitelyFlexible() {
        // §3's note on ∞: a maximum query of a stack (or ZStack) with greedy children answers ∞, so between two
        // fixed views the container is offered what they leave — whatever its alignment, whichever its axis.
        let containers: [(String, ViewNode)] = [
            ("HStack", HStack { Color.red; Color.blue }.viewNode),
            ("VStack", VStack(alignment: .leading) { Color.red; Color.blue }.viewNode),
            ("ZStack", ZStack(alignment: .leading) { Color.red; Color.blue }.viewNode),
            ("centred ZStack", ZStack { Color.red; Color.blue.frame(height: 4) }.viewNode),
        ]
        for (name, container) in containers {
            let tree = solve(HStack(spacing: 8) {
                box(10, 10).id("min")
                container.frame(height: 20).id("container")
                box(30, 10).id("max")
            })
            #expect(tree.frame("container") == rect(18, 190, 344, 20), "\(name)")
            #expect(tree.frame("max").minX == 370, "\(name)")
        }
    }

    @Test func overflowIsNotRebalanced() {
        let tree = solve(HStack(spacing: 0) { box(80, 10).id("a"); box(80, 10).id("b") }.frame(width: 100).id("frame"))
        // The 160-wide stack overflows its 100-wide frame symmetrically: 150 + (100 − 160) / 2 = 120.
        #expect(tree.frame("a") == rect(120, 195, 80, 10))
        #expect(tree.frame("b") == rect(200, 195, 80, 10))
    }

    @Test func minorAxisAlignsGuides() {
        let tree = solve(HStack(alignment: .top, spacing: 0) { box(10, 40).id("tall"); box(10, 10).id("short") })
        #expect(tree.frame("short").minY == tree.frame("tall").minY)
        let bottom = solve(VStack(alignment: .trailing, spacing: 0) { box(40, 10).id("wide"); box(10, 10).id("narrow") })
        #expect(bottom.frame("narrow").maxX == bottom.frame("wide").maxX)
    }

    @Test func explicitGuidesShiftChildrenAndGrowTheStack() {
        let tree = solve(VStack(alignment: .leading, spacing: 0) {
            box(50, 10).id("a")
            box(50, 10).alignmentGuide(.leading) { d in d.width / 2 }.id("b")
        }.id("stack"))
        #expect(tree.frame("stack").width == 75)
        #expect(tree.frame("b").minX - tree.frame("a").minX == -25)
    }

    @Test func singleChildStackIsTransparentToPriority() {
        // §1.5: the HStack with one child disappears, so its child's priority reaches the outer stack.
        let tree = solve(HStack(spacing: 0) {
            Color.red.id("plain")
            HStack { Color.blue.layoutPriority(1) }.id("inner")
        }.frame(width: 100, height: 10))
        #expect(tree.frame("inner").width == 100)
        #expect(tree.frame("plain").width == 0)
    }

    @Test func groupsFlattenAndEmptyViewsVanish() {
        let tree = solve(HStack {
            box(10, 10).id("a")
            Group { box(10, 10).id("b"); EmptyView() }
            box(10, 10).id("c")
        }.id("stack"))
        #expect(tree.frame("stack").width == 46)
        #expect(tree.node("stack")?.children.count == 3)
    }

    @Test func everyModifierOverAGroupAppliesToEachOfItsViews() {
        // `Group { A; B }.padding(5).padding(5)` is `A.padding(5).padding(5); B.padding(5).padding(5)`: two
        // children of the stack side by side, however many modifiers the chain has, nested groups too.
        let tree = solve(HStack(spacing: 0) {
            Group { box(10, 10).id("a"); Group { box(10, 10).id("b") }.padding(1) }.padding(5).padding(5)
        }.id("stack"))
        #expect(tree.node("stack")?.children.count == 2)
        #expect(tree.frame("stack").size == CGSize(width: 62, height: 32))
        #expect(tree.frame("a").minX - tree.frame("stack").minX == 10)
        #expect(tree.frame("b").minX - tree.frame("stack").minX == 41)
    }

    @Test func placementReproposesTheStacksHeightToFlexibleChildren() {
        // §3.2: fixedSize(vertical) sizes children at their ideal height, then places them with the stack's height.
        let tree = solve(HStack(spacing: 0) {
            box(20, 50)
            Color.red.frame(width: 20).id("flexible")
        }.fixedSize(horizontal: false, vertical: true))
        #expect(tree.frame("flexible").height == 50)
    }

    @Test func idealQueryProposesNilToEveryChild() {
        let tree = solve(HStack(spacing: 0) { Color.red; Color.blue }.fixedSize().id("stack"))
        #expect(tree.frame("stack").size == CGSize(width: 20, height: 10))
    }

    @Test func negativeSpacingOverlaps() {
        let tree = solve(HStack(spacing: -5) { box(10, 10).id("a"); box(10, 10).id("b") })
        #expect(tree.frame("b").minX - tree.frame("a").minX == 5)
    }
}

/// A stack's pass keeps its children's values between passes: solving again after a child changed must match a pass
/// from scratch.
@Suite struct StackPassTests {
    /// Children whose widths are functions of the offered width (heights 10), answering from `widths`.
    struct Children: LayoutChildren {
        var widths: [(CGFloat) -> CGFloat]
        var count: Int { widths.count }
        func size(_ child: Int, _ proposal: ProposedViewSize) -> CGSize {
            CGSize(width: widths[child](proposal.width ?? 10), height: 10)
        }
        func priority(_ child: Int) -> Double { 0 }
        func spacing(_ child: Int) -> ViewSpacing { .zero }
        func guide(_ child: Int, _ key: AlignmentKey, _ size: CGSize) -> CGFloat { key.defaultValue(in: size) }
    }

    static func widths(_ children: Children, _ proposal: ProposedViewSize, into pass: UnsafeMutablePointer<StackPass>) -> [CGFloat] {
        let stack = StackLayout(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0)
        stack.pass(proposal, children, into: &pass.pointee)
        return (0..<pass.pointee.count).map { pass.pointee.sizes[$0].width }
    }

    @Test func aChildAnsweringItsOfferDifferentlyIsSharedOutAgain() {
        // The first child's minimum (0) and maximum (50) stay; its answer to the 30 it is offered goes from 30 to 50.
        var children = Children(widths: [{ min($0, 50) }, { $0 }, { $0 }])
        let proposal = ProposedViewSize(width: 90, height: nil)
        let pass = StackPass.allocate(count: 3), fresh = StackPass.allocate(count: 3)
        defer {
            StackPass.deallocate(pass)
            StackPass.deallocate(fresh)
        }
        pass.pointee.remembers = true
        #expect(Self.widths(children, proposal, into: pass) == [30, 30, 30])
        children.widths[0] = { $0 > 0 && $0 < .infinity ? 50 : min($0, 50) }
        pass.pointee.forget(child: 0)
        #expect(Self.widths(children, proposal, into: pass) == Self.widths(children, proposal, into: fresh))
        #expect(Self.widths(children, proposal, into: pass) == [50, 20, 20])
    }
}

import Foundation
import Testing
@testable import PlumbLayout

@Suite struct FrameLayoutTests {
    @Test func fixedFrameAnswersItsSizeForAnyProposal() {
        // §1.2: Color.frame(width: 80, height: 50) is 80×50 for any proposal, including .zero.
        let engine = LayoutEngine()
        engine.load(Color.red.frame(width: 80, height: 50).viewNode)
        for proposal in [ProposedViewSize.zero, .infinity, .unspecified, ProposedViewSize(width: 10, height: 500)] {
            #expect(engine.size(engine.root, proposal) == CGSize(width: 80, height: 50))
        }
    }

    @Test func oneFixedAxisTakesTheChildsAnswerOnTheOther() {
        let tree = solve(Color.red.frame(width: 80).id("f"), width: 400, height: 300)
        #expect(tree.frame("f") == rect(160, 0, 80, 300))
    }

    @Test func childIsAlignedByItsGuidesIncludingExplicitOnes() {
        let tree = solve(box(20, 20).alignmentGuide(.leading) { _ in 5 }.id("child").frame(width: 100, height: 100, alignment: .topLeading).id("frame"))
        #expect(tree.frame("child").minX - tree.frame("frame").minX == -5)
        #expect(tree.frame("child").minY == tree.frame("frame").minY)
        let trailing = solve(box(20, 20).id("child").frame(width: 100, height: 100, alignment: .bottomTrailing).id("frame"))
        #expect(trailing.frame("child").maxX == trailing.frame("frame").maxX)
        #expect(trailing.frame("child").maxY == trailing.frame("frame").maxY)
    }

    @Test func largerChildOverflowsSymmetrically() {
        let tree = solve(box(100, 100).id("child").frame(width: 50, height: 50).id("frame"))
        #expect(tree.frame("frame") == rect(175, 175, 50, 50))
        #expect(tree.frame("child") == rect(150, 150, 100, 100))
    }

    @Test func negativeLengthIsIgnored() {
        let tree = solve(Color.red.frame(width: -10, height: 30).id("f"), width: 200, height: 200)
        #expect(tree.frame("f").size == CGSize(width: 200, height: 30))
    }

    @Test func childIsProposedTheFramesProposalWithFixedLengths() {
        let tree = solve(Color.red.id("c").frame(width: 40), width: 200, height: 120)
        #expect(tree.node("c")?.proposal == ProposedViewSize(width: 40, height: 120))
    }
}

@Suite struct FlexFrameLayoutTests {
    @Test func normalisationMatchesSwiftUIsInitializer() {
        // §6.1 (OSU-Dual).
        let frame = FlexFrame(minWidth: -5, idealWidth: 3, maxWidth: 1, minHeight: 20, idealHeight: 10)
        #expect(frame.minWidth == 0)
        #expect(frame.idealWidth == 3)
        #expect(frame.maxWidth == 3)
        #expect(frame.idealHeight == 20)
        #expect(frame.maxHeight == nil)
        #expect(FlexFrame(maxWidth: -1).maxWidth == 0)
    }

    @Test func minWidthAroundASmallerChildIsTheMinimum() {
        // §6.2, FieldGuide: .frame(minWidth: 150) around a smaller child = 150.
        let tree = solve(box(50, 20).frame(minWidth: 150).id("f"))
        #expect(tree.frame("f").width == 150)
    }

    @Test func minWidthAroundAGreedyChildProposedLessIsTheMinimum() {
        // §6.2: .frame(minWidth: 100) around a greedy Color proposed 50 = 100, the child proposed 100.
        let tree = solve(HStack { Color.red.id("c").frame(minWidth: 100).id("f") }.frame(width: 50, height: 10))
        #expect(tree.frame("f").width == 100)
        #expect(tree.node("c")?.queries.contains { $0.proposal.width == 100 } == true)
    }

    @Test func maxWidthInfinityFillsButNeverShrinksAChild() {
        let fill = solve(box(50, 20).frame(maxWidth: .infinity).id("f"), width: 300)
        #expect(fill.frame("f").width == 300)
        let overflow = solve(box(200, 20).frame(maxWidth: .infinity).id("f").frame(width: 100))
        #expect(overflow.frame("f").width == 200)
    }

    @Test func bothBoundsClampTheProposal() {
        let tree = solve(Color.red.frame(minWidth: 50, maxWidth: 120).id("f"), width: 300, height: 10)
        #expect(tree.frame("f").width == 120)
        let small = solve(Color.red.frame(minWidth: 50, maxWidth: 120).id("f").frame(width: 20))
        #expect(small.frame("f").width == 50)
    }

    @Test func idealIsTheAnswerToANilProposal() {
        let tree = solve(Color.red.frame(idealWidth: 77, idealHeight: 33).fixedSize().id("f"))
        #expect(tree.frame("f").size == CGSize(width: 77, height: 33))
    }

    @Test func placementReproposesNilWithinBoundsWhenUnproposed() {
        // §6.3 (iOS 17): no ideal, nil proposal, min < size < max → the child is proposed nil again.
        let tree = solve(Text("Hi").id("t").frame(minWidth: 0, maxWidth: 500).fixedSize(horizontal: true, vertical: false))
        #expect(tree.node("t")?.proposal.width == nil)
    }
}

@Suite struct PaddingLayoutTests {
    @Test func defaultPaddingIsSixteen() {
        let tree = solve(box(10, 10).id("c").padding().id("p"))
        #expect(tree.frame("p").size == CGSize(width: 42, height: 42))
        #expect(tree.frame("c").minX - tree.frame("p").minX == 16)
    }

    @Test func proposalShrinksByTheInsetsNeverBelowZero() {
        let tree = solve(Color.red.id("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("p"), width: 100, height: 50)
        #expect(tree.node("c")?.proposal == ProposedViewSize(width: 94, height: 46))
        #expect(tree.frame("c") == rect(2, 1, 94, 46))
        let tiny = solve(Color.red.id("c").padding(30).frame(width: 20, height: 20))
        #expect(tiny.node("c")?.proposal == ProposedViewSize(width: 0, height: 0))
    }

    @Test func negativePaddingSubtracts() {
        let tree = solve(box(20, 20).padding(-5).id("p"))
        #expect(tree.frame("p").size == CGSize(width: 10, height: 10))
    }
}

@Suite struct FixedSizeLayoutTests {
    @Test func colorFixedSizeIsTenByTen() {
        // §11: Color.fixedSize() → 10×10.
        #expect(solve(Color.red.fixedSize().id("f")).frame("f").size == CGSize(width: 10, height: 10))
    }

    @Test func oneAxisFixedPassesTheOtherThrough() {
        let tree = solve(Color.red.fixedSize(horizontal: true, vertical: false).id("f"), width: 300, height: 200)
        #expect(tree.frame("f").size == CGSize(width: 10, height: 200))
    }

    @Test func forwardsTheChildsPriority() {
        let tree = solve(HStack(spacing: 0) {
            Color.red.id("plain")
            Color.blue.frame(minWidth: 30).layoutPriority(1).fixedSize(horizontal: false, vertical: false).id("fixed")
        }.frame(width: 100, height: 10))
        #expect(tree.frame("fixed").width == 100)
    }
}

@Suite struct AspectRatioLayoutTests {
    @Test func fitScalesTheRatioBoxIntoTheProposal() {
        let tree = solve(Color.red.aspectRatio(2, contentMode: .fit).id("a"), width: 300, height: 300)
        #expect(tree.frame("a") == rect(0, 75, 300, 150))
    }

    @Test func fillCoversTheProposal() {
        let tree = solve(Color.red.aspectRatio(2, contentMode: .fill).id("a"), width: 300, height: 300)
        #expect(tree.frame("a").size == CGSize(width: 600, height: 300))
    }

    @Test func answersTheChildsAnswerNotTheBox() {
        let tree = solve(box(40, 10).aspectRatio(1, contentMode: .fit).id("a"), width: 300, height: 300)
        #expect(tree.frame("a").size == CGSize(width: 40, height: 10))
    }

    @Test func nilRatioUsesTheChildsIdealSize() {
        let tree = solve(Color.red.frame(idealWidth: 30, idealHeight: 10).scaledToFit().id("a"), width: 300, height: 300)
        #expect(tree.frame("a").size == CGSize(width: 300, height: 100))
    }

    @Test func fillWithOneNilAxisProposesInfinity() {
        let engine = LayoutEngine()
        engine.load(Color.red.id("c").aspectRatio(1, contentMode: .fill).viewNode)
        #expect(engine.size(engine.root, ProposedViewSize(width: 100, height: nil)) == CGSize(width: CGFloat.infinity, height: .infinity))
    }
}

@Suite struct PositionLayoutTests {
    @Test func placesTheChildsCentreAndTakesTheProposal() {
        let tree = solve(box(20, 10).id("c").position(x: 50, y: 40).id("p"), width: 300, height: 200)
        #expect(tree.frame("p") == rect(0, 0, 300, 200))
        #expect(tree.frame("c") == rect(40, 35, 20, 10))
    }
}

import Foundation
import Testing
@testable import PlumbLayout

/// Solves `view` in a window with the deterministic text measurer (17 pt text: 8.5 a character, lines 20.4 tall),
/// explaining sizes.
func explain(_ view: some View, width: CGFloat = 400, height: CGFloat = 400, safeArea: EdgeInsets = .zero) -> SolvedTree {
    let engine = LayoutEngine()
    engine.explainsSizes = true
    return engine.solve(view.viewNode, in: CGSize(width: width, height: height), safeAreaInsets: safeArea)
}

/// `StackShare.Lengths` of these lengths.
func lengths(_ lengths: [StackShare.Length]) -> StackShare.Lengths {
    var result = StackShare.Lengths()
    for length in lengths { result.append(length) }
    return result
}

/// The issue's example: a text between two colours, 390 wide.
let priceRow = HStack(spacing: 8) {
    Color.red.id("left")
    Text("$12.99").id("price")
    Color.blue.id("right")
}.id("row")

/// A text with layoutPriority(1), a Spacer and a colour, 100 wide.
let prioritizedRow = HStack(spacing: 0) {
    Text("aaaa aaaa").layoutPriority(1).id("first")
    Spacer().id("spacer")
    Color.red.id("fill")
}.frame(width: 100)

/// The engine's record of why each view has its size: the rule and its operands, as the solve computed them.
@Suite struct LayoutTraceTests {
    @Test func aNormalSolveRecordsNoTrace() {
        let tree = solve(HStack { Color.red.id("a"); Text("b") })
        #expect(tree.node("a")?.sizing == nil)
        #expect(tree.root.sizing == nil)
        #expect(SizeExplanation(chain: [tree.root]) == nil)
    }

    @Test func theRootIsOfferedTheWindowLessItsSafeArea() {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let tree = explain(Color.red.id("c"), width: 390, height: 844, safeArea: insets)
        #expect(tree.root.sizing == SizingStep(offer: .window(size: CGSize(width: 390, height: 844), safeArea: insets), rule: .fillsProposal))
        #expect(tree.root.proposal == ProposedViewSize(width: 390, height: 763))
    }

    @Test func aStackOffersWhatIsLeftToItsFlexibleChildrenLessFlexibleFirst() {
        // §3.1: the text (min 0, max 51) first, offered (390 − 16) ÷ 3; the colours share what it left.
        let tree = explain(priceRow, width: 390)
        func share(_ taken: [StackShare.Length], remaining: Int, minimum: CGFloat, maximum: CGFloat, offer: CGFloat) -> OfferRule {
            .stack(StackShare(
                axis: .horizontal, length: 390, gaps: StackShare.Gaps(count: 2, total: 16, uniform: 8), reserved: .init(), takenBefore: .init(),
                takenInGroup: lengths(taken), remaining: remaining, groupSize: 3, priority: 0, isFirstGroup: true, hasOtherGroups: false,
                minimum: minimum, maximum: maximum, offer: offer))
        }
        #expect(tree.node("price")?.sizing?.offer == share([], remaining: 3, minimum: 0, maximum: 51, offer: 374 / 3))
        #expect(tree.node("price")?.sizing?.rule == .text(TextSizing(width: 374 / 3, lineCount: 1, lineLimit: nil, isTruncated: false, fontScale: 1)))
        #expect(tree.node("left")?.sizing == SizingStep(
            offer: share([.init(child: 1, length: 51)], remaining: 2, minimum: 0, maximum: .infinity, offer: 161.5), rule: .fillsProposal))
        #expect(tree.node("right")?.sizing?.offer == share(
            [.init(child: 1, length: 51), .init(child: 0, length: 161.5)], remaining: 1, minimum: 0, maximum: .infinity, offer: 161.5))
        #expect(tree.node("row")?.sizing?.rule == .stack(StackSizing(
            axis: .horizontal, lengths: [161.5, 51, 161.5], gaps: [8, 8], alignment: VerticalAlignment.center.key)))
    }

    @Test func aHigherPriorityIsOfferedFirstWithTheLowerMinimaKeptBack() {
        let tree = explain(prioritizedRow)
        let noGaps = StackShare.Gaps(count: 2, total: 0, uniform: 0)
        #expect(tree.node("first")?.sizing?.offer == .stack(StackShare(
            axis: .horizontal, length: 100, gaps: noGaps, reserved: lengths([.init(child: 1, length: 8)]),
            takenBefore: .init(), takenInGroup: .init(), remaining: 1, groupSize: 1, priority: 1, isFirstGroup: true, hasOtherGroups: true, minimum: 0, maximum: 76.5, offer: 92)))
        #expect(tree.node("first")?.sizing?.rule == .child)
        #expect(tree.node("fill")?.sizing?.offer == .stack(StackShare(
            axis: .horizontal, length: 100, gaps: noGaps, reserved: lengths([.init(child: 1, length: 8)]),
            takenBefore: lengths([.init(child: 0, length: 76.5)]), takenInGroup: .init(), remaining: 1, groupSize: 1, priority: 0,
            isFirstGroup: false, hasOtherGroups: true,
            minimum: 0, maximum: .infinity, offer: 15.5)))
        #expect(tree.node("spacer")?.sizing == SizingStep(offer: .stack(StackShare(
            axis: .horizontal, length: 100, gaps: noGaps, reserved: .init(),
            takenBefore: lengths([.init(child: 0, length: 76.5), .init(child: 2, length: 15.5)]), takenInGroup: .init(),
            remaining: 1, groupSize: 1, priority: -.infinity, isFirstGroup: false, hasOtherGroups: true, minimum: 8, maximum: .infinity, offer: 8)),
            rule: .spacer(minLength: 8, axis: .horizontal)))
    }

    @Test func eachOfferIsTheLengthLessWhatItsOperandsTakeSharedOut() {
        // Whatever the stack, the recorded operands give the recorded offer.
        let tree = explain(VStack(spacing: 3) {
            Text("one two three four five six").id("a")
            Color.red.frame(minHeight: 30, maxHeight: 90).layoutPriority(2).id("b")
            Spacer(minLength: 12).id("c")
            Color.green.frame(height: 44).id("d")
            Text("x").layoutPriority(2).id("e")
            Color.blue.frame(maxHeight: 50).id("f")
        }.frame(width: 60, height: 300))
        for id in ["a", "b", "c", "d", "e", "f"] {
            guard case .stack(let share) = tree.node(id)?.sizing?.offer else {
                Issue.record("\(id) has no stack offer")
                continue
            }
            for lengths in [share.reserved, share.takenBefore, share.takenInGroup] where lengths.count <= 3 {
                #expect(lengths.total == lengths.first.reduce(0) { $0 + $1.length })
            }
            let taken = share.takenBefore.total + share.takenInGroup.total + share.reserved.total
            let expected = max((share.length - share.gaps.total - taken) / CGFloat(share.remaining), 0)
            #expect(abs(expected - share.offer) < 1e-9, "\(id): \(share)")
            #expect(tree.node(id)?.proposal.height == share.offer)
        }
    }

    @Test func aStackAskedForItsIdealLengthProposesNil() {
        let tree = explain(HStack { Text("ab").id("t"); Text("cd") }.fixedSize())
        #expect(tree.node("t")?.sizing?.offer == .stackIdeal(axis: .horizontal))
        #expect(tree.node("t")?.proposal == ProposedViewSize(width: nil, height: 20.4))
    }

    @Test func aFrameFixesItsLengthsAndTakesItsChildsOnTheOthers() {
        let tree = explain(Text("Price").id("t").frame(width: 100).id("f"))
        #expect(tree.node("f")?.sizing?.rule == .frame(width: .fixed(100), height: .child(20.4)))
        #expect(tree.node("t")?.sizing == SizingStep(
            offer: .frame(width: 100, height: nil), rule: .text(TextSizing(width: 100, lineCount: 1, lineLimit: nil, isTruncated: false, fontScale: 1))))
    }

    @Test func aFlexibleFrameNamesTheClauseOfEachAxis() {
        let tree = explain(Text("Hi").id("t").frame(maxWidth: .infinity).id("f"))
        #expect(tree.node("f")?.sizing?.rule == .flexFrame(
            width: .childBounded(child: 17, offered: 400, minimum: nil, maximum: .infinity), height: .child(20.4)))
        #expect(tree.node("t")?.sizing?.offer == .flexFrame(size: CGSize(width: 400, height: 20.4)))
        let clamped = explain(Color.red.frame(minWidth: 50, maxWidth: 120, idealHeight: 30).id("f").fixedSize(horizontal: false, vertical: true))
        #expect(clamped.node("f")?.sizing?.rule == .flexFrame(width: .proposalClamped(proposal: 400, minimum: 50, maximum: 120), height: .ideal(30)))
    }

    @Test func fixedSizeAsksForTheIdealSize() {
        let tree = explain(Text("A long sentence here").id("t").fixedSize().id("fixed").frame(width: 50))
        #expect(tree.node("fixed")?.sizing?.rule == .fixedSize(horizontal: true, vertical: true))
        #expect(tree.node("t")?.sizing == SizingStep(
            offer: .fixedSize(horizontal: true, vertical: true), rule: .text(TextSizing(width: nil, lineCount: 1, lineLimit: nil, isTruncated: false, fontScale: 1))))
        #expect(tree.node("t")?.size == CGSize(width: 170, height: 20.4))
    }

    @Test func paddingAddsItsInsetsToItsChild() {
        let tree = explain(Color.red.id("c").padding(10).id("p").frame(width: 100, height: 50))
        #expect(tree.node("p")?.sizing?.rule == .padding(EdgeInsets(all: 10), child: CGSize(width: 80, height: 30)))
        #expect(tree.node("c")?.sizing?.offer == .padding(EdgeInsets(all: 10)))
    }

    @Test func textWrapsOrIsCutWithinItsWidth() {
        let wrapped = explain(Text("one two three").id("t").frame(width: 50))
        #expect(wrapped.node("t")?.sizing?.rule == .text(TextSizing(width: 50, lineCount: 3, lineLimit: nil, isTruncated: false, fontScale: 1)))
        let cut = explain(Text("one two three").id("t").lineLimit(1).frame(width: 50))
        #expect(cut.node("t")?.sizing?.rule == .text(TextSizing(width: 50, lineCount: 1, lineLimit: 1, isTruncated: true, fontScale: 1)))
    }

    @Test func aspectRatioProposesItsBoxScaledToFit() {
        let tree = explain(Color.red.id("c").aspectRatio(2, contentMode: .fit).id("r"))
        #expect(tree.node("r")?.sizing?.rule == .aspectRatio)
        #expect(tree.node("c")?.sizing?.offer == .aspectRatio(box: CGSize(width: 2, height: 1), contentMode: .fit))
        #expect(tree.node("c")?.proposal == ProposedViewSize(width: 400, height: 200))
    }

    @Test func containersPassTheirOwnSizes() {
        let tree = explain(ZStack {
            Color.red.id("back")
            GeometryReader { _ in Color.blue.id("inside") }.frame(width: 100, height: 50).id("reader")
            Color.gray.frame(width: 60, height: 20).overlay(Text("Hi").id("label")).position(x: 30, y: 30).id("position")
        }.id("z"))
        #expect(tree.node("z")?.sizing?.rule == .zstack(alignment: .center))
        #expect(tree.node("back")?.sizing?.offer == .zstack(size: CGSize(width: 400, height: 400)))
        #expect(tree.node("inside")?.sizing?.offer == .geometryReader(size: CGSize(width: 100, height: 50)))
        #expect(tree.node("label")?.sizing?.offer == .secondary(primarySize: CGSize(width: 60, height: 20)))
        #expect(tree.node("position")?.sizing?.rule == .position)
    }

    @Test func aOneChildStackIsItsChild() {
        let tree = explain(VStack { Color.red.id("c") }.id("v"))
        #expect(tree.node("v")?.sizing?.rule == .oneChildStack)
        #expect(tree.node("c")?.sizing?.offer == nil)
    }

    @Test func gridsShareOutColumnsAndRows() {
        let tree = explain(Grid {
            GridRow { box(80, 20).id("a"); Color.red.id("b") }
        }.id("grid").frame(width: 200))
        #expect(tree.node("grid")?.sizing?.rule == .grid(columns: [80, 112], columnGaps: [8], rows: [400], rowGaps: []))
        #expect(tree.node("b")?.sizing?.offer == .gridCell(columns: 1..<2, row: 0))
        #expect(tree.node("b")?.proposal == ProposedViewSize(width: 112, height: 400))
        let lazy = explain(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))]) {
            box(10, 10).id("a"); box(10, 10); box(10, 12)
        }.id("lazy"))
        #expect(lazy.node("lazy")?.sizing?.rule == .lazyGrid(axis: .vertical, tracks: [50, 50], lines: [10, 12], gap: 8))
        #expect(lazy.node("a")?.sizing?.offer == .lazyGridCell)
    }

    @Test func viewThatFitsAndCustomLayoutsNameTheirChoice() {
        let fits = explain(ViewThatFits {
            Text("a long wide text here").id("wide")
            Text("short").id("short")
        }.id("choice").frame(width: 100))
        #expect(fits.node("choice")?.sizing?.rule == .viewThatFits(choice: 1, count: 2))
        #expect(fits.node("short")?.sizing?.offer == .viewThatFits(choice: 1, count: 2))
        let custom = explain(OnlyFirst { box(10, 10).id("placed"); box(20, 20).id("unplaced") }.id("layout"))
        #expect(custom.node("layout")?.sizing?.rule == .customLayout(name: "OnlyFirst"))
        #expect(custom.node("placed")?.sizing?.offer == .customLayout(name: "OnlyFirst", placed: true))
        #expect(custom.node("unplaced")?.sizing?.offer == .customLayout(name: "OnlyFirst", placed: false))
    }

    @Test func aContainerRelativeFrameSizesFromItsContainer() {
        let tree = explain(Color.red.id("c").containerRelativeFrame(.horizontal, count: 3, spacing: 10).id("frame"))
        #expect(tree.node("frame")?.sizing?.rule == .containerRelativeFrame(
            containerSize: CGSize(width: 400, height: 400), width: (400 - 20) / 3, height: nil))
        #expect(tree.node("c")?.sizing?.offer == .containerRelativeFrame(containerSize: CGSize(width: 400, height: 400)))
    }
}

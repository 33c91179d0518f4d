import Foundation
import PlumbContent
import Testing
@testable import PlumbLayout

private enum MidAccent: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

private enum HeightGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

private extension VerticalAlignment {
    static let midAccent = VerticalAlignment(MidAccent.self)
}

@Suite struct AlignmentGuideTests {
    @Test func customGuideAlignsNonSiblingsThroughNestedStacks() {
        // §8.4: the inner VStack exposes its child's explicit value translated; the outer HStack aligns on it.
        let tree = solve(HStack(alignment: .midAccent, spacing: 0) {
            box(10, 10).id("arrow")
            VStack(spacing: 0) {
                box(40, 30)
                box(40, 30).alignmentGuide(.midAccent) { d in d[VerticalAlignment.center] }.id("selected")
                box(40, 30)
            }
        })
        #expect(tree.frame("arrow").midY == tree.frame("selected").midY)
    }

    @Test func customGuidesAreAveraged() {
        // Two explicit values 5 (at y 0) and 5 (at y 30) → (5 + 35) / 2 = 20 in the VStack's space.
        let tree = solve(HStack(alignment: .midAccent, spacing: 0) {
            box(10, 10).id("marker")
            VStack(spacing: 0) {
                box(40, 30).alignmentGuide(.midAccent) { _ in 5 }
                box(40, 30).alignmentGuide(.midAccent) { _ in 5 }
            }.id("column")
        })
        #expect(tree.frame("marker").midY - tree.frame("column").minY == 20)
    }

    @Test func builtInGuidesNeverLeaveAContainer() {
        // An alignmentGuide(.top) inside a VStack does not reach the HStack.
        let tree = solve(HStack(alignment: .top, spacing: 0) {
            box(10, 10).id("a")
            VStack(spacing: 0) { box(10, 10).alignmentGuide(.top) { _ in 5 }; box(10, 10) }.id("column")
        })
        #expect(tree.frame("a").minY == tree.frame("column").minY)
    }

    @Test func builtInGuidesPassThroughUnaryModifiers() {
        let tree = solve(HStack(alignment: .top, spacing: 0) {
            box(10, 10).id("a")
            box(10, 10).alignmentGuide(.top) { _ in 5 }.padding(2).id("padded")
        })
        // The padded view's explicit top is 2 + 5 = 7, so it sits 7 above the first box's top.
        #expect(tree.frame("a").minY - tree.frame("padded").minY == 7)
    }

    @Test func closureSeesInnerExplicitGuides() {
        let tree = solve(VStack(alignment: .leading, spacing: 0) {
            box(20, 10).id("a")
            box(20, 10)
                .alignmentGuide(.leading) { _ in 4 }
                .alignmentGuide(.leading) { d in (d[explicit: HorizontalAlignment.leading] ?? 0) * 2 }
                .id("b")
        })
        #expect(tree.frame("a").minX - tree.frame("b").minX == 8)
    }

    @Test func guideOnAKeyTheContainerIgnoresHasNoEffect() {
        let tree = solve(VStack(alignment: .leading, spacing: 0) {
            box(20, 10).id("a")
            box(20, 10).alignmentGuide(.trailing) { _ in 100 }.id("b")
        })
        #expect(tree.frame("a").minX == tree.frame("b").minX)
    }

    @Test func customDefaultValueIsUsedWithoutExplicitValues() {
        // A guide whose default is the view's height aligns the bottoms of labels of different heights.
        let heightGuide = VerticalAlignment(HeightGuide.self)
        let tree = solve(HStack(alignment: heightGuide, spacing: 0) { box(10, 20).id("a"); box(10, 50).id("b") })
        #expect(tree.frame("a").maxY == tree.frame("b").maxY)
    }

    @Test func firstBaselinesTakeTheTopmostAndLastBaselinesTheLowest() {
        // Texts at 17 pt have baselines at 16.15; the VStack of two lines exposes min/max of its children.
        let first = solve(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A").id("single")
            VStack(spacing: 0) { Text("B"); Text("C") }.id("column")
        })
        #expect(abs((first.frame("single").minY + 16.15) - (first.frame("column").minY + 16.15)) < 1e-9)
        let last = solve(HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("A").id("single")
            VStack(spacing: 0) { Text("B"); Text("C") }.id("column")
        })
        #expect(abs((last.frame("single").minY + 16.15) - (last.frame("column").minY + 20.4 + 16.15)) < 1e-9)
    }

    @Test func viewsWithoutTextHaveBaselinesAtTheBottom() {
        let tree = solve(HStack(alignment: .firstTextBaseline, spacing: 0) { box(10, 30).id("a"); box(10, 10).id("b") })
        #expect(tree.frame("a").maxY == tree.frame("b").maxY)
    }

    @Test func solvedTreeRecordsGuidesAndLines() {
        let tree = solve(VStack(alignment: .leading, spacing: 0) {
            box(20, 10)
            box(20, 10).alignmentGuide(.leading) { _ in 5 }.id("b")
        }.id("stack"))
        #expect(tree.node("stack")?.alignmentLines == [AlignmentLine(key: HorizontalAlignment.leading.key, position: 5)])
        #expect(tree.node("b")?.guides == [GuideValue(key: HorizontalAlignment.leading.key, value: 5, isExplicit: true)])
    }
}

@Suite struct ZStackLayoutTests {
    @Test func sizeIsTheUnionOfAlignedFrames() {
        let tree = solve(ZStack { box(100, 50); box(50, 100) }.id("z"))
        #expect(tree.frame("z").size == CGSize(width: 100, height: 100))
    }

    @Test func explicitGuidesPushTheUnionOut() {
        // §4 recommendation: a badge whose guides put it half outside grows the ZStack.
        let tree = solve(ZStack(alignment: .topTrailing) {
            box(100, 100).id("base")
            box(20, 20).alignmentGuide(.top) { d in d.height / 2 }.alignmentGuide(.trailing) { d in d.width / 2 }.id("badge")
        }.id("z"))
        #expect(tree.frame("z").size == CGSize(width: 110, height: 110))
        #expect(tree.frame("badge").midX == tree.frame("base").maxX)
        #expect(tree.frame("badge").midY == tree.frame("base").minY)
    }

    @Test func lowerPriorityChildrenDoNotSizeTheStack() {
        let tree = solve(ZStack { box(50, 50).layoutPriority(1); box(200, 200).id("big") }.id("z"))
        #expect(tree.frame("z").size == CGSize(width: 50, height: 50))
        #expect(tree.frame("big").midX == tree.frame("z").midX)
    }

    @Test func everyChildGetsTheStacksProposal() {
        let tree = solve(ZStack { Color.red.id("a"); box(10, 10) }.frame(width: 80, height: 60))
        #expect(tree.frame("a").size == CGSize(width: 80, height: 60))
    }

    @Test func emptyZStackIsZero() {
        #expect(solve(ZStack { EmptyView() }.id("z")).frame("z").size == .zero)
    }
}

@Suite struct SecondaryLayoutTests {
    @Test func overlayIsProposedThePrimarysSizeAndDoesNotChangeIt() {
        let tree = solve(box(60, 40).overlay(Color.red.id("o")).id("v"))
        #expect(tree.frame("v").size == CGSize(width: 60, height: 40))
        #expect(tree.frame("o") == tree.frame("v"))
    }

    @Test func secondaryIsAlignedByBothViewsGuides() {
        let tree = solve(box(60, 40).id("p").background(alignment: .bottomTrailing) { box(10, 10).id("b") })
        #expect(tree.frame("b").maxX == tree.frame("p").maxX)
        #expect(tree.frame("b").maxY == tree.frame("p").maxY)
        let explicit = solve(box(60, 40).id("p").alignmentGuide(.leading) { _ in 20 }.overlay(alignment: .leading) { box(10, 10).id("o") })
        #expect(explicit.frame("o").minX - explicit.frame("p").minX == 20)
    }

    @Test func severalSecondaryViewsFormAZStack() {
        let tree = solve(box(60, 40).overlay(alignment: .topLeading) { box(10, 10).id("a"); box(20, 30).id("b") })
        #expect(tree.frame("a").origin == tree.frame("b").origin)
    }

    @Test func borderIsAnOverlayInsideTheBounds() {
        let tree = solve(box(60, 40).border(.red, width: 2).id("v"))
        #expect(tree.frame("v").size == CGSize(width: 60, height: 40))
        #expect(tree.node("v")?.children.count == 2)
    }
}

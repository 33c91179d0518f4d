import Foundation
import Testing
@testable import PlumbLayout

/// A scroll view as the scene vocabulary builds one along `axis`: a sizing container around a greedy frame around
/// content unbounded along the axis.
private func scrollView(_ axis: Axis, _ content: some View) -> ViewNode {
    let unbounded = content.fixedSize(horizontal: axis == .horizontal, vertical: axis == .vertical)
    let greedy = unbounded.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
                                 alignment: axis == .horizontal ? .leading : .top)
    return ViewNode(.sizingContainer, children: [greedy])
}

@Suite struct ContainerRelativeFrameTests {
    @Test func outsideAnyContainerTheWindowLessItsSafeAreaIsTheContainer() {
        // 360 wide: three columns 12 apart are (360 − 24) / 3 = 112; spanning two, 2 × 112 + 12 = 236.
        let tree = solve(HStack(spacing: 0) {
            Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 12).id("two")
            Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 12).id("one")
        }, width: 400, height: 300, safeArea: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(tree.frame("two") == rect(26, 0, 236, 300))
        #expect(tree.frame("one") == rect(262, 0, 112, 300))
        #expect(tree.node("two")?.kind.name == "containerRelativeFrame")
    }

    @Test func theViewIsProposedTheContainersLengthAndPlacedByTheAlignment() {
        let tree = solve(box(50, 50).id("child").containerRelativeFrame([.horizontal, .vertical], alignment: .bottomTrailing).id("frame"))
        #expect(tree.frame("frame") == rect(0, 0, 400, 400))
        #expect(tree.frame("child") == rect(350, 350, 50, 50))
        let closure = solve(Color.red.containerRelativeFrame(.vertical) { length, axis in axis == .vertical ? length / 4 : 0 }.id("quarter"))
        #expect(closure.frame("quarter") == rect(0, 150, 400, 100))
    }

    @Test func aScrollViewIsTheContainerOfItsContent() {
        let carousel = scrollView(.horizontal, HStack(spacing: 10) {
            ForEach(0..<3) { index in Color.red.containerRelativeFrame(.horizontal).id("card \(index)") }
        }).frame(width: 200, height: 100)
        let tree = solve(carousel)
        #expect(tree.frame("card 0") == rect(100, 150, 200, 100))
        #expect(tree.frame("card 1") == rect(310, 150, 200, 100))
        #expect(tree.frame("card 2") == rect(520, 150, 200, 100))
    }

    @Test func answersForAnotherContainerSizeAreNotReused() {
        // The stack asks the scroll view at other widths before offering it 400 − 8 − 100 = 292.
        let tree = solve(HStack(spacing: 8) {
            scrollView(.horizontal, Color.red.containerRelativeFrame(.horizontal).id("item")).id("scroll")
            Color.blue.frame(width: 100).id("blue")
        })
        #expect(tree.frame("scroll") == rect(0, 0, 292, 400))
        #expect(tree.frame("item") == rect(0, 0, 292, 400))
        #expect(tree.frame("blue") == rect(300, 0, 100, 400))
    }

    @Test(arguments: [true, false])
    func aContainerProbedAtSeveralSizesAnswersEachForItsOwn(recordingQueries: Bool) {
        // The stack asks the container at 0 and ∞ before offering it 292; half of 292 is 146 (centred: 254 in 400).
        // Without recording, answers are cached under the axes they depend on: the frame's not on its width.
        let container = ViewNode(.sizingContainer, children: [Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).id("item").viewNode])
        let engine = LayoutEngine()
        engine.recordsQueries = recordingQueries
        let tree = engine.solve(HStack(spacing: 8) {
            container
            Color.blue.frame(width: 100).id("blue")
        }.viewNode, in: CGSize(width: 400, height: 400))
        #expect(tree.frame("item") == rect(73, 0, 146, 400))
        #expect(tree.frame("blue") == rect(227, 0, 100, 400))
    }

    @Test func contentAGeometryReaderBuildsWhilePlacedKnowsItsContainer() {
        let reader = GeometryReader { _ in Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).id("half").viewNode }
        let tree = solve(ViewNode(.sizingContainer, children: [reader.viewNode]).frame(width: 200, height: 100))
        #expect(tree.frame("half") == rect(100, 150, 100, 100))
    }

    @Test(arguments: [true, false])
    func aNewWindowSizeResizesTheFrames(recordingQueries: Bool) {
        // Proposed 50 × 50 in either window: only the window's width changes the frame (half of it).
        let engine = LayoutEngine()
        engine.recordsQueries = recordingQueries
        let view = Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).id("half").frame(width: 50, height: 50)
        #expect(engine.solve(view.viewNode, in: CGSize(width: 400, height: 100)).frame("half") == rect(100, 25, 200, 50))
        engine.layout(in: CGSize(width: 300, height: 100))
        #expect(engine.solvedTree().frame("half") == rect(75, 25, 150, 50))
    }
}

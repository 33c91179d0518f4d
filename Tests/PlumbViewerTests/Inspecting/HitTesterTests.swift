import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbViewer

@Test func hitsAreTopMostFirst() {
    let framed = SolvedNode(kind: .frame(width: 20, height: 20, alignment: .center), frame: Trees.rect(10, 10, 20, 20),
                            children: [Trees.color(.blue, Trees.rect(10, 10, 20, 20))])
    let tree = Trees.stack([Trees.color(.red, Trees.rect(0, 0, 100, 100)), framed])
    let tester = HitTester(tree)
    #expect(tester.hits(at: CGPoint(x: 15, y: 15)) == [[1, 0], [1], [0], []])
    #expect(tester.hits(at: CGPoint(x: 50, y: 50)) == [[0], []])
    #expect(tester.hits(at: CGPoint(x: 150, y: 50)) == [])
    #expect(tester.node(at: [1, 0])?.kindName == "Color")
}

@Test func aBackgroundIsUnderItsView() {
    let background = SolvedNode(kind: .background(.center), frame: Trees.rect(0, 0, 50, 50), children: [
        SolvedNode(kind: .text("a"), frame: Trees.rect(0, 0, 50, 50)), Trees.color(.red, Trees.rect(0, 0, 50, 50)),
    ])
    #expect(HitTester(Trees.stack([background])).hits(at: CGPoint(x: 5, y: 5)) == [[0, 0], [0, 1], [0], []])
}

@Test func aHigherZIndexIsOnTopWhateverItsPlace() {
    let raised = SolvedNode(kind: .effect(.zIndex(1)), frame: Trees.rect(0, 0, 50, 50), children: [Trees.color(.red, Trees.rect(0, 0, 50, 50))])
    let tree = Trees.stack([raised, Trees.color(.blue, Trees.rect(0, 0, 50, 50))])
    #expect(HitTester(tree).hits(at: CGPoint(x: 5, y: 5)) == [[0, 0], [0], [1], []])
}

@Test func aTapReachesTheNearestTapActionAboveTheTopMostView() {
    final class Counter { var taps = 0 }
    let counter = Counter()
    let button = SolvedNode(kind: .tapAction(TapAction { counter.taps += 1 }), frame: Trees.rect(0, 0, 40, 40),
                            children: [Trees.color(.blue, Trees.rect(0, 0, 40, 40))])
    let tree = Trees.stack([button, Trees.color(.red, Trees.rect(0, 50, 40, 40))])
    HitTester(tree).tapAction(at: CGPoint(x: 10, y: 10))?.perform()
    #expect(counter.taps == 1)
    #expect(HitTester(tree).tapAction(at: CGPoint(x: 10, y: 60)) == nil)
}

@Test func aDisabledViewsTapActionDoesNotRunNorDoesOneAroundIt() {
    final class Counter { var taps = 0 }
    let counter = Counter()
    var disabled = EnvironmentValues()
    disabled.isEnabled = false
    var inner = SolvedNode(kind: .tapAction(TapAction { counter.taps += 10 }), frame: Trees.rect(0, 0, 40, 40),
                           children: [Trees.color(.blue, Trees.rect(0, 0, 40, 40))])
    inner.environment = disabled
    let outer = SolvedNode(kind: .tapAction(TapAction { counter.taps += 1 }), frame: Trees.rect(0, 0, 40, 40), children: [inner])
    #expect(HitTester(Trees.stack([outer])).tapAction(at: CGPoint(x: 10, y: 10)) == nil)
    var enabled = inner
    enabled.environment = EnvironmentValues()
    let reachable = SolvedNode(kind: .tapAction(TapAction { counter.taps += 1 }), frame: Trees.rect(0, 0, 40, 40), children: [enabled])
    HitTester(Trees.stack([reachable])).tapAction(at: CGPoint(x: 10, y: 10))?.perform()
    #expect(counter.taps == 10)
}

@Test func aClickInsideABorderGoesToTheViewItFrames() {
    let border = SolvedNode(kind: .shape(.rectangle, ShapePaint.strokeBorder(nil, lineWidth: 1)), frame: Trees.rect(0, 0, 50, 50))
    let bordered = SolvedNode(kind: .overlay(.center), frame: Trees.rect(0, 0, 50, 50), children: [Trees.color(.red, Trees.rect(0, 0, 50, 50)), border])
    let tester = HitTester(Trees.stack([bordered]))
    #expect(tester.hits(at: CGPoint(x: 25, y: 25)) == [[0, 0], [0, 1], [0], []], "inside: the content first, the border before its container")
    #expect(tester.hits(at: CGPoint(x: 2, y: 25)) == [[0, 1], [0, 0], [0], []], "on the line (within 4 points): the border first")
}

@Test func aLoneStrokedShapeIsStillHitInside() {
    let ring = SolvedNode(kind: .shape(.circle, ShapePaint.stroke(nil, lineWidth: 2)), frame: Trees.rect(0, 0, 50, 50))
    #expect(HitTester(Trees.stack([ring])).hits(at: CGPoint(x: 25, y: 25)) == [[0], []])
}

import Foundation
import PlumbLayout
import PlumbRender
import Testing
@testable import PlumbViewer

private let palette = SystemColorPalette(appearance: .light)
private typealias T = Trees

@Test func viewsWithIdsAreMatchedWhereverTheyMove() {
    let from = T.stack([T.color(.red, T.rect(0, 0, 10, 10), id: "a"), T.color(.blue, T.rect(0, 10, 10, 10), id: "b")])
    let to = T.stack([T.color(.blue, T.rect(0, 0, 10, 10), id: "b"), T.color(.red, T.rect(0, 40, 20, 10), id: "a")])
    let interpolator = TreeInterpolator(from: from.root, to: to, palette: palette)
    let half = interpolator.tree(at: TransitionProgress(0.5)).root
    #expect(half.children.map(\.frame) == [T.rect(0, 5, 10, 10), T.rect(0, 20, 15, 10)])
    let quarter = interpolator.tree(at: TransitionProgress(0.25)).root
    #expect(quarter.children.map(\.frame) == [T.rect(0, 7.5, 10, 10), T.rect(0, 10, 12.5, 10)])
    #expect(interpolator.tree(at: .done).root.children.map(\.frame) == to.root.children.map(\.frame))
}

@Test func viewsWithoutIdsAreMatchedByPositionAndKind() {
    let from = T.stack([T.color(.red, T.rect(0, 0, 10, 10)), SolvedNode(kind: .text("a"), frame: T.rect(0, 10, 10, 10))])
    let to = T.stack([T.color(.red, T.rect(0, 0, 30, 10)), T.color(.blue, T.rect(0, 10, 10, 10))])
    let plan = TransitionPlan(from: from.root, to: to, palette: palette)
    #expect(plan.identities.map(\.key) == ["", "/0Color", "/1Color"])
    #expect(plan.starts.map { $0 != nil } == [true, true, false])
    #expect(plan.departures[0]?.map(\.identity.key) == ["/1Text"])
    let tree = TreeInterpolator(from: from.root, to: to, palette: palette).tree(at: TransitionProgress(0.5))
    #expect(tree.root.children[0].frame == T.rect(0, 0, 20, 10))
}

@Test func insertedViewsFadeInAndRemovedViewsFadeOutWhereTheyWere() {
    let from = T.stack([T.color(.red, T.rect(0, 0, 10, 10), id: "a"), T.color(.blue, T.rect(0, 10, 10, 10), id: "b")])
    let to = T.stack([T.color(.red, T.rect(0, 0, 10, 10), id: "a"), T.color(.green, T.rect(0, 10, 10, 10), id: "c")])
    let interpolator = TreeInterpolator(from: from.root, to: to, palette: palette)
    let quarter = interpolator.tree(at: TransitionProgress(0.25)).root
    #expect(quarter.children.count == 3)
    #expect(Trees.fade(of: quarter.children[0]) == nil)
    #expect(Trees.fade(of: quarter.children[1]) == 0.25)
    #expect(quarter.children[1].children[0].idString == "c")
    #expect(Trees.fade(of: quarter.children[2]) == 0.75)
    #expect(quarter.children[2].children[0].idString == "b")
    #expect(quarter.children[2].children[0].frame == T.rect(0, 10, 10, 10))
    let done = interpolator.tree(at: .done).root
    #expect(done.children.map(\.idString) == ["a", "c"])
}

@Test func aChangeCaughtMidwayStartsFromWhatIsOnScreen() {
    let a = T.stack([T.color(.red, T.rect(0, 0, 10, 10), id: "a")])
    let b = T.stack([T.color(.red, T.rect(100, 0, 10, 10), id: "a"), T.color(.blue, T.rect(0, 20, 10, 10), id: "n")])
    let midway = TreeInterpolator(from: a.root, to: b, palette: palette).tree(at: TransitionProgress(0.5))
    #expect(midway.root.children[0].frame.minX == 50)
    let c = T.stack([T.color(.red, T.rect(0, 0, 10, 10), id: "a"), T.color(.blue, T.rect(0, 20, 10, 10), id: "n")])
    let retarget = TreeInterpolator(from: midway.root, to: c, palette: palette)
    let half = retarget.tree(at: TransitionProgress(0.5)).root
    #expect(half.children[0].frame.minX == 25)
    #expect(Trees.fade(of: half.children[1]) == 0.75)
    #expect(half.children.count == 2)
}

@Test func coloursOpacitiesGuidesAndAnchorsInterpolate() throws {
    let bottom = VerticalAlignment.bottom.key
    let from = T.stack([T.color(.red, T.rect(0, 0, 10, 10), id: "a", guides: [GuideValue(key: bottom, value: 10, isExplicit: false)])])
    let to = T.stack([T.color(.blue, T.rect(0, 0, 10, 10), id: "a", guides: [GuideValue(key: bottom, value: 4, isExplicit: true)])])
    let tree = TreeInterpolator(from: from.root, to: to, palette: palette).tree(at: TransitionProgress(frames: 0, guides: 0.5, fades: 0.5))
    let node = tree.root.children[0]
    #expect(node.guides == [GuideValue(key: bottom, value: 7, isExplicit: true)])
    guard case .color(let color) = node.kind else { Issue.record("not a colour"); return }
    let red = try #require(palette.resolve(.red)), blue = try #require(palette.resolve(.blue))
    #expect(color == Color(red: red.red + (blue.red - red.red) * 0.5, green: red.green + (blue.green - red.green) * 0.5,
                           blue: red.blue + (blue.blue - red.blue) * 0.5, opacity: 1))
    #expect(Lerp.anchor(.rect(T.rect(0, 0, 10, 10)), .rect(T.rect(10, 0, 20, 10)), 0.5) == .rect(T.rect(5, 0, 15, 10)))
    #expect(Lerp.anchor(.point(CGPoint(x: 0, y: 0)), .rect(T.rect(10, 0, 20, 10)), 0.5) == .rect(T.rect(10, 0, 20, 10)))
}

@Test func taggedViewsKeepTheirIdentity() {
    let tree = T.stack([T.color(.red, T.rect(0, 0, 10, 10), id: "a"), T.color(.blue, T.rect(0, 10, 10, 10))])
    let tagged = TreeInterpolator(from: tree.root, to: tree, palette: palette).tree(at: .done, tagged: [1, 2])
    #expect(tagged.root.children.map { "\($0.id!.base)" } == ["plumb.viewer.guides.1", "plumb.viewer.guides.2"])
    #expect(IdentityIndex(tagged.root).entries.map(\.identity.key) == ["", "/#a", "/1Color"])
}

import Foundation
import PlumbLayout
import PlumbRender
import PlumbScene
import Testing
@testable import PlumbViewer

private func transition(twoPhase: Bool = false, slowdown: Double = 1) -> Transition {
    let from = Trees.stack([Trees.color(.red, Trees.rect(0, 0, 10, 10), id: "a")])
    let to = Trees.stack([Trees.color(.red, Trees.rect(100, 0, 10, 10), id: "a")])
    return Transition(from: from.root, to: to, animation: SceneAnimation(curve: .linear, duration: 1), twoPhase: twoPhase,
                      start: 10, slowdown: slowdown, palette: SystemColorPalette(appearance: .light))
}

@Test func aTransitionFollowsItsAnimationsTiming() {
    let change = transition()
    #expect(change.tree(at: 10.25).root.children[0].frame.minX == 25)
    #expect(!change.isFinished(at: 10.99))
    #expect(change.isFinished(at: 11))
    #expect(change.tree(at: 12).root.children[0].frame.minX == 100)
    let eased = Transition(from: nil, to: change.target, animation: .default, twoPhase: false, start: 0, slowdown: 1,
                           palette: SystemColorPalette(appearance: .light))
    #expect(eased.progress(at: 0.175).frames == SceneAnimation.default.progress(at: 0.175))
}

@Test func twoPhaseMovesGuidesFirstThenViews() {
    let change = transition(twoPhase: true)
    #expect(change.progress(at: 10.5) == TransitionProgress(frames: 0, guides: 0.5, fades: 0))
    #expect(change.progress(at: 11.5) == TransitionProgress(0.5))
    #expect(!change.isFinished(at: 11.9))
    #expect(change.isFinished(at: 12))
}

@Test func slowMotionStretchesTimeWithoutAJump() {
    var change = transition(slowdown: 5)
    #expect(change.progress(at: 12.5).frames == 0.5)
    change.setSlowdown(1, at: 12.5)
    #expect(change.progress(at: 12.5).frames == 0.5)
    #expect(change.progress(at: 12.75).frames == 0.75)
}

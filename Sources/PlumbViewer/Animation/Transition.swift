import Foundation
import PlumbLayout
import PlumbRender
import PlumbScene

/// One animated change from what was on screen to a new solved tree, timed by the scene's animation.
///
/// In two-phase mode the change takes two runs of the animation: first the guide markers slide to their new values
/// with the views still in place, then the views move to satisfy them. Slow motion stretches time ×5.
struct Transition {
    let interpolator: TreeInterpolator
    let animation: SceneAnimation
    let twoPhase: Bool
    /// When the change started, in seconds of the viewer's clock.
    var start: Double
    /// How much slower than real time it runs (1, or 5 in slow motion).
    var slowdown: Double

    init(from: SolvedNode?, to: SolvedTree, animation: SceneAnimation, twoPhase: Bool, start: Double, slowdown: Double, palette: SystemColorPalette) {
        interpolator = TreeInterpolator(from: from, to: to, palette: palette)
        self.animation = animation
        self.twoPhase = twoPhase
        self.start = start
        self.slowdown = slowdown
    }

    var target: SolvedTree { interpolator.plan.target }

    /// The length of one run of the animation, in scene time.
    private var run: Double { animation.delay + animation.duration }

    func progress(at time: Double) -> TransitionProgress {
        let elapsed = (time - start) / slowdown
        guard twoPhase else { return TransitionProgress(animation.progress(at: elapsed)) }
        if elapsed < run { return TransitionProgress(frames: 0, guides: animation.progress(at: elapsed), fades: 0) }
        return TransitionProgress(animation.progress(at: elapsed - run))
    }

    func isFinished(at time: Double) -> Bool {
        (time - start) / slowdown >= run * (twoPhase ? 2 : 1)
    }

    func tree(at time: Double) -> SolvedTree {
        isFinished(at: time) ? target : interpolator.tree(at: progress(at: time))
    }

    /// Changes the speed at `time` without a jump: the scene time reached so far is kept.
    mutating func setSlowdown(_ slowdown: Double, at time: Double) {
        let elapsed = (time - start) / self.slowdown
        start = time - elapsed * slowdown
        self.slowdown = slowdown
    }
}

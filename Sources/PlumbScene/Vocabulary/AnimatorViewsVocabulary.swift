import Foundation
import PlumbInterpreter

/// iOS 17's animator views, as a still preview shows them at rest: `PhaseAnimator(phases) { phase in … }` is its
/// content at the first phase, `KeyframeAnimator(initialValue:) { value in … } keyframes: { … }` at the initial
/// value (the keyframes never run) — the first frame SwiftUI draws, as the `phaseAnimator` and
/// `keyframeAnimator` modifiers show theirs.
enum AnimatorViewsVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["PhaseAnimator", "KeyframeAnimator"])
        let phaseContent = NativeParameter("content", "@ViewBuilder (Any) -> Content")
        let animation = NativeParameter("animation", "(Any) -> Animation?", default: .optional(nil))
        var phaseAnimator = NativeType("PhaseAnimator")
        for parameters in [
            [NativeParameter(nil, "Any"), phaseContent, animation],
            [NativeParameter(nil, "Any"), NativeParameter("trigger", "Any"), phaseContent, animation],
        ] {
            phaseAnimator.initializer(parameters) { call in
                guard let first = try call.interpreter.elements(of: call[0]).first else { throw NativeError("PhaseAnimator needs at least one phase") }
                return shown(try call.callArgument(parameters.count - 2, first), as: "PhaseAnimator", call, types)
            }
        }
        library.register(phaseAnimator)

        let keyframeContent = NativeParameter("content", "@ViewBuilder (Any) -> Content")
        let keyframes = NativeParameter("keyframes", "(Any) -> Keyframes")
        var keyframeAnimator = NativeType("KeyframeAnimator")
        for parameters in [
            [NativeParameter("initialValue", "Any"), NativeParameter("repeating", "Bool", default: .bool(true)), keyframeContent, keyframes],
            [NativeParameter("initialValue", "Any"), NativeParameter("trigger", "Any"), keyframeContent, keyframes],
        ] {
            keyframeAnimator.initializer(parameters) { call in shown(try call.callArgument(2, call[0]), as: "KeyframeAnimator", call, types) }
        }
        library.register(keyframeAnimator)
    }

    /// The animator's content, laid out as the animator itself.
    private static func shown(_ content: Value, as name: String, _ call: NativeCall, _ types: SceneTypes) -> Value {
        types.view(name, SceneView(.transparent, content: [content], at: call.location))
    }
}

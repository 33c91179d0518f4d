import Foundation
import PlumbInterpreter
import PlumbLayout

/// What moves, and what a still preview shows at rest: iOS 17's symbol effects (`symbolEffect(.bounce, value:)`,
/// `.variableColor.iterative.reversing`…), content transitions (`.numericText()`), sensory feedback, scroll
/// transitions (a view at rest in a scroll view is at their identity phase), hover effects and `geometryGroup()` are
/// accepted and change nothing. `phaseAnimator` shows its content at the first phase and `keyframeAnimator` at the
/// initial value — where an animation starts, as the first frame SwiftUI draws shows them. A binding's
/// `animation(_:)` and `transaction(_:)` are the binding itself (a change through it animates as any other).
enum MotionVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var binding = NativeType("Binding")
        binding.method("animation", [NativeParameter(nil, "Animation?", default: .optional(nil))]) { call in call.receiver }
        binding.method("transaction", [NativeParameter(nil, "Any")]) { call in call.receiver }
        library.register(binding)
        registerSymbolEffects(library, types)
        registerTokenFactories(library, types)
        typealias Entry = IgnoredModifiersVocabulary.Entry
        let effect = NativeParameter(nil, "SymbolEffect")
        let options = NativeParameter("options", "SymbolEffectOptions", default: types.make("SymbolEffectOptions", "default"))
        let transition = NativeParameter("transition", "(EmptyVisualEffect, ScrollTransitionPhase) -> VisualEffect")
        let configuration = NativeParameter(nil, "ScrollTransitionConfiguration", default: types.make("ScrollTransitionConfiguration", "interactive"))
        let axis = NativeParameter("axis", "Axis?", default: .optional(nil))
        IgnoredModifiersVocabulary.accept([
            Entry("symbolEffect", [effect, options, NativeParameter("value", "Any")]),
            Entry("symbolEffect", [effect, options, NativeParameter("isActive", "Bool", default: .bool(true))]),
            Entry("contentTransition", [NativeParameter(nil, "ContentTransition")]),
            Entry("sensoryFeedback", [NativeParameter(nil, "SensoryFeedback"), NativeParameter("trigger", "Any")]),
            Entry("sensoryFeedback", [
                NativeParameter(nil, "SensoryFeedback"), NativeParameter("trigger", "Any"), NativeParameter("condition", "(Any, Any) -> Bool"),
            ]),
            Entry("sensoryFeedback", [NativeParameter("trigger", "Any"), NativeParameter(nil, "(Any, Any) -> SensoryFeedback?")]),
            Entry("scrollTransition", [configuration, axis, transition]),
            Entry("scrollTransition", [
                NativeParameter("topLeading", "ScrollTransitionConfiguration"), NativeParameter("bottomTrailing", "ScrollTransitionConfiguration"),
                axis, transition,
            ]),
            Entry("hoverEffect", [
                NativeParameter(nil, "HoverEffect", default: types.make("HoverEffect", "automatic")),
                NativeParameter("isEnabled", "Bool", default: .bool(true)),
            ]),
            Entry("geometryGroup"),
        ], in: library)

        var view = NativeType("View", isProtocol: true)
        let animation = NativeParameter("animation", "(Any) -> Animation?", default: .optional(nil))
        for parameters in [
            [NativeParameter(nil, "Any"), NativeParameter("content", "(PlaceholderContentView, Any) -> Content"), animation],
            [NativeParameter(nil, "Any"), NativeParameter("trigger", "Any"), NativeParameter("content", "(PlaceholderContentView, Any) -> Content"), animation],
        ] {
            view.method("phaseAnimator", parameters) { call in
                let phases = try call.interpreter.elements(of: call[0])
                guard let first = phases.first else { throw NativeError("phaseAnimator needs at least one phase") }
                return try call.callArgument(parameters.count - 2, call.receiver, first)
            }
        }
        let keyframes = NativeParameter("keyframes", "(Any) -> Keyframes")
        for parameters in [
            [NativeParameter("initialValue", "Any"), NativeParameter("repeating", "Bool", default: .bool(true)),
             NativeParameter("content", "(PlaceholderContentView, Any) -> Content"), keyframes],
            [NativeParameter("initialValue", "Any"), NativeParameter("trigger", "Any"),
             NativeParameter("content", "(PlaceholderContentView, Any) -> Content"), keyframes],
        ] {
            view.method("keyframeAnimator", parameters) { call in try call.callArgument(2, call.receiver, call[0]) }
        }
        library.register(view)
        registerKeyframes(library, types)
    }

    /// The keyframe types a `keyframeAnimator`'s `keyframes` closure builds tracks from. The closure never runs (the
    /// content shows the initial value): the types exist so that it loads.
    private static func registerKeyframes(_ library: NativeLibrary, _ types: SceneTypes) {
        let value = NativeParameter(nil, "Any")
        let duration = NativeParameter("duration", "Double")
        for (name, parameters) in [
            ("LinearKeyframe", [value, duration, NativeParameter("timingCurve", "Any", default: .void)]),
            ("CubicKeyframe", [value, duration, NativeParameter("startVelocity", "Any", default: .void), NativeParameter("endVelocity", "Any", default: .void)]),
            ("SpringKeyframe", [value, NativeParameter("duration", "Double?", default: .optional(nil)), NativeParameter("spring", "Any", default: .void),
                                NativeParameter("startVelocity", "Any", default: .void)]),
            ("MoveKeyframe", [value]),
            ("KeyframeTrack", [NativeParameter(nil, "Any", default: .void), NativeParameter("content", "() -> Keyframes")]),
        ] {
            var type = NativeType(name)
            type.initializer(parameters) { _ in types.make(name, name) }
            library.register(type)
        }
    }

    /// `SymbolEffect`: the effects, each of whose refinements (`.bounce.up.byLayer`) is the effect again, and
    /// `SymbolEffectOptions` (`.repeating`, `.repeat(3)`, `.speed(2)`).
    private static func registerSymbolEffects(_ library: NativeLibrary, _ types: SceneTypes) {
        var effect = NativeType("SymbolEffect")
        for name in ["bounce", "pulse", "variableColor", "scale", "appear", "disappear", "replace", "wiggle", "breathe", "rotate", "automatic"] {
            effect.staticConstant(name, types.make("SymbolEffect", name))
        }
        for refinement in [
            "up", "down", "byLayer", "wholeSymbol", "iterative", "cumulative", "reversing", "nonReversing", "hideInactiveLayers",
            "dimInactiveLayers", "offUp", "downUp", "upUp", "clockwise", "counterClockwise", "left", "right", "forward", "backward",
            "plain", "pulse", "custom",
        ] {
            effect.property(refinement) { $0 }
        }
        effect.describe = { ".\($0)" }
        library.register(effect)

        var options = NativeType("SymbolEffectOptions")
        let make = { (name: String) in types.make("SymbolEffectOptions", name) }
        for name in ["default", "repeating", "nonRepeating"] { options.staticConstant(name, make(name)) }
        options.staticMethod("repeat", [NativeParameter(nil, "Any")]) { _ in make("repeat") }
        options.staticMethod("speed", [NativeParameter(nil, "Double")]) { _ in make("speed") }
        options.method("repeat", [NativeParameter(nil, "Any")]) { call in call.receiver }
        options.method("speed", [NativeParameter(nil, "Double")]) { call in call.receiver }
        for name in ["repeating", "nonRepeating"] { options.property(name) { $0 } }
        options.describe = { ".\($0)" }
        library.register(options)
    }

    /// `ContentTransition`, `SensoryFeedback`, `ScrollTransitionConfiguration` (and its `Threshold`) and `HoverEffect`:
    /// their values, the functions that make them and the methods that refine them, as tokens.
    private static func registerTokenFactories(_ library: NativeLibrary, _ types: SceneTypes) {
        types.registerTokens("SensoryFeedback.Weight", ["light", "medium", "heavy"])
        types.registerTokens("SensoryFeedback.Flexibility", ["rigid", "solid", "soft"])
        let threshold = NativeParameter(nil, "ScrollTransitionConfiguration.Threshold")
        let families: [(type: String, constants: [String], factories: [(String, [NativeParameter])], methods: [(String, [NativeParameter])])] = [
            ("ContentTransition", ["identity", "opacity", "interpolate", "numericText", "symbolEffect"], [
                ("numericText", [NativeParameter("countsDown", "Bool", default: .bool(false))]),
                ("numericText", [NativeParameter("value", "Double")]),
                ("symbolEffect", [NativeParameter(nil, "SymbolEffect"),
                                  NativeParameter("options", "SymbolEffectOptions", default: types.make("SymbolEffectOptions", "default"))]),
            ], []),
            ("SensoryFeedback", ["success", "warning", "error", "selection", "increase", "decrease", "start", "stop", "alignment",
                                 "levelChange", "pathComplete", "impact"], [
                ("impact", [NativeParameter("weight", "SensoryFeedback.Weight", default: .void), NativeParameter("intensity", "Double", default: .double(1))]),
                ("impact", [NativeParameter("flexibility", "SensoryFeedback.Flexibility"), NativeParameter("intensity", "Double", default: .double(1))]),
            ], []),
            ("ScrollTransitionConfiguration", ["interactive", "animated", "identity"], [
                ("animated", [NativeParameter(nil, "Animation")]),
                ("interactive", [NativeParameter("timingCurve", "Any")]),
            ], [("threshold", [threshold]), ("animation", [NativeParameter(nil, "Animation")])]),
            ("ScrollTransitionConfiguration.Threshold", ["visible", "hidden", "centered"], [
                ("visible", [NativeParameter(nil, "Double")]),
            ], [("interpolated", [NativeParameter("towards", "ScrollTransitionConfiguration.Threshold"), NativeParameter("amount", "Double")]),
                ("inset", [NativeParameter("by", "Double")])]),
            ("HoverEffect", ["automatic", "highlight", "lift"], [], []),
        ]
        for family in families {
            var type = NativeType(family.type)
            let make = { (name: String) in types.make(family.type, name) }
            for name in family.constants { type.staticConstant(name, make(name)) }
            for (name, parameters) in family.factories { type.staticMethod(name, parameters) { _ in make(name) } }
            for (name, parameters) in family.methods { type.method(name, parameters) { call in call.receiver } }
            type.describe = { ".\($0)" }
            library.register(type)
        }
    }
}

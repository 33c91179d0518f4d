import Foundation
import PlumbInterpreter
import PlumbLayout

/// Taps, appearing and animation: `onTapGesture`, `onAppear` and `task` (run once the view has appeared, as a preview
/// runs them: see ``SceneDocument/solve(_:)``), `withAnimation`, `Animation` and `.animation(_:value:)`, and
/// `UIScreen.main.bounds` (the preview's size).
enum InteractionVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var view = NativeType("View", isProtocol: true)
        view.method("onTapGesture", [NativeParameter("count", "Int", default: .int(1)), NativeParameter("perform", "() -> Void")]) { call in
            let count = try call.int(0)
            let action = call[1]
            return call.modified { builder, _ in
                .tapAction(TapAction(count: count) { builder.context.guarded(()) { _ = try builder.interpreter.call(action) } })
            }
        }
        let priority = NativeParameter("priority", "TaskPriority", default: types.make("TaskPriority", "userInitiated"))
        let appearing: [(String, [NativeParameter], Int)] = [
            ("onAppear", [NativeParameter("perform", "(() -> Void)?", default: .optional(nil))], 0),
            ("task", [priority, NativeParameter(nil, "() -> Void")], 1),
            ("task", [NativeParameter("id", "Any"), priority, NativeParameter(nil, "() -> Void")], 2),
        ]
        for (name, parameters, actionIndex) in appearing {
            view.method(name, parameters) { call in
                guard case let action = call[actionIndex].unwrappedOptional, case .function = action else { return call.receiver }
                return types.modified(SceneView(.appearAction(action), content: [call.receiver], at: call.location))
            }
        }
        view.method("animation", [NativeParameter(nil, "Animation?"), NativeParameter("value", "Any")]) { call in
            let animation = try call.optionalPayload(0, as: SceneAnimation.self, "Animation")
            return types.modified(SceneView(.marker { $0.implicitAnimation = animation ?? $0.implicitAnimation }, content: [call.receiver], at: call.location))
        }
        library.register(view)

        var animation = NativeType("Animation", conformances: ["Equatable"])
        let curves: [(String, SceneAnimation.Curve)] = [("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut)]
        for (name, curve) in curves {
            animation.staticConstant(name, types.make("Animation", SceneAnimation(curve: curve, duration: 0.35)))
            animation.staticMethod(name, [NativeParameter("duration", "Double")]) { call in
                types.make("Animation", SceneAnimation(curve: curve, duration: try call.double(0)))
            }
        }
        animation.staticConstant("default", types.make("Animation", SceneAnimation.default))
        for name in ["spring", "smooth", "snappy", "bouncy", "interactiveSpring"] {
            let damping = ["smooth": 1.0, "snappy": 0.85, "bouncy": 0.7, "interactiveSpring": 0.86][name] ?? 0.825
            let response = name == "interactiveSpring" ? 0.15 : name == "spring" ? 0.55 : 0.5
            animation.staticConstant(name, types.make("Animation", SceneAnimation.spring(response: response, dampingFraction: damping)))
        }
        animation.staticMethod("spring", [
            NativeParameter("response", "Double", default: .double(0.55)), NativeParameter("dampingFraction", "Double", default: .double(0.825)),
            NativeParameter("blendDuration", "Double", default: .double(0)),
        ]) { call in
            types.make("Animation", SceneAnimation.spring(response: try call.double(0), dampingFraction: try call.double(1)))
        }
        animation.staticMethod("interactiveSpring", [
            NativeParameter("response", "Double", default: .double(0.15)), NativeParameter("dampingFraction", "Double", default: .double(0.86)),
            NativeParameter("blendDuration", "Double", default: .double(0.25)),
        ]) { call in
            types.make("Animation", SceneAnimation.spring(response: try call.double(0), dampingFraction: try call.double(1)))
        }
        animation.staticMethod("spring", [NativeParameter("duration", "Double"), NativeParameter("bounce", "Double", default: .double(0))]) { call in
            types.make("Animation", SceneAnimation.spring(response: try call.double(0), dampingFraction: 1 - max(try call.double(1), 0)))
        }
        // iOS 17's presets with a duration, and the older spring and curve makers: drawn as the spring or an
        // ease-in-out of that duration.
        for name in ["smooth", "snappy", "bouncy"] {
            let bounce = ["smooth": 0.0, "snappy": 0.15, "bouncy": 0.3][name]!
            animation.staticMethod(name, [NativeParameter("duration", "Double", default: .double(0.5)), NativeParameter("extraBounce", "Double", default: .double(0))]) { call in
                types.make("Animation", SceneAnimation.spring(response: try call.double(0), dampingFraction: 1 - min(bounce + (try call.double(1)), 0.95)))
            }
        }
        animation.staticMethod("interpolatingSpring", [
            NativeParameter("mass", "Double", default: .double(1)), NativeParameter("stiffness", "Double"), NativeParameter("damping", "Double"),
            NativeParameter("initialVelocity", "Double", default: .double(0)),
        ]) { call in
            let (mass, stiffness, damping) = (try call.double(0), max(try call.double(1), 0.001), try call.double(2))
            let response = 2 * Double.pi * (mass / stiffness).squareRoot()
            return types.make("Animation", SceneAnimation.spring(response: response, dampingFraction: min(damping / (2 * (stiffness * mass).squareRoot()), 1)))
        }
        animation.staticMethod("timingCurve", [
            NativeParameter(nil, "Double"), NativeParameter(nil, "Double"), NativeParameter(nil, "Double"), NativeParameter(nil, "Double"),
            NativeParameter("duration", "Double", default: .double(0.35)),
        ]) { call in
            types.make("Animation", SceneAnimation(curve: .easeInOut, duration: try call.double(4)))
        }
        animation.method("delay", [NativeParameter(nil, "Double")]) { call in
            var value = try call.receiverPayload(SceneAnimation.self)
            value.delay += try call.double(0)
            return types.make("Animation", value)
        }
        animation.method("speed", [NativeParameter(nil, "Double")]) { call in
            var value = try call.receiverPayload(SceneAnimation.self)
            value.duration /= max(try call.double(0), 0.001)
            return types.make("Animation", value)
        }
        // A repeating animation is drawn as a still picture and animated once between solved states.
        animation.method("repeatForever", [NativeParameter("autoreverses", "Bool", default: .bool(true))]) { call in call.receiver }
        animation.method("repeatCount", [NativeParameter(nil, "Int"), NativeParameter("autoreverses", "Bool", default: .bool(true))]) { call in call.receiver }
        animation.describe = { "\($0 as! SceneAnimation)" }
        library.register(animation)

        library.register(function: NativeFunction("withAnimation", [
            NativeParameter(nil, "Animation?", default: types.make("Animation", SceneAnimation.default)),
            NativeParameter(nil, "() -> Void"),
        ]) { call in
            let context = call.context
            let previous = context.currentAnimation
            context.currentAnimation = try call.optionalPayload(0, as: SceneAnimation.self, "Animation")
            defer { context.currentAnimation = previous }
            return try call.callArgument(1)
        })

        library.register(NativeType("UIScreen"))
        var screen = NativeType("UIScreen")
        screen.staticConstant("main", types.make("UIScreen", types.screen))
        screen.computed("bounds") { (screen: PreviewScreen) in types.rect(CGRect(origin: .zero, size: screen.size)) }
        screen.computed("scale") { (_: PreviewScreen) in .double(3) }
        library.register(screen)
    }
}

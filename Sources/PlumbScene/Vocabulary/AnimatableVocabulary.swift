import Foundation
import PlumbInterpreter

/// The animation protocols a scene's own shapes and modifiers adopt: `Animatable` (`animatableData`),
/// `AnimatableModifier` (a `ViewModifier` whose `animatableData` SwiftUI interpolates), `VectorArithmetic`,
/// `AnimatablePair(first, second)` and `EmptyAnimatableData`. A still picture shows the model values, so
/// `animatableData` is declared and read like any other property; and `Transaction` with `withTransaction(_:_:)`,
/// which runs its body in the transaction's animation.
enum AnimatableVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.register(NativeType("Animatable", isProtocol: true))
        library.register(NativeType("VectorArithmetic", isProtocol: true))
        var modifier = NativeType("AnimatableModifier", conformances: ["ViewModifier", "Animatable"], isProtocol: true)
        modifier.builderRequirements = ["body": "ViewBuilder"]
        library.register(modifier)

        let pairType = library.register(NativeType("AnimatablePair", conformances: ["VectorArithmetic", "Equatable"]))
        var pair = NativeType("AnimatablePair", conformances: ["VectorArithmetic", "Equatable"])
        pair.initializer([NativeParameter(nil, "Any"), NativeParameter(nil, "Any")]) { call in
            .native(NativeObject(type: pairType, payload: AnimatablePairValue(first: call[0], second: call[1])))
        }
        pair.field("first", \AnimatablePairValue.first, wrap: { $0 }, unwrap: { $0 }, expected: "Any")
        pair.field("second", \AnimatablePairValue.second, wrap: { $0 }, unwrap: { $0 }, expected: "Any")
        library.register(pair)

        var empty = NativeType("EmptyAnimatableData", conformances: ["VectorArithmetic", "Equatable"])
        empty.initializer([]) { _ in types.make("EmptyAnimatableData", "empty") }
        library.register(empty)

        var transaction = NativeType("Transaction")
        transaction.initializer([]) { _ in types.make("Transaction", SceneTransaction(animation: nil)) }
        transaction.initializer([NativeParameter("animation", "Animation?")]) { call in
            types.make("Transaction", SceneTransaction(animation: try call.optionalPayload(0, as: SceneAnimation.self, "Animation")))
        }
        transaction.field(
            "animation", \SceneTransaction.animation, wrap: { .optional($0.map { types.make("Animation", $0) }) },
            unwrap: { value -> SceneAnimation?? in
                if case .optional(nil) = value { return .some(nil) }
                return value.unwrappedOptional.payload(as: SceneAnimation.self).map { .some($0) }
            }, expected: "Animation?"
        )
        transaction.field("disablesAnimations", \SceneTransaction.disablesAnimations, wrap: { .bool($0) }, unwrap: { value in
            if case .bool(let flag) = value { flag } else { nil }
        }, expected: "Bool")
        library.register(transaction)

        library.register(function: NativeFunction("withTransaction", [NativeParameter(nil, "Transaction"), NativeParameter(nil, "() -> Void")]) { call in
            let context = call.context
            let previous = context.currentAnimation
            let transaction = call[0].payload(as: SceneTransaction.self)
            context.currentAnimation = transaction?.disablesAnimations == true ? nil : transaction?.animation
            defer { context.currentAnimation = previous }
            return try call.callArgument(1)
        })
    }
}

/// `AnimatablePair`'s two values.
struct AnimatablePairValue {
    var first: Value
    var second: Value
}

/// `Transaction`: the animation a change is made in.
struct SceneTransaction {
    var animation: SceneAnimation?
    var disablesAnimations = false
}

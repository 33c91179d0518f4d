import Foundation
import PlumbInterpreter
import PlumbLayout

/// `DynamicTypeSize` and `dynamicTypeSize(_:)`: the size category text styles are set in (their size and HIG leading
/// for it, SEMANTICS §20.2), `.large` unless a view around the text says otherwise. A range (`...DynamicTypeSize.large`,
/// `.small ... .xLarge`) keeps the size around it within the range, as SwiftUI clamps it. Sizes compare in their order
/// (`size >= .accessibility1`); `isAccessibilitySize` says whether a size is one of the five accessibility sizes.
/// Views reading `@Environment(\.dynamicTypeSize)` get the size a modifier around them sets.
enum DynamicTypeVocabulary {
    static let typeName = "DynamicTypeSize"

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        func make(_ size: DynamicTypeSize) -> Value { types.make(typeName, size.rawValue) }
        func size(_ value: Value) -> DynamicTypeSize? { value.payload(as: String.self).flatMap(DynamicTypeSize.init(rawValue:)) }

        var type = NativeType(typeName, conformances: ["Equatable", "Hashable", "Comparable", "CaseIterable"])
        for size in DynamicTypeSize.allCases { type.staticConstant(size.rawValue, make(size)) }
        type.staticConstant("allCases", .array(DynamicTypeSize.allCases.map(make)))
        type.describe = { "\($0)" }
        type.property("isAccessibilitySize", type: "Bool") { value in .bool(size(value)?.isAccessibilitySize ?? false) }
        type.orderedComparisons(DynamicTypeSize.allCases.map(\.rawValue))
        library.register(type)

        var view = NativeType("View", isProtocol: true)
        view.method("dynamicTypeSize", [NativeParameter(nil, typeName)]) { call in
            guard let chosen = size(call[0]) else { throw call.mismatch(0, typeName) }
            return scoped(call, "dynamicTypeSize(.\(chosen.rawValue))", reading: make(chosen)) { _ in chosen }
        }
        view.method("dynamicTypeSize", [NativeParameter(nil, "Range")]) { call in
            guard case .range(let range) = call[0] else { throw call.mismatch(0, "ClosedRange<DynamicTypeSize>") }
            let lower = range.lower.flatMap(size) ?? DynamicTypeSize.allCases.first!
            var upper = range.upper.flatMap(size) ?? DynamicTypeSize.allCases.last!
            if !range.isClosed, range.upper != nil, let index = DynamicTypeSize.allCases.firstIndex(of: upper), index > 0 {
                upper = DynamicTypeSize.allCases[index - 1]
            }
            let clamp = { (size: DynamicTypeSize) in min(max(size, lower), upper) }
            return scoped(call, "dynamicTypeSize(.\(lower.rawValue)...\(upper.rawValue))", reading: make(clamp(.large)), clamp)
        }
        library.register(view)
    }

    /// The receiver with the engine's Dynamic Type size set by `resize`, and `reading` what `\.dynamicTypeSize`
    /// reads below.
    private static func scoped(
        _ call: NativeCall, _ description: String, reading: Value, _ resize: @escaping (DynamicTypeSize) -> DynamicTypeSize
    ) -> Value {
        let entries = EnvironmentEntries(values: [.named("dynamicTypeSize"): reading])
        return ControlStylesVocabulary.scoped(call.receiver, ControlParts(call), description, environment: { $0.dynamicTypeSize = resize($0.dynamicTypeSize) }) {
            $0.environment = $0.environment.merging(entries)
        }
    }
}

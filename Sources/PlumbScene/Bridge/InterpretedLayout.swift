import Foundation
import PlumbInterpreter
import PlumbLayout

/// A `Layout` struct of the scene file as an engine layout (SEMANTICS §17): each requirement calls the struct's
/// method through the interpreter — proposals, subviews and spacing as their scene values, the cache `inout` and
/// kept by the engine per container — and the requirements the struct leaves out are the protocol's defaults.
/// A fault becomes a diagnostic and a neutral answer; nothing is thrown into the engine.
struct InterpretedLayout: SelfDescribingLayout {
    typealias Cache = Value

    private let layout: Value
    private let type: TypeInfo
    private let context: SceneContext
    /// Where the container is written: the place of faults that have none of their own (a wrong result type).
    private let location: SourceLocation?
    let properties: LayoutProperties

    var name: String { type.name }

    /// The layout of a value whose type conforms to `Layout`; its static `layoutProperties` is read now.
    init(_ layout: Value, type: TypeInfo, context: SceneContext, at location: SourceLocation?) throws {
        self.layout = layout
        self.type = type
        self.context = context
        self.location = location
        guard context.interpreter.hasMember("layoutProperties", of: type, isStatic: true) else {
            properties = LayoutProperties()
            return
        }
        let value = try context.interpreter.staticProperty("layoutProperties", of: type)
        guard let properties = value.payload(as: LayoutProperties.self) else {
            throw NativeError(.typeMismatch(have: context.interpreter.typeName(of: value), expected: "LayoutProperties", context: "layoutProperties type"))
        }
        self.properties = properties
    }

    func makeCache(subviews: Subviews) -> Value {
        guard implements("makeCache") else { return .void }
        return context.guarded(.void) {
            var receiver = layout
            return try context.interpreter.callMethod("makeCache", on: &receiver, [.value(subviewsValue(subviews), label: "subviews")])
        }
    }

    func updateCache(_ cache: inout Value, subviews: Subviews) {
        guard implements("updateCache") else {
            cache = makeCache(subviews: subviews)
            return
        }
        _ = run("updateCache", cache: &cache, fallback: .void) { [.inout($0), .value(subviewsValue(subviews), label: "subviews")] }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Value) -> CGSize {
        let fallback = proposal.replacingUnspecifiedDimensions()
        let result = run("sizeThatFits", cache: &cache, fallback: types.size(fallback)) {
            [.value(proposalValue(proposal), label: "proposal"), .value(subviewsValue(subviews), label: "subviews"), .inout($0, label: "cache")]
        }
        return context.guarded(fallback) { try converted(result, "sizeThatFits(proposal:subviews:cache:)", "CGSize") { $0.payload(as: CGSize.self) } }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Value) {
        _ = run("placeSubviews", cache: &cache, fallback: .void) {
            [.value(types.rect(bounds), label: "in"), .value(proposalValue(proposal), label: "proposal"),
             .value(subviewsValue(subviews), label: "subviews"), .inout($0, label: "cache")]
        }
    }

    func spacing(subviews: Subviews, cache: inout Value) -> ViewSpacing {
        guard implements("spacing") else { return ProtocolDefaults(layout: self).spacing(subviews: subviews, cache: &cache) }
        let result = run("spacing", cache: &cache, fallback: types.make("ViewSpacing", ViewSpacing())) {
            [.value(subviewsValue(subviews), label: "subviews"), .inout($0, label: "cache")]
        }
        return context.guarded(ViewSpacing()) { try converted(result, "spacing(subviews:cache:)", "ViewSpacing") { $0.payload(as: ViewSpacing.self) } }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Value) -> CGFloat? {
        guard implements("explicitAlignment", for: "HorizontalAlignment") else {
            return ProtocolDefaults(layout: self).explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return explicitAlignment(types.make("HorizontalAlignment", guide), bounds, proposal, subviews, &cache)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Value) -> CGFloat? {
        guard implements("explicitAlignment", for: "VerticalAlignment") else {
            return ProtocolDefaults(layout: self).explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return explicitAlignment(types.make("VerticalAlignment", guide), bounds, proposal, subviews, &cache)
    }

    private func explicitAlignment(_ guide: Value, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Value) -> CGFloat? {
        let result = run("explicitAlignment", cache: &cache, fallback: .optional(nil)) {
            [.value(guide, label: "of"), .value(types.rect(bounds), label: "in"), .value(proposalValue(proposal), label: "proposal"),
             .value(subviewsValue(subviews), label: "subviews"), .inout($0, label: "cache")]
        }
        if result.isNil { return nil }
        return context.guarded(nil) {
            try converted(result, "explicitAlignment(of:in:proposal:subviews:cache:)", "CGFloat?") { $0.unwrappedOptional.cgFloatValue }
        }
    }

    // MARK: Calling the struct

    private var types: SceneTypes { context.types }

    private func implements(_ method: String, for guideType: String? = nil) -> Bool {
        context.interpreter.hasMethod(method, of: type, firstParameterType: guideType)
    }

    /// Calls the struct's method with the cache in an `inout` cell (the arguments place it), keeping what the method
    /// leaves in it; a fault gives `fallback`.
    private func run(_ method: String, cache: inout Value, fallback: Value, _ arguments: (InoutCell) -> [CallArgument]) -> Value {
        let cell = InoutCell(cache)
        defer { cache = cell.value }
        return context.guarded(fallback) {
            var receiver = layout
            return try context.interpreter.callMethod(method, on: &receiver, arguments(cell))
        }
    }

    /// A method's result as the engine needs it, or a located error naming what the method should return.
    private func converted<T>(_ result: Value, _ method: String, _ expected: String, _ convert: (Value) -> T?) throws -> T {
        guard let value = convert(result) else {
            let message = "'\(method)' of '\(type.name)' returned '\(context.interpreter.typeName(of: result))', not '\(expected)'"
            throw context.error(message, at: location)
        }
        return value
    }

    private func proposalValue(_ proposal: ProposedViewSize) -> Value { types.make("ProposedViewSize", proposal) }

    private func subviewsValue(_ subviews: Subviews) -> Value { .array(subviews.map { types.make("LayoutSubview", $0) }) }
}

/// The `Layout` protocol's own `spacing` and `explicitAlignment`, for a struct that leaves them out: a layout that
/// implements only what it must, by forwarding to the interpreted one.
private struct ProtocolDefaults: Layout {
    let layout: InterpretedLayout

    func makeCache(subviews: Subviews) -> Value { layout.makeCache(subviews: subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Value) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Value) {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

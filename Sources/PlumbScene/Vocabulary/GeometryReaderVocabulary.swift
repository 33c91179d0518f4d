import Foundation
import PlumbInterpreter
import PlumbLayout

/// `GeometryReader` (SEMANTICS §13) and what its content sees: `GeometryProxy` — `size`, `safeAreaInsets`,
/// `frame(in:)`, iOS 17's `bounds(of:)`, and `proxy[anchor]` (§15) — with the coordinate spaces `.local`, `.global`
/// and `.named(_:)` (any `Hashable` name; also iOS 17's `NamedCoordinateSpace`), which `coordinateSpace(name:)` and
/// `coordinateSpace(_:)` declare (§14). iOS 18's `onGeometryChange(for:of:action:)` is a reader in the view's
/// background whose transform's value reaches the action as a preference does (§16): after layout, and again whenever
/// it changes.
enum GeometryReaderVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        registerCoordinateSpaces(library, types)
        registerProxy(library, types)
        registerGeometryChange(library, types)

        var reader = NativeType("GeometryReader", conformances: ["View"])
        reader.initializer([NativeParameter("content", "@ViewBuilder (GeometryProxy) -> Content")]) { call in
            let content = call[0]
            let node = SceneView.Role.node { builder, identity in
                let build = builder.buildingLater(at: identity.appending("GeometryReader"))
                return .geometryReader { proxy in
                    builder.context.guarded(ViewNode(.empty)) {
                        build(try builder.interpreter.call(content, [.value(types.make("GeometryProxy", proxy))]))
                    }
                }
            }
            return types.view("GeometryReader", SceneView(node, at: call.location))
        }
        library.register(reader)
    }

    /// `onGeometryChange(for:of:action:)`, the action taking the new value or, written with two parameters, the old
    /// and the new: the view over a
    /// `GeometryReader` background (the view's size) that sets a key of its own to `transform(proxy)`, read by
    /// `onPreferenceChange`. The first call passes the first value as both old and new.
    private static func registerGeometryChange(_ library: NativeLibrary, _ types: SceneTypes) {
        var view = NativeType("View", isProtocol: true)
        view.method("onGeometryChange", [
            NativeParameter("for", "Any"), NativeParameter("of", "(GeometryProxy) -> Value"), NativeParameter("action", "(Value) -> Void"),
        ]) { call in
            let (transform, action) = (call[1], call[2])
            let takesOld = call.interpreter.parameterCount(of: action) == 2
            let key = PreferenceKeyID(
                name: "onGeometryChange", defaultValue: { Value.void },
                reduce: { value, next in if let next = next() as? Value, next != .void { value = next } },
                isEqual: { ($0 as? Value) == ($1 as? Value) }
            )
            let reader = types.view("GeometryReader", SceneView(.node { builder, _ in
                .geometryReader { proxy in
                    let value = builder.context.guarded(Value.void) {
                        try builder.interpreter.call(transform, [.value(types.make("GeometryProxy", proxy))])
                    }
                    return ViewNode(.preference(key, value), children: [ViewNode(.color(.clear))])
                }
            }, at: call.location))
            final class Last { var value: Value? }
            let last = Last()
            let measured = call.modified(.background(.center), [reader])
            return types.modified(SceneView(.node { builder, _ in
                .onPreferenceChange(key) { value in
                    let new = value as? Value ?? .void
                    let values = takesOld ? [last.value ?? new, new] : [new]
                    last.value = new
                    builder.context.guarded(()) { _ = try builder.interpreter.call(action, values.map { .value($0) }) }
                }
            }, content: [measured], at: call.location))
        }
        library.register(view)
    }

    private static func registerCoordinateSpaces(_ library: NativeLibrary, _ types: SceneTypes) {
        // iOS 17's protocol, whose extensions give spaces names (`extension CoordinateSpaceProtocol where Self ==
        // NamedCoordinateSpace { static var card: … }`).
        library.register(NativeType("CoordinateSpaceProtocol", isProtocol: true))
        var space = NativeType("CoordinateSpace", conformances: ["Equatable", "Hashable", "CoordinateSpaceProtocol"])
        space.staticConstant("local", types.make("CoordinateSpace", CoordinateSpace.local))
        space.staticConstant("global", types.make("CoordinateSpace", CoordinateSpace.global))
        space.staticMethod("named", [NativeParameter(nil, "AnyHashable")]) { call in
            types.make("CoordinateSpace", CoordinateSpace.named(call[0].identity))
        }
        space.describe = { "\($0 as! CoordinateSpace)" }
        library.register(space)
        library.registerAlias("NamedCoordinateSpace", for: "CoordinateSpace")

        var view = NativeType("View", isProtocol: true)
        view.method("coordinateSpace", [NativeParameter("name", "AnyHashable")]) { call in
            call.modified(.coordinateSpace(call[0].identity))
        }
        view.method("coordinateSpace", [NativeParameter(nil, "NamedCoordinateSpace")]) { call in
            guard case .named(let name) = try call.payload(0, as: CoordinateSpace.self, "NamedCoordinateSpace") else {
                throw NativeError("coordinateSpace(_:) declares a named space: use .named(…)")
            }
            return call.modified(.coordinateSpace(name))
        }
        library.register(view)
    }

    private static func registerProxy(_ library: NativeLibrary, _ types: SceneTypes) {
        var proxy = NativeType("GeometryProxy")
        proxy.computed("size") { (proxy: GeometryProxy) in types.size(proxy.size) }
        proxy.computed("safeAreaInsets") { (proxy: GeometryProxy) in types.make("EdgeInsets", proxy.safeAreaInsets) }
        proxy.method("frame", [NativeParameter("in", "CoordinateSpace")]) { call in
            types.rect(try call.receiverPayload(GeometryProxy.self).frame(in: try call.payload(0, as: CoordinateSpace.self, "CoordinateSpace")))
        }
        proxy.method("bounds", [NativeParameter("of", "NamedCoordinateSpace")]) { call in
            let space = try call.payload(0, as: CoordinateSpace.self, "NamedCoordinateSpace")
            return .optional(try call.receiverPayload(GeometryProxy.self).bounds(of: space).map(types.rect))
        }
        proxy.subscript([NativeParameter(nil, "Any")]) { call in
            guard let value = resolve(call[0], in: try call.receiverPayload(GeometryProxy.self), types) else { throw call.mismatch(0, "Anchor") }
            return value
        }
        proxy.describe = { payload in
            let proxy = payload as! GeometryProxy
            return "GeometryProxy(size: (\(proxy.size.width.formatted), \(proxy.size.height.formatted)))"
        }
        library.register(proxy)
    }

    /// An anchor (or an array or optional of anchors) in the proxy's local coordinates: `CGRect` and `CGPoint`
    /// values; nil when the value holds no anchor.
    private static func resolve(_ value: Value, in proxy: GeometryProxy, _ types: SceneTypes) -> Value? {
        switch value {
        case .array(let items):
            let resolved = items.compactMap { resolve($0, in: proxy, types) }
            return resolved.count == items.count ? .array(resolved) : nil
        case .optional(let item):
            guard let item else { return .optional(nil) }
            return resolve(item, in: proxy, types).map { .optional($0) }
        default:
            guard let storage = value.payload(as: AnchorStorage.self) else { return nil }
            return anchorValue(storage.translated(by: CGPoint(x: -proxy.globalFrame.minX, y: -proxy.globalFrame.minY)), types)
        }
    }

    private static func anchorValue(_ storage: AnchorStorage, _ types: SceneTypes) -> Value {
        switch storage {
        case .rect(let rect): types.rect(rect)
        case .point(let point): types.point(point)
        case .array(let items): .array(items.map { anchorValue($0, types) })
        case .optional(let item): .optional(item.map { anchorValue($0, types) })
        }
    }
}

@testable import PlumbInterpreter

/// A node of the fake view tree the fake natives build.
struct FakeNode {
    var name: String
    var detail: String = ""
    var children: [Value] = []
    var closure: Value?
}

/// A `ViewBuilder` that keeps components as a `TupleView` of children.
struct FakeViewBuilder: ResultBuilder {
    let tupleType: TypeInfo
    let emptyType: TypeInfo
    var name: String { "ViewBuilder" }

    func buildBlock(_ components: [Value]) throws -> Value {
        components.count == 1 ? components[0] : .native(NativeObject(type: tupleType, payload: FakeNode(name: "TupleView", children: components)))
    }

    func buildOptional(_ component: Value?) throws -> Value {
        component ?? .native(NativeObject(type: emptyType, payload: FakeNode(name: "EmptyView")))
    }

    func buildEither(first component: Value) throws -> Value { component }
    func buildEither(second component: Value) throws -> Value { component }
}

/// A tiny fake SwiftUI registered through the embedding API, to exercise it.
enum FakeSwiftUI {
    static func library() -> NativeLibrary {
        let library = NativeLibrary()
        library.environmentValues = ["colorScheme": .string("light"), "isEnabled": .bool(true)]
        library.wrapperValues = ["Namespace": .string("namespace")]
        // `@Ticker(from: 10) var tick: Int`: a live wrapper whose every read counts on from its start, and says the
        // type it was declared with.
        let tickerType = library.register(NativeType("Ticker"))
        var ticker = NativeType("Ticker")
        ticker.initializer([NativeParameter("from", "Int", default: .int(0))]) { call in
            .native(NativeObject(type: tickerType, payload: TickerCount(next: try call.int(0))))
        }
        library.register(ticker)
        library.liveWrappers["Ticker"] = { wrapper, declaredType, _ in
            let count = wrapper.payload(as: TickerCount.self)!
            defer { count.next += 1 }
            return .string("\(count.next) \(declaredType?.displayName ?? "?")")
        }
        func node(_ type: TypeInfo, _ node: FakeNode) -> Value { .native(NativeObject(type: type, payload: node)) }
        let tuple = library.register(NativeType("TupleView", conformances: ["View"]))
        let empty = library.register(NativeType("EmptyView", conformances: ["View"]))
        library.register(builder: FakeViewBuilder(tupleType: tuple, emptyType: empty))
        let modified = library.register(NativeType("ModifiedContent", conformances: ["View"]))

        var view = NativeType("View", isProtocol: true)
        view.builderRequirements = ["body": "ViewBuilder"]
        view.method("padding", [NativeParameter(nil, "CGFloat", default: .double(16))]) { call in
            node(modified, FakeNode(name: "padding", detail: String(try call.double(0)), children: [call.receiver]))
        }
        view.method("frame", [NativeParameter("width", "CGFloat?", default: .optional(nil)), NativeParameter("height", "CGFloat?", default: .optional(nil))]) { call in
            let describe = { (value: Value) in value.unwrappedOptional.doubleValue.map { String($0) } ?? "nil" }
            return node(modified, FakeNode(name: "frame", detail: "\(describe(call[0]))x\(describe(call[1]))", children: [call.receiver]))
        }
        view.method("onTapGesture", [NativeParameter("perform", "() -> Void")]) { call in
            node(modified, FakeNode(name: "onTapGesture", children: [call.receiver], closure: call[0]))
        }
        view.method("foregroundColor", [NativeParameter(nil, "Color")]) { call in
            node(modified, FakeNode(name: "foregroundColor", detail: call.interpreter.description(of: call[0]), children: [call.receiver]))
        }
        library.register(view)
        for name in ["AlignmentID", "PreferenceKey", "Layout", "Shape", "Identifiable"] {
            library.register(NativeType(name, isProtocol: true))
        }

        let text = library.register(NativeType("Text", conformances: ["View"]))
        var textInit = NativeType("Text")
        textInit.initializer([NativeParameter(nil, "String")]) { call in node(text, FakeNode(name: "Text", detail: try call.string(0))) }
        library.register(textInit)

        let rectangle = library.register(NativeType("Rectangle", conformances: ["View", "Shape"]))
        var rectangleInit = NativeType("Rectangle")
        rectangleInit.initializer([]) { _ in node(rectangle, FakeNode(name: "Rectangle")) }
        library.register(rectangleInit)

        let color = library.register(NativeType("Color", conformances: ["View"]))
        var colors = NativeType("Color")
        for name in ["red", "blue", "green"] { colors.staticConstant(name, node(color, FakeNode(name: "Color", detail: name))) }
        colors.describe = { ($0 as? FakeNode)?.detail ?? "?" }
        library.register(colors)

        let alignment = library.register(NativeType("HorizontalAlignment"))
        var alignments = NativeType("HorizontalAlignment")
        for name in ["leading", "center", "trailing"] { alignments.staticConstant(name, node(alignment, FakeNode(name: name))) }
        alignments.initializer([NativeParameter(nil)]) { call in node(alignment, FakeNode(name: call.interpreter.description(of: call[0]))) }
        alignments.describe = { ($0 as? FakeNode)?.name ?? "?" }
        library.register(alignments)

        let stack = library.register(NativeType("VStack", conformances: ["View"]))
        var stackInit = NativeType("VStack")
        stackInit.initializer([
            NativeParameter("alignment", "HorizontalAlignment", default: alignment.constant("center")),
            NativeParameter("spacing", "CGFloat?", default: .optional(nil)),
            NativeParameter("content", "@ViewBuilder () -> Content"),
        ]) { call in
            let content = try call.interpreter.call(call[2])
            let spacing = call[1].unwrappedOptional.doubleValue.map { String($0) } ?? "nil"
            return node(stack, FakeNode(name: "VStack", detail: "\(call.interpreter.description(of: call[0])),\(spacing)", children: [content]))
        }
        library.register(stackInit)

        let forEach = library.register(NativeType("ForEach", conformances: ["View"]))
        var forEachInit = NativeType("ForEach")
        forEachInit.initializer([NativeParameter(nil), NativeParameter("id", default: .keyPath(KeyPathValue(components: []))), NativeParameter("content", "@ViewBuilder (Data) -> Content")]) { call in
            let children = try call.interpreter.elements(of: call[0]).map { try call.interpreter.call(call[2], [.value($0)]) }
            return node(forEach, FakeNode(name: "ForEach", children: children))
        }
        library.register(forEachInit)

        let geometry = library.register(NativeType("GeometryReader", conformances: ["View"]))
        var geometryInit = NativeType("GeometryReader")
        geometryInit.initializer([NativeParameter("content", "@ViewBuilder (GeometryProxy) -> Content")]) { call in
            node(geometry, FakeNode(name: "GeometryReader", closure: call[0]))
        }
        library.register(geometryInit)

        let size = library.register(NativeType("CGSize"))
        var sizeMembers = NativeType("CGSize")
        sizeMembers.initializer([NativeParameter("width", "CGFloat"), NativeParameter("height", "CGFloat")]) { call in
            .native(NativeObject(type: size, payload: [try call.double(0), try call.double(1)]))
        }
        sizeMembers.property("width") { value in .double(value.payload(as: [Double].self)?.first ?? 0) }
        sizeMembers.property("height") { value in .double(value.payload(as: [Double].self)?.last ?? 0) }
        sizeMembers.staticConstant("zero", .native(NativeObject(type: size, payload: [0.0, 0.0])))
        library.register(sizeMembers)

        library.register(NativeType("GeometryProxy"))
        var proxy = NativeType("GeometryProxy")
        proxy.property("size") { value in value.payload(as: Value.self) ?? .void }
        library.register(proxy)

        library.register(function: NativeFunction("withAnimation", [NativeParameter(nil, "() -> Void")]) { call in
            try call.interpreter.call(call[0])
        })
        return library
    }

    /// The fake view tree as text: `VStack(center,nil)[Text(a), Rectangle]`; user views render their body.
    static func render(_ value: Value, _ interpreter: Interpreter) throws -> String {
        switch value {
        case .native(let object):
            guard let node = object.payload as? FakeNode else { return interpreter.description(of: value) }
            let detail = node.detail.isEmpty ? "" : "(\(node.detail))"
            let children = try node.children.map { try render($0, interpreter) }
            return node.name + detail + (children.isEmpty ? "" : "[" + children.joined(separator: ", ") + "]")
        case .instance(let instance):
            return instance.type.name + "{" + (try render(interpreter.body(of: value), interpreter)) + "}"
        case .optional(let wrapped):
            return try wrapped.map { try render($0, interpreter) } ?? "none"
        default:
            return interpreter.description(of: value)
        }
    }
}

extension TypeInfo {
    /// A static constant of a native type registered by the fake library (for defaults).
    func constant(_ name: String) -> Value {
        .native(NativeObject(type: self, payload: FakeNode(name: name)))
    }
}

/// A `Ticker`'s next count.
final class TickerCount {
    var next: Int

    init(next: Int) {
        self.next = next
    }
}

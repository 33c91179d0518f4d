import Foundation
import PlumbInterpreter
import PlumbLayout

/// `HorizontalAlignment`, `VerticalAlignment` (built-in guides, and custom ones made from the file's `AlignmentID`
/// types), two-axis `Alignment`, and `ViewDimensions` as alignment-guide closures see it.
enum AlignmentVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.register(NativeType("AlignmentID", isProtocol: true))

        var horizontal = NativeType("HorizontalAlignment", conformances: ["Equatable", "Hashable"])
        for (name, value) in [("leading", HorizontalAlignment.leading), ("center", .center), ("trailing", .trailing)] {
            horizontal.staticConstant(name, types.make("HorizontalAlignment", value))
        }
        horizontal.initializer([NativeParameter(nil, "Any")]) { call in
            let key = try call.context.alignmentKey(call[0], axis: .horizontal)
            return types.make("HorizontalAlignment", HorizontalAlignment(key: key))
        }
        horizontal.describe = { ".\(($0 as! HorizontalAlignment).key.name)" }
        library.register(horizontal)

        var vertical = NativeType("VerticalAlignment", conformances: ["Equatable", "Hashable"])
        let verticals: [(String, VerticalAlignment)] = [
            ("top", .top), ("center", .center), ("bottom", .bottom),
            ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
        ]
        for (name, value) in verticals { vertical.staticConstant(name, types.make("VerticalAlignment", value)) }
        vertical.initializer([NativeParameter(nil, "Any")]) { call in
            let key = try call.context.alignmentKey(call[0], axis: .vertical)
            return types.make("VerticalAlignment", VerticalAlignment(key: key))
        }
        vertical.describe = { ".\(($0 as! VerticalAlignment).key.name)" }
        library.register(vertical)

        var alignment = NativeType("Alignment", conformances: ["Equatable", "Hashable"])
        let alignments: [(String, Alignment)] = [
            ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
            ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
            ("bottomTrailing", .bottomTrailing), ("centerFirstTextBaseline", .centerFirstTextBaseline),
            ("centerLastTextBaseline", .centerLastTextBaseline), ("leadingFirstTextBaseline", .leadingFirstTextBaseline),
            ("leadingLastTextBaseline", .leadingLastTextBaseline), ("trailingFirstTextBaseline", .trailingFirstTextBaseline),
            ("trailingLastTextBaseline", .trailingLastTextBaseline),
        ]
        for (name, value) in alignments { alignment.staticConstant(name, types.make("Alignment", value)) }
        alignment.initializer([NativeParameter("horizontal", "HorizontalAlignment"), NativeParameter("vertical", "VerticalAlignment")]) { call in
            types.make("Alignment", Alignment(
                horizontal: try call.payload(0, as: HorizontalAlignment.self, "HorizontalAlignment"),
                vertical: try call.payload(1, as: VerticalAlignment.self, "VerticalAlignment")))
        }
        alignment.field("horizontal", \Alignment.horizontal, wrap: { types.make("HorizontalAlignment", $0) },
                        unwrap: { $0.payload(as: HorizontalAlignment.self) }, expected: "HorizontalAlignment")
        alignment.field("vertical", \Alignment.vertical, wrap: { types.make("VerticalAlignment", $0) },
                        unwrap: { $0.payload(as: VerticalAlignment.self) }, expected: "VerticalAlignment")
        alignment.describe = { payload in
            let value = payload as! Alignment
            return alignments.first { $0.1 == value }.map { "." + $0.0 }
                ?? "Alignment(horizontal: .\(value.horizontal.key.name), vertical: .\(value.vertical.key.name))"
        }
        library.register(alignment)

        var dimensions = NativeType("ViewDimensions")
        dimensions.computed("width") { (d: ViewDimensions) in .double(Double(d.width)) }
        dimensions.computed("height") { (d: ViewDimensions) in .double(Double(d.height)) }
        dimensions.subscript([NativeParameter(nil, "HorizontalAlignment")]) { call in
            .double(Double(try call.receiverPayload(ViewDimensions.self)[try call.payload(0, as: HorizontalAlignment.self, "HorizontalAlignment")]))
        }
        dimensions.subscript([NativeParameter(nil, "VerticalAlignment")]) { call in
            .double(Double(try call.receiverPayload(ViewDimensions.self)[try call.payload(0, as: VerticalAlignment.self, "VerticalAlignment")]))
        }
        dimensions.subscript([NativeParameter("explicit", "HorizontalAlignment")]) { call in
            let value = try call.receiverPayload(ViewDimensions.self)[explicit: try call.payload(0, as: HorizontalAlignment.self, "HorizontalAlignment")]
            return .optional(value.map { .double(Double($0)) })
        }
        dimensions.subscript([NativeParameter("explicit", "VerticalAlignment")]) { call in
            let value = try call.receiverPayload(ViewDimensions.self)[explicit: try call.payload(0, as: VerticalAlignment.self, "VerticalAlignment")]
            return .optional(value.map { .double(Double($0)) })
        }
        dimensions.describe = { "ViewDimensions(width: \(($0 as! ViewDimensions).width.formatted), height: \(($0 as! ViewDimensions).height.formatted))" }
        library.register(dimensions)
    }
}

extension SceneContext {
    /// The engine key of a custom alignment: `HorizontalAlignment(MyAlignment.self)` with `MyAlignment: AlignmentID`
    /// declared in the file. One key per type and axis, whose default value calls the type's `defaultValue(in:)`.
    func alignmentKey(_ argument: Value, axis: Axis) throws -> AlignmentKey {
        guard case .type(let reference) = argument, case .named(let type) = reference else {
            throw NativeError(.typeMismatch(have: interpreter.typeName(of: argument), expected: "AlignmentID.Type", context: "expected argument type"))
        }
        guard interpreter.conforms(type, to: "AlignmentID") else {
            throw NativeError("'\(type.name)' does not conform to AlignmentID")
        }
        let cacheKey = "\(type.name)/\(axis)"
        if let key = alignmentKeys[cacheKey] { return key }
        let key = AlignmentKey(name: type.name, axis: axis) { [unowned self] dimensions in
            guarded(0) {
                let value = try interpreter.callStaticMethod("defaultValue", of: type, [.value(types.make("ViewDimensions", dimensions), label: "in")])
                guard let number = value.cgFloatValue else {
                    throw NativeError(.typeMismatch(have: interpreter.typeName(of: value), expected: "CGFloat", context: "defaultValue(in:) result type"))
                }
                return number
            }
        }
        alignmentKeys[cacheKey] = key
        return key
    }
}

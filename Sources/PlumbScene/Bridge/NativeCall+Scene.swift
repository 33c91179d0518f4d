import Foundation
import PlumbInterpreter
import PlumbLayout

/// Typed access to the arguments of a SwiftUI call, failing with a located type error that names what was expected.
extension NativeCall {
    var context: SceneContext { SceneContext.of(interpreter) }

    /// A `CGFloat` argument (integer literals convert, as in Swift).
    func cgFloat(_ index: Int) throws -> CGFloat {
        guard let value = self[index].unwrappedOptional.doubleValue else { throw mismatch(index, "CGFloat") }
        return CGFloat(value)
    }

    /// A `CGFloat?` argument: nil for `nil` (or a left-out one).
    func optionalCGFloat(_ index: Int) throws -> CGFloat? {
        if case .optional(nil) = self[index] { return nil }
        return try cgFloat(index)
    }

    /// The payload of a native argument.
    func payload<T>(_ index: Int, as type: T.Type, _ expected: String) throws -> T {
        guard let payload = self[index].unwrappedOptional.payload(as: T.self) else { throw mismatch(index, expected) }
        return payload
    }

    /// An optional native argument: nil for `nil`.
    func optionalPayload<T>(_ index: Int, as type: T.Type, _ expected: String) throws -> T? {
        if case .optional(nil) = self[index] { return nil }
        return try payload(index, as: type, expected)
    }

    /// A `String?` argument: nil for `nil` or a value that is no string.
    func optionalString(_ index: Int) -> String? {
        if case .string(let string) = self[index].unwrappedOptional { return string }
        return nil
    }

    /// An `Angle` argument.
    func angle(_ index: Int) throws -> Angle {
        Angle(radians: try payload(index, as: Double.self, "Angle"))
    }

    /// A `ShapeStyle` argument: a colour (materials and `.primary` are colours here) or a gradient.
    func shapeStyle(_ index: Int) throws -> AnyShapeStyle {
        let value = self[index].unwrappedOptional
        if let color = value.payload(as: Color.self) { return .color(color) }
        if let gradient = value.payload(as: GradientFill.self) { return .gradient(gradient) }
        throw mismatch(index, "ShapeStyle")
    }

    /// An optional `ShapeStyle` argument: nil for `nil`.
    func optionalShapeStyle(_ index: Int) throws -> AnyShapeStyle? {
        if case .optional(nil) = self[index] { return nil }
        return try shapeStyle(index)
    }

    /// The argument `value` formatted with the format style argument `format`: a number (`Text(price, format:
    /// .currency(code: "USD"))`) or a date (`Text(date, format: .dateTime.hour().minute())`).
    func formatted(_ value: Int, _ format: Int) throws -> String {
        try formatted(self[value], format: format, mismatch: value)
    }

    /// `value` as the format style argument `format` writes it; a value of the wrong kind is a mismatch of argument
    /// `mismatch` (the format's own when not given).
    func formatted(_ value: Value, format: Int, mismatch index: Int? = nil) throws -> String {
        if let style = self[format].payload(as: DateTimeFormat.self) {
            guard let date = value.unwrappedOptional.payload(as: Date.self) else { throw mismatch(index ?? format, "Date") }
            return style.string(date)
        }
        let style = try payload(format, as: NumberFormat.self, "FormatStyle")
        guard let string = style.string(for: value.unwrappedOptional) else { throw mismatch(index ?? format, "Double") }
        return string
    }

    /// `self` wrapped in a modifier node.
    func modified(_ kind: ViewKind, _ extra: [Value] = []) -> Value {
        context.types.modified(SceneView.node(kind, content: extra.isEmpty ? [receiver] : [receiver] + extra, at: location))
    }

    /// `view` with a warning at this call, reported when the view is built into the tree (so once per solve).
    func warning(_ message: String, on view: Value) -> Value {
        let warning = SceneError(diagnostic: context.diagnostic(message, severity: .warning, at: location))
        return context.types.modified(SceneView(.marker { $0.record(warning) }, content: [view], at: location))
    }

    /// `self` wrapped in a modifier node whose kind is made when the tree is built.
    func modified(extra: [Value] = [], _ make: @escaping (SceneTreeBuilder, SceneIdentity) -> ViewKind) -> Value {
        context.types.modified(SceneView(.node(make), content: [receiver] + extra, at: location))
    }
}

extension Value {
    /// The value inside any number of optional layers.
    var unwrappedOptional: Value {
        if case .optional(let wrapped?) = self { return wrapped.unwrappedOptional }
        return self
    }

    /// A number as `CGFloat`.
    var cgFloatValue: CGFloat? { doubleValue.map { CGFloat($0) } }

    /// The value as an identity: strings and integers as themselves, anything else by its value.
    var identity: AnyHashable {
        switch unwrappedOptional {
        case .string(let string): return AnyHashable(string)
        case .int(let int): return AnyHashable(int)
        case let other: return AnyHashable(other)
        }
    }
}

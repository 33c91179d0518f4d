import Foundation

/// How values print: `print`, string interpolation and `String(describing:)` use `describe`; inside collections
/// values print as `debugDescribe` (strings quoted), as Swift does.
extension Interpreter {
    func describe(_ value: Value) -> String {
        switch value {
        case .string(let string): return string
        case .instance, .enumCase: return customDescription(of: value) ?? debugDescribe(value)
        default: return debugDescribe(value)
        }
    }

    /// The `description` of a struct, class or enum of the file that conforms to `CustomStringConvertible`.
    private func customDescription(of value: Value) -> String? {
        guard let type = typeInfo(of: value), !type.isNative, program.conforms(type, to: "CustomStringConvertible"),
              case .string(let text)? = try? member("description", of: value, cache: nil, at: 0) else { return nil }
        return text
    }

    func describeForDebugging(_ value: Value) -> String {
        debugDescribe(value)
    }

    private func debugDescribe(_ value: Value) -> String {
        switch value {
        case .void: return "()"
        case .bool(let bool): return String(bool)
        case .int(let int): return String(int)
        case .double(let double): return String(double)
        case .string(let string): return string.debugDescription
        case .array(let elements): return "[" + elements.map(debugDescribe).joined(separator: ", ") + "]"
        case .set(let set): return "Set([" + set.elements.map(debugDescribe).joined(separator: ", ") + "])"
        case .dictionary(let dictionary):
            if dictionary.count == 0 { return "[:]" }
            return "[" + zip(dictionary.keys, dictionary.values).map { debugDescribe($0) + ": " + debugDescribe($1) }.joined(separator: ", ") + "]"
        case .tuple(let tuple): return "(" + labelled(tuple) + ")"
        case .optional(nil): return "nil"
        case .optional(let wrapped?): return "Optional(\(debugDescribe(wrapped)))"
        case .range(let range):
            return (range.lower.map(debugDescribe) ?? "") + (range.isClosed ? "..." : "..<") + (range.upper.map(debugDescribe) ?? "")
        case .instance(let instance):
            if let description = customDescription(of: value) { return description }
            let fields = zip(instance.type.storedProperties, instance.fieldValues).map { "\($0.name): \(debugDescribe($1))" }
            return "\(instance.type.name)(" + fields.joined(separator: ", ") + ")"
        case .enumCase(let enumValue):
            if let description = customDescription(of: value) { return description }
            return enumValue.payload.elements.isEmpty ? enumValue.name : enumValue.name + "(" + labelled(enumValue.payload) + ")"
        case .native(let object):
            return object.type.describe?(object.payload) ?? "\(object.type.name)(\(object.payload))"
        case .function: return "(Function)"
        case .type(let type): return type.displayName
        case .keyPath(let path): return "\\." + (path.components.isEmpty ? "self" : path.components.joined(separator: "."))
        case .binding(let binding): return "Binding(\((try? binding.get()).map(debugDescribe) ?? "?"))"
        }
    }

    private func labelled(_ tuple: TupleValue) -> String {
        zip(tuple.labels, tuple.elements).map { label, element in
            (label.map { "\($0): " } ?? "") + debugDescribe(element)
        }.joined(separator: ", ")
    }

    /// `dump(value)`: the value, then its parts indented, as Swift's `dump` lays them out.
    func dump(_ value: Value, name: String? = nil, indent: Int = 0) -> [String] {
        let prefix = String(repeating: " ", count: indent) + ((children(of: value).isEmpty) ? "- " : "▿ ")
        let label = name.map { "\($0): " } ?? ""
        let children = children(of: value)
        var lines = [prefix + label + summary(of: value)]
        for (childName, child) in children { lines += dump(child, name: childName, indent: indent + 2) }
        return lines
    }

    private func summary(of value: Value) -> String {
        switch value {
        case .array(let elements): return "\(elements.count) element\(elements.count == 1 ? "" : "s")"
        case .dictionary(let dictionary): return "\(dictionary.count) key/value pair\(dictionary.count == 1 ? "" : "s")"
        case .instance(let instance): return instance.type.name
        case .tuple(let tuple): return "(\(tuple.elements.count) elements)"
        default: return describe(value)
        }
    }

    private func children(of value: Value) -> [(String?, Value)] {
        switch value {
        case .array(let elements): return elements.map { (nil, $0) }
        case .dictionary(let dictionary): return zip(dictionary.keys, dictionary.values).map { (nil, .tuple(TupleValue([$0, $1], labels: ["key", "value"]))) }
        case .instance(let instance): return zip(instance.type.storedProperties, instance.fieldValues).map { ($0.name, $1) }
        case .tuple(let tuple): return zip(tuple.labels, tuple.elements).enumerated().map { ($1.0 ?? ".\($0)", $1.1) }
        default: return []
        }
    }
}

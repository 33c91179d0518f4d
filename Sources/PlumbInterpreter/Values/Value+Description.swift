import Foundation

/// How values print: `print`, string interpolation and `String(describing:)` use `describe`; inside collections
/// values print as `debugDescribe` (strings quoted), as Swift does.
extension Evaluator {
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
        var text = ""
        write(value, into: &text)
        return text
    }

    /// Appends how `value` prints inside a collection to `text`, and stops appending once `text` is longer than a
    /// string may be (``Limits/stringLength``): an array holding a million copies of a million-element array prints
    /// no further, and the caller's length check reports it.
    private func write(_ value: Value, into text: inout String) {
        guard text.utf8.count <= limits.stringLength else { return }
        switch value {
        case .void: text += "()"
        case .bool(let bool): text += String(bool)
        case .int(let int): text += String(int)
        case .double(let double): text += String(double)
        case .string(let string): text += string.debugDescription
        case .array(let elements): writeList(elements, open: "[", close: "]", into: &text)
        case .set(let set): writeList(set.elements, open: "Set([", close: "])", into: &text)
        case .dictionary(let dictionary):
            if dictionary.count == 0 { text += "[:]"; return }
            text += "["
            for (index, (key, element)) in zip(dictionary.keys, dictionary.values).enumerated() {
                if index > 0 { text += ", " }
                write(key, into: &text)
                text += ": "
                write(element, into: &text)
            }
            text += "]"
        case .tuple(let tuple): text += "("; writeLabelled(tuple, into: &text); text += ")"
        case .optional(nil): text += "nil"
        case .optional(let wrapped?): text += "Optional("; write(wrapped, into: &text); text += ")"
        case .range(let range):
            if let lower = range.lower { write(lower, into: &text) }
            text += range.isClosed ? "..." : "..<"
            if let upper = range.upper { write(upper, into: &text) }
        case .instance(let instance):
            if let description = customDescription(of: value) { text += description; return }
            text += "\(instance.type.name)("
            for (index, (property, field)) in zip(instance.type.storedProperties, instance.fieldValues).enumerated() {
                text += (index > 0 ? ", " : "") + property.name + ": "
                write(field, into: &text)
            }
            text += ")"
        case .enumCase(let enumValue):
            if let description = customDescription(of: value) { text += description; return }
            text += enumValue.name
            if !enumValue.payload.elements.isEmpty { text += "("; writeLabelled(enumValue.payload, into: &text); text += ")" }
        case .native(let object):
            text += object.type.describe?(object.payload) ?? "\(object.type.name)(\(object.payload))"
        case .function: text += "(Function)"
        case .type(let type): text += type.displayName
        case .keyPath(let path): text += "\\." + (path.components.isEmpty ? "self" : path.components.joined(separator: "."))
        case .binding(let binding):
            text += "Binding("
            if let bound = try? binding.get() { write(bound, into: &text) } else { text += "?" }
            text += ")"
        }
    }

    private func writeList(_ elements: [Value], open: String, close: String, into text: inout String) {
        text += open
        for (index, element) in elements.enumerated() {
            guard text.utf8.count <= limits.stringLength else { return }
            if index > 0 { text += ", " }
            write(element, into: &text)
        }
        text += close
    }

    private func writeLabelled(_ tuple: TupleValue, into text: inout String) {
        for (index, (label, element)) in zip(tuple.labels, tuple.elements).enumerated() {
            if index > 0 { text += ", " }
            if let label { text += label + ": " }
            write(element, into: &text)
        }
    }

    /// `dump(value)`: the value, then its parts indented, as Swift's `dump` lays them out; appended to `lines`, which
    /// stop growing once they are more than a collection may hold (``Limits/collectionSize``).
    func dump(_ value: Value, name: String? = nil, indent: Int = 0, into lines: inout [String]) {
        guard lines.count <= limits.collectionSize else { return }
        let children = children(of: value)
        let prefix = String(repeating: " ", count: indent) + (children.isEmpty ? "- " : "▿ ")
        lines.append(prefix + (name.map { "\($0): " } ?? "") + summary(of: value))
        for (childName, child) in children { dump(child, name: childName, indent: indent + 2, into: &lines) }
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

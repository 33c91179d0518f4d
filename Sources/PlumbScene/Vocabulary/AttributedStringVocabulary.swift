import Foundation
import PlumbInterpreter
import PlumbLayout

/// `AttributedString` (from a string, a string literal, `AttributedString(markdown:)` or `+`) and its slices
/// (`text[range]` for `text.range(of:)`), with the attributes a `Text` shows read and written on the whole or a slice:
/// `font`, `foregroundColor`, `backgroundColor`, `underlineStyle`, `strikethroughStyle`, `kern` and `link`.
/// `Text(attributedString)` shows each run in its attributes.
enum AttributedStringVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        let textType = types.type("AttributedString")
        let sliceType = types.type("AttributedSubstring")
        let rangeType = types.type("AttributedString.Range")
        let make = { (text: AttributedText) in types.make(textType, text) }

        var text = NativeType("AttributedString", conformances: ["Equatable", "Hashable", "ExpressibleByStringLiteral"])
        text.stringLiteral = { pieces in make(AttributedText(pieces.map(\.text).joined())) }
        text.initializer([NativeParameter(nil, "String")]) { call in make(AttributedText(try call.string(0))) }
        text.initializer([NativeParameter(nil, "AttributedSubstring")]) { call in make(try call.payload(0, as: AttributedText.self, "AttributedSubstring")) }
        text.initializer([NativeParameter("markdown", "String"), NativeParameter("options", "Any", default: .void)]) { call in
            make(AttributedText(markdown: try call.string(0)))
        }
        text.staticMethod("+", [NativeParameter(nil, "AttributedString"), NativeParameter(nil, "AttributedString")]) { call in
            make(try joined(try call.payload(0, as: AttributedText.self, "AttributedString"), try call.payload(1, as: AttributedText.self, "AttributedString"), call))
        }
        text.method("append", [NativeParameter(nil, "AttributedString")], mutating: true) { call in
            call.receiver = make(try joined(try call.receiverPayload(AttributedText.self), try call.payload(0, as: AttributedText.self, "AttributedString"), call))
            return .void
        }
        text.method("range", [NativeParameter("of", "String"), NativeParameter("options", "Any", default: .void)]) { call in
            .optional(try call.receiverPayload(AttributedText.self).range(of: try call.string(0)).map { types.make(rangeType, $0) })
        }
        text.subscript([NativeParameter(nil, "AttributedString.Range")]) { call in
            types.make(sliceType, try call.receiverPayload(AttributedText.self).slice(try call.payload(0, as: Range<Int>.self, "AttributedString.Range")))
        } assign: { call, slice in
            var whole = try call.receiverPayload(AttributedText.self)
            guard let new = slice.payload(as: AttributedText.self) else { throw NativeError(.typeMismatch(have: "\(slice)", expected: "AttributedSubstring", context: "cannot assign value of type")) }
            whole.replaceAttributes(in: try call.payload(0, as: Range<Int>.self, "AttributedString.Range"), with: new)
            call.receiver = make(whole)
        }
        text.describe = { ($0 as! AttributedText).string }
        var slice = NativeType("AttributedSubstring", conformances: ["Equatable", "Hashable"])
        slice.describe = { ($0 as! AttributedText).string }
        for (typeName, type) in [("AttributedString", textType), ("AttributedSubstring", sliceType)] {
            var native = typeName == "AttributedString" ? text : slice
            native.computed("characters") { (text: AttributedText) in .string(text.string) }
            native.computed("description") { (text: AttributedText) in .string(text.string) }
            attributes(&native, type, types)
            if typeName == "AttributedString" { text = native } else { slice = native }
        }
        library.register(text)
        library.register(slice)
        library.register(NativeType("AttributedString.Range", conformances: ["Equatable", "Hashable"]))
    }

    /// `left + right`, within the interpreter's string length limit.
    private static func joined(_ left: AttributedText, _ right: AttributedText, _ call: NativeCall) throws -> AttributedText {
        try call.allocateString(left.string.utf8.count + right.string.utf8.count)
        return left.appending(right)
    }

    /// The attributes, read (the value every run shares, else nil) and written (on every run) on `native`.
    private static func attributes(_ native: inout NativeType, _ type: TypeInfo, _ types: SceneTypes) {
        func attribute(_ name: String, valueType: String, get: @escaping (AttributedText.Attributes) -> Value?,
                       set: @escaping (inout AttributedText.Attributes, Value) -> Void) {
            native.property(name, type: valueType, get: { value in
                guard let text = value.payload(as: AttributedText.self) else { throw NativeError("'\(name)' needs an AttributedString") }
                return .optional(text.uniform(get))
            }, set: { value, newValue in
                guard var text = value.payload(as: AttributedText.self) else { throw NativeError("'\(name)' needs an AttributedString") }
                text.change(0..<text.string.utf8.count) { set(&$0, newValue.unwrappedOptional) }
                value = types.make(type, text)
            })
        }
        attribute("font", valueType: "Font?", get: { $0.font.map { types.make("Font", $0) } }) { $0.font = $1.payload(as: Font.self) }
        attribute("foregroundColor", valueType: "Color?", get: { $0.foregroundColor.map { types.make("Color", $0) } }) {
            $0.foregroundColor = $1.payload(as: Color.self)
        }
        attribute("underlineStyle", valueType: "Text.LineStyle?", get: { $0.underline ? types.make("Text.LineStyle", "single") : nil }) {
            $0.underline = !$1.isNil
        }
        attribute("strikethroughStyle", valueType: "Text.LineStyle?", get: { $0.strikethrough ? types.make("Text.LineStyle", "single") : nil }) {
            $0.strikethrough = !$1.isNil
        }
        attribute("kern", valueType: "CGFloat?", get: { $0.kern.map { .double(Double($0)) } }) { $0.kern = $1.cgFloatValue }
        attribute("link", valueType: "URL?", get: { $0.link.map { types.make("URL", $0) } }) { $0.link = $1.isNil ? nil : "\($1)" }
        attribute("backgroundColor", valueType: "Color?", get: { $0.backgroundColor.map { types.make("Color", $0) } }) {
            $0.backgroundColor = $1.payload(as: Color.self)
        }
    }
}

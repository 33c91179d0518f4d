/// Control characters in code, checked before parsing.
///
/// swift-syntax 603 traps — a failed precondition in its fix-it for an `=` whose sides differ in whitespace — when a
/// vertical tab, a form feed or another control character stands beside an `=` that has a space on its other side
/// (`a \u{0B}= 2`). swiftc takes the first two for whitespace and rejects the others; Plumb refuses them all in code,
/// at their place, and parses nothing. Tabs, line breaks and NUL (which swift-syntax reports itself) pass; comments
/// and string literals' text are not code.
enum ControlCharacters {
    /// The offset of the first control character in code, or nil.
    static func firstInCode(in text: UnsafeBufferPointer<UInt8>) -> Int? {
        var scanner = CodeScanner(text: text)
        while let offset = scanner.nextCodeByte() {
            switch text[offset] {
            case 0x00, 0x09, 0x0A, 0x0D: continue
            case 0x01...0x1F, 0x7F: return offset
            default: continue
            }
        }
        return nil
    }
}

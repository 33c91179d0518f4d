/// Control characters in code, checked before parsing (``SourceSurvey``).
///
/// swift-syntax 603 traps — a failed precondition in its fix-it for an `=` whose sides differ in whitespace — when a
/// vertical tab, a form feed or another control character stands beside an `=` that has a space on its other side
/// (`a \u{0B}= 2`). swiftc takes the first two for whitespace and rejects the others; Plumb refuses them all in code,
/// at their place, and parses nothing. Tabs, line breaks and NUL (which swift-syntax reports itself) pass; comments
/// and string literals' text are not code.
enum ControlCharacters {
    /// Whether `byte`, a byte of code, is a control character Plumb refuses.
    static func isRefused(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00, 0x09, 0x0A, 0x0D: false
        case 0x01...0x1F, 0x7F: true
        default: false
        }
    }
}

/// The deepest nesting of square brackets a scene may have, checked before parsing.
///
/// swift-syntax 603 decides whether `[` starts an inline-array type (`[3 of Int]`) by looking ahead, and that
/// lookahead tries each nested `[` two ways: its time doubles (or worse, with parentheses between) for each level
/// of `[` nested without a closing bracket or a brace between — 16 levels take seconds, 20 take more than half a
/// minute, before Plumb's own budgets can start. A half-typed save can hold such a run, so a deeper nesting is an
/// error at its bracket instead of a parse. Real code nests square brackets a few levels at most.
enum SquareBracketNesting {
    /// Levels of `[` allowed within one pair of braces.
    static let limit = 10

    /// The offset of the first `[` nested more than ``limit`` levels deep within its innermost braces (a closure
    /// or a body starts counting afresh: the lookahead stops at `{`), or nil. Brackets in comments and string
    /// literals' text do not count.
    static func firstTooDeep(in text: UnsafeBufferPointer<UInt8>) -> Int? {
        var scanner = CodeScanner(text: text)
        var levels = 0
        var enclosingLevels: [Int] = []
        while let offset = scanner.nextCodeByte() {
            switch text[offset] {
            case UInt8(ascii: "["):
                levels += 1
                if levels > limit { return offset }
            case UInt8(ascii: "]"):
                levels = max(levels - 1, 0)
            case UInt8(ascii: "{"):
                enclosingLevels.append(levels)
                levels = 0
            case UInt8(ascii: "}"):
                levels = enclosingLevels.popLast() ?? 0
            default:
                break
            }
        }
        return nil
    }
}

/// The deepest nesting of square brackets a scene may have, checked before parsing (``SourceSurvey``).
///
/// swift-syntax 603 decides whether `[` starts an inline-array type (`[3 of Int]`) by looking ahead, and that
/// lookahead tries each nested `[` two ways: its time doubles (or worse, with parentheses between) for each level
/// of `[` nested without a closing bracket or a brace between — 16 levels take seconds, 20 take more than half a
/// minute, before Plumb's own budgets can start. A half-typed save can hold such a run, so a deeper nesting is an
/// error at its bracket instead of a parse. Real code nests square brackets a few levels at most.
struct SquareBracketNesting {
    /// Levels of `[` allowed within one pair of braces.
    static let limit = 10

    /// Open `[` within the innermost braces so far.
    private var levels = 0
    /// The levels of each enclosing pair of braces, innermost last.
    private var enclosingLevels: [Int] = []

    /// Takes the next byte of code (comments and string literals' text are not code) and says whether it is a `[`
    /// nested more than ``limit`` levels deep within its innermost braces: a closure or a body starts counting
    /// afresh, as the lookahead stops at `{`.
    mutating func refuses(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "["):
            levels += 1
            return levels > Self.limit
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
        return false
    }
}

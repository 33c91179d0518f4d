/// How deeply brackets may nest in a scene, checked before parsing (``SourceSurvey``): swift-syntax 603 is slow on
/// deep runs of unclosed brackets, and a half-typed save can hold one, so a deeper nesting is an error at its bracket
/// instead of a parse. Counting starts afresh inside braces (a closure, a body), where the parser's lookahead stops.
///
/// - Square brackets: whether `[` starts an inline-array type (`[3 of Int]`) is decided by a lookahead that tries
///   each nested `[` two ways, so its time doubles (or worse, with parentheses between) per level — 16 levels take
///   seconds, 20 more than half a minute. More than ``squareLimit`` levels are refused.
/// - Brackets of both kinds: after a syntax error, the parser's recovery looks ahead over the rest of the run for
///   each open bracket, so its time grows with the square of the depth — 1,600 unclosed `(a, ` took 44 s in a debug
///   build. More than ``limit`` levels of `(` and `[` together are refused; swift-syntax itself rejects far fewer
///   levels of nested expressions (`parsing has exceeded the maximum nesting level`).
///
/// Real code nests a few levels of either.
struct BracketNesting {
    /// Levels of `[` allowed within one pair of braces.
    static let squareLimit = 10
    /// Levels of `(` and `[` together allowed within one pair of braces.
    static let limit = 64

    /// Open `[`, and open `(` and `[` together, within the innermost braces so far.
    private var square = 0
    private var all = 0
    /// The counts of each enclosing pair of braces, innermost last.
    private var enclosing: [(square: Int, all: Int)] = []

    /// Takes the next byte of code (comments and string literals' text are not code) and says why it is refused, if
    /// it is a bracket nested too deep within its innermost braces.
    mutating func refusal(at byte: UInt8) -> ErrorKind? {
        switch byte {
        case UInt8(ascii: "["):
            square += 1
            all += 1
            if square > Self.squareLimit { return .squareBracketsTooDeep(limit: Self.squareLimit) }
            if all > Self.limit { return .bracketsTooDeep(limit: Self.limit) }
        case UInt8(ascii: "("):
            all += 1
            if all > Self.limit { return .bracketsTooDeep(limit: Self.limit) }
        case UInt8(ascii: "]"):
            square = max(square - 1, 0)
            all = max(all - 1, 0)
        case UInt8(ascii: ")"):
            all = max(all - 1, 0)
        case UInt8(ascii: "{"):
            enclosing.append((square, all))
            (square, all) = (0, 0)
        case UInt8(ascii: "}"):
            (square, all) = enclosing.popLast() ?? (0, 0)
        default:
            break
        }
        return nil
    }
}

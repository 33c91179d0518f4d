/// A lowered statement.
final class Stmt {
    /// Stored inline (not `indirect`), as ``Expr/Kind`` is: a statement is one allocation.
    enum Kind {
        case expression(Expr)
        /// `let`/`var`: bind the pattern to the value (or leave an uninitialized variable).
        case declaration(Pattern, Expr?, TypeRef?)
        /// A nested `func`, stored in a slot as a closure over the current frame.
        case localFunction(slot: Int, FunctionDecl)
        /// The conditions bind into the `then` block's frame.
        case ifStatement([Condition], then: Block, else: Stmt?)
        /// The conditions bind into the current frame.
        case guardStatement([Condition], else: Block)
        case switchStatement(Expr, [SwitchCase])
        case forIn(Pattern, Expr, where: Expr?, body: Block, label: String?)
        case whileLoop([Condition], body: Block, label: String?)
        case repeatLoop(body: Block, condition: Expr, label: String?)
        /// `return`, with the enclosing function's declared result type as the value's contextual type.
        case returnStatement(Expr?, TypeRef?)
        case breakStatement(label: String?)
        case continueStatement(label: String?)
        case fallthroughStatement
        case deferStatement(Block)
        case block(Block)
        /// `throw`: the error value raised at the statement.
        case throwStatement(Expr)
        /// `do { } catch …`: the body, then the first catch clause whose pattern matches a thrown error.
        case doCatch(Block, catches: [SwitchCase])
    }

    let kind: Kind
    let position: SourcePosition
    /// Whether the statement is a `return` or has one in its blocks — not in a closure's or a nested function's, which
    /// return from those (known without copying `kind` out, as matching on it would).
    let returns: Bool

    init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
        returns = switch kind {
        case .returnStatement: true
        case .ifStatement(_, let then, let otherwise): then.hasReturn || otherwise?.returns == true
        case .guardStatement(_, let body), .forIn(_, _, _, let body, _), .whileLoop(_, let body, _), .repeatLoop(let body, _, _),
             .deferStatement(let body), .block(let body):
            body.hasReturn
        case .switchStatement(_, let cases): cases.contains { $0.body.hasReturn }
        case .doCatch(let body, let catches): body.hasReturn || catches.contains { $0.body.hasReturn }
        case .expression, .declaration, .localFunction, .breakStatement, .continueStatement, .fallthroughStatement, .throwStatement: false
        }
    }

    /// Whether the statement is a nested `func`, made on entering its block.
    var isLocalFunction: Bool {
        if case .localFunction = kind { true } else { false }
    }
}

/// A list of statements; a non-nil `frameSize` means entering it creates a frame of that many slots for its locals.
struct Block {
    var statements: [Stmt]
    var frameSize: Int?

    /// The expression of a body that is a single expression (its implicit return value).
    var singleExpression: Expr? {
        guard statements.count == 1, case .expression(let expr) = statements[0].kind else { return nil }
        return expr
    }

    /// The `if` or `switch` of a body that is only that statement: an expression (Swift 5.9) when the body
    /// returns a value.
    var singleBranch: Stmt? {
        guard statements.count == 1 else { return nil }
        switch statements[0].kind {
        case .ifStatement, .switchStatement: return statements[0]
        default: return nil
        }
    }

    /// The frame the block's statements run in: a new one for its locals, or `parent` when it declares none.
    func frame(inside parent: Frame) -> Frame {
        frameSize.map { Frame.make(size: $0, parent: parent) } ?? parent
    }

    /// Whether the block returns explicitly, at its top level or in a block inside it (`do { return a } catch { return
    /// b }`): that turns off a result builder, as in Swift.
    var hasReturn: Bool {
        statements.contains(where: \.returns)
    }
}

/// One clause of an `if`, `guard` or `while` condition list.
enum Condition {
    case expression(Expr)
    /// `let x = optional` (also `if let x`): binds when the value is not nil.
    case optionalBinding(Pattern, Expr)
    /// `case pattern = value`.
    case matching(Pattern, Expr)
}

/// One `case` (or `default`) of a `switch`: its patterns bind into `body`'s frame.
struct SwitchCase {
    let patterns: [(pattern: Pattern, guard: Expr?)]
    let body: Block
    let position: SourcePosition
    var isDefault: Bool { patterns.isEmpty }
}

/// A pattern of `switch`, `if case`, `for`, tuple destructuring and closure parameters.
indirect enum Pattern {
    case wildcard
    /// Binds the matched value to a slot of the current frame.
    case bind(index: Int)
    /// Matches by `~=`: equality, or containment for a range.
    case expression(Expr)
    /// `.name(sub, patterns)` of an enum (or a static member compared with `==` when the subject is no enum).
    case enumCase(name: String, arguments: [(label: String?, pattern: Pattern)]?, position: SourcePosition)
    case tuple([Pattern])
    /// `x?`: matches a non-nil optional.
    case some(Pattern)
    /// `is T` and `let x as T`.
    case isType(TypeRef, Pattern?)
}

@_spi(RawSyntax) import SwiftSyntax

/// Swift's standard operator precedence, for folding the flat operator sequences the parser produces.
enum OperatorPrecedence {
    static let assignment = 1
    static let ternary = 2
    static let casting = 7

    typealias Rank = (precedence: Int, rightAssociative: Bool)

    /// Precedence of a binary operator and whether it associates to the right; nil for unknown operators.
    static func of(_ op: String) -> Rank? {
        switch op {
        case "<<", ">>", "&<<", "&>>": return (11, false)
        case "*", "/", "%", "&*", "&": return (10, false)
        case "+", "-", "&+", "&-", "|", "^": return (9, false)
        case "..<", "...": return (8, false)
        case "??": return (6, true)
        case "<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=": return (5, false)
        case "&&": return (4, false)
        case "||": return (3, false)
        case "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&+=", "&-=", "&*=": return (assignment, true)
        default: return nil
        }
    }
}

/// One operator between the operands of a sequence expression.
enum SequenceOperator {
    /// An infix operator with its precedence, looked up once (0, left-associative, for unknown operators).
    case binary(String, OperatorPrecedence.Rank, SourcePosition)
    case ternary(then: RawExprSyntax, SourcePosition)
    case cast(Expr.CastKind, RawTypeSyntax, SourcePosition)

    var precedence: Int {
        switch self {
        case .binary(_, let rank, _): return rank.precedence
        case .ternary: return OperatorPrecedence.ternary
        case .cast: return OperatorPrecedence.casting
        }
    }

    var isRightAssociative: Bool {
        switch self {
        case .binary(_, let rank, _): return rank.rightAssociative
        case .ternary: return true
        case .cast: return false
        }
    }
}

extension Lowerer {
    /// Folds `a + b * c ? d : e` by precedence climbing.
    func lowerSequence(_ node: RawSequenceExprSyntax) -> Expr {
        // A cast's type takes an operand's place: nil, never lowered (the cast folds into its left operand).
        var operands: [RawExprSyntax?] = []
        var operators: [SequenceOperator] = []
        var elements = node.elements.nodes[...]
        while let element = elements.popFirst() {
            if let op = element.as(RawBinaryOperatorExprSyntax.self) {
                let text = op.operator.text
                let rank = OperatorPrecedence.of(text)
                if rank == nil { report(.unsupported("the custom operator '\(text)'"), at: op) }
                operators.append(.binary(text, rank ?? (0, false), position(op.operator)))
            } else if let assign = element.as(RawAssignmentExprSyntax.self) {
                operators.append(.binary("=", (OperatorPrecedence.assignment, true), position(assign)))
            } else if let ternary = element.as(RawUnresolvedTernaryExprSyntax.self) {
                operators.append(.ternary(then: ternary.thenExpression, position(ternary)))
            } else if let cast = element.as(RawUnresolvedAsExprSyntax.self), let type = elements.popFirst()?.as(RawTypeExprSyntax.self) {
                let kind: Expr.CastKind = switch cast.questionOrExclamationMark?.tokenKind {
                case .postfixQuestionMark: .conditional
                case .exclamationMark: .forced
                default: .coerce
                }
                operators.append(.cast(kind, type.type, position(cast)))
                operands.append(nil)
            } else if let check = element.as(RawUnresolvedIsExprSyntax.self), let type = elements.popFirst()?.as(RawTypeExprSyntax.self) {
                operators.append(.cast(.check, type.type, position(check)))
                operands.append(nil)
            } else {
                operands.append(element)
            }
        }
        guard operators.count <= Self.maximumOperators else {
            report(.expressionTooDeep, at: node)
            return Expr(.failing(.expressionTooDeep), at: position(node))
        }
        var cursor = 0
        return foldOperands(operands, operators, &cursor, minimum: 0)
    }

    /// The most operators one expression may have: folded, they nest as deep as there are, and a sum of a hundred
    /// thousand terms overflowed the native stack, evaluating and freeing it. No hand-written expression comes near
    /// (swiftc gives up type-checking far sooner).
    static let maximumOperators = 1_000

    private func foldOperands(_ operands: [RawExprSyntax?], _ operators: [SequenceOperator], _ cursor: inout Int, minimum: Int) -> Expr {
        guard cursor < operands.count, let operand = operands[cursor] else { return Expr(.literal(.void), at: 0) }
        var lhs = lowerExpr(operand)
        while cursor < operators.count, operators[cursor].precedence >= minimum {
            let op = operators[cursor]
            cursor += 1
            if case .cast(let kind, let type, let at) = op {
                lhs = Expr(.cast(lhs, resolve(type), kind), at: at)
                continue
            }
            let rhs = foldOperands(operands, operators, &cursor, minimum: op.isRightAssociative ? op.precedence : op.precedence + 1)
            switch op {
            case .binary(let text, let rank, let at):
                lhs = combine(text, isAssignment: rank.precedence == OperatorPrecedence.assignment, lhs, rhs, at: at)
            case .ternary(let then, let at):
                lhs = Expr(.ternary(lhs, lowerExpr(then), rhs), at: at)
            case .cast:
                break
            }
        }
        return lhs
    }

    /// The type of `self`'s floating-point stored property that `lhs` names (`rotation = isFaceUp ? 0 : 180` in an
    /// initializer, for `var rotation: Double`): an integer literal assigned there is a `Double`, as Swift infers.
    private func floatingPropertyType(of lhs: Expr) -> TypeRef? {
        guard case .member(let base, let name, _) = lhs.kind, case .local(let depth, let index) = base.kind,
              let owner = selfContext?.owner, let (selfDepth, variable) = lookupLocal("self"),
              depth == selfDepth, index == variable.index,
              let type = owner.storedProperties.first(where: { $0.name == name })?.type else { return nil }
        let floating = ["Double", "CGFloat", "Float"]
        switch type {
        case .named(let info) where floating.contains(info.name): return type
        case .optional(.named(let info)) where floating.contains(info.name): return type
        default: return nil
        }
    }

    private func combine(_ op: String, isAssignment: Bool, _ lhs: Expr, _ rhs: Expr, at: SourcePosition) -> Expr {
        if op == "=" {
            checkAssignable(lhs)
            let declared = typedReferences[ObjectIdentifier(lhs)] ?? floatingPropertyType(of: lhs)
            let typed = declared.map { Expr(.cast(rhs, $0, .coerce), at: rhs.position) }
            return Expr(.assign(lhs, op: nil, typed ?? rhs), at: at)
        }
        if isAssignment {
            checkAssignable(lhs)
            return Expr(.assign(lhs, op: BinaryOperator(String(op.dropLast())), rhs), at: at)
        }
        if op == "??", case .implicitMember = rhs.kind, let value = keyValueType(of: lhs) {
            return Expr(.binary(BinaryOperator(op), lhs, Expr(.cast(rhs, value, .coerce), at: rhs.position)), at: at)
        }
        return Expr(.binary(BinaryOperator(op), lhs, rhs), at: at)
    }

    /// The value type of a key a subscript reads (`subview[Key.self]`, `environment[Key.self]`): its `Value`, without
    /// the optional, for an implicit member after `??` (`view[PreferredVAlignment.self] ?? .center`).
    private func keyValueType(of lhs: Expr) -> TypeRef? {
        guard case .subscriptCall(_, let arguments) = lhs.kind, arguments.count == 1,
              case .literal(.type(.named(let key))) = arguments[0].value.kind,
              let value = key.typeAliases["Value"] ?? program.nestedType(named: "Value", in: key).map(TypeRef.named) else { return nil }
        if case .optional(let wrapped) = value { return wrapped }
        return value
    }

    /// Reports the assignments swiftc rejects that lowering can see: to a `let` constant, and to a stored property of
    /// `self` — a struct's outside a `mutating` method or initializer (a class's anywhere; a write into a class instance
    /// a property holds is none), a `let` one outside an initializer, an `@Environment`, `@EnvironmentObject` or `@Namespace` one anywhere (`@State` and `@Binding` properties are set through
    /// their storage, as SwiftUI's are).
    private func checkAssignable(_ target: Expr) {
        if let name = constantReferences[ObjectIdentifier(target)] {
            report(.invalid("cannot assign to value: '\(name)' is a 'let' constant"), at: target.position)
            return
        }
        guard let (root, name) = rootMember(of: target), let context = selfContext, let owner = context.owner,
              case .local(let depth, let index) = root.kind, let selfVariable = lookupLocal("self"),
              selfVariable.depth == depth, selfVariable.variable.index == index,
              let property = owner.storedProperties.first(where: { $0.name == name }) else { return }
        let assignsProperty = if case .member(let base, _, _) = target.kind { base === root } else { false }
        if !assignsProperty {
            // `box.count = 3` writes into the class instance the property holds, which is not part of `self`; so may a
            // write into a value whose type is not known (a UIKit object's), and one through a binding
            // (`settings.wrappedValue = new`, whose setter is `nonmutating`).
            switch property.type?.unwrapped {
            case .named(let type)? where type.kind == .classType: return
            case nil, .unknown?, .unmodelled?, .binding?: return
            default: break
            }
        }
        if property.wrapper.isGetOnly {
            report(.invalid("cannot assign to property: '\(name)' is a get-only property"), at: target.position)
        } else if property.wrapper == .state || property.wrapper == .binding {
            return
        } else if selfVariable.variable.isLet, owner.kind != .classType {
            report(.invalid("cannot assign to property: 'self' is immutable"), at: target.position)
        } else if property.isLet, !context.isInitializer {
            report(.invalid("cannot assign to property: '\(name)' is a 'let' constant"), at: target.position)
        }
    }

    /// The expression an assignment target starts from and the member read first off it (`self` and `a` in
    /// `self.a.b[0] = 1`).
    private func rootMember(of target: Expr) -> (root: Expr, member: String)? {
        var expr = target
        var member: String?
        while true {
            switch expr.kind {
            case .member(let base, let name, _):
                member = name
                expr = base
            case .subscriptCall(let base, _), .forceUnwrap(let base):
                expr = base
            default:
                return member.map { (expr, $0) }
            }
        }
    }
}

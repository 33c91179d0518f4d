import SwiftSyntax
@_spi(Compiler) import SwiftParser

/// Expressions: literals, names, members, calls, operators.
extension Lowerer {
    /// Lowers an expression that is not the base of a postfix chain around it, so it heads any chain it forms:
    /// `a?.b.c` becomes one optional chain. The links inside a chain are lowered with ``lowerExprKind(_:)``.
    func lowerExpr(_ expr: ExprSyntax) -> Expr {
        let lowered = lowerExprKind(expr)
        return containsOptionalLink(lowered) ? Expr(.optionalChain(lowered), at: lowered.position) : lowered
    }

    private func lowerExprKind(_ expr: ExprSyntax) -> Expr {
        // Most kinds place themselves (a call at its callee, a member at its name): find the start only when used.
        var at: SourcePosition { position(expr) }
        switch expr.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let node):
            guard let value = Int(node.literal.text) ?? node.representedLiteralValue else {
                report(.invalid("integer literal '\(node.literal.text)' overflows when stored into 'Int'"), at: node)
                return Expr(.literal(.int(0)), at: at)
            }
            return Expr(.literal(.int(value)), at: at)
        case .floatLiteralExpr(let node):
            return Expr(.literal(.double(node.representedLiteralValue ?? 0)), at: at)
        case .booleanLiteralExpr(let node):
            return Expr(.literal(.bool(node.literal.tokenKind == .keyword(.true))), at: at)
        case .nilLiteralExpr:
            return Expr(.literal(.optional(nil)), at: at)
        case .stringLiteralExpr(let node):
            return lowerString(node)
        case .arrayExpr(let node):
            return Expr(.array(node.elements.map { lowerExpr($0.expression) }), at: at)
        case .dictionaryExpr(let node):
            guard case .elements(let elements) = node.content else { return Expr(.dictionary([]), at: at) }
            return Expr(.dictionary(elements.map { (lowerExpr($0.key), lowerExpr($0.value)) }), at: at)
        case .tupleExpr(let node):
            if node.elements.count == 1, let only = node.elements.first, only.label == nil { return lowerExpr(only.expression) }
            return Expr(.tuple(node.elements.map { lowerExpr($0.expression) }, labels: node.elements.map { $0.label?.text }), at: at)
        case .declReferenceExpr(let node):
            return lowerReference(node)
        case .memberAccessExpr(let node):
            return lowerMemberAccess(node)
        case .functionCallExpr(let node):
            return lowerCall(node)
        case .subscriptCallExpr(let node):
            return Expr(.subscriptCall(lowerExprKind(node.calledExpression), lowerArguments(node.arguments, trailing: node.trailingClosure, additional: node.additionalTrailingClosures)), at: position(node.leftSquare))
        case .forceUnwrapExpr(let node):
            return Expr(.forceUnwrap(lowerExprKind(node.expression)), at: position(node.exclamationMark))
        case .optionalChainingExpr(let node):
            return Expr(.optionalChainLink(lowerExprKind(node.expression)), at: at)
        case .prefixOperatorExpr(let node):
            let op = node.operator.text
            if op == "..." || op == "..<" {
                return Expr(.binary(op, Expr(.literal(.void), at: at), lowerExpr(node.expression)), at: at)
            }
            return Expr(.prefix(op, lowerExpr(node.expression)), at: at)
        case .postfixOperatorExpr(let node):
            guard node.operator.text == "..." else {
                report(.unsupported("the postfix operator '\(node.operator.text)'"), at: node.operator)
                return lowerExpr(node.expression)
            }
            return Expr(.binary("...", lowerExpr(node.expression), Expr(.literal(.void), at: at)), at: position(node.operator))
        case .inOutExpr(let node):
            return Expr(.inoutArgument(lowerExpr(node.expression)), at: at)
        case .sequenceExpr(let node):
            return lowerSequence(node)
        case .ternaryExpr(let node):
            return Expr(.ternary(lowerExpr(node.condition), lowerExpr(node.thenExpression), lowerExpr(node.elseExpression)), at: at)
        case .closureExpr(let node):
            return lowerClosure(node)
        case .keyPathExpr(let node):
            return lowerKeyPath(node)
        case .ifExpr(let node):
            return Expr(.statement(lowerIf(node)), at: at)
        case .switchExpr(let node):
            return Expr(.statement(lowerSwitch(node)), at: at)
        case .tryExpr(let node):
            return Expr(.tryExpression(lowerExpr(node.expression), optional: node.questionOrExclamationMark?.tokenKind == .postfixQuestionMark), at: at)
        case .discardAssignmentExpr:
            return Expr(.discard, at: at)
        case .typeExpr(let node):
            return Expr(.type(resolve(node.type)), at: at)
        case .genericSpecializationExpr(let node):
            return lowerGenericSpecialization(node)
        case .awaitExpr:
            report(.unsupported("async/await"), at: expr)
        case .macroExpansionExpr(let node):
            report(.unsupported("macro '#\(node.macroName.text)'"), at: expr)
        case .superExpr:
            report(.unsupported("classes (super)"), at: expr)
        case .editorPlaceholderExpr:
            report(.invalid("editor placeholder in source file"), at: expr)
        case .regexLiteralExpr:
            report(.unsupported("regex literals"), at: expr)
        default:
            report(.unsupported("this expression"), at: expr)
        }
        return Expr(.literal(.void), at: at)
    }

    // MARK: Optional chains

    /// Whether the lowered postfix chain `expr` (members, calls, subscripts, `!`) has a `?` link.
    private func containsOptionalLink(_ expr: Expr) -> Bool {
        var current = expr
        while true {
            switch current.kind {
            case .optionalChainLink: return true
            case .member(let base, _, _), .call(let base, _), .subscriptCall(let base, _), .forceUnwrap(let base): current = base
            default: return false
            }
        }
    }

    // MARK: Names

    private func lowerReference(_ node: DeclReferenceExprSyntax) -> Expr {
        switch node.baseName.tokenKind {
        case .binaryOperator(let name): return Expr(.literal(.function(Function(.operatorFunction(name)))), at: position(node))
        case .identifier(let name): return resolveIdentifier(name, at: position(node))
        default: return resolveIdentifier(node.baseName.text, at: position(node))
        }
    }

    private func lowerMemberAccess(_ node: MemberAccessExprSyntax) -> Expr {
        let name = node.declName.baseName.text
        guard let baseSyntax = node.base else { return Expr(.implicitMember(name: name), at: position(node)) }
        let base = lowerExprKind(baseSyntax)
        if case .type(let type) = base.kind, name == "self" { return Expr(.literal(.type(type)), at: position(node)) }
        return Expr(.member(base, name: name, cache: MemberCache()), at: position(node.declName))
    }

    private func lowerGenericSpecialization(_ node: GenericSpecializationExprSyntax) -> Expr {
        let base = lowerExpr(node.expression)
        let arguments: [TypeRef] = node.genericArgumentClause.arguments.compactMap {
            if case .type(let type) = $0.argument { return resolve(type) }
            return nil
        }
        guard case .type(.named(let type)) = base.kind else { return base }
        let builtins = program.builtins
        var specialized = TypeRef.named(type)
        if arguments.count == 1, type === builtins.array { specialized = .array(arguments[0]) }
        if arguments.count == 1, type === builtins.set { specialized = .set(arguments[0]) }
        if arguments.count == 1, type === builtins.optional { specialized = .optional(arguments[0]) }
        if arguments.count == 1, type === builtins.binding { specialized = .binding(arguments[0]) }
        if arguments.count == 2, type === builtins.dictionary { specialized = .dictionary(arguments[0], arguments[1]) }
        return Expr(.type(specialized), at: base.position)
    }

    // MARK: Calls

    private func lowerCall(_ node: FunctionCallExprSyntax) -> Expr {
        let noArguments = node.arguments.isEmpty && node.trailingClosure == nil
        if noArguments, let array = node.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
           let element = array.elements.first, isTypeName(element.expression) {
            return Expr(.literal(.array([])), at: position(node))
        }
        if noArguments, let dictionary = node.calledExpression.as(DictionaryExprSyntax.self),
           case .elements(let elements) = dictionary.content, elements.count == 1,
           let element = elements.first, isTypeName(element.key) {
            return Expr(.literal(.dictionary(DictionaryValue())), at: position(node))
        }
        let arguments = lowerArguments(node.arguments, trailing: node.trailingClosure, additional: node.additionalTrailingClosures)
        if let delegated = lowerInitializerDelegation(node, arguments) { return delegated }
        let callee = lowerExprKind(node.calledExpression)
        return Expr(.call(callee, arguments), at: callee.position)
    }

    /// `self.init(…)` inside an initializer: construct the value and assign it to `self`.
    private func lowerInitializerDelegation(_ node: FunctionCallExprSyntax, _ arguments: [Argument]) -> Expr? {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
              let owner = selfContext?.owner, let (depth, variable) = lookupLocal("self") else { return nil }
        let at = position(node)
        let construction = Expr(.call(Expr(.type(.named(owner)), at: at), arguments), at: at)
        return Expr(.assign(Expr(.local(depth: depth, index: variable.index), at: at), op: nil, construction), at: at)
    }

    private func isTypeName(_ expr: ExprSyntax) -> Bool {
        guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return false }
        return lookupLocal(reference.baseName.text) == nil && lookupType(reference.baseName.text) != nil
    }

    func lowerArguments(
        _ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax
    ) -> [Argument] {
        var arguments = list.nodes.map { Argument(label: $0.label?.text, value: lowerExpr($0.expression), isTrailingClosure: false) }
        if let trailing {
            arguments.append(Argument(label: nil, value: lowerClosure(trailing), isTrailingClosure: true))
        }
        for element in additional.nodes {
            arguments.append(Argument(label: element.label.text, value: lowerClosure(element.closure), isTrailingClosure: true))
        }
        return arguments
    }

    // MARK: Strings

    /// A string literal: its value (as swift-syntax's `representedLiteralValue`), or its parts when it interpolates.
    /// One pass over the segments serves both.
    private func lowerString(_ node: StringLiteralExprSyntax) -> Expr {
        let at = position(node)
        let kind = node.stringLiteralKind
        let delimiterLength = node.delimiterLength
        var parts: [Expr.InterpolationPart] = []
        var literal = ""
        var isInterpolated = false
        for segment in node.segments.nodes {
            switch segment {
            case .stringSegment(let text):
                guard !text.hasError, let kind else { continue }
                var value = ""
                text.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: delimiterLength, to: &value)
                literal += value
                parts.append(.text(value))
            case .expressionSegment(let interpolation):
                isInterpolated = true
                let arguments = Array(interpolation.expressions.nodes)
                guard let first = arguments.first else { continue }
                if arguments.count == 2, arguments[1].label?.text == "specifier" {
                    parts.append(.formatted(lowerExpr(first.expression), specifier: lowerExpr(arguments[1].expression)))
                } else {
                    if arguments.count > 1 || first.label != nil {
                        report(.unsupported("interpolation with arguments other than 'specifier:'"), at: interpolation)
                    }
                    parts.append(.value(lowerExpr(first.expression)))
                }
            }
        }
        if !isInterpolated, kind != nil, !node.hasError { return Expr(.literal(.string(literal)), at: at) }
        return Expr(.interpolation(parts), at: at)
    }
}

extension Program {
    /// The names of a type's members, for suggestions.
    func memberNames(of type: TypeInfo) -> [String] {
        var names = type.memberNames
        if let extended = extensions[ObjectIdentifier(type)] {
            names += extended.instanceMembers.keys
            names += extended.staticMembers.keys
        }
        for conformance in conformances(of: type) {
            if let proto = self.type(named: conformance) { names += proto.memberNames }
        }
        return names
    }
}

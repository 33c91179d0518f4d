import SwiftSyntax

/// Patterns of declarations (`let (a, b) = …`) and of matching (`case .point(let x, _)`, `if case`, `for case`).
extension Lowerer {
    /// A `let`/`var` pattern: names bind, tuples destructure, `_` ignores.
    func lowerBindingPattern(_ pattern: PatternSyntax, isLet: Bool, type: TypeRef?) -> Pattern {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            return .bind(index: declareLocal(identifier.identifier.text, isLet: isLet, type: type))
        }
        if pattern.is(WildcardPatternSyntax.self) { return .wildcard }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            let elements = tuple.elements.map { lowerBindingPattern($0.pattern, isLet: isLet, type: nil) }
            return elements.count == 1 ? elements[0] : .tuple(elements)
        }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return lowerBindingPattern(binding.pattern, isLet: binding.bindingSpecifier.tokenKind == .keyword(.let), type: type)
        }
        report(.unsupported("this pattern in a declaration"), at: pattern)
        return .wildcard
    }

    /// A matching pattern; inside `let`/`var` (`binding`), bare names bind instead of comparing.
    func lowerPattern(_ pattern: PatternSyntax, binding: Bool) -> Pattern {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            return .bind(index: declareLocal(identifier.identifier.text, isLet: true))
        }
        if pattern.is(WildcardPatternSyntax.self) { return .wildcard }
        if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
            return lowerPattern(valueBinding.pattern, binding: true)
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            let elements = tuple.elements.map { lowerPattern($0.pattern, binding: binding) }
            return elements.count == 1 ? elements[0] : .tuple(elements)
        }
        if let expression = pattern.as(ExpressionPatternSyntax.self) {
            return lowerPattern(expression: expression.expression, binding: binding)
        }
        if let isType = pattern.as(IsTypePatternSyntax.self) {
            return .isType(resolve(isType.type), nil)
        }
        report(.unsupported("this pattern"), at: pattern)
        return .wildcard
    }

    private func lowerPattern(expression expr: ExprSyntax, binding: Bool) -> Pattern {
        if let pattern = expr.as(PatternExprSyntax.self) { return lowerPattern(pattern.pattern, binding: binding) }
        if expr.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if binding, let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return .bind(index: declareLocal(reference.baseName.text, isLet: true))
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            let elements = tuple.elements.map { lowerPattern(expression: $0.expression, binding: binding) }
            return elements.count == 1 && tuple.elements.first?.label == nil ? elements[0] : .tuple(elements)
        }
        if let chain = expr.as(OptionalChainingExprSyntax.self) {
            return .some(lowerPattern(expression: chain.expression, binding: binding))
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = enumCaseName(call.calledExpression) {
            let arguments = call.arguments.map { ($0.label?.text, lowerPattern(expression: $0.expression, binding: binding)) }
            return .enumCase(name: name, arguments: arguments, position: position(call))
        }
        if let name = enumCaseName(expr) {
            return .enumCase(name: name, arguments: nil, position: position(expr))
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let first = sequence.elements.first, let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self),
           cast.questionOrExclamationMark == nil, let type = sequence.elements.last?.as(TypeExprSyntax.self) {
            return .isType(resolve(type.type), lowerPattern(expression: first, binding: binding))
        }
        return .expression(lowerExpr(expr))
    }

    /// `.name` or `Type.name`, as an enum case in a pattern.
    private func enumCaseName(_ expr: ExprSyntax) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            guard let reference = base.as(DeclReferenceExprSyntax.self), lookupType(reference.baseName.text) != nil else { return nil }
        }
        return member.declName.baseName.text
    }
}

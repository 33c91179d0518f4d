@_spi(RawSyntax) import SwiftSyntax

/// Patterns of declarations (`let (a, b) = …`) and of matching (`case .point(let x, _)`, `if case`, `for case`).
extension Lowerer {
    /// A `let`/`var` pattern: names bind, tuples destructure, `_` ignores.
    func lowerBindingPattern(_ pattern: RawPatternSyntax, isLet: Bool, type: TypeRef?) -> Pattern {
        if let identifier = pattern.as(RawIdentifierPatternSyntax.self) {
            return .bind(index: declareLocal(identifier.identifier.text, isLet: isLet, type: type))
        }
        if pattern.is(RawWildcardPatternSyntax.self) { return .wildcard }
        if let tuple = pattern.as(RawTuplePatternSyntax.self) {
            let elements = tuple.elements.nodes.map { lowerBindingPattern($0.pattern, isLet: isLet, type: nil) }
            return elements.count == 1 ? elements[0] : .tuple(elements)
        }
        if let binding = pattern.as(RawValueBindingPatternSyntax.self) {
            return lowerBindingPattern(binding.pattern, isLet: binding.bindingSpecifier.isKeyword(.let), type: type)
        }
        if let expression = pattern.as(RawExpressionPatternSyntax.self), let bound = lowerBindingPattern(expression: expression.expression, isLet: isLet) {
            return bound
        }
        report(.unsupported("this pattern in a declaration"), at: pattern)
        return .wildcard
    }

    /// The names of an optional binding's tuple, which swift-syntax parses as an expression of patterns (`if let
    /// (data, _) = try? await session.data(for: request)`): names bind, `_` ignores, tuples destructure; nil for
    /// anything else.
    private func lowerBindingPattern(expression: RawExprSyntax, isLet: Bool) -> Pattern? {
        if let name = expression.as(RawDeclReferenceExprSyntax.self), name.argumentNames == nil {
            return .bind(index: declareLocal(name.baseName.text, isLet: isLet, type: nil))
        }
        if expression.is(RawDiscardAssignmentExprSyntax.self) { return .wildcard }
        if let pattern = expression.as(RawPatternExprSyntax.self) { return lowerBindingPattern(pattern.pattern, isLet: isLet, type: nil) }
        guard let tuple = expression.as(RawTupleExprSyntax.self) else { return nil }
        var elements: [Pattern] = []
        for element in tuple.elements.nodes {
            guard element.label == nil, let pattern = lowerBindingPattern(expression: element.expression, isLet: isLet) else { return nil }
            elements.append(pattern)
        }
        return elements.count == 1 ? elements[0] : .tuple(elements)
    }

    /// A matching pattern; inside `let`/`var` (`binding`), bare names bind instead of comparing.
    func lowerPattern(_ pattern: RawPatternSyntax, binding: Bool) -> Pattern {
        if let identifier = pattern.as(RawIdentifierPatternSyntax.self) {
            return .bind(index: declareLocal(identifier.identifier.text, isLet: true))
        }
        if pattern.is(RawWildcardPatternSyntax.self) { return .wildcard }
        if let valueBinding = pattern.as(RawValueBindingPatternSyntax.self) {
            return lowerPattern(valueBinding.pattern, binding: true)
        }
        if let tuple = pattern.as(RawTuplePatternSyntax.self) {
            let elements = tuple.elements.nodes.map { lowerPattern($0.pattern, binding: binding) }
            return elements.count == 1 ? elements[0] : .tuple(elements)
        }
        if let expression = pattern.as(RawExpressionPatternSyntax.self) {
            return lowerPattern(expression: expression.expression, binding: binding)
        }
        if let isType = pattern.as(RawIsTypePatternSyntax.self) {
            return .isType(resolve(isType.type), nil)
        }
        report(.unsupported("this pattern"), at: pattern)
        return .wildcard
    }

    private func lowerPattern(expression expr: RawExprSyntax, binding: Bool) -> Pattern {
        if let pattern = expr.as(RawPatternExprSyntax.self) { return lowerPattern(pattern.pattern, binding: binding) }
        if expr.is(RawDiscardAssignmentExprSyntax.self) { return .wildcard }
        if binding, let reference = expr.as(RawDeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return .bind(index: declareLocal(reference.baseName.text, isLet: true))
        }
        if let tuple = expr.as(RawTupleExprSyntax.self) {
            let elements = tuple.elements.nodes.map { lowerPattern(expression: $0.expression, binding: binding) }
            return elements.count == 1 && tuple.elements.nodes.first?.label == nil ? elements[0] : .tuple(elements)
        }
        if let chain = expr.as(RawOptionalChainingExprSyntax.self) {
            return .some(lowerPattern(expression: chain.expression, binding: binding))
        }
        if let call = expr.as(RawFunctionCallExprSyntax.self), let name = enumCaseName(call.calledExpression) {
            let arguments = call.arguments.nodes.map { ($0.label?.text, lowerPattern(expression: $0.expression, binding: binding)) }
            return .enumCase(name: name, arguments: arguments, position: position(call))
        }
        if let name = enumCaseName(expr) {
            return .enumCase(name: name, arguments: nil, position: position(expr))
        }
        if let elements = expr.as(RawSequenceExprSyntax.self)?.elements.nodes, elements.count == 3,
           let cast = elements[1].as(RawUnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
           let type = elements[2].as(RawTypeExprSyntax.self) {
            return .isType(resolve(type.type), lowerPattern(expression: elements[0], binding: binding))
        }
        return .expression(lowerExpr(expr))
    }

    /// `.name` or `Type.name`, as an enum case in a pattern.
    private func enumCaseName(_ expr: RawExprSyntax) -> String? {
        guard let member = expr.as(RawMemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            guard let reference = base.as(RawDeclReferenceExprSyntax.self), lookupType(reference.baseName.text) != nil else { return nil }
        }
        return member.declName.baseName.text
    }
}

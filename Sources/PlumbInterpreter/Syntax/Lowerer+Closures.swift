import SwiftSyntax

/// Closures (named, typed and anonymous `$0` parameters) and key paths.
extension Lowerer {
    func lowerClosure(_ node: ClosureExprSyntax) -> Expr {
        var parameters: [(name: String, type: TypeRef)] = []
        var returnType: TypeRef?
        if let signature = node.signature {
            if signature.effectSpecifiers?.asyncSpecifier != nil { report(.unsupported("async/await"), at: signature) }
            switch signature.parameterClause {
            case .simpleInput(let list):
                parameters = list.map { ($0.name.text, .unknown) }
            case .parameterClause(let clause):
                parameters = clause.parameters.map { (($0.secondName ?? $0.firstName).text, $0.type.map(resolve) ?? .unknown) }
            case nil:
                break
            }
            returnType = signature.returnClause.map { resolve($0.type) }
        } else {
            parameters = (0..<anonymousParameterCount(node)).map { ("$\($0)", .unknown) }
        }
        let shapes = parameters.map {
            ParameterShape(label: nil, name: $0.name, type: $0.type, defaultArgument: .none, isVariadic: false, isInout: false)
        }
        let function = FunctionDecl(name: "closure", kind: .closure, parameters: shapes, hasSelf: false, returnType: returnType, position: position(node))
        function.owner = owner
        function.frameSize = withFunction(FunctionContext(owner: nil, isStatic: false, returnType: returnType)) {
            for parameter in shapes { declareLocal(parameter.name, isLet: false, type: parameter.type) }
            function.body = Block(statements: lowerStatements(node.statements), frameSize: nil)
        }
        return Expr(.closure(function), at: position(node))
    }

    /// How many `$n` parameters a closure without a signature uses (those of nested closures excluded).
    private func anonymousParameterCount(_ closure: ClosureExprSyntax) -> Int {
        var count = 0
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard case .dollarIdentifier(let text) = token.tokenKind, let index = Int(text.dropFirst()) else { continue }
            var node = token.parent
            while let current = node, !current.is(ClosureExprSyntax.self) { node = current.parent }
            if node?.id == closure.id { count = max(count, index + 1) }
        }
        return count
    }

    func lowerKeyPath(_ node: KeyPathExprSyntax) -> Expr {
        var components: [String] = []
        for component in node.components {
            switch component.component {
            case .property(let property):
                let name = property.declName.baseName.text
                if name != "self" { components.append(name) }
            case .optional:
                continue
            default:
                report(.unsupported("this key path component"), at: component)
            }
        }
        return Expr(.literal(.keyPath(KeyPathValue(components: components))), at: position(node))
    }
}

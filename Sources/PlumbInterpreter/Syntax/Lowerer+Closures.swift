@_spi(RawSyntax) import SwiftSyntax

/// Closures (named, typed and anonymous `$0` parameters) and key paths.
extension Lowerer {
    func lowerClosure(_ node: RawClosureExprSyntax) -> Expr {
        var parameters: [(name: String, type: TypeRef)] = []
        var returnType: TypeRef?
        if let signature = node.signature {
            if let list = signature.parameterClause?.as(RawClosureShorthandParameterListSyntax.self) {
                parameters = list.nodes.map { ($0.name.text, .unknown) }
            } else if let clause = signature.parameterClause?.as(RawClosureParameterClauseSyntax.self) {
                parameters = clause.parameters.nodes.map { (($0.secondName ?? $0.firstName).text, $0.type.map(resolve) ?? .unknown) }
            }
            returnType = signature.returnClause.map { resolve($0.type) }
        }
        let function = declared(FunctionDecl(name: "closure", kind: .closure, parameters: [], hasSelf: false, returnType: returnType, position: position(node)))
        let context = FunctionContext(owner: nil, isStatic: false, returnType: returnType)
        context.usesAnonymousParameters = node.signature == nil
        context.functionName = contexts.last?.functionName ?? ""
        function.frameSize = withFunction(context) {
            function.parameterSlots = parameters.map { declareLocal($0.name, isLet: false, type: $0.type) }
            function.body = Block(statements: lowerStatements(node.statements), frameSize: nil)
        }
        if context.usesAnonymousParameters {
            parameters = context.anonymousParameterSlots.indices.map { ("$\($0)", .unknown) }
            function.parameterSlots = context.anonymousParameterSlots
        }
        function.parameters = parameters.map {
            ParameterShape(label: nil, name: $0.name, type: $0.type, defaultArgument: .none, isVariadic: false, isInout: false)
        }
        return Expr(.closure(function), at: position(node))
    }

    /// The slot of `$index` in the innermost closure without a signature, declaring `$0`…`$index` on first use.
    func anonymousParameter(_ index: Int) -> Int? {
        guard let context = contexts.last, context.usesAnonymousParameters else { return nil }
        while context.anonymousParameterSlots.count <= index {
            let slot = context.scopes[0].size
            context.scopes[0].size += 1
            let name = "$\(context.anonymousParameterSlots.count)"
            context.scopes[0].names[name] = LocalVariable(index: slot, isLet: false, type: nil, frameScope: 0)
            context.anonymousParameterSlots.append(slot)
        }
        return context.anonymousParameterSlots[index]
    }

    func lowerKeyPath(_ node: RawKeyPathExprSyntax) -> Expr {
        var components: [String] = []
        for component in node.components.nodes {
            if let property = component.component.as(RawKeyPathPropertyComponentSyntax.self) {
                let name = property.declName.baseName.text
                if name != "self" { components.append(name) }
            } else if !component.component.is(RawKeyPathOptionalComponentSyntax.self) {
                report(.unsupported("this key path component"), at: component)
            }
        }
        return Expr(.literal(.keyPath(KeyPathValue(components: components))), at: position(node))
    }
}

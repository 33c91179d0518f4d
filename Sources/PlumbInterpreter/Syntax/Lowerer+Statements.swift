import SwiftSyntax

/// Statements: declarations of locals, control flow, and the scopes their bindings live in.
extension Lowerer {
    func lowerStatements(_ items: CodeBlockItemListSyntax) -> [Stmt] {
        var statements: [Stmt] = []
        for item in items.nodes {
            switch item.item {
            case .decl(let decl): statements += lowerLocalDeclaration(decl)
            case .stmt(let stmt): if let lowered = lowerStatement(stmt) { statements.append(lowered) }
            case .expr(let expr): statements.append(lowerExpressionStatement(expr))
            }
        }
        return statements
    }

    /// A block in its own scope, materialized (given a frame) when it declares anything.
    func lowerBlock(_ items: CodeBlockItemListSyntax) -> Block {
        let (statements, frameSize) = withScope(materialized: declaresNames(items)) { lowerStatements(items) }
        return Block(statements: statements, frameSize: frameSize)
    }

    private func declaresNames(_ items: CodeBlockItemListSyntax) -> Bool {
        items.nodes.contains { item in
            guard case .decl(let decl) = item.item else { return item.item.as(GuardStmtSyntax.self) != nil }
            return decl.is(VariableDeclSyntax.self) || decl.is(FunctionDeclSyntax.self)
        }
    }

    private func lowerExpressionStatement(_ expr: ExprSyntax) -> Stmt {
        if let node = expr.as(IfExprSyntax.self) { return lowerIf(node) }
        if let node = expr.as(SwitchExprSyntax.self) { return lowerSwitch(node) }
        return Stmt(.expression(lowerExpr(expr)), at: position(expr))
    }

    func position(_ node: some SyntaxProtocol) -> SourcePosition {
        node.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    // MARK: Declarations

    private func lowerLocalDeclaration(_ decl: DeclSyntax) -> [Stmt] {
        if let node = decl.as(VariableDeclSyntax.self) { return lowerLocalVariable(node) }
        if let node = decl.as(FunctionDeclSyntax.self) {
            let slot = declareLocal(node.name.text, isLet: true)
            let function = FunctionDecl(
                name: node.name.text, kind: .localFunction,
                parameters: parameters(node.signature.parameterClause.parameters, labelled: true), hasSelf: false,
                builder: typeResolver.builderName(in: node.attributes).flatMap { library.builders[$0] },
                returnType: node.signature.returnClause.map { resolve($0.type) }, position: position(node.name)
            )
            function.frameSize = withFunction(FunctionContext(owner: nil, isStatic: false, returnType: function.returnType)) {
                function.parameterSlots = function.parameters.map { declareLocal($0.name, isLet: !$0.isInout, type: $0.type) }
                function.body = Block(statements: node.body.map { lowerStatements($0.statements) } ?? [], frameSize: nil)
            }
            return [Stmt(.localFunction(slot: slot, function), at: position(node))]
        }
        if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) {
            report(.unsupported("types declared inside functions; declare them at the top level"), at: decl)
        } else if decl.is(ClassDeclSyntax.self) {
            report(.unsupported("classes (use a struct)"), at: decl)
        } else {
            report(.unsupported("this declaration inside a function"), at: decl)
        }
        return []
    }

    private func lowerLocalVariable(_ node: VariableDeclSyntax) -> [Stmt] {
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        for case .attribute(let attribute) in node.attributes.nodes {
            report(.unsupported("property wrappers on local variables (@\(attribute.simpleName))"), at: attribute)
        }
        return node.bindings.nodes.compactMap { binding in
            if let accessors = binding.accessorBlock {
                report(.unsupported("local computed variables"), at: accessors)
                return nil
            }
            let type = binding.typeAnnotation.map { resolve($0.type) }
            let value = binding.initializer.map { lowerExpr($0.value) }
            let pattern = lowerBindingPattern(binding.pattern, isLet: isLet && value != nil, type: type)
            return Stmt(.declaration(pattern, value, type), at: position(binding))
        }
    }

    // MARK: Control flow

    private func lowerStatement(_ stmt: StmtSyntax) -> Stmt? {
        let at = position(stmt)
        if let node = stmt.as(ExpressionStmtSyntax.self) { return lowerExpressionStatement(node.expression) }
        if let node = stmt.as(ReturnStmtSyntax.self) {
            let expected = contexts.last?.returnType
            return Stmt(.returnStatement(node.expression.map { lowerExpr($0) }, expected), at: at)
        }
        if let node = stmt.as(GuardStmtSyntax.self) {
            let elseBlock = lowerBlock(node.body.statements)
            return Stmt(.guardStatement(lowerConditions(node.conditions), else: elseBlock), at: at)
        }
        if let node = stmt.as(ForStmtSyntax.self) { return lowerFor(node, label: nil) }
        if let node = stmt.as(WhileStmtSyntax.self) { return lowerWhile(node, label: nil) }
        if let node = stmt.as(RepeatStmtSyntax.self) { return lowerRepeat(node, label: nil) }
        if let node = stmt.as(LabeledStmtSyntax.self) {
            let label = node.label.text
            if let loop = node.statement.as(ForStmtSyntax.self) { return lowerFor(loop, label: label) }
            if let loop = node.statement.as(WhileStmtSyntax.self) { return lowerWhile(loop, label: label) }
            if let loop = node.statement.as(RepeatStmtSyntax.self) { return lowerRepeat(loop, label: label) }
            return lowerStatement(node.statement)
        }
        if let node = stmt.as(BreakStmtSyntax.self) { return Stmt(.breakStatement(label: node.label?.text), at: at) }
        if let node = stmt.as(ContinueStmtSyntax.self) { return Stmt(.continueStatement(label: node.label?.text), at: at) }
        if stmt.is(FallthroughStmtSyntax.self) { return Stmt(.fallthroughStatement, at: at) }
        if let node = stmt.as(DeferStmtSyntax.self) { return Stmt(.deferStatement(lowerBlock(node.body.statements)), at: at) }
        if let node = stmt.as(DoStmtSyntax.self) {
            if !node.catchClauses.isEmpty { report(.unsupported("do-catch (errors are not thrown)"), at: node.catchClauses) }
            return Stmt(.block(lowerBlock(node.body.statements)), at: at)
        }
        if stmt.is(ThrowStmtSyntax.self) {
            report(.unsupported("throwing errors"), at: stmt)
            return nil
        }
        report(.unsupported("this statement"), at: stmt)
        return nil
    }

    func lowerIf(_ node: IfExprSyntax) -> Stmt {
        let (parts, frameSize) = withScope(materialized: true) {
            (lowerConditions(node.conditions), lowerStatements(node.body.statements))
        }
        var elseStmt: Stmt?
        switch node.elseBody {
        case .ifExpr(let nested): elseStmt = lowerIf(nested)
        case .codeBlock(let block): elseStmt = Stmt(.block(lowerBlock(block.statements)), at: position(block))
        case nil: break
        }
        return Stmt(.ifStatement(parts.0, then: Block(statements: parts.1, frameSize: frameSize), else: elseStmt), at: position(node))
    }

    /// Conditions bind into the current scope (the `then` block's, or the enclosing one for `guard`).
    func lowerConditions(_ list: ConditionElementListSyntax) -> [Condition] {
        list.nodes.compactMap { element in
            switch element.condition {
            case .expression(let expr):
                return .expression(lowerExpr(expr))
            case .optionalBinding(let binding):
                let isLet = binding.bindingSpecifier.tokenKind == .keyword(.let)
                let value: Expr
                if let initializer = binding.initializer {
                    value = lowerExpr(initializer.value)
                } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
                    value = resolveIdentifier(name.text, at: position(name))
                } else {
                    report(.invalid("expected an initializer in the optional binding"), at: binding)
                    return nil
                }
                let type = binding.typeAnnotation.map { resolve($0.type) }
                return .optionalBinding(lowerBindingPattern(binding.pattern, isLet: isLet, type: type), value)
            case .matchingPattern(let matching):
                let value = lowerExpr(matching.initializer.value)
                return .matching(lowerPattern(matching.pattern, binding: false), value)
            case .availability:
                return .expression(Expr(.literal(.bool(true)), at: position(element)))
            }
        }
    }

    func lowerSwitch(_ node: SwitchExprSyntax) -> Stmt {
        let subject = lowerExpr(node.subject)
        var cases: [SwitchCase] = []
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else {
                report(.unsupported("conditional compilation (#if)"), at: element)
                continue
            }
            let ((patterns, statements), frameSize) = withScope(materialized: true) { () -> ([(pattern: Pattern, guard: Expr?)], [Stmt]) in
                var patterns: [(pattern: Pattern, guard: Expr?)] = []
                if case .case(let label) = switchCase.label {
                    patterns = label.caseItems.map { item in
                        (lowerPattern(item.pattern, binding: false), item.whereClause.map { lowerExpr($0.condition) })
                    }
                }
                return (patterns, lowerStatements(switchCase.statements))
            }
            cases.append(SwitchCase(patterns: patterns, body: Block(statements: statements, frameSize: frameSize), position: position(switchCase)))
        }
        return Stmt(.switchStatement(subject, cases), at: position(node))
    }

    private func lowerFor(_ node: ForStmtSyntax, label: String?) -> Stmt {
        if node.awaitKeyword != nil { report(.unsupported("async/await"), at: node) }
        let sequence = lowerExpr(node.sequence)
        let ((pattern, whereClause, statements), frameSize) = withScope(materialized: true) {
            let pattern = node.caseKeyword != nil
                ? lowerPattern(node.pattern, binding: false)
                : lowerBindingPattern(node.pattern, isLet: true, type: nil)
            return (pattern, node.whereClause.map { lowerExpr($0.condition) }, lowerStatements(node.body.statements))
        }
        let body = Block(statements: statements, frameSize: frameSize)
        return Stmt(.forIn(pattern, sequence, where: whereClause, body: body, label: label), at: position(node))
    }

    private func lowerWhile(_ node: WhileStmtSyntax, label: String?) -> Stmt {
        let ((conditions, statements), frameSize) = withScope(materialized: true) {
            (lowerConditions(node.conditions), lowerStatements(node.body.statements))
        }
        return Stmt(.whileLoop(conditions, body: Block(statements: statements, frameSize: frameSize), label: label), at: position(node))
    }

    private func lowerRepeat(_ node: RepeatStmtSyntax, label: String?) -> Stmt {
        let body = lowerBlock(node.body.statements)
        return Stmt(.repeatLoop(body: body, condition: lowerExpr(node.condition), label: label), at: position(node))
    }
}

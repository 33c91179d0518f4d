@_spi(RawSyntax) import SwiftSyntax

/// Statements: declarations of locals, control flow, and the scopes their bindings live in.
extension Lowerer {
    func lowerStatements(_ items: RawCodeBlockItemListSyntax) -> [Stmt] {
        var statements: [Stmt] = []
        lowerStatements(items, into: &statements)
        return statements
    }

    /// Appends the statements of `items` to `statements`, those of the active clause of a `#if` block in its place.
    /// A block may call a local function declared further down in it, as in Swift: the functions' names are declared
    /// first and their closures made first (they capture the block's frame, so they read its variables when called).
    private func lowerStatements(_ items: RawCodeBlockItemListSyntax, into statements: inout [Stmt]) {
        var functionSlots = items.nodes.compactMap { $0.item.as(RawFunctionDeclSyntax.self) }
            .map { declareLocal($0.name.text, isLet: true) }[...]
        let start = statements.count
        for item in items.nodes {
            switch RawCodeBlockItemSyntax.Item(item.item) {
            case .decl(let decl):
                if let config = decl.as(RawIfConfigDeclSyntax.self) {
                    if let active = activeStatements(config) { lowerStatements(active, into: &statements) }
                } else if let function = decl.as(RawFunctionDeclSyntax.self) {
                    statements.append(lowerLocalFunction(function, slot: functionSlots.removeFirst()))
                } else {
                    statements += lowerLocalDeclaration(decl)
                }
            case .stmt(let stmt): if let lowered = lowerStatement(stmt) { statements.append(lowered) }
            case .expr(let expr): statements.append(lowerExpressionStatement(expr))
            case nil: break
            }
        }
        let lowered = statements[start...]
        statements[start...] = lowered.filter(\.isLocalFunction) + lowered.filter { !$0.isLocalFunction }
    }

    /// A block in its own scope, materialized (given a frame) when it declares anything.
    func lowerBlock(_ items: RawCodeBlockItemListSyntax) -> Block {
        let (statements, frameSize) = withScope(materialized: declaresNames(items)) { lowerStatements(items) }
        return Block(statements: statements, frameSize: frameSize)
    }

    private func declaresNames(_ items: RawCodeBlockItemListSyntax) -> Bool {
        items.nodes.contains { item in
            if let config = item.item.as(RawIfConfigDeclSyntax.self) { return activeStatements(config).map(declaresNames) ?? false }
            return [.guardStmt, .variableDecl, .functionDecl].contains(item.item.kind)
        }
    }

    private func lowerExpressionStatement(_ expr: RawExprSyntax) -> Stmt {
        if let node = expr.as(RawIfExprSyntax.self) { return lowerIf(node) }
        if let node = expr.as(RawSwitchExprSyntax.self) { return lowerSwitch(node) }
        return Stmt(.expression(lowerExpr(expr)), at: position(expr))
    }

    // MARK: Declarations

    private func lowerLocalDeclaration(_ decl: RawDeclSyntax) -> [Stmt] {
        if let node = decl.as(RawVariableDeclSyntax.self) { return lowerLocalVariable(node) }
        switch decl.raw.kind {
        case .structDecl, .classDecl, .enumDecl:
            report(.unsupported("types declared inside functions; declare them at the top level"), at: decl)
        default: report(.unsupported("this declaration inside a function"), at: decl)
        }
        return []
    }

    /// A nested `func` stored in `slot` (declared on entering its block).
    private func lowerLocalFunction(_ node: RawFunctionDeclSyntax, slot: Int) -> Stmt {
        let function = declared(FunctionDecl(
            name: node.name.text, kind: .localFunction,
            parameters: parameters(node.signature.parameterClause.parameters, labelled: true), hasSelf: false,
            builder: typeResolver.builderName(in: node.attributes).flatMap { library.builders[$0] },
            returnType: node.signature.returnClause.map { resolve($0.type) }, position: position(node.name)
        ))
        function.frameSize = withFunction(FunctionContext(owner: nil, isStatic: false, returnType: function.returnType)) {
            function.parameterSlots = function.parameters.map { declareLocal($0.name, isLet: !$0.isInout, type: $0.type) }
            function.body = Block(statements: node.body.map { lowerStatements($0.statements) } ?? [], frameSize: nil)
        }
        return Stmt(.localFunction(slot: slot, function), at: position(node))
    }

    private func lowerLocalVariable(_ node: RawVariableDeclSyntax) -> [Stmt] {
        let isLet = node.bindingSpecifier.isKeyword(.let)
        for case .attribute(let attribute) in node.attributes.nodes {
            report(.unsupported("property wrappers on local variables (@\(attribute.simpleName))"), at: attribute)
        }
        return node.bindings.nodes.compactMap { binding in
            if let accessors = binding.accessorBlock { return lowerLocalComputedVariable(binding, accessors) }
            let type = binding.typeAnnotation.map { resolve($0.type) }
            let value = binding.initializer.map { lowerExpr($0.value) }
            let pattern = lowerBindingPattern(binding.pattern, isLet: isLet && value != nil, type: type)
            return Stmt(.declaration(pattern, value, type), at: position(binding))
        }
    }

    /// `var total: Int { items.count * 2 }` in a function: a getter in a local slot, called where the name is read
    /// (a setter is not supported).
    private func lowerLocalComputedVariable(_ binding: RawPatternBindingSyntax, _ accessors: RawAccessorBlockSyntax) -> Stmt? {
        guard let name = binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text else {
            report(.unsupported("destructuring in a local computed variable"), at: binding.pattern)
            return nil
        }
        if setterBody(accessors) != nil { report(.unsupported("a setter of a local computed variable"), at: accessors) }
        let type = binding.typeAnnotation.map { resolve($0.type) }
        let getter = declared(FunctionDecl(name: name, kind: .localFunction, parameters: [], hasSelf: false, returnType: type, position: position(binding)))
        getter.frameSize = withFunction(FunctionContext(owner: nil, isStatic: false, returnType: type)) {
            getter.body = Block(statements: accessorBody(accessors, .get).map { lowerStatements($0) } ?? [], frameSize: nil)
        }
        let slot = declareLocal(name, isLet: true, type: type, isComputed: true)
        return Stmt(.localFunction(slot: slot, getter), at: position(binding))
    }

    // MARK: Control flow

    private func lowerStatement(_ stmt: RawStmtSyntax) -> Stmt? {
        let at = position(stmt)
        switch stmt.raw.kind {
        case .expressionStmt:
            return lowerExpressionStatement(stmt.cast(RawExpressionStmtSyntax.self).expression)
        case .returnStmt:
            let expected = contexts.last?.returnType
            return Stmt(.returnStatement(stmt.cast(RawReturnStmtSyntax.self).expression.map { lowerExpr($0) }, expected), at: at)
        case .guardStmt:
            let node = stmt.cast(RawGuardStmtSyntax.self)
            let elseBlock = lowerBlock(node.body.statements)
            return Stmt(.guardStatement(lowerConditions(node.conditions), else: elseBlock), at: at)
        case .forStmt, .whileStmt, .repeatStmt:
            return lowerLoop(stmt, label: nil)
        case .labeledStmt:
            let node = stmt.cast(RawLabeledStmtSyntax.self)
            return lowerLoop(node.statement, label: node.label.text) ?? lowerStatement(node.statement)
        case .breakStmt:
            return Stmt(.breakStatement(label: stmt.cast(RawBreakStmtSyntax.self).label?.text), at: at)
        case .continueStmt:
            return Stmt(.continueStatement(label: stmt.cast(RawContinueStmtSyntax.self).label?.text), at: at)
        case .fallThroughStmt:
            return Stmt(.fallthroughStatement, at: at)
        case .deferStmt:
            return Stmt(.deferStatement(lowerBlock(stmt.cast(RawDeferStmtSyntax.self).body.statements)), at: at)
        case .doStmt:
            let node = stmt.cast(RawDoStmtSyntax.self)
            let body = lowerBlock(node.body.statements)
            if node.catchClauses.nodes.isEmpty { return Stmt(.block(body), at: at) }
            return Stmt(.doCatch(body, catches: node.catchClauses.nodes.map(lowerCatch)), at: at)
        case .throwStmt:
            return Stmt(.throwStatement(lowerExpr(stmt.cast(RawThrowStmtSyntax.self).expression)), at: at)
        default:
            report(.unsupported("this statement"), at: stmt)
        }
        return nil
    }

    /// A `for`, `while` or `repeat` loop with its label; nil for other statements.
    private func lowerLoop(_ stmt: RawStmtSyntax, label: String?) -> Stmt? {
        if let loop = stmt.as(RawForStmtSyntax.self) { return lowerFor(loop, label: label) }
        if let loop = stmt.as(RawWhileStmtSyntax.self) { return lowerWhile(loop, label: label) }
        if let loop = stmt.as(RawRepeatStmtSyntax.self) { return lowerRepeat(loop, label: label) }
        return nil
    }

    func lowerIf(_ node: RawIfExprSyntax) -> Stmt {
        let (parts, frameSize) = withScope(materialized: true) {
            (lowerConditions(node.conditions), lowerStatements(node.body.statements))
        }
        var elseStmt: Stmt?
        if let nested = node.elseBody?.as(RawIfExprSyntax.self) {
            elseStmt = lowerIf(nested)
        } else if let block = node.elseBody?.as(RawCodeBlockSyntax.self) {
            elseStmt = Stmt(.block(lowerBlock(block.statements)), at: position(block))
        }
        return Stmt(.ifStatement(parts.0, then: Block(statements: parts.1, frameSize: frameSize), else: elseStmt), at: position(node))
    }

    /// Conditions bind into the current scope (the `then` block's, or the enclosing one for `guard`).
    func lowerConditions(_ list: RawConditionElementListSyntax) -> [Condition] {
        list.nodes.compactMap { element in
            switch RawConditionElementSyntax.Condition(element.condition) {
            case .expression(let expr):
                return .expression(lowerExpr(expr))
            case .optionalBinding(let binding):
                let isLet = binding.bindingSpecifier.isKeyword(.let)
                let value: Expr
                if let initializer = binding.initializer {
                    value = lowerExpr(initializer.value)
                } else if let name = binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier {
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
            case .availability, nil:
                return .expression(Expr(.literal(.bool(true)), at: position(element)))
            }
        }
    }

    /// A `catch` clause as a switch case over the error: its patterns, or `error` bound when it has none.
    private func lowerCatch(_ clause: RawCatchClauseSyntax) -> SwitchCase {
        let ((patterns, statements), frameSize) = withScope(materialized: true) { () -> ([(pattern: Pattern, guard: Expr?)], [Stmt]) in
            var patterns = clause.catchItems.nodes.map { item in
                (item.pattern.map { lowerPattern($0, binding: false) } ?? .wildcard, item.whereClause.map { lowerExpr($0.condition) })
            }
            if patterns.isEmpty { patterns = [(.bind(index: declareLocal("error", isLet: true, type: nil)), nil)] }
            return (patterns, lowerStatements(clause.body.statements))
        }
        return SwitchCase(patterns: patterns, body: Block(statements: statements, frameSize: frameSize), position: position(clause))
    }

    func lowerSwitch(_ node: RawSwitchExprSyntax) -> Stmt {
        let subject = lowerExpr(node.subject)
        var cases: [SwitchCase] = []
        for element in node.cases.nodes {
            guard case .switchCase(let switchCase) = element else {
                report(.unsupported("conditional compilation (#if)"), at: element)
                continue
            }
            let ((patterns, statements), frameSize) = withScope(materialized: true) { () -> ([(pattern: Pattern, guard: Expr?)], [Stmt]) in
                var patterns: [(pattern: Pattern, guard: Expr?)] = []
                if let label = switchCase.label.as(RawSwitchCaseLabelSyntax.self) {
                    patterns = label.caseItems.nodes.map { item in
                        (lowerPattern(item.pattern, binding: false), item.whereClause.map { lowerExpr($0.condition) })
                    }
                }
                return (patterns, lowerStatements(switchCase.statements))
            }
            cases.append(SwitchCase(patterns: patterns, body: Block(statements: statements, frameSize: frameSize), position: position(switchCase)))
        }
        return Stmt(.switchStatement(subject, cases), at: position(node))
    }

    private func lowerFor(_ node: RawForStmtSyntax, label: String?) -> Stmt {
        // `for await x in s`: a still preview runs async code to its end at once, so the loop takes the elements a
        // sequence value has (an array, a range, a sequence the file makes); a stream Plumb does not model fails
        // where it runs.
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

    private func lowerWhile(_ node: RawWhileStmtSyntax, label: String?) -> Stmt {
        let ((conditions, statements), frameSize) = withScope(materialized: true) {
            (lowerConditions(node.conditions), lowerStatements(node.body.statements))
        }
        return Stmt(.whileLoop(conditions, body: Block(statements: statements, frameSize: frameSize), label: label), at: position(node))
    }

    private func lowerRepeat(_ node: RawRepeatStmtSyntax, label: String?) -> Stmt {
        let body = lowerBlock(node.body.statements)
        return Stmt(.repeatLoop(body: body, condition: lowerExpr(node.condition), label: label), at: position(node))
    }
}

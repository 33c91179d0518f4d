/// Result-builder bodies, following Swift's transform: expression statements become components through
/// `buildExpression`, declarations run normally, an `if` chain and a `switch` choose a leaf of a balanced tree of
/// `buildEither` (an `if` chain without final `else` is wrapped in `buildOptional`), `for`-`in` uses `buildArray`,
/// and each block `buildBlock`.
extension Evaluator {
    func build(_ statements: [Stmt], _ frame: Frame, _ builder: any ResultBuilder) throws -> Value {
        var components: [Value] = []
        components.reserveCapacity(statements.count)
        for stmt in statements {
            try tick(stmt.position)
            switch stmt.kind {
            case .expression(let expr):
                let value = try evaluate(expr, frame)
                components.append(try runNative(at: expr.position) { try builder.buildExpression(value, at: location(of: expr.position)) })
            case .declaration, .localFunction:
                _ = try execute([stmt], in: frame)
            case .ifStatement:
                components.append(try buildConditional(stmt, frame, builder))
            case .switchStatement(let subject, let cases):
                let value = try evaluate(subject, frame)
                guard let (matched, scope) = try matchingCase(cases, value, frame, at: stmt.position),
                      let index = cases.firstIndex(where: { $0.position == matched.position }) else {
                    throw Fault(.invalid("no case of the switch matches \(describeForDebugging(value))"), at: stmt.position)
                }
                let component = try build(matched.body.statements, scope, builder)
                components.append(try either(component, index, 0, cases.count, builder, at: stmt.position))
            case .forIn(let pattern, let sequence, let condition, let body, _):
                var parts: [Value] = []
                let elements = try iterate(try evaluate(sequence, frame), at: sequence.position)
                try elements.forEach(evaluator: self, at: sequence.position) { element in
                    let scope = body.frame(inside: frame)
                    guard try match(pattern, element, scope) else { return true }
                    if let condition, try !evaluateCondition(condition, scope) { return true }
                    parts.append(try build(body.statements, scope, builder))
                    return true
                }
                components.append(try runNative(at: stmt.position) { try builder.buildArray(parts) })
            case .block(let block):
                let scope = block.frame(inside: frame)
                components.append(try build(block.statements, scope, builder))
            default:
                throw Fault(.invalid("this statement cannot be used in a \(builder.name) body"), at: stmt.position)
            }
        }
        return try runNative(at: statements.first?.position ?? 0) { try builder.buildBlock(components) }
    }

    /// An `if`/`else if`/`else` chain: the chosen branch in the balanced `buildEither` tree over all branches, and
    /// the whole wrapped in `buildOptional` when the chain has no final `else`.
    private func buildConditional(_ stmt: Stmt, _ frame: Frame, _ builder: any ResultBuilder) throws -> Value {
        var branches: [(conditions: [Condition], body: Block)] = []
        var finalElse: Block?
        var next: Stmt? = stmt
        while let current = next, case .ifStatement(let conditions, let then, let otherwise) = current.kind {
            branches.append((conditions, then))
            next = otherwise
            if let otherwise, case .block(let block) = otherwise.kind {
                finalElse = block
                next = nil
            }
        }
        var chosen: (index: Int, component: Value)?
        for (index, branch) in branches.enumerated() {
            let scope = branch.body.frame(inside: frame)
            if try conditionsHold(branch.conditions, scope) {
                chosen = (index, try build(branch.body.statements, scope, builder))
                break
            }
        }
        if chosen == nil, let finalElse {
            chosen = (branches.count, try build(finalElse.statements, finalElse.frame(inside: frame), builder))
        }
        let count = branches.count + (finalElse == nil ? 0 : 1)
        guard let chosen else { return try runNative(at: stmt.position) { try builder.buildOptional(nil) } }
        let component = try either(chosen.component, chosen.index, 0, count, builder, at: stmt.position)
        return finalElse == nil ? try runNative(at: stmt.position) { try builder.buildOptional(component) } : component
    }

    /// Wraps the component of case `index` of `count` in the balanced `buildEither` tree Swift makes for `switch`.
    private func either(_ component: Value, _ index: Int, _ low: Int, _ high: Int, _ builder: any ResultBuilder, at position: SourcePosition) throws -> Value {
        guard high - low > 1 else { return component }
        let middle = (low + high + 1) / 2
        if index < middle {
            let inner = try either(component, index, low, middle, builder, at: position)
            return try runNative(at: position) { try builder.buildEither(first: inner) }
        }
        let inner = try either(component, index, middle, high, builder, at: position)
        return try runNative(at: position) { try builder.buildEither(second: inner) }
    }
}

/// Result-builder bodies, following Swift's transform: expression statements become components through
/// `buildExpression`, declarations run normally, `if` becomes `buildOptional`/`buildEither`, `switch` a balanced
/// tree of `buildEither`, `for`-`in` `buildArray`, and each block `buildBlock`.
extension Interpreter {
    func build(_ statements: [Stmt], _ frame: Frame, _ builder: any ResultBuilder) throws -> Value {
        var components: [Value] = []
        for stmt in statements {
            try tick(stmt.position)
            switch stmt.kind {
            case .expression(let expr):
                let value = try evaluate(expr, frame)
                components.append(try runNative(at: expr.position) { try builder.buildExpression(value, at: location(of: expr.position)) })
            case .declaration, .localFunction:
                _ = try execute([stmt], in: frame)
            case .ifStatement(let conditions, let then, let otherwise):
                components.append(try buildIf(conditions, then, otherwise, frame, builder, at: stmt.position))
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
                try elements.forEach(interpreter: self, at: sequence.position) { element in
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

    private func buildIf(
        _ conditions: [Condition], _ then: Block, _ otherwise: Stmt?, _ frame: Frame, _ builder: any ResultBuilder, at position: SourcePosition
    ) throws -> Value {
        let scope = then.frame(inside: frame)
        if try conditionsHold(conditions, scope) {
            let component = try build(then.statements, scope, builder)
            return try runNative(at: position) {
                otherwise == nil ? try builder.buildOptional(component) : try builder.buildEither(first: component)
            }
        }
        guard let otherwise else { return try runNative(at: position) { try builder.buildOptional(nil) } }
        let component: Value
        switch otherwise.kind {
        case .ifStatement(let conditions, let then, let next):
            component = try buildIf(conditions, then, next, frame, builder, at: otherwise.position)
        case .block(let block):
            let scope = block.frame(inside: frame)
            component = try build(block.statements, scope, builder)
        default:
            component = try build([otherwise], frame, builder)
        }
        return try runNative(at: position) { try builder.buildEither(second: component) }
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

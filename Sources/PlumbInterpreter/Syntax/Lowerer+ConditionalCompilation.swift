@_spi(RawSyntax) import SwiftSyntax

/// `#if` conditional compilation, decided as an Xcode preview of an iPhone app decides it: `os(iOS)`,
/// `targetEnvironment(simulator)`, `arch(arm64)`, `DEBUG`, `canImport` of any module but macOS's and watchOS's UI
/// frameworks, `swift(>=…)` and `compiler(>=…)` hold; other platforms, flags and features do not; `!`, `&&`, `||` and
/// parentheses combine them. The active clause's code is lowered as if written without the `#if` (declarations,
/// statements, members, and modifiers in a chain); the other clauses are not lowered at all, as Swift does not compile
/// them.
extension Lowerer {
    /// The items of `list` with each `#if` block replaced by the items of its active clause.
    func activeItems(_ list: RawCodeBlockItemListSyntax) -> [RawSyntax] {
        splicing(list.nodes.map(\.item), blockIn: { $0.as(RawIfConfigDeclSyntax.self) }) { elements in
            if case .statements(let items) = elements { activeItems(items) } else { nil }
        }
    }

    /// The statements of a `#if` block's active clause, if one holds (reported when its elements are not statements).
    func activeStatements(_ config: RawIfConfigDeclSyntax) -> RawCodeBlockItemListSyntax? {
        guard let elements = activeElements(config) else { return nil }
        guard case .statements(let items) = elements else {
            report(.unsupported("this #if clause here"), at: config)
            return nil
        }
        return items
    }

    /// The declarations of a member block with each `#if` block replaced by those of its active clause.
    func activeMembers(_ list: RawMemberBlockItemListSyntax) -> [RawDeclSyntax] {
        splicing(list.nodes.map(\.decl), blockIn: { $0.as(RawIfConfigDeclSyntax.self) }) { elements in
            if case .decls(let members) = elements { activeMembers(members) } else { nil }
        }
    }

    /// `items`, each `#if` block among them replaced by what `spliced` makes of its active clause's elements (nil:
    /// elements of a kind that does not belong there).
    private func splicing<Item>(
        _ items: [Item], blockIn block: (Item) -> RawIfConfigDeclSyntax?, _ spliced: (RawIfConfigClauseSyntax.Elements) -> [Item]?
    ) -> [Item] {
        items.flatMap { item -> [Item] in
            guard let config = block(item) else { return [item] }
            guard let elements = activeElements(config) else { return [] }
            guard let items = spliced(elements) else {
                report(.unsupported("this #if clause here"), at: config)
                return []
            }
            return items
        }
    }

    /// `base` followed by a `#if` block of modifiers: `base` with the active clause's chain applied to it.
    func lowerPostfixConfig(_ node: RawPostfixIfConfigExprSyntax) -> Expr {
        guard let baseSyntax = node.base else {
            report(.unsupported("a #if block at the start of a chain"), at: node)
            return Expr(.literal(.void), at: position(node))
        }
        let base = lowerExprKind(baseSyntax)
        guard let elements = activeElements(node.config) else { return base }
        guard case .postfixExpression(let chain) = elements, let head = chainHead(chain) else {
            report(.unsupported("this #if clause here"), at: node.config)
            return base
        }
        let saved = postfixBase
        postfixBase = (head.raw.id, base)
        defer { postfixBase = saved }
        return lowerExprKind(chain)
    }

    /// The member access a chain of modifiers in a `#if` clause starts with (`.padding()` in `.padding().bold()`).
    private func chainHead(_ expr: RawExprSyntax) -> RawMemberAccessExprSyntax? {
        if let member = expr.as(RawMemberAccessExprSyntax.self) { return member.base.map(chainHead) ?? member }
        if let call = expr.as(RawFunctionCallExprSyntax.self) { return chainHead(call.calledExpression) }
        if let postfix = expr.as(RawPostfixIfConfigExprSyntax.self) { return postfix.base.flatMap(chainHead) }
        return nil
    }

    /// The elements of the first clause whose condition holds (or of `#else`); nil when none does. Decided once per
    /// block (a member block is read when types are declared and again when members are indexed), so a condition
    /// Plumb cannot decide is reported once.
    private func activeElements(_ config: RawIfConfigDeclSyntax) -> RawIfConfigClauseSyntax.Elements? {
        let clauses = Array(config.clauses.nodes)
        let index = decidedClauses[config.raw.id] ?? clauses.firstIndex { $0.condition.map { holds($0) } ?? true }
        decidedClauses[config.raw.id] = .some(index)
        return index.flatMap { clauses[$0].elements }.flatMap { RawIfConfigClauseSyntax.Elements($0) }
    }

    /// Whether a `#if` condition holds in an iPhone preview; one Plumb cannot decide (`#if 1 + 1`) is reported and
    /// does not hold.
    private func holds(_ condition: RawExprSyntax) -> Bool {
        guard let decided = decide(condition) else {
            report(.unsupported("this #if condition"), at: condition)
            return false
        }
        return decided
    }

    private func decide(_ condition: RawExprSyntax) -> Bool? {
        if let literal = condition.as(RawBooleanLiteralExprSyntax.self) { return literal.literal.isKeyword(.true) }
        if let name = condition.as(RawDeclReferenceExprSyntax.self) { return name.baseName.text == "DEBUG" }
        if let tuple = condition.as(RawTupleExprSyntax.self), tuple.elements.nodes.count == 1 { return decide(tuple.elements.nodes[0].expression) }
        if let prefix = condition.as(RawPrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return decide(prefix.expression).map(!) }
        if let sequence = condition.as(RawSequenceExprSyntax.self) { return decide(Array(sequence.elements.nodes)) }
        if let call = condition.as(RawFunctionCallExprSyntax.self), let name = call.calledExpression.as(RawDeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.nodes.first?.expression
            let word = argument?.as(RawDeclReferenceExprSyntax.self)?.baseName.text ?? ""
            switch name {
            case "os": return word == "iOS"
            case "targetEnvironment": return word == "simulator"
            case "arch": return word == "arm64"
            case "canImport": return !["AppKit", "Cocoa", "WatchKit"].contains(word)
            case "swift", "compiler": return argument?.as(RawPrefixOperatorExprSyntax.self)?.operator.text.hasPrefix(">") ?? false
            default: return false
            }
        }
        return nil
    }

    /// An unfolded `a && b || c`, as swift-syntax leaves a condition: `&&` binds tighter than `||`; any other operator
    /// cannot be decided.
    private func decide(_ elements: [RawExprSyntax]) -> Bool? {
        var anyGroup = false
        var group = true
        for index in stride(from: 0, to: elements.count, by: 2) {
            guard let operand = decide(elements[index]) else { return nil }
            group = group && operand
            guard index + 1 < elements.count else { break }
            switch elements[index + 1].as(RawBinaryOperatorExprSyntax.self)?.operator.text {
            case "&&"?: continue
            case "||"?: (anyGroup, group) = (anyGroup || group, true)
            default: return nil
            }
        }
        return anyGroup || group
    }
}

import PlumbSource
import SwiftSyntax

/// Reads the expressions of a `Package.swift` into ``ManifestValue``s: literals, arrays, calls, `let` constants of
/// the file, and `+` between arrays or strings. Anything else is ``ManifestValue/computed(_:)`` at its place.
struct ManifestEvaluator {
    let file: String
    let converter: SourceLocationConverter
    /// The file's top-level `let` and `var` initializers, by name.
    let constants: [String: ExprSyntax]
    private let lines: [Substring]

    init(file: String, source: String, tree: SourceFileSyntax) {
        self.file = file
        lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        converter = SourceLocationConverter(fileName: file, tree: tree)
        var constants: [String: ExprSyntax] = [:]
        for item in tree.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                    constants[name] = value
                }
            }
        }
        self.constants = constants
    }

    func location(of node: some SyntaxProtocol) -> PlumbSource.SourceLocation {
        let start = node.startLocation(converter: converter)
        return PlumbSource.SourceLocation(file: file, line: start.line, column: start.column)
    }

    /// The text of the line `location` is on, for the caret display.
    func sourceLine(_ location: PlumbSource.SourceLocation) -> String? {
        guard location.line >= 1, location.line <= lines.count else { return nil }
        let line = lines[location.line - 1]
        return String(line)
    }

    /// The value of `expression`; `resolving` holds the constants being read, so a constant defined by itself (or
    /// through more than 64 others) is computed rather than a loop.
    func value(of expression: ExprSyntax, resolving: Set<String> = []) -> ManifestValue {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.representedLiteralValue.map(ManifestValue.string) ?? .computed(location(of: literal))
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { value(of: $0.expression, resolving: resolving) })
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = calledName(call.calledExpression) {
            return .call(name, call.arguments.map { ManifestArgument(label: $0.label?.text, value: value(of: $0.expression, resolving: resolving)) })
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base.map(isTypeName) ?? true {
            return .member(member.declName.baseName.text)
        }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let constant = constants[name],
           !resolving.contains(name), resolving.count < 64 {
            return value(of: constant, resolving: resolving.union([name]))
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sum(Array(sequence.elements), resolving: resolving) ?? .computed(location(of: sequence))
        }
        if let parenthesised = expression.as(TupleExprSyntax.self), parenthesised.elements.count == 1, let only = parenthesised.elements.first {
            return value(of: only.expression, resolving: resolving)
        }
        if expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
            || expression.is(FloatLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) {
            return .other
        }
        return .computed(location(of: expression))
    }

    /// `a + b + …` over arrays or strings, or nil for any other operator.
    private func sum(_ elements: [ExprSyntax], resolving: Set<String>) -> ManifestValue? {
        guard elements.count % 2 == 1 else { return nil }
        let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
        guard operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) else { return nil }
        let terms = stride(from: 0, to: elements.count, by: 2).map { value(of: elements[$0], resolving: resolving) }
        var texts: [String] = [], items: [ManifestValue] = [], computed: ManifestValue?
        for term in terms {
            switch term {
            case .string(let text): texts.append(text)
            case .array(let elements): items += elements
            default: computed = computed ?? term
            }
        }
        // A computed part of an array sum is one computed element: the literal parts are still read.
        if texts.isEmpty, !items.isEmpty { return .array(terms.flatMap { if case .array(let elements) = $0 { elements } else { [$0] } }) }
        return computed ?? (items.isEmpty ? .string(texts.joined()) : nil)
    }

    /// `Package` for `Package(…)`, `target` for `.target(…)` or `Target.target(…)`; nil for a call of anything else.
    private func calledName(_ called: ExprSyntax) -> String? {
        if let member = called.as(MemberAccessExprSyntax.self), member.base.map(isTypeName) ?? true {
            return member.declName.baseName.text
        }
        if let reference = called.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Package" {
            return "Package"
        }
        return nil
    }

    /// Whether `base` names a type (`Target`, `Target.Dependency`), as in `Target.target(…)`.
    private func isTypeName(_ base: ExprSyntax) -> Bool {
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase == true }
        if let member = base.as(MemberAccessExprSyntax.self) { return member.base.map(isTypeName) ?? false }
        return false
    }
}

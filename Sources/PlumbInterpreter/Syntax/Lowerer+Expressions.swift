@_spi(RawSyntax) import SwiftSyntax
@_spi(Compiler) import SwiftParser

/// Expressions: literals, names, members, calls, operators.
extension Lowerer {
    /// Lowers an expression that is not the base of a postfix chain around it, so it heads any chain it forms:
    /// `a?.b.c` becomes one optional chain. The links inside a chain are lowered with ``lowerExprKind(_:)``.
    func lowerExpr(_ expr: RawExprSyntax) -> Expr {
        let lowered = lowerExprKind(expr)
        return containsOptionalLink(lowered) ? Expr(.optionalChain(lowered), at: lowered.position) : lowered
    }

    func lowerExprKind(_ expr: RawExprSyntax) -> Expr {
        // Most kinds place themselves (a call at its callee, a member at its name): find the start only when used.
        var at: SourcePosition { position(expr) }
        // A postfix chain nests as deep as it is long: `.padding(1)` a hundred thousand times overflowed the stack.
        if NativeStack.isExhausted(floor: NativeStack.floor(reserve: Self.stackReserve), reserve: Self.stackReserve) {
            report(.expressionTooDeep, at: expr)
            return Expr(.failing(.expressionTooDeep), at: at)
        }
        switch expr.raw.kind {
        case .integerLiteralExpr:
            let literal = expr.cast(RawIntegerLiteralExprSyntax.self).literal
            guard let value = Int(literal.text) ?? expr.typed(IntegerLiteralExprSyntax.self).representedLiteralValue else {
                report(.invalid("integer literal '\(literal.text)' overflows when stored into 'Int'"), at: expr)
                return Expr(.literal(.int(0)), at: at)
            }
            return Expr(.literal(.int(value)), at: at)
        case .floatLiteralExpr:
            let literal = expr.cast(RawFloatLiteralExprSyntax.self).literal
            return Expr(.literal(.double(Double(literal.text) ?? expr.typed(FloatLiteralExprSyntax.self).representedLiteralValue ?? 0)), at: at)
        case .booleanLiteralExpr:
            return Expr(.literal(.bool(expr.cast(RawBooleanLiteralExprSyntax.self).literal.isKeyword(.true))), at: at)
        case .nilLiteralExpr:
            return Expr(.literal(.optional(nil)), at: at)
        case .stringLiteralExpr:
            return lowerString(expr.cast(RawStringLiteralExprSyntax.self))
        case .arrayExpr:
            return Expr(.array(expr.cast(RawArrayExprSyntax.self).elements.nodes.map { lowerExpr($0.expression) }), at: at)
        case .dictionaryExpr:
            guard let elements = expr.cast(RawDictionaryExprSyntax.self).content.as(RawDictionaryElementListSyntax.self) else {
                return Expr(.dictionary([]), at: at)
            }
            return Expr(.dictionary(elements.nodes.map { (lowerExpr($0.key), lowerExpr($0.value)) }), at: at)
        case .tupleExpr:
            let elements = expr.cast(RawTupleExprSyntax.self).elements.nodes
            if elements.count == 1, elements[0].label == nil { return lowerExpr(elements[0].expression) }
            for case let label? in elements.map(\.label) { tupleLabels.insert(label.text) }
            return Expr(.tuple(elements.map { lowerExpr($0.expression) }, labels: elements.map { $0.label?.text }), at: at)
        case .declReferenceExpr:
            return lowerReference(expr.cast(RawDeclReferenceExprSyntax.self))
        case .memberAccessExpr:
            return lowerMemberAccess(expr.cast(RawMemberAccessExprSyntax.self))
        case .functionCallExpr:
            return lowerCall(expr.cast(RawFunctionCallExprSyntax.self))
        case .postfixIfConfigExpr:
            return lowerPostfixConfig(expr.cast(RawPostfixIfConfigExprSyntax.self))
        case .subscriptCallExpr:
            let node = expr.cast(RawSubscriptCallExprSyntax.self)
            let arguments = lowerArguments(node.arguments, trailing: node.trailingClosure, additional: node.additionalTrailingClosures)
            let base = lowerExprKind(node.calledExpression)
            return Expr(.subscriptCall(base, typingSubscriptArguments(arguments, base: base)), at: position(node.leftSquare))
        case .forceUnwrapExpr:
            let node = expr.cast(RawForceUnwrapExprSyntax.self)
            return Expr(.forceUnwrap(lowerExprKind(node.expression)), at: position(node.exclamationMark))
        case .optionalChainingExpr:
            return Expr(.optionalChainLink(lowerExprKind(expr.cast(RawOptionalChainingExprSyntax.self).expression)), at: at)
        case .prefixOperatorExpr:
            let node = expr.cast(RawPrefixOperatorExprSyntax.self)
            let op = node.operator.text
            if op == "..." || op == "..<" {
                return Expr(.binary(BinaryOperator(op), Expr(.literal(.void), at: at), lowerExpr(node.expression)), at: at)
            }
            return Expr(.prefix(op, lowerExpr(node.expression)), at: at)
        case .postfixOperatorExpr:
            let node = expr.cast(RawPostfixOperatorExprSyntax.self)
            guard node.operator.tokenText == "..." else {
                report(.unsupported("the postfix operator '\(node.operator.text)'"), at: node.operator)
                return lowerExpr(node.expression)
            }
            return Expr(.binary(BinaryOperator("..."), lowerExpr(node.expression), Expr(.literal(.void), at: at)), at: position(node.operator))
        case .inOutExpr:
            return Expr(.inoutArgument(lowerExpr(expr.cast(RawInOutExprSyntax.self).expression)), at: at)
        case .sequenceExpr:
            return lowerSequence(expr.cast(RawSequenceExprSyntax.self))
        case .ternaryExpr:
            let node = expr.cast(RawTernaryExprSyntax.self)
            return Expr(.ternary(lowerExpr(node.condition), lowerExpr(node.thenExpression), lowerExpr(node.elseExpression)), at: at)
        case .closureExpr:
            return lowerClosure(expr.cast(RawClosureExprSyntax.self))
        case .keyPathExpr:
            return lowerKeyPath(expr.cast(RawKeyPathExprSyntax.self))
        case .ifExpr:
            return Expr(.statement(lowerIf(expr.cast(RawIfExprSyntax.self))), at: at)
        case .switchExpr:
            return Expr(.statement(lowerSwitch(expr.cast(RawSwitchExprSyntax.self))), at: at)
        case .tryExpr:
            let node = expr.cast(RawTryExprSyntax.self)
            let kind: Expr.TryKind = switch node.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?: .optional
            case .exclamationMark?: .forced
            default: .plain
            }
            return Expr(.tryExpression(lowerExpr(node.expression), kind), at: at)
        case .discardAssignmentExpr:
            return Expr(.discard, at: at)
        case .typeExpr:
            return Expr(.type(resolve(expr.cast(RawTypeExprSyntax.self).type)), at: at)
        case .genericSpecializationExpr:
            return lowerGenericSpecialization(expr.cast(RawGenericSpecializationExprSyntax.self))
        case .awaitExpr:
            // Asynchronous code runs to its end when called: nothing else runs meanwhile in a still preview.
            return lowerExpr(expr.cast(RawAwaitExprSyntax.self).expression)
        case .macroExpansionExpr:
            let macro = expr.cast(RawMacroExpansionExprSyntax.self)
            // Foundation's `#Predicate<Model> { … }` is the test its closure makes of a value: that closure.
            if macro.macroName.text == "Predicate", macro.arguments.nodes.isEmpty, let closure = macro.trailingClosure {
                return lowerClosure(closure)
            }
            if let literal = sourceLocationLiteral(macro.macroName.text, at: at) { return Expr(.literal(literal), at: at) }
            // Xcode's colour literal is the initializer it stands for: `#colorLiteral(red:green:blue:alpha:)` a `UIColor`,
            // which `Color(_:)` takes.
            if macro.macroName.text == "colorLiteral", let type = lookupType("UIColor") {
                return Expr(.call(Expr(.type(.named(type)), at: at), lowerArguments(macro.arguments)), at: at)
            }
            if let unmodelled = reportUnmodelled("#" + macro.macroName.text, at: at) { return unmodelled }
            report(.unsupported("macro '#\(macro.macroName.text)'"), at: expr)
        case .superExpr:
            report(.invalid("expected '.' after 'super'"), at: expr)
        case .editorPlaceholderExpr:
            report(.invalid("editor placeholder in source file"), at: expr)
        case .regexLiteralExpr:
            report(.unsupported("regex literals"), at: expr)
        default:
            report(.unsupported("this expression"), at: expr)
        }
        return Expr(.literal(.void), at: at)
    }

    /// `#line`, `#column`, `#file`, `#fileID` and `#filePath` where they are written, `#function` the declaration
    /// it is in: `#file` is `#fileID` (the module, here the file's folder, and the file's name), as in Swift 6.
    private func sourceLocationLiteral(_ name: String, at position: SourcePosition) -> Value? {
        let location = program.location(of: position)
        let components = location.file.split(separator: "/", omittingEmptySubsequences: false)
        let fileID = components.suffix(2).joined(separator: "/")
        switch name {
        case "line": return .int(location.line)
        case "column": return .int(location.column)
        case "file", "fileID": return .string(fileID)
        case "filePath": return .string(location.file)
        case "function": return .string(contexts.last?.functionName ?? "")
        default: return nil
        }
    }

    // MARK: Optional chains

    /// Whether the lowered postfix chain `expr` (members, calls, subscripts, `!`) has a `?` link.
    private func containsOptionalLink(_ expr: Expr) -> Bool {
        var current = expr
        while true {
            switch current.kind {
            case .optionalChainLink: return true
            case .member(let base, _, _), .call(let base, _), .subscriptCall(let base, _), .forceUnwrap(let base): current = base
            default: return false
            }
        }
    }

    // MARK: Names

    private func lowerReference(_ node: RawDeclReferenceExprSyntax) -> Expr {
        let name = node.baseName.text
        if node.baseName.tokenKind == .binaryOperator { return Expr(.literal(.function(Function(.operatorFunction(BinaryOperator(name))))), at: position(node)) }
        return resolveIdentifier(name, at: position(node))
    }

    private func lowerMemberAccess(_ node: RawMemberAccessExprSyntax) -> Expr {
        let name = node.declName.baseName.text
        if let (head, base) = postfixBase, head == node.raw.id {
            return Expr(.member(base, name: name, cache: MemberCache()), at: position(node.declName))
        }
        guard let baseSyntax = node.base else {
            let cache = MemberCache(scope: selfContext?.owner)
            if name == "zero" { cache.genericZero = contexts.last { $0.genericZero != nil }?.genericZero }
            return Expr(.implicitMember(name: name, cache: cache), at: position(node))
        }
        if let superMember = lowerSuperMember(name, at: node) { return superMember }
        if let module = baseSyntax.as(RawDeclReferenceExprSyntax.self)?.baseName,
           TypeResolver.isModule(module.tokenText, loaded: program.sourceMap.moduleNames),
           lookupLocal(module.text) == nil, lookupType(module.text) == nil {
            // `SwiftUI.Text("a")`, `Swift.max(a, b)`: the name alone.
            return resolveIdentifier(name, at: position(node.declName))
        }
        let base = lowerExprKind(baseSyntax)
        if case .type(let type) = base.kind, name == "self" { return Expr(.literal(.type(type)), at: position(node)) }
        checkMemberName(name, at: node.declName)
        return Expr(.member(base, name: name, cache: MemberCache()), at: position(node.declName))
    }

    private func lowerGenericSpecialization(_ node: RawGenericSpecializationExprSyntax) -> Expr {
        let base = lowerExpr(node.expression)
        let arguments: [TypeRef] = node.genericArgumentClause.arguments.nodes.compactMap {
            $0.argument.as(RawTypeSyntax.self).map(resolve)
        }
        guard case .type(.named(let type)) = base.kind else { return base }
        let builtins = program.builtins
        var specialized = TypeRef.named(type)
        if arguments.count == 1, type === builtins.array { specialized = .array(arguments[0]) }
        if arguments.count == 1, type === builtins.set { specialized = .set(arguments[0]) }
        if arguments.count == 1, type === builtins.optional { specialized = .optional(arguments[0]) }
        if arguments.count == 1, type === builtins.binding { specialized = .binding(arguments[0]) }
        if arguments.count == 2, type === builtins.dictionary { specialized = .dictionary(arguments[0], arguments[1]) }
        return Expr(.type(specialized), at: base.position)
    }

    // MARK: Calls

    private func lowerCall(_ node: RawFunctionCallExprSyntax) -> Expr {
        let noArguments = node.arguments.isEmpty && node.trailingClosure == nil
        if noArguments, let array = node.calledExpression.as(RawArrayExprSyntax.self), array.elements.nodes.count == 1,
           isTypeName(array.elements.nodes[0].expression) {
            return Expr(.literal(.array([])), at: position(node))
        }
        if noArguments, let dictionary = node.calledExpression.as(RawDictionaryExprSyntax.self),
           let elements = dictionary.content.as(RawDictionaryElementListSyntax.self)?.nodes, elements.count == 1,
           isTypeName(elements[0].key) {
            return Expr(.literal(.dictionary(DictionaryValue())), at: position(node))
        }
        let arguments = lowerArguments(node.arguments, trailing: node.trailingClosure, additional: node.additionalTrailingClosures)
        if let delegated = lowerInitializerDelegation(node, arguments) { return delegated }
        let callee = lowerExprKind(node.calledExpression)
        return Expr(.call(callee, typingElementArguments(arguments, callee: callee)), at: callee.position)
    }

    /// `self.init(…)` inside an initializer: construct the value and assign it to `self`; in a static method, where
    /// `self` is the type: a new value of it.
    private func lowerInitializerDelegation(_ node: RawFunctionCallExprSyntax, _ arguments: [Argument]) -> Expr? {
        guard let member = node.calledExpression.as(RawMemberAccessExprSyntax.self), member.declName.baseName.isKeyword(.`init`),
              member.base?.as(RawDeclReferenceExprSyntax.self)?.baseName.isKeyword(.self) == true,
              let context = selfContext, let owner = context.owner else { return nil }
        let at = position(node)
        if context.isStatic { return Expr(.call(Expr(.type(.named(owner)), at: at), arguments), at: at) }
        guard let (depth, variable) = lookupLocal("self") else { return nil }
        let selfExpr = Expr(.local(depth: depth, index: variable.index), at: at)
        // A class's convenience initializer makes an instance of the class it is called on, a subclass too.
        let type = owner.kind == .classType ? Expr(.member(selfExpr, name: "init", cache: MemberCache()), at: at) : Expr(.type(.named(owner)), at: at)
        let construction = Expr(.call(type, arguments), at: at)
        return Expr(.assign(selfExpr, op: nil, construction), at: at)
    }

    /// Whether an expression spells a type: a type's name (a generic parameter's too), `T?`, `[T]`.
    private func isTypeName(_ expr: RawExprSyntax) -> Bool {
        if let optional = expr.as(RawOptionalChainingExprSyntax.self) { return isTypeName(optional.expression) }
        if let array = expr.as(RawArrayExprSyntax.self) { return array.elements.nodes.count == 1 && isTypeName(array.elements.nodes[0].expression) }
        guard let name = expr.as(RawDeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return lookupLocal(name) == nil
            && (lookupType(name) != nil || genericNames.contains(name) || ["Any", "AnyHashable", "AnyObject"].contains(name))
    }

    func lowerArguments(
        _ list: RawLabeledExprListSyntax, trailing: RawClosureExprSyntax? = nil, additional: RawMultipleTrailingClosureElementListSyntax? = nil
    ) -> [Argument] {
        var arguments = list.nodes.map { Argument(label: $0.label?.text, value: lowerExpr($0.expression), isTrailingClosure: false) }
        if let trailing {
            arguments.append(Argument(label: nil, value: lowerClosure(trailing), isTrailingClosure: true))
        }
        if let additional {
            for element in additional.nodes {
                arguments.append(Argument(label: element.label.text, value: lowerClosure(element.closure), isTrailingClosure: true))
            }
        }
        return arguments
    }

    // MARK: Strings

    /// A string literal: its value (as swift-syntax's `representedLiteralValue`), or its parts when it interpolates.
    /// One pass over the segments serves both.
    private func lowerString(_ node: RawStringLiteralExprSyntax) -> Expr {
        let at = position(node)
        let kind: StringLiteralKind? = switch node.openingQuote.tokenKind {
        case .stringQuote: .singleLine
        case .multilineStringQuote: .multiLine
        case .singleQuote: .singleQuote
        default: nil
        }
        let delimiterLength = node.openingPounds?.tokenText.count ?? 0
        var parts: [Expr.InterpolationPart] = []
        var literal = ""
        var isInterpolated = false
        for segment in node.segments.nodes {
            switch segment {
            case .stringSegment(let text):
                guard !text.hasError, let kind else { continue }
                let value = unescapedText(text, kind: kind, delimiterLength: delimiterLength)
                literal += value
                parts.append(.text(value))
            case .expressionSegment(let interpolation):
                isInterpolated = true
                let arguments = interpolation.expressions.nodes
                guard let first = arguments.first else { continue }
                let label = arguments.count == 2 && first.label == nil ? arguments[1].label.map { String(syntaxText: $0.tokenText) } : nil
                switch label {
                case "specifier"?:
                    parts.append(.formatted(lowerExpr(first.expression), specifier: lowerExpr(arguments[1].expression)))
                case let label? where label == "format" || label == "formatter":
                    parts.append(.value(formattingCall(lowerExpr(first.expression), label, lowerExpr(arguments[1].expression), at: position(interpolation))))
                case "style"?:
                    // `Text("Due \(date, style: .date)")`: the date as `Text(date, style:)` shows it.
                    let at = position(interpolation)
                    let text = Argument(label: nil, value: lowerExpr(first.expression), isTrailingClosure: false)
                    let style = Argument(label: "style", value: lowerExpr(arguments[1].expression), isTrailingClosure: false)
                    let textType: TypeRef = lookupType("Text").map { .named($0) } ?? .unknown
                    parts.append(.value(Expr(.call(Expr(.type(textType), at: at), [text, style]), at: at)))
                default:
                    if arguments.count > 1 || first.label != nil {
                        report(.unsupported("interpolation with arguments other than 'specifier:', 'format:', 'formatter:' and 'style:'"), at: interpolation)
                    }
                    parts.append(.value(lowerExpr(first.expression)))
                }
            }
        }
        if !isInterpolated, kind != nil, !node.hasError { return Expr(.literal(.string(literal)), at: at) }
        return Expr(.interpolation(parts), at: at)
    }

    /// What SwiftUI's `Text` interpolation writes for `\(value, format: style)` — `value.formatted(style)` — and for
    /// `\(date, formatter: formatter)` — `formatter.string(from: date)`.
    private func formattingCall(_ value: Expr, _ label: String, _ argument: Expr, at position: SourcePosition) -> Expr {
        let (receiver, method, call) = label == "format"
            ? (value, "formatted", Argument(label: nil, value: argument, isTrailingClosure: false))
            : (argument, "string", Argument(label: "from", value: value, isTrailingClosure: false))
        return Expr(.call(Expr(.member(receiver, name: method, cache: MemberCache()), at: position), [call]), at: position)
    }

    /// A string segment's value: its text, or with escapes resolved (by swift-syntax) when it has any.
    private func unescapedText(_ segment: RawStringSegmentSyntax, kind: StringLiteralKind, delimiterLength: Int) -> String {
        let text = segment.content.tokenText
        if !text.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\r") }) { return String(syntaxText: text) }
        var value = ""
        segment.typed(StringSegmentSyntax.self).appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: delimiterLength, to: &value)
        return value
    }
}

extension Program {
    /// The names of a type's members, for suggestions.
    func memberNames(of type: TypeInfo) -> [String] {
        var names = type.memberNames
        if let extended = extensions[ObjectIdentifier(type)] {
            names += extended.instanceMembers.keys
            names += extended.staticMembers.keys
        }
        for conformance in conformances(of: type) {
            if let proto = self.type(named: conformance) { names += proto.memberNames }
        }
        if let superclass = type.superclass { names += memberNames(of: superclass) }
        return names
    }
}

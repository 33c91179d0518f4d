/// Implicit members and integer literals passed to a collection of a declared type: `colors.append(.random())` with
/// `var colors: [Color]`, `rects[id, default: .zero]` with `[ID: CGRect]`, `totals[name, default: 0] += 1.5` with
/// `[String: Double]`. Swift types such an argument by the collection's element type, which a value cannot tell at
/// run time (an empty array has no elements to look at), so lowering gives the argument the declared element type
/// as its context (`.random() as Color`, `0 as Double`).
extension Lowerer {
    /// The methods whose argument is an element of the collection they are called on, by collection kind.
    private static let arrayElementMethods: Set<String> = ["append", "insert", "contains", "firstIndex", "lastIndex"]
    private static let setElementMethods: Set<String> = ["insert", "contains", "remove"]

    /// `arguments` of a call of `callee` with an implicit member typed by the element type, when `callee` is such a
    /// method of a collection whose type is declared.
    func typingElementArguments(_ arguments: [Argument], callee: Expr) -> [Argument] {
        if case .member(_, "preference", _) = callee.kind, let value = preferenceValueType(arguments) {
            // `.preference(key: Key.self, value: [.init(…)])`: the key's `Value` types the value.
            return arguments.map { $0.label == "value" ? typed($0, value) : $0 }
        }
        guard arguments.contains(where: Self.takesContext), case .member(let base, let name, _) = callee.kind else { return arguments }
        if name == "reduce", arguments.count == 2, arguments[0].label == nil, let result = resultType(of: arguments[1].value) {
            // `sizes.reduce(.zero) { CGSize(width: …) }`: Swift infers the result type from the closure.
            return [typed(arguments[0], result), arguments[1]]
        }
        guard let type = declaredType(of: base) else { return arguments }
        let element: TypeRef? = switch type {
        case .array(let element) where Self.arrayElementMethods.contains(name): element
        case .set(let element) where Self.setElementMethods.contains(name): element
        default: nil
        }
        guard let element, let first = arguments.first, first.label == nil || first.label == "of" else { return arguments }
        return [typed(first, element)] + arguments.dropFirst()
    }

    /// `arguments` of a subscript of `base` with an implicit member typed by the key or value type, when `base` is a
    /// dictionary whose type is declared: the key (`sizes[.leading]`) and the `default:` value.
    func typingSubscriptArguments(_ arguments: [Argument], base: Expr) -> [Argument] {
        guard arguments.contains(where: Self.takesContext), case .dictionary(let key, let value)? = declaredType(of: base) else { return arguments }
        return arguments.map { $0.label == "default" ? typed($0, value) : $0.label == nil ? typed($0, key) : $0 }
    }

    /// The type a closure returns: the one it declares, else the type its single expression constructs.
    private func resultType(of closure: Expr) -> TypeRef? {
        guard case .closure(let function) = closure.kind else { return nil }
        if let declared = function.returnType { return declared }
        guard function.body.statements.count == 1 else { return nil }
        switch function.body.statements[0].kind {
        case .returnStatement(let value?, _), .expression(let value):
            if case .call(let callee, _) = value.kind, case .type(let type) = callee.kind { return type }
            return nil
        default:
            return nil
        }
    }

    /// Whether an argument's type comes from its context: an implicit member, or an integer literal.
    private static func takesContext(_ argument: Argument) -> Bool {
        argument.value.isImplicitMemberChain || argument.value.isIntegerLiteral
    }

    /// The `Value` of the preference key a `preference(key:value:)` call names.
    private func preferenceValueType(_ arguments: [Argument]) -> TypeRef? {
        guard let key = arguments.first(where: { $0.label == "key" }), case .literal(.type(.named(let type))) = key.value.kind else { return nil }
        return type.typeAliases["Value"]
    }

    private func typed(_ argument: Argument, _ type: TypeRef) -> Argument {
        if case .array(let elements) = argument.value.kind, case .array(let element) = type, elements.contains(where: \.isImplicitMemberChain) {
            // `[.init(…)]` typed `[Element]`: each element by the element type.
            let typedElements = elements.map { typed(Argument(label: nil, value: $0, isTrailingClosure: false), element).value }
            return Argument(label: argument.label, value: Expr(.array(typedElements), at: argument.value.position), isTrailingClosure: argument.isTrailingClosure)
        }
        guard Self.takesContext(argument), type.namedType != nil else { return argument }
        let value = Expr(.cast(argument.value, type, .coerce), at: argument.value.position)
        return Argument(label: argument.label, value: value, isTrailingClosure: argument.isTrailingClosure)
    }

    /// The declared type of what `expr` reads: a local declared with a type, or a stored property of `self`.
    private func declaredType(of expr: Expr) -> TypeRef? {
        if let type = typedReferences[ObjectIdentifier(expr)] { return type }
        guard case .member(let base, let name, _) = expr.kind, case .local(let depth, let index) = base.kind,
              let owner = selfContext?.owner, let (selfDepth, variable) = lookupLocal("self"), selfDepth == depth, variable.index == index,
              let property = owner.storedProperties.first(where: { $0.name == name }) else { return nil }
        if case .binding(let wrapped)? = property.type { return wrapped }
        return property.type
    }
}

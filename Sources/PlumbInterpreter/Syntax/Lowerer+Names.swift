/// Bare names: a local, else what the name means where it is used — a member of `self`, a type, a global or a
/// function.
extension Lowerer {
    /// Resolves a bare name: a local, a member of `self`, a type, a global, or a function.
    func resolveIdentifier(_ name: String, at position: SourcePosition) -> Expr {
        if name.utf8.first == UInt8(ascii: "$"), let index = Int(name.dropFirst()), let slot = anonymousParameter(index) {
            // In the closure's own frame, which a block with a frame of its own (`if case`) is frames below.
            return Expr(.local(depth: lookupLocal(name)?.depth ?? 0, index: slot), at: position)
        }
        if let (depth, variable) = lookupLocal(name) {
            let expr = Expr(.local(depth: depth, index: variable.index), at: position)
            if variable.isComputed { return Expr(.call(expr, []), at: position) }
            if variable.isLet { constantReferences[ObjectIdentifier(expr)] = name }
            if let type = variable.type { typedReferences[ObjectIdentifier(expr)] = type }
            return expr
        }
        if declaresBindingParameters, let (depth, variable) = lookupLocal("$" + name) {
            // `ForEach($items) { $item in … item … }`: a parameter named `$item` is a binding, `item` its value.
            let binding = Expr(.local(depth: depth, index: variable.index), at: position)
            return Expr(.member(binding, name: "wrappedValue", cache: MemberCache()), at: position)
        }
        if name == "Self", let owner { return selfType(owner, at: position) }
        let context = selfContext
        switch meaning(of: name, in: context) {
        case .member?:
            // A static property's initial value names the type's other static members without `self`.
            let selfExpr: Expr
            if let (depth, variable) = lookupLocal("self") {
                selfExpr = Expr(.local(depth: depth, index: variable.index), at: position)
            } else if let context, context.isStatic, let owner = context.owner {
                selfExpr = Expr(.type(.named(owner)), at: position)
            } else {
                break
            }
            return Expr(.member(selfExpr, name: name, cache: MemberCache()), at: position)
        case .type(let type)?: return Expr(.type(type), at: position)
        case .global(let global)?: return Expr(.global(global), at: position)
        case .function(let key)?: return Expr(.function(name: key), at: position)
        case nil:
            if let constant = library.constants[name] { return Expr(.literal(constant), at: position) }
            if let unmodelled = reportUnmodelled(name, at: position) { return unmodelled }
            if genericNames.contains(name) { return genericParameterValue(name, at: position) }
            if name.hasPrefix("$"), let owner = selfContext?.owner, owner.kind == .classType,
               owner.storedProperties.contains(where: { "$" + $0.name == name }) {
                // A class's `$name` is its `@Published` property's publisher: Combine's.
                if let publisher = library.publishedProjection { return Expr(.literal(publisher), at: position) }
                return reportUnmodelled(name, of: "Combine", at: position)
            }
            if let framework = unmodelledSuperclassFramework() {
                // A member the class inherits from a framework's class (`view` of a `UIViewController`).
                return reportUnmodelled(name, of: framework, at: position)
            }
        }
        var candidates = localNames + program.topLevelNames
        if let owner = selfContext?.owner { candidates += program.memberNames(of: owner) }
        let suggestion = NameSuggestion.closest(to: name, in: candidates)
        report(.cannotFind(name: name, isType: false, suggestion: suggestion), at: position, notes: caseNote(name, suggestion))
        return Expr(.literal(.void), at: position)
    }

    /// The framework of the superclass of the class whose code this is, when it is one Plumb does not model
    /// (`class Controller: UIViewController`, or through an alias: `typealias ViewController = UIViewController`).
    private func unmodelledSuperclassFramework() -> String? {
        guard let owner = selfContext?.owner, owner.kind == .classType, owner.superclass == nil,
              let inherited = owner.conformances.first, lookupType(inherited) == nil else { return nil }
        if let framework = UnmodelledFrameworks.framework(of: inherited) { return framework }
        guard case .unmodelled = typeResolver.resolve(inherited) else { return nil }
        return "the framework of its superclass '\(inherited)'"
    }

    /// `Self` as a value: the type declaring the code, or in a protocol's extension the conforming type `self` has
    /// (`"\(Self.prefix)/\(name)"` reads the conforming type's static `prefix`); a static member's `self` is that type.
    private func selfType(_ owner: TypeInfo, at position: SourcePosition) -> Expr {
        guard owner.kind == .protocolType, let (depth, variable) = lookupLocal("self") else { return Expr(.type(.named(owner)), at: position) }
        let selfExpr = Expr(.local(depth: depth, index: variable.index), at: position)
        if selfContext?.isStatic == true { return selfExpr }
        return typeOf(selfExpr, at: position)
    }

    /// `type(of: value)`.
    private func typeOf(_ value: Expr, at position: SourcePosition) -> Expr {
        Expr(.call(Expr(.function(name: "type"), at: position), [Argument(label: "of", value: value, isTrailingClosure: false)]), at: position)
    }

    /// A generic parameter used as a value (`Value.allCases`, `T.self`): for a type's own parameter, the type of the
    /// stored property that holds it (`@Binding var selection: Value`), read from `self`; else, with nothing that
    /// gives it, an error where it runs.
    private func genericParameterValue(_ name: String, at position: SourcePosition) -> Expr {
        var scope = selfContext?.owner
        while let type = scope {
            if let (property, shape) = type.genericSources[name], let (depth, variable) = lookupLocal("self") {
                let selfExpr = Expr(.local(depth: depth, index: variable.index), at: position)
                var held = Expr(.member(selfExpr, name: property, cache: MemberCache()), at: position)
                switch shape {
                case .element: held = Expr(.forceUnwrap(Expr(.member(held, name: "first", cache: MemberCache()), at: position)), at: position)
                case .optional: held = Expr(.forceUnwrap(held), at: position)
                case .value, .metatype: break
                }
                return typeOf(held, at: position)
            }
            scope = type.parent
        }
        let message = "the generic parameter '\(name)' is used as a value here, and no argument, expected result or stored property gives its type"
        return Expr(.failing(.invalid(message)), at: position)
    }

    /// What a name that is not a local means from here; nil when it means nothing.
    private func meaning(of name: String, in context: FunctionContext?) -> NameMeaning? {
        if let context, let owner = context.owner, hasMember(name, of: owner, isStatic: context.isStatic) {
            // A nested type is a type, in static code (which finds it among the static members) too.
            if context.isStatic, let nested = program.nestedType(named: name, in: owner) { return .type(.named(nested)) }
            return .member
        }
        if let type = lookupType(name) { return .type(.named(type)) }
        // A type alias of an enclosing type (`typealias AnimatableData = AnimatablePair<Double, Double>`).
        if let alias = lookupAlias(name) ?? program.typeAliases[visibleKey(name, in: program.typeAliases)] { return .type(alias) }
        if let global = program.globals[visibleKey(name, in: program.globals)] { return .global(global) }
        let function = visibleKey(name, in: program.functions)
        if program.functions[function] != nil || library.functions[name] != nil { return .function(key: function) }
        // In a protocol's extension (`extension Describable where Self: Named`), `self` is a conforming type, which
        // has members of the protocols its `where` clause names: a member some type of the file declares — or, in an
        // extension of one of the standard library's protocols (`extension Collection`), a member of its types.
        if let context, !context.isStatic, let owner = context.owner, owner.kind == .protocolType,
           program.declaredMemberNames.contains(name) || (owner.isNative && library.memberNames.contains(name)) {
            return .member
        }
        return nil
    }

    private func hasMember(_ name: String, of type: TypeInfo, isStatic: Bool) -> Bool {
        if program.hasMember(named: name, of: type, isStatic: isStatic) { return true }
        if name.isWrapperAccess, !isStatic {
            let property = String(name.dropFirst())
            return type.storedProperties.contains { $0.name == property && $0.wrapper != nil }
        }
        if isStatic {
            // `$selection` of a `@State static var selection` (a preview provider binds its views to one).
            if name.utf8.first == UInt8(ascii: "$"), case .staticVariable? = program.members(named: String(name.dropFirst()), of: type, isStatic: true).first {
                return true
            }
            return name == "allCases" && type.kind == .enumeration
        }
        return (name == "rawValue" && type.rawType != nil) || program.hasRequirement(named: name, in: type)
    }
}

/// What a name that is not a local refers to.
enum NameMeaning {
    /// A member of `self` (a property or method of the type whose code it is in).
    case member
    case type(TypeRef)
    case global(LazyVariable)
    /// Free functions by that name, filed under `key` (the name, or a key of the file's or module's own).
    case function(key: String)
}

@_spi(RawSyntax) import SwiftSyntax

/// Functions, accessors, parameters and the deferred lowering of their bodies.
extension Lowerer {
    func makeFunction(_ node: RawFunctionDeclSyntax, owner: TypeInfo?, isStatic: Bool) -> FunctionDecl {
        let saved = (genericNames, floatingGenericNames)
        defer { (genericNames, floatingGenericNames) = saved }
        genericNames.formUnion(node.genericParameterClause.map(genericParameterNames) ?? [])
        floatingGenericNames.formUnion(Self.parameters(constrainedTo: Self.floatingPointProtocols, node.genericParameterClause, node.genericWhereClause))
        let function = declared(FunctionDecl(
            name: node.name.text, kind: owner == nil ? .function : .method,
            parameters: parameters(node.signature.parameterClause.parameters, labelled: true),
            hasSelf: owner != nil, isMutating: hasModifier(node.modifiers, .mutating), isStatic: isStatic,
            builder: typeResolver.builderName(in: node.attributes).flatMap { library.builders[$0] },
            returnType: node.signature.returnClause.map { resolve($0.type) }, position: position(node.name)
        ))
        function.genericBindings = node.genericParameterClause.map { genericBindings(genericParameterNames($0), node.signature) } ?? []
        let numeric = Self.parameters(constrainedTo: Self.numericProtocols, node.genericParameterClause, node.genericWhereClause)
        let integer = Self.parameters(constrainedTo: Self.integerProtocols, node.genericParameterClause, node.genericWhereClause)
        if !numeric.isEmpty { function.genericZero = Set(numeric).isSubset(of: integer) ? .int(0) : .double(0) }
        scheduleBody(function, node.body?.statements, owner: owner, isStatic: isStatic)
        return function
    }

    /// The standard library's floating-point protocols.
    private static let floatingPointProtocols: Set<SyntaxText> = ["BinaryFloatingPoint", "FloatingPoint"]
    /// The standard library's integer protocols.
    private static let integerProtocols: Set<SyntaxText> = ["BinaryInteger", "SignedInteger", "UnsignedInteger", "FixedWidthInteger"]
    /// The standard library's numeric protocols, whose types all have a `zero`.
    private static let numericProtocols: Set<SyntaxText> = floatingPointProtocols.union(integerProtocols).union(["AdditiveArithmetic", "Numeric", "SignedNumeric"])

    /// The generic parameters constrained to one of `protocols`, in their clause (`<V: BinaryFloatingPoint>`) or the
    /// `where` clause (`where V: BinaryFloatingPoint`).
    private static func parameters(
        constrainedTo protocols: Set<SyntaxText>, _ clause: RawGenericParameterClauseSyntax?, _ whereClause: RawGenericWhereClauseSyntax?
    ) -> [String] {
        let inClause = clause?.parameters.nodes.compactMap { parameter -> String? in
            guard let constraint = parameter.inheritedType.flatMap(RawIdentifierTypeSyntax.init), protocols.contains(constraint.name.tokenText) else { return nil }
            return parameter.name.text
        } ?? []
        let inWhere = whereClause?.requirements.nodes.compactMap { requirement -> String? in
            guard let conformance = RawConformanceRequirementSyntax(requirement.requirement),
                  let left = RawIdentifierTypeSyntax(conformance.leftType),
                  let right = RawIdentifierTypeSyntax(conformance.rightType), protocols.contains(right.name.tokenText) else { return nil }
            return left.name.text
        } ?? []
        return inClause + inWhere
    }

    /// Where a call finds each of `names` (a function's generic parameters): the first parameter whose type is the
    /// name (or its metatype, an array or an optional of it), else the result type.
    /// A parameter whose default is `T.self` falls back to the result.
    private func genericBindings(_ names: [String], _ signature: RawFunctionSignatureSyntax) -> [GenericBinding] {
        names.compactMap { name in
            let fromResult = signature.returnClause.flatMap { Self.genericShape(of: $0.type, name) }.map(GenericBinding.Source.result)
            for (index, parameter) in signature.parameterClause.parameters.nodes.enumerated() {
                guard let shape = Self.genericShape(of: parameter.type, name) else { continue }
                let fallback = Self.metatypeDefaultingToItsBase(parameter) == name ? fromResult : nil
                return GenericBinding(name: name, source: .argument(index, shape), fallback: fallback)
            }
            return fromResult.map { GenericBinding(name: name, source: $0) }
        }
    }

    /// The base of a metatype parameter whose default names it (`T` of `as type: T.Type = T.self`), which in a
    /// generic function is the type the call infers for `T`.
    private static func metatypeDefaultingToItsBase(_ parameter: RawFunctionParameterSyntax) -> String? {
        guard let base = parameter.type.as(RawMetatypeTypeSyntax.self)?.baseType.as(RawIdentifierTypeSyntax.self),
              let member = parameter.defaultValue?.value.as(RawMemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let named = member.base?.as(RawDeclReferenceExprSyntax.self), named.baseName.text == base.name.text else { return nil }
        return base.name.text
    }

    /// How `type` holds the generic parameter `name`, if it is one of the shapes a binding reads.
    static func genericShape(of type: RawTypeSyntax, _ name: String) -> GenericBinding.Shape? {
        func isName(_ type: RawTypeSyntax) -> Bool { type.as(RawIdentifierTypeSyntax.self)?.name.text == name }
        if isName(type) { return .value }
        if let metatype = type.as(RawMetatypeTypeSyntax.self), isName(metatype.baseType) { return .metatype }
        if let array = type.as(RawArrayTypeSyntax.self), isName(array.element) { return .element }
        if let optional = type.as(RawOptionalTypeSyntax.self), isName(optional.wrappedType) { return .optional }
        return nil
    }

    func makeGetter(name: String, accessors: RawAccessorBlockSyntax, owner: TypeInfo?, isStatic: Bool, type: TypeRef?) -> FunctionDecl {
        let getter = declared(FunctionDecl(
            name: name, kind: .getter, parameters: [], hasSelf: owner != nil, isStatic: isStatic, returnType: type,
            position: position(accessors)
        ))
        scheduleBody(getter, accessorBody(accessors, .get), owner: owner, isStatic: isStatic)
        return getter
    }

    func makeSetter(name: String, accessors: RawAccessorBlockSyntax, owner: TypeInfo?, isStatic: Bool, type: TypeRef?) -> FunctionDecl? {
        guard let (body, newValueName) = setterBody(accessors) else { return nil }
        let newValue = ParameterShape(label: nil, name: newValueName, type: type ?? .unknown, defaultArgument: .none, isVariadic: false, isInout: false)
        let isNonmutating = accessors.accessors.as(RawAccessorDeclListSyntax.self)?.nodes.contains {
            $0.modifier?.name.isKeyword(.nonmutating) == true
        } ?? false
        let setter = declared(FunctionDecl(
            name: name, kind: .setter, parameters: [newValue], hasSelf: owner != nil, isMutating: !isStatic && !isNonmutating,
            isStatic: isStatic, returnType: nil, position: position(accessors)
        ))
        scheduleBody(setter, body, owner: owner, isStatic: isStatic)
        return setter
    }

    /// A stored property's `willSet` and `didSet`, as methods of `owner` (mutating ones of a struct).
    func makeObservers(_ accessors: RawAccessorBlockSyntax, of name: String, owner: TypeInfo, type: TypeRef?) -> PropertyObservers {
        func observer(_ keyword: Keyword, valueName: String) -> FunctionDecl? {
            guard let accessor = accessors.accessors.as(RawAccessorDeclListSyntax.self)?.nodes.first(where: { $0.accessorSpecifier.isKeyword(keyword) })
            else { return nil }
            let value = ParameterShape(
                label: nil, name: accessor.parameters?.name.text ?? valueName, type: type ?? .unknown, defaultArgument: .none,
                isVariadic: false, isInout: false
            )
            let function = declared(FunctionDecl(
                name: name, kind: .setter, parameters: [value], hasSelf: true, isMutating: owner.kind == .structure, returnType: nil,
                position: position(accessor)
            ))
            scheduleBody(function, accessor.body?.statements, owner: owner, isStatic: false)
            return function
        }
        return PropertyObservers(
            willSetAccessor: observer(.willSet, valueName: "newValue"), didSetAccessor: observer(.didSet, valueName: "oldValue")
        )
    }

    func accessorBody(_ accessors: RawAccessorBlockSyntax, _ keyword: Keyword) -> RawCodeBlockItemListSyntax? {
        guard let list = accessors.accessors.as(RawAccessorDeclListSyntax.self) else {
            return keyword == .get ? accessors.accessors.as(RawCodeBlockItemListSyntax.self) : nil
        }
        return list.nodes.first { $0.accessorSpecifier.isKeyword(keyword) }?.body?.statements
    }

    func setterBody(_ accessors: RawAccessorBlockSyntax) -> (RawCodeBlockItemListSyntax, String)? {
        guard let list = accessors.accessors.as(RawAccessorDeclListSyntax.self),
              let setter = list.nodes.first(where: { $0.accessorSpecifier.isKeyword(.set) }),
              let body = setter.body?.statements else { return nil }
        return (body, setter.parameters?.name.text ?? "newValue")
    }

    /// A stored property's initial value, a default argument or a global's initializer: an expression lowered as a
    /// parameterless function so it gets a frame for any closures it contains. A property's (`seesStaticMembers`),
    /// static or not, names the type's static members without `Self.` (`@State private var wakeUp = defaultWakeTime`).
    func makeThunk(_ expr: RawExprSyntax, type: TypeRef?, seesStaticMembers: Bool = false) -> FunctionDecl {
        makeThunk(at: position(expr), type: type, staticOwner: seesStaticMembers ? owner : nil) { $0.lowerExpr(expr) }
    }

    /// A property's initial value, lowered by `lower` once every declaration is known, in the static context of
    /// `staticOwner` if given.
    func makeThunk(
        at position: SourcePosition, type: TypeRef?, staticOwner: TypeInfo? = nil, _ lower: @escaping (Lowerer) -> Expr
    ) -> FunctionDecl {
        let thunk = declared(FunctionDecl(name: "initializer", kind: .getter, parameters: [], hasSelf: false, returnType: type, position: position))
        let (typeOwner, generics) = (constrainedSelf ?? owner, genericNames)
        pendingBodies.append(PendingBody(function: thunk) { lowerer in
            lowerer.inDeclaration(owner: typeOwner, generics: generics) {
                thunk.frameSize = lowerer.withFunction(FunctionContext(owner: staticOwner, isStatic: true, returnType: type)) {
                    thunk.body = Block(statements: [Stmt(.returnStatement(lower(lowerer), type), at: position)], frameSize: nil)
                }
            }
        })
        return thunk
    }

    /// A `lazy var`'s initial value: a getter of `typeOwner`, so that it may use `self` (``StoredProperty/lazyInitializer``).
    func makeLazyInitializer(_ expr: RawExprSyntax, owner typeOwner: TypeInfo, type: TypeRef?) -> FunctionDecl {
        let at = position(expr)
        let getter = declared(FunctionDecl(name: "lazy", kind: .getter, parameters: [], hasSelf: true, returnType: type, position: at))
        let generics = genericNames
        pendingBodies.append(PendingBody(function: getter) { lowerer in
            lowerer.inDeclaration(owner: typeOwner, generics: generics) {
                getter.frameSize = lowerer.withFunction(FunctionContext(owner: typeOwner, isStatic: false, returnType: type)) {
                    lowerer.declareLocal("self", isLet: true, type: .named(typeOwner))
                    getter.body = Block(statements: [Stmt(.returnStatement(lowerer.lowerExpr(expr), type), at: at)], frameSize: nil)
                }
            }
        })
        return getter
    }

    /// An initial value Swift gives a property declared without one (`@FocusState var isFocused: Bool` starts
    /// `false`).
    func makeConstantThunk(_ value: Value, type: TypeRef?, at position: SourcePosition) -> FunctionDecl {
        let thunk = declared(FunctionDecl(name: "initializer", kind: .getter, parameters: [], hasSelf: false, returnType: type, position: position))
        thunk.body = Block(statements: [Stmt(.returnStatement(Expr(.literal(value), at: position), type), at: position)], frameSize: nil)
        return thunk
    }

    /// The getter of an `@NSManaged` property, whose value Core Data keeps: a warning where it is declared, and an
    /// error if a preview reads it.
    func managedGetter(_ name: String, type: TypeRef?, at position: SourcePosition) -> FunctionDecl {
        let getter = declared(FunctionDecl(name: name, kind: .getter, parameters: [], hasSelf: true, returnType: type, position: position))
        let failing = reportUnmodelled("@NSManaged", of: "Core Data", at: position)
        getter.body = Block(statements: [Stmt(.returnStatement(failing, type), at: position)], frameSize: nil)
        return getter
    }

    /// Lowers `statements` as `function`'s body once every declaration is known.
    func scheduleBody(_ function: FunctionDecl, _ statements: RawCodeBlockItemListSyntax?, owner declaringOwner: TypeInfo?, isStatic: Bool) {
        let generics = genericNames
        // In `extension ButtonStyle where Self == Pill`, the bodies are `Pill`'s: `Self()` makes one.
        let typeOwner = constrainedSelf ?? declaringOwner
        pendingBodies.append(PendingBody(function: function, statements: statements) { lowerer in
            lowerer.inDeclaration(owner: typeOwner, generics: generics) {
                lowerer.lowerBody(of: function, statements.map(lowerer.revised), owner: typeOwner, isStatic: isStatic)
            }
        })
    }

    private func lowerBody(of function: FunctionDecl, _ statements: RawCodeBlockItemListSyntax?, owner typeOwner: TypeInfo?, isStatic: Bool) {
        // Instance requirements (`View.body`) and static ones (`PreviewProvider.previews`) alike.
        if function.builder == nil, let typeOwner, [.getter, .method].contains(function.kind) {
            function.builder = program.builderRequirements(of: typeOwner)[function.name]
        }
        let context = FunctionContext(owner: function.hasSelf ? typeOwner : nil, isStatic: isStatic, returnType: function.returnType)
        context.isInitializer = function.kind == .initializer
        context.genericZero = function.genericZero
        context.functionName = switch function.kind {
        case .getter, .setter: function.name
        case .initializer: "init(\(function.parameters.map(\.labelText).joined()))"
        default: "\(function.name)(\(function.parameters.map(\.labelText).joined()))"
        }
        function.frameSize = withFunction(context) {
            if function.hasSelf {
                let selfType = typeOwner.map { isStatic ? TypeRef.unknown : .named($0) }
                declareLocal("self", isLet: !function.isMutating, type: typeOwner?.isProtocol == true ? nil : selfType)
            }
            function.parameterSlots = function.parameters.map { parameter in
                declareLocal(parameter.name, isLet: !parameter.isInout, type: parameter.isVariadic ? .array(parameter.type) : parameter.type)
            }
            for index in function.genericBindings.indices {
                function.genericBindings[index].slot = declareLocal(function.genericBindings[index].name, isLet: true)
            }
            function.body = Block(statements: statements.map(lowerStatements) ?? [], frameSize: nil)
        }
    }

    func parameters(_ list: RawFunctionParameterListSyntax, labelled: Bool) -> [ParameterShape] {
        list.nodes.map { parameter in
            let first = parameter.firstName.text
            let second = parameter.secondName?.text
            let label: String? = labelled ? (first == "_" ? nil : first) : (second != nil && first != "_" ? first : nil)
            var type = resolve(parameter.type)
            if case .function(nil) = type, let builder = typeResolver.builderName(in: parameter.attributes) {
                type = .function(builder: library.builders[builder])
            }
            let isInout = TypeResolver.isInout(parameter.type)
            // `T.self` for a generic `T` is the type the call infers, which the call's binding finds (``GenericBinding``).
            let defaultArgument = Self.metatypeDefaultingToItsBase(parameter).map { lookupType($0) == nil } == true
                ? .value(.type(.unknown)) : parameter.defaultValue.map { ParameterShape.DefaultArgument.thunk(makeThunk($0.value, type: type)) }
            return ParameterShape(
                label: label, name: second ?? first, type: type, defaultArgument: defaultArgument ?? .none,
                isVariadic: parameter.ellipsis != nil, isInout: isInout
            )
        }
    }
}

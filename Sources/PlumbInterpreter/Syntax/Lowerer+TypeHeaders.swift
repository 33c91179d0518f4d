@_spi(RawSyntax) import SwiftSyntax

/// Indexing between types and members: what each type's declaration and extensions say of the type itself — its
/// generic parameters, superclass, raw type, conformances and type aliases — for every type before any type's members
/// are indexed. Indexing members then reads only what is here and its own type's tables (``indexMembers(of:threads:)``),
/// so it runs on several threads, and a member's signature sees every type's aliases wherever they are declared.
extension Lowerer {
    /// What a top-level declaration says of a type: a type's own declaration (and its nested types'), or an extension.
    func indexHeader(_ decl: RawDeclSyntax) {
        if let node = decl.as(RawExtensionDeclSyntax.self) {
            indexExtensionHeader(node)
        } else {
            indexTypeHeader(decl)
        }
    }

    /// A struct, class, actor, enum or protocol declaration's header, and those of the types declared in it.
    private func indexTypeHeader(_ decl: RawDeclSyntax) {
        guard let members = Self.memberBlock(of: decl), let type = declaredTypes[position(decl)] else { return }
        let saved = (owner, genericNames)
        defer { (owner, genericNames) = saved }
        owner = type
        if let node = decl.as(RawStructDeclSyntax.self) {
            declareGenericParameters(node.genericParameterClause, of: type)
            type.addConformances(inheritedNames(node.inheritanceClause))
        } else if let node = decl.as(RawEnumDeclSyntax.self) {
            declareGenericParameters(node.genericParameterClause, of: type)
            var inherited = inheritedNames(node.inheritanceClause)
            if let first = inherited.first, ["Int", "String", "Double", "Float", "CGFloat", "Character", "UInt"].contains(first) {
                type.rawType = lookupType(first).map(TypeRef.named)
                inherited.removeFirst()
            }
            type.addConformances(inherited)
        } else if let node = decl.as(RawClassDeclSyntax.self) {
            declareGenericParameters(node.genericParameterClause, of: type)
            var inherited = inheritedNames(node.inheritanceClause)
            for case .attribute(let attribute) in node.attributes.nodes {
                inherited += library.conformingAttributes[attribute.simpleName] ?? []
            }
            if let superclass = inherited.first.flatMap(lookupType),
               superclass.kind == .classType || (superclass.isNative && Self.nativeSuperclasses.contains(superclass.name)) {
                type.superclass = superclass
                inherited.removeFirst()
            }
            type.addConformances(inherited)
        } else if let node = decl.as(RawActorDeclSyntax.self) {
            declareGenericParameters(node.genericParameterClause, of: type)
            type.addConformances(inheritedNames(node.inheritanceClause))
        } else if let node = decl.as(RawProtocolDeclSyntax.self) {
            genericNames.formUnion(type.genericParameters)
            type.addConformances(inheritedNames(node.inheritanceClause))
        }
        indexHeaderMembers(members, of: type, isExtension: false)
    }

    /// The members of a struct, class, actor, enum or protocol declaration; nil for any other declaration (known by
    /// its kind alone, before its position is looked up).
    static func memberBlock(of decl: RawDeclSyntax) -> RawMemberBlockSyntax? {
        switch decl.raw.kind {
        case .structDecl: decl.cast(RawStructDeclSyntax.self).memberBlock
        case .classDecl: decl.cast(RawClassDeclSyntax.self).memberBlock
        case .actorDecl: decl.cast(RawActorDeclSyntax.self).memberBlock
        case .enumDecl: decl.cast(RawEnumDeclSyntax.self).memberBlock
        case .protocolDecl: decl.cast(RawProtocolDeclSyntax.self).memberBlock
        default: nil
        }
    }

    /// A generic type's parameters, with those of the types around it: they stand for any type in its members and its
    /// extensions (`extension Loadable where T: …`).
    private func declareGenericParameters(_ clause: RawGenericParameterClauseSyntax?, of type: TypeInfo) {
        genericNames.formUnion(clause.map(genericParameterNames) ?? [])
        type.genericParameters = genericNames
    }

    /// An extension's conformances and type aliases, and the headers of the types it declares; an extension of a
    /// type that cannot be found is reported here.
    private func indexExtensionHeader(_ node: RawExtensionDeclSyntax) {
        guard let type = extendedType(node) else {
            _ = resolve(node.extendedType)  // reports the unknown type
            return
        }
        let saved = (owner, genericNames)
        defer { (owner, genericNames) = saved }
        owner = type
        genericNames.formUnion(type.isNative ? Self.standardGenericParameters[type.name] ?? [] : type.genericParameters)
        let conformances = inheritedNames(node.inheritanceClause)
        if type.isNative {
            // Made for every extension of a native type, so indexing members finds the table there and adds none.
            program.extensionOf(type).conformances += conformances
        } else {
            type.addConformances(conformances)
        }
        indexHeaderMembers(node.memberBlock, of: type, isExtension: true)
    }

    /// The type aliases among a type's members, its inferred ones, and the headers of its nested types.
    private func indexHeaderMembers(_ block: RawMemberBlockSyntax, of type: TypeInfo, isExtension: Bool) {
        let members = activeMembers(block.members)
        if !hasIndexedAliasesEarly(type, isExtension: isExtension) { indexAliases(members, of: type) }
        inferKeyValue(members, of: type)
        inferAnimatableData(members, of: type)
        for member in members { indexTypeHeader(member) }
    }

    /// The names of the inherited types (conformances), each checked to exist.
    private func inheritedNames(_ clause: RawInheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.nodes.map { inherited in
            _ = resolve(inherited.type)
            if let member = inherited.type.as(RawMemberTypeSyntax.self), typeResolver.moduleName(member.baseType) != nil {
                return member.name.text
            }
            return inherited.type.as(RawIdentifierTypeSyntax.self)?.name.text ?? inherited.type.trimmedDescription
        } ?? []
    }

    /// A type's type aliases: of a declared type, a nested type; of any other, an alias the type's code sees.
    private func indexAliases(_ members: [RawDeclSyntax], of type: TypeInfo) {
        for decl in members {
            guard let alias = decl.as(RawTypeAliasDeclSyntax.self) else { continue }
            let target = resolve(alias.initializer.value)
            // One an extension of a protocol declares (the declaration's own were collected with the types).
            if type.kind == .protocolType { program.protocolAliasNames.insert(alias.name.text) }
            if case .named(let named) = target {
                addNestedType(named, as: alias.name.text, to: type)
            } else if !type.isNative {
                type.typeAliases[alias.name.text] = target
            } else {
                report(.unsupported("a typealias of a non-nominal type in an extension of '\(type.name)'; declare it at the top level"), at: alias)
            }
        }
    }

    /// The protocols whose `Value` a conforming key may leave to Swift to infer.
    private static let keyProtocols: Set<String> = ["PreferenceKey", "EnvironmentKey", "LayoutValueKey", "FocusedValueKey"]

    /// A key's `Value` when it declares none (no `typealias Value`, no nested `Value`): Swift infers it from the type of
    /// `defaultValue` (`static let defaultValue: [Int: CGSize] = [:]`, `static var defaultValue: Anchor<CGRect>?`),
    /// else from `reduce(value:nextValue:)`'s `inout` parameter.
    private func inferKeyValue(_ members: [RawDeclSyntax], of type: TypeInfo) {
        guard !type.isNative, type.kind != .protocolType, type.typeAliases["Value"] == nil,
              type.conformances.contains(where: Self.keyProtocols.contains),
              program.nestedType(named: "Value", in: type) == nil else { return }
        var inferred: TypeRef?
        for decl in members {
            if let node = decl.as(RawVariableDeclSyntax.self) {
                for binding in node.bindings.nodes where binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text == "defaultValue" {
                    inferred = binding.typeAnnotation.map { resolve($0.type) } ?? binding.initializer.flatMap { inferredType(of: $0.value) }
                }
            } else if inferred == nil, let function = decl.as(RawFunctionDeclSyntax.self), function.name.text == "reduce",
                      let first = function.signature.parameterClause.parameters.nodes.first,
                      let attributed = first.type.as(RawAttributedTypeSyntax.self) {
                inferred = resolve(attributed.baseType)
            }
            if let inferred {
                if case .unknown = inferred { continue }
                if case .unmodelled = inferred { continue }
                type.typeAliases["Value"] = inferred
                return
            }
        }
    }

    /// `AnimatableData` when a type declares none: Swift infers it from its `animatableData` property's type
    /// (`var animatableData: AnimatablePair<Double, Double>`, whose getter may then write `AnimatableData(a, b)`).
    private func inferAnimatableData(_ members: [RawDeclSyntax], of type: TypeInfo) {
        guard !type.isNative, type.kind != .protocolType, type.typeAliases["AnimatableData"] == nil else { return }
        for node in members.compactMap({ $0.as(RawVariableDeclSyntax.self) }) {
            for binding in node.bindings.nodes where binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text == "animatableData" {
                guard let annotation = binding.typeAnnotation else { continue }
                type.typeAliases["AnimatableData"] = resolve(annotation.type)
                return
            }
        }
    }

    /// Whether `type` is a top-level protocol whose aliases were indexed before any type's members
    /// (``indexProtocolAliases(_:)``).
    private func hasIndexedAliasesEarly(_ type: TypeInfo, isExtension: Bool) -> Bool {
        type.kind == .protocolType && !isExtension && type.parent == nil && !program.protocolAliasNames.isEmpty
    }

    /// The type aliases of the file's top-level protocols, before any type's members are indexed: a type conforming
    /// to one may be written before it and name its aliases (`makeBody(configuration: Configuration)`).
    func indexProtocolAliases(_ proto: RawProtocolDeclSyntax) {
        guard let type = declaredTypes[position(proto)] else { return }
        let saved = owner
        owner = type
        indexAliases(activeMembers(proto.memberBlock.members), of: type)
        owner = saved
    }
}

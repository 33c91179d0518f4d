@_spi(RawSyntax) import SwiftSyntax

/// Indexing declarations: types first (so signatures can name any of them), then members, then bodies.
extension Lowerer {
    /// Property wrappers and attributes SwiftUI code uses that the interpreter does not run.
    static let unsupportedWrappers: Set<String> = ["Namespace", "Query"]

    /// The generic parameters and associated types of the standard library's generic types and collection protocols,
    /// which their extensions name (`extension Collection { subscript(safe index: Index) -> Element? }`); like a
    /// generic type's own parameters, they stand for any type.
    static let standardGenericParameters: [String: Set<String>] = {
        let collection: Set<String> = ["Element", "Index", "Indices", "SubSequence", "Iterator"]
        var table = Dictionary(uniqueKeysWithValues: [
            "Array", "ArraySlice", "Set", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
            "MutableCollection", "RangeReplaceableCollection",
        ].map { ($0, collection) })
        table["Dictionary"] = collection.union(["Key", "Value"])
        table["Optional"] = ["Wrapped"]
        table["Range"] = ["Bound"]
        table["ClosedRange"] = ["Bound"]
        return table
    }()
    /// Wrappers that hold their initial value as `@State` does in a still preview: storage persists nothing
    /// (`@AppStorage`, `@SceneStorage`), no gesture runs (`@GestureState`), text is at its default size
    /// (`@ScaledMetric`).
    static let stateLikeWrappers: Set<String> = ["State", "StateObject", "AppStorage", "SceneStorage", "GestureState", "ScaledMetric"]

    /// Framework classes a scene's class may inherit from: Foundation's root class, which adds nothing a preview uses
    /// (`class Model: NSObject, ObservableObject`).
    static let nativeSuperclasses: Set<String> = ["NSObject"]

    /// Attributes of a class's properties that change nothing here: every stored property of a class is observed
    /// (a write to it solves the scene again), as an `ObservableObject`'s `@Published` ones and an `@Observable`
    /// class's are.
    static let observationAttributes: Set<String> = ["Published", "ObservationIgnored", "ObservationTracked"]

    /// Indexes the declarations of `module`'s files (laid out as the program's ``SourceMap`` says) and starts
    /// lowering their bodies on the threads `threads` allows; the faults so far are the declarations'.
    /// ``finishBodies(_:)`` adds the bodies'.
    func lowerFiles(_ module: ParsedModule, threads: LoweringThreads = LoweringThreads()) -> PendingBodies {
        let files = program.sourceMap.files
        source = LoweredSource(pieces: zip(module.files, files).flatMap { parsed, file in
            parsed.pieces.map { LoweredSource.Piece(Syntax($0.tree), offset: file.base + $0.offset) }
        })
        let items = module.files.indices.flatMap { file in
            module.files[file].pieces.flatMap { activeItems($0.tree.raw.cast(RawSourceFileSyntax.self).statements) }.map { (file, $0) }
        }
        /// Runs `body` for each top-level item, as code of its file.
        func forEachItem<Node: RawSyntaxNodeProtocol>(_ kind: Node.Type, _ body: (Node) -> Void) {
            for (file, item) in items {
                guard let node = item.as(kind) else { continue }
                currentFile = file
                body(node)
            }
        }
        forEachItem(RawDeclSyntax.self) { declareType($0, parent: nil) }
        forEachItem(RawExtensionDeclSyntax.self) { declareNestedTypes(in: $0) }
        forEachItem(RawTypeAliasDeclSyntax.self) { alias in
            // A generic alias (`typealias Subject<T> = Binding<Loadable<T>>`) stands for any type in its parameters' places.
            var target = TypeRef.unknown
            inDeclaration(owner: nil, generics: Set(alias.genericParameterClause.map(genericParameterNames) ?? [])) {
                target = resolve(alias.initializer.value)
            }
            program.typeAliases[declarationKey(alias.name.text, alias.modifiers)] = target
        }
        if !program.protocolAliasNames.isEmpty { forEachItem(RawProtocolDeclSyntax.self) { indexProtocolAliases($0) } }
        forEachItem(RawDeclSyntax.self) { indexHeader($0) }
        // What a header's lookups remembered was looked up with the headers half indexed.
        program.clearMemberCache()
        indexMembers(of: items, threads: threads)
        layOutSubclasses()
        synthesizeCodingKeys()
        program.clearMemberCache()
        program.collectMemberNames()
        defer { pendingBodies.removeAll() }
        program.statementBodies = Dictionary(grouping: pendingBodies.filter { $0.statements != nil }) {
            program.sourceMap.fileIndex(of: $0.function.position)
        }
        return PendingBodies(pendingBodies, lowerer: self, threads: threads)
    }

    /// The key a top-level declaration with `modifiers` in the current file is filed under.
    private func declarationKey(_ name: String, _ modifiers: RawDeclModifierListSyntax) -> String {
        program.declarationKey(name, access: AccessLevel(modifiers), file: currentFile)
    }

    /// Waits for `bodies` to be lowered: the file's faults are then complete, and put in source order, as swiftc
    /// reports them (an expression's parts are lowered inside out: `Text(a).frame(width: b)` finds `b` first; the
    /// sort is stable, so faults at one place keep their order). A member name no type has is not reported when it
    /// is a tuple label, which a later body may have declared, nor when a type cannot be found: it may be that type's,
    /// and swiftc reports only the type.
    func finishBodies(_ bodies: PendingBodies) {
        faults += bodies.finish()
        program.functionDecls = declaredFunctions
        let unknownType = faults.contains { if case .cannotFind(_, true, _) = $0.kind { true } else { false } }
        faults.removeAll { fault in
            if case .unknownMember(let name, _) = fault.kind { unknownType || tupleLabels.contains(name) } else { false }
        }
        faults.sort { $0.position < $1.position }
    }

    // MARK: Pass 1: types

    private func declareType(_ decl: RawDeclSyntax, parent: TypeInfo?) {
        let declared: (
            name: RawTokenSyntax, kind: TypeInfo.Kind, members: RawMemberBlockSyntax, attributes: RawAttributeListSyntax, modifiers: RawDeclModifierListSyntax
        )
        if let node = decl.as(RawStructDeclSyntax.self) {
            declared = (node.name, .structure, node.memberBlock, node.attributes, node.modifiers)
        } else if let node = decl.as(RawClassDeclSyntax.self) {
            declared = (node.name, .classType, node.memberBlock, node.attributes, node.modifiers)
        } else if let node = decl.as(RawActorDeclSyntax.self) {
            // An actor is a class here: a still preview runs one task at a time, so its isolation changes nothing.
            declared = (node.name, .classType, node.memberBlock, node.attributes, node.modifiers)
        } else if let node = decl.as(RawEnumDeclSyntax.self) {
            declared = (node.name, .enumeration, node.memberBlock, node.attributes, node.modifiers)
        } else if let node = decl.as(RawProtocolDeclSyntax.self) {
            declared = (node.name, .protocolType, node.memberBlock, node.attributes, node.modifiers)
        } else {
            return
        }
        let position = position(decl)
        let type = TypeInfo(name: declared.name.text, kind: declared.kind, position: position)
        type.isPropertyWrapper = declared.attributes.nodes.contains { if case .attribute(let attribute) = $0 { attribute.simpleName == "propertyWrapper" } else { false } }
        type.parent = parent
        declaredTypes[position] = type
        if let parent {
            addNestedType(type, as: type.name, to: parent)
        } else {
            declareTopLevel(type, key: declarationKey(type.name, declared.modifiers), at: declared.name)
        }
        program.userTypes.append(type)
        for member in activeMembers(declared.members.members) {
            if declared.kind == .protocolType, let alias = member.as(RawTypeAliasDeclSyntax.self) { program.protocolAliasNames.insert(alias.name.text) }
            // A protocol's associated types stand for any type, in it and in its extensions wherever they are, as
            // generic parameters do.
            if let associated = member.as(RawAssociatedTypeDeclSyntax.self) { type.genericParameters.insert(associated.name.text) }
            declareType(member, parent: type)
        }
    }

    /// Files a top-level type under `key`. A second declaration in the same module is an error; a module's own
    /// declaration shadows a public one of a module it imports (modules are loaded dependencies first).
    private func declareTopLevel(_ type: TypeInfo, key: String, at name: RawTokenSyntax) {
        if let existing = program.types[key], let existingPosition = existing.declaredPosition {
            let files = program.sourceMap.files
            if files[program.sourceMap.fileIndex(of: existingPosition)].module == files[currentFile].module {
                report(.invalid("invalid redeclaration of '\(type.name)'"), at: name)
            }
        }
        program.types[key] = type
    }

    /// Files `type` as a type nested in `parent` called `name` (its own, or an alias's): a static member of it, and
    /// in the program's table of nested types, which resolving type names reads.
    func addNestedType(_ type: TypeInfo, as name: String, to parent: TypeInfo) {
        addStatic(name, .nestedType(type), to: parent)
        program.declareNestedType(type, as: name, in: parent)
    }

    private func declareNestedTypes(in ext: RawExtensionDeclSyntax) {
        guard let target = extendedType(ext) else { return }
        for member in activeMembers(ext.memberBlock.members) { declareType(member, parent: target) }
    }

    func extendedType(_ ext: RawExtensionDeclSyntax) -> TypeInfo? {
        let saved = owner
        owner = nil
        defer { owner = saved }
        var resolver = typeResolver
        resolver.unknownType = nil
        switch resolver.resolve(ext.extendedType) {
        case .named(let type): return type
        case .array: return program.builtins.array
        case .dictionary: return program.builtins.dictionary
        case .optional: return program.builtins.optional
        case .set: return program.builtins.set
        default: return nil
        }
    }

    // MARK: Pass 2: members and top-level declarations

    func indexTopLevel(_ item: RawSyntax) {
        switch RawCodeBlockItemSyntax.Item(item) {
        case .decl(let decl):
            indexTopLevel(decl)
        case .stmt(let stmt):
            if let macro = stmt.as(RawExpressionStmtSyntax.self)?.expression.as(RawMacroExpansionExprSyntax.self) {
                indexMacro(name: macro.macroName, arguments: macro.arguments, trailingClosure: macro.trailingClosure, at: macro)
            } else {
                report(.invalid("statements are not allowed at the top level of a scene file"), at: stmt)
            }
        case .expr(let expr):
            if let macro = expr.as(RawMacroExpansionExprSyntax.self) {
                indexMacro(name: macro.macroName, arguments: macro.arguments, trailingClosure: macro.trailingClosure, at: macro)
            } else {
                report(.invalid("expressions are not allowed at the top level of a scene file"), at: expr)
            }
        case nil:
            break
        }
    }

    private func indexTopLevel(_ decl: RawDeclSyntax) {
        if let node = decl.as(RawImportDeclSyntax.self), let module = node.path.nodes.first?.name.text,
           program.unloadedModules.contains(module) {
            program.unloadedImports[currentFile, default: []].append(module)
        }
        if decl.is(RawImportDeclSyntax.self) || decl.is(RawTypeAliasDeclSyntax.self) { return }
        if let node = decl.as(RawMacroExpansionDeclSyntax.self) {
            indexMacro(name: node.macroName, arguments: node.arguments, trailingClosure: node.trailingClosure, at: node)
        } else if let node = decl.as(RawExtensionDeclSyntax.self) {
            indexExtension(node)
        } else if let node = decl.as(RawFunctionDeclSyntax.self) {
            let function = makeFunction(node, owner: nil, isStatic: false)
            program.functions[declarationKey(function.name, node.modifiers), default: []].append(function)
        } else if let node = decl.as(RawVariableDeclSyntax.self) {
            indexGlobal(node)
        } else if !indexTypeDeclaration(decl) {
            reportUnsupportedDeclaration(decl)
        }
    }

    /// Indexes the members of a struct, class, actor, enum or protocol declaration (declared in pass 1, its header
    /// indexed since); false if `decl` is none.
    @discardableResult
    func indexTypeDeclaration(_ decl: RawDeclSyntax) -> Bool {
        guard let members = Self.memberBlock(of: decl), let type = declaredTypes[position(decl)] else { return false }
        let saved = (owner, genericNames, constrainedSelf)
        defer { (owner, genericNames, constrainedSelf) = saved }
        owner = type
        constrainedSelf = nil
        genericNames.formUnion(type.genericParameters)
        indexMembers(members, of: type, isExtension: false)
        if type.kind == .enumeration { assignImplicitRawValues(type) }
        return true
    }

    /// The names a generic parameter clause declares (`<Content, T>`).
    func genericParameterNames(_ clause: RawGenericParameterClauseSyntax) -> [String] {
        clause.parameters.nodes.map { $0.name.text }
    }

    /// Indexes an extension's members (its header was indexed before: an unknown type is reported there).
    private func indexExtension(_ node: RawExtensionDeclSyntax) {
        guard let type = extendedType(node) else { return }
        let saved = (owner, genericNames, constrainedSelf)
        defer { (owner, genericNames, constrainedSelf) = saved }
        owner = type
        genericNames.formUnion(type.isNative ? Self.standardGenericParameters[type.name] ?? [] : type.genericParameters)
        if type.isProtocol { constrainedSelf = constrainedSelfType(node) }
        indexMembers(node.memberBlock, of: type, isExtension: true)
    }

    /// `X` in a protocol extension's `where Self == X`.
    private func constrainedSelfType(_ node: RawExtensionDeclSyntax) -> TypeInfo? {
        guard let requirements = node.genericWhereClause?.requirements else { return nil }
        for requirement in requirements.nodes {
            guard let same = RawSameTypeRequirementSyntax(requirement.requirement),
                  RawIdentifierTypeSyntax(same.leftType)?.name.tokenText == "Self",
                  let right = RawTypeSyntax(same.rightType), case .named(let type) = resolve(right) else { continue }
            return type
        }
        return nil
    }

    private func indexGlobal(_ node: RawVariableDeclSyntax) {
        for binding in node.bindings.nodes {
            guard let name = binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text else {
                report(.unsupported("destructuring at the top level"), at: binding.pattern)
                continue
            }
            let type = binding.typeAnnotation.map { resolve($0.type) }
            let global = LazyVariable(description: "global '\(name)'", type: type)
            program.globals[declarationKey(name, node.modifiers)] = global
            if let accessors = binding.accessorBlock {
                global.isComputed = true
                global.initializer = makeGetter(name: name, accessors: accessors, owner: nil, isStatic: false, type: type)
            } else if let initializer = binding.initializer {
                global.initializer = makeThunk(initializer.value, type: type)
            } else if !node.bindingSpecifier.isKeyword(.let), type?.isOptional == true {
                global.initializer = makeConstantThunk(.optional(nil), type: type, at: position(binding))
            }
        }
    }

    private func indexMacro(name: RawTokenSyntax, arguments: RawLabeledExprListSyntax, trailingClosure: RawClosureExprSyntax?, at node: some RawSyntaxNodeProtocol) {
        guard name.text == "Preview" else {
            report(.unsupported("macro '#\(name.text)'"), at: node)
            return
        }
        var title: String?
        var traits: [PreviewDecl.Trait] = []
        var inTraits = false
        var body = trailingClosure
        for argument in arguments.nodes {
            if argument.label?.tokenText == "traits" { inTraits = true }
            if let closure = argument.expression.as(RawClosureExprSyntax.self) {
                body = closure
            } else if inTraits {
                traits.append(previewTrait(argument.expression))
            } else if argument.label == nil, argument.expression.is(RawStringLiteralExprSyntax.self) {
                title = argument.expression.typed(StringLiteralExprSyntax.self).representedLiteralValue
            }
        }
        guard let body else {
            report(.invalid("#Preview needs a closure with the view to show"), at: node)
            return
        }
        let function = declared(FunctionDecl(
            name: "#Preview", kind: .closure, parameters: [], hasSelf: false,
            builder: library.builders[library.previewBuilderName], returnType: nil, position: position(body)
        ))
        pendingBodies.append(PendingBody(function: function, statements: body.statements) { lowerer in
            function.frameSize = lowerer.withFunction(FunctionContext(owner: nil, isStatic: false, returnType: nil)) {
                function.body = Block(statements: lowerer.lowerStatements(lowerer.revised(body.statements)), frameSize: nil)
            }
        })
        program.previews.append(PreviewDecl(name: title, traits: traits, body: function, position: position(node)))
    }

    private func previewTrait(_ expr: RawExprSyntax) -> PreviewDecl.Trait {
        if let member = expr.as(RawMemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.text == "sizeThatFitsLayout" ? .sizeThatFitsLayout : .other(member.declName.baseName.text)
        }
        if let call = expr.as(RawFunctionCallExprSyntax.self), let member = call.calledExpression.as(RawMemberAccessExprSyntax.self),
           member.declName.baseName.tokenText == "fixedLayout",
           let width = call.arguments.nodes.first(where: { $0.label?.tokenText == "width" }),
           let height = call.arguments.nodes.first(where: { $0.label?.tokenText == "height" }) {
            return .fixedLayout(width: makeThunk(width.expression, type: nil), height: makeThunk(height.expression, type: nil))
        }
        return .other(expr.trimmedDescription)
    }

    private func reportUnsupportedDeclaration(_ decl: RawDeclSyntax) {
        let construct: String
        switch decl.raw.kind {
        case .classDecl: construct = "classes (use a struct)"
        case .operatorDecl, .precedenceGroupDecl: construct = "operator declarations"
        case .macroDecl: construct = "macro declarations"
        // A preview's objects live as long as it does: a `deinit` (cancelling a subscription) has nothing to do.
        case .associatedTypeDecl, .deinitializerDecl: return
        default: construct = "this declaration"
        }
        report(.unsupported(construct), at: decl)
    }

    // MARK: Members

    private func indexMembers(_ block: RawMemberBlockSyntax, of type: TypeInfo, isExtension: Bool) {
        let members = activeMembers(block.members)
        // Most members are instance members: room for them at once rather than growing through rehashes.
        if !type.isNative { type.instanceMembers.reserveCapacity(type.instanceMembers.count + members.count) }
        for decl in members {
            if type.kind == .protocolType, !isExtension {
                indexRequirement(decl, of: type)
                continue
            }
            if let node = decl.as(RawVariableDeclSyntax.self) {
                indexProperty(node, of: type, isStatic: hasModifier(node.modifiers, .static, .class), isExtension: isExtension)
            } else if let node = decl.as(RawFunctionDeclSyntax.self) {
                let isStatic = hasModifier(node.modifiers, .static, .class)
                let function = makeFunction(node, owner: type, isStatic: isStatic)
                if isStatic { addStatic(function.name, .method(function), to: type) } else { addInstance(function.name, .method(function), to: type) }
            } else if let node = decl.as(RawInitializerDeclSyntax.self) {
                indexInitializer(node, of: type, isExtension: isExtension)
            } else if let node = decl.as(RawSubscriptDeclSyntax.self) {
                indexSubscript(node, of: type)
            } else if let node = decl.as(RawEnumCaseDeclSyntax.self) {
                indexCases(node, of: type)
            } else if decl.is(RawTypeAliasDeclSyntax.self) || decl.is(RawAssociatedTypeDeclSyntax.self) {
                continue
            } else if !indexTypeDeclaration(decl) {
                reportUnsupportedDeclaration(decl)
            }
        }
    }

    /// A protocol requirement: only its name is recorded (conforming types implement it).
    private func indexRequirement(_ decl: RawDeclSyntax, of type: TypeInfo) {
        if let variable = decl.as(RawVariableDeclSyntax.self) {
            for binding in variable.bindings.nodes {
                if let name = binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text { type.requirementNames.insert(name) }
            }
        } else if let function = decl.as(RawFunctionDeclSyntax.self) {
            type.requirementNames.insert(function.name.text)
        }
    }

    /// Whether any of `keywords` is among `modifiers`.
    func hasModifier(_ modifiers: RawDeclModifierListSyntax, _ keywords: Keyword...) -> Bool {
        modifiers.nodes.contains { modifier in keywords.contains { modifier.name.isKeyword($0) } }
    }

    func addInstance(_ name: String, _ member: Member, to type: TypeInfo) {
        if type.isNative {
            program.extensionOf(type).instanceMembers[name, default: []].append(member)
        } else {
            type.addInstanceMember(name, member)
        }
    }

    func addStatic(_ name: String, _ member: Member, to type: TypeInfo) {
        if type.isNative {
            program.extensionOf(type).staticMembers[name, default: []].append(member)
        } else {
            type.addStaticMember(name, member)
        }
    }

    private func indexProperty(_ node: RawVariableDeclSyntax, of type: TypeInfo, isStatic: Bool, isExtension: Bool) {
        let isLet = node.bindingSpecifier.isKeyword(.let)
        var wrapper: StoredProperty.Wrapper?
        /// `@FocusState`: state that starts `false` (or `nil`) — nothing has focus in a still preview.
        var isFocusState = false
        /// The type `@Environment(Model.self)` names, for a property declared without an annotation.
        var environmentType: TypeRef?
        /// `@Environment(\.name)`'s initial value: the environment's default for the name.
        var environmentDefault: FunctionDecl?
        var builder: (any ResultBuilder)?
        /// A live wrapper's attribute (`@Query(sort: \Item.name)`), whose arguments make the wrapper.
        var liveAttribute: RawAttributeSyntax?
        /// iOS 18's `@Entry` macro (`@Entry var accent: Color = .blue` in an extension of `EnvironmentValues`).
        var entryAttribute: RawAttributeSyntax?
        /// Core Data's `@NSManaged`: no storage of the type's own, valid in an extension.
        var isManaged = false
        /// The attribute of a property wrapper the file declares, when it has arguments (`@Clamped(to: 3)`).
        var declaredWrapperAttribute: RawAttributeSyntax?
        for case .attribute(let attribute) in node.attributes.nodes {
            let name = attribute.simpleName
            if name == "NSManaged" {
                isManaged = true
            } else if Self.stateLikeWrappers.contains(name) {
                wrapper = .state
            } else if name == "FocusState" {
                wrapper = .state
                isFocusState = true
            } else if name == "ObservedObject" || name == "Bindable" {
                wrapper = .observed
            } else if name == "EnvironmentObject" {
                wrapper = .environmentObject
            } else if name == "Binding" {
                wrapper = .binding
            } else if name == "Environment" {
                wrapper = environmentWrapper(attribute, type: &environmentType, default: &environmentDefault)
            } else if let value = library.wrapperValues[name] {
                wrapper = .provided(value)
            } else if library.liveWrappers[name] != nil {
                wrapper = .live(name)
                liveAttribute = attribute
            } else if name == "Entry" {
                entryAttribute = attribute
            } else if let registered = library.builders[name] {
                builder = registered
            } else if Self.unsupportedWrappers.contains(name) {
                report(.unsupported("the @\(name) property wrapper"), at: attribute)
            } else if let declared = lookupType(name), declared.isPropertyWrapper {
                if attribute.arguments != nil, isStatic {
                    report(.unsupported("arguments of a property wrapper on a static property (@\(name)(…)); the property would not be wrapped"), at: attribute)
                } else {
                    wrapper = .declared(declared)
                    if attribute.arguments != nil { declaredWrapperAttribute = attribute }
                }
            } else if Self.observationAttributes.contains(name), type.kind != .classType {
                report(.invalid("@\(name) is only available on properties of classes"), at: attribute)
            }
        }
        for binding in node.bindings.nodes {
            guard let name = binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text else {
                report(.unsupported("destructuring in a property declaration"), at: binding.pattern)
                continue
            }
            let declaredType = binding.typeAnnotation.map { resolve($0.type) } ?? binding.initializer.flatMap { inferredType(of: $0.value) }
                ?? environmentType
            if let entryAttribute {
                indexEntry(binding, named: name, type: declaredType, of: type, attribute: entryAttribute)
                continue
            }
            if isManaged {
                addInstance(name, .computed(getter: managedGetter(name, type: declaredType, at: position(binding)), setter: nil), to: type)
                continue
            }
            if let accessors = binding.accessorBlock, isComputed(accessors) {
                let getter = makeGetter(name: name, accessors: accessors, owner: type, isStatic: isStatic, type: declaredType)
                getter.builder = builder
                let setter = makeSetter(name: name, accessors: accessors, owner: type, isStatic: isStatic, type: declaredType)
                let member = Member.computed(getter: getter, setter: setter)
                if isStatic { addStatic(name, member, to: type) } else { addInstance(name, member, to: type) }
                continue
            }
            var observers = PropertyObservers()
            if let accessors = binding.accessorBlock {
                if isStatic {
                    report(.unsupported("property observers (willSet/didSet) of static properties"), at: accessors)
                } else {
                    observers = makeObservers(accessors, of: name, owner: type, type: declaredType)
                }
            }
            let isLazy = hasModifier(node.modifiers, .lazy) && !isStatic
            var initializer = isLazy ? nil : binding.initializer.map { makeThunk($0.value, type: declaredType, seesStaticMembers: true) }
            if let liveAttribute { initializer = makeWrapperThunk(liveAttribute) }
            let wrapperArguments = declaredWrapperAttribute?.arguments.flatMap { $0.as(RawLabeledExprListSyntax.self) }
            if initializer != nil, let argument = wrapperArguments?.nodes.first(where: { $0.label?.tokenText == "wrappedValue" }) {
                report(.invalid("'\(name)' has both an initial value and a 'wrappedValue:' argument to its wrapper"), at: argument)
            }
            if let environmentDefault { initializer = environmentDefault }
            if initializer != nil, let annotation = binding.typeAnnotation, namesUnmodelledType(annotation.type) {
                // A UIKit value (`var style: UIBlurEffect.Style = .systemMaterial`) is nothing here: the property
                // holds nil, so the type around it can be made (a representable, drawn as a placeholder).
                initializer = makeConstantThunk(.optional(nil), type: nil, at: position(binding))
            }
            if initializer == nil, isFocusState {
                initializer = makeConstantThunk(declaredType?.isOptional == true ? .optional(nil) : .bool(false), type: declaredType, at: position(binding))
            }
            // An optional `static var` without a value starts as nil, as Swift makes it (`static var defaultValue: Anchor<CGRect>?`).
            if initializer == nil, isStatic, !node.bindingSpecifier.isKeyword(.let), binding.accessorBlock == nil, declaredType?.isOptional == true {
                initializer = makeConstantThunk(.optional(nil), type: declaredType, at: position(binding))
            }
            // A static wrapper that provides its value (`@Namespace static var ns` in a preview provider).
            if initializer == nil, isStatic, case .provided(let value)? = wrapper {
                initializer = makeConstantThunk(value, type: declaredType, at: position(binding))
            }
            if isStatic {
                addStatic(name, .staticVariable(LazyVariable(description: "static property '\(name)'", type: declaredType, initializer: initializer)), to: type)
            } else if isExtension || !type.hasStoredProperties {
                let what = isExtension ? "extensions" : type.kind == .enumeration ? "enums" : "protocols"
                if type.kind != .protocolType {
                    report(.invalid("\(what) must not contain stored properties"), at: binding)
                }
            } else {
                var property = StoredProperty(
                    name: name, type: wrapper == .binding ? declaredType.map(TypeRef.binding) : declaredType, initializer: initializer,
                    isLet: isLet || wrapper.isProvided, wrapper: wrapper, builder: builder, position: position(binding), observers: observers
                )
                if isLazy, let value = binding.initializer?.value {
                    property.lazyInitializer = makeLazyInitializer(value, owner: type, type: declaredType)
                }
                if let attribute = declaredWrapperAttribute, case .declared(let wrapperType)? = wrapper {
                    if let wrapperArguments, !wrapperArguments.nodes.isEmpty {
                        property.wrapping = makeWrapping(wrapperType, wrapperArguments, at: position(attribute))
                    }
                    if initializer == nil { property.wrapperInitializer = makeWrapperThunk(attribute, declared: wrapperType) }
                }
                type.addInstanceMember(name, .stored(type.storedProperties.count))
                type.storedProperties.append(property)
                if let annotation = binding.typeAnnotation?.type {
                    for parameter in type.genericParameters where type.genericSources[parameter] == nil {
                        if let shape = Self.genericShape(of: annotation, parameter) { type.genericSources[parameter] = (name, shape) }
                    }
                }
            }
        }
    }

    /// `@Environment(\\.name)`: the environment's value for the name, starting as its default (`initial`): the
    /// library's value for one of its names, else `EnvironmentValues().name` for a name the file declares in an
    /// extension of `EnvironmentValues`; an unknown name is reported. `@Environment(Model.self)`: the `@Observable`
    /// instance an ancestor view put in the environment.
    private func environmentWrapper(
        _ attribute: RawAttributeSyntax, type: inout TypeRef?, default initial: inout FunctionDecl?
    ) -> StoredProperty.Wrapper? {
        let argument = attribute.arguments.flatMap { $0.as(RawLabeledExprListSyntax.self) }?.elements.first?.expression
        if let member = argument?.as(RawMemberAccessExprSyntax.self), member.declName.baseName.tokenText == "self",
           let base = member.base?.as(RawDeclReferenceExprSyntax.self) {
            type = lookupType(base.baseName.text).map(TypeRef.named)
            if type == nil { reportUnknownType(base.baseName.text, at: base) }
            return .environmentObject
        }
        guard let keyPath = argument?.as(RawKeyPathExprSyntax.self),
              case .literal(.keyPath(let path)) = lowerKeyPath(keyPath).kind, path.components.count == 1 else {
            report(.unsupported("@Environment without a key path such as \\.colorScheme or a type such as Model.self"), at: attribute)
            return nil
        }
        let name = path.components[0]
        let position = position(keyPath)
        if let value = library.environmentValues[name] {
            initial = makeConstantThunk(value, type: nil, at: position)
        } else if let values = lookupType("EnvironmentValues") {
            initial = makeThunk(at: position, type: nil) { lowerer in
                lowerer.environmentDefault(name, of: values, at: position)
            }
        } else {
            reportUnknownEnvironmentValue(name, in: nil, at: position)
            return nil
        }
        return .environment(name)
    }

    /// `EnvironmentValues().name`, once the file's extensions are known; reported when there is no such property.
    private func environmentDefault(_ name: String, of values: TypeInfo, at position: SourcePosition) -> Expr {
        if !program.hasMember(named: name, of: values, isStatic: false) { reportUnknownEnvironmentValue(name, in: values, at: position) }
        let empty = Expr(.call(Expr(.type(.named(values)), at: position), []), at: position)
        return Expr(.member(empty, name: name, cache: MemberCache()), at: position)
    }

    /// An environment value neither the library nor the file's extension of `values` has: a misspelling of one of
    /// theirs, or one Plumb lacks.
    private func reportUnknownEnvironmentValue(_ name: String, in values: TypeInfo?, at position: SourcePosition) {
        // Read, not made: this runs while helper threads lower bodies beside it.
        let own = values.flatMap { program.extensions[ObjectIdentifier($0)]?.instanceMembers.keys.sorted() } ?? []
        let known = library.environmentValues.keys.sorted() + own
        if values != nil, let suggestion = NameSuggestion.closest(to: name, in: known) {
            report(.noMember(typeName: "EnvironmentValues", member: name, suggestion: suggestion), at: position)
            return
        }
        let listed = known.isEmpty ? "" : " (Plumb has \(known.map { "\\." + $0 }.joined(separator: ", ")))"
        let declare = values == nil ? "" : "; declare the scene's own in an extension of EnvironmentValues"
        report(.unsupported("the environment value '\\.\(name)'" + listed + declare), at: position)
    }

    /// The type Swift infers for a property's initial value when it is evident: a literal, or `Type(…)` (optional
    /// when the initializer is one of the failable ones such values come from).
    func inferredType(of expr: RawExprSyntax) -> TypeRef? {
        let builtins = program.builtins
        switch expr.raw.kind {
        case .integerLiteralExpr: return .named(builtins.int)
        case .floatLiteralExpr: return .named(builtins.double)
        case .stringLiteralExpr: return .named(builtins.string)
        case .booleanLiteralExpr: return .named(builtins.bool)
        case .prefixOperatorExpr: return inferredType(of: expr.cast(RawPrefixOperatorExprSyntax.self).expression)
        case .functionCallExpr:
            let call = expr.cast(RawFunctionCallExprSyntax.self)
            guard let name = call.calledExpression.as(RawDeclReferenceExprSyntax.self)?.baseName.text, let type = lookupType(name),
                  !type.isProtocol else { return nil }
            return isFailable(call, of: type) ? .optional(.named(type)) : .named(type)
        case .memberAccessExpr:
            // A library type's static value of its own type: `CGFloat.zero`, `Color.clear`, `Date.now`.
            let access = expr.cast(RawMemberAccessExprSyntax.self)
            guard let base = access.base?.as(RawDeclReferenceExprSyntax.self), let type = lookupType(base.baseName.text),
                  type.isNative, !type.isProtocol else { return nil }
            return .named(type)
        default: return nil
        }
    }

    /// Whether `Type(…)` calls a failable initializer: a raw-value enum's `init?(rawValue:)`, `URL(string:)`,
    /// `UUID(uuidString:)`, or a number or Bool made from a string literal (`Int("42")`).
    private func isFailable(_ call: RawFunctionCallExprSyntax, of type: TypeInfo) -> Bool {
        let arguments = call.arguments.nodes
        guard arguments.count == 1, call.trailingClosure == nil, let argument = arguments.first else { return false }
        if let label = argument.label?.text {
            return label == "rawValue" ? !type.hasStoredProperties : type.kind == .native && ["string", "uuidString"].contains(label)
        }
        let builtins = program.builtins
        return argument.expression.raw.kind == .stringLiteralExpr
            && [builtins.int, builtins.double, builtins.float, builtins.bool].contains { $0 === type }
    }

    private func isComputed(_ accessors: RawAccessorBlockSyntax) -> Bool {
        guard let list = accessors.accessors.as(RawAccessorDeclListSyntax.self) else { return true }
        return list.nodes.contains { accessor in [.get, .set, ._modify, ._read].contains { accessor.accessorSpecifier.isKeyword($0) } }
    }

    private func indexInitializer(_ node: RawInitializerDeclSyntax, of type: TypeInfo, isExtension: Bool) {
        if !isExtension, !hasModifier(node.modifiers, .convenience) { type.declaresInitializer = true }
        let saved = genericNames
        defer { genericNames = saved }
        genericNames.formUnion(node.genericParameterClause.map(genericParameterNames) ?? [])
        let isFailable = node.optionalMark != nil
        let function = declared(FunctionDecl(
            name: "init", kind: .initializer, parameters: parameters(node.signature.parameterClause.parameters, labelled: true),
            hasSelf: true, isMutating: true, returnType: isFailable ? .optional(.named(type)) : .named(type),
            position: position(node)
        ))
        scheduleBody(function, node.body?.statements, owner: type, isStatic: false)
        if type.isNative {
            program.extensionOf(type).initializers.append(.method(function))
        } else {
            type.initializers.append(.method(function))
        }
    }

    private func indexSubscript(_ node: RawSubscriptDeclSyntax, of type: TypeInfo) {
        // A generic subscript's parameters stand for any type, in its signature and body (`subscript<T>(dynamicMember:)`).
        let saved = genericNames
        defer { genericNames = saved }
        genericNames.formUnion(node.genericParameterClause.map(genericParameterNames) ?? [])
        let parameters = parameters(node.parameterClause.parameters, labelled: false)
        let resultType = resolve(node.returnClause.type)
        let position = position(node)
        guard let accessors = node.accessorBlock else { return }
        let getter = declared(FunctionDecl(name: "subscript", kind: .getter, parameters: parameters, hasSelf: true, returnType: resultType, position: position))
        scheduleBody(getter, accessorBody(accessors, .get), owner: type, isStatic: false)
        var setter: FunctionDecl?
        if let (body, newValueName) = setterBody(accessors) {
            let newValue = ParameterShape(label: nil, name: newValueName, type: resultType, defaultArgument: .none, isVariadic: false, isInout: false)
            let function = declared(FunctionDecl(name: "subscript", kind: .setter, parameters: [newValue] + parameters, hasSelf: true, isMutating: true, returnType: nil, position: position))
            scheduleBody(function, body, owner: type, isStatic: false)
            setter = function
        }
        let member = Member.subscriptAccessor(getter: getter, setter: setter)
        if type.isNative { program.extensionOf(type).subscripts.append(member) } else { type.subscripts.append(member) }
    }

    private func indexCases(_ node: RawEnumCaseDeclSyntax, of type: TypeInfo) {
        for element in node.elements.nodes {
            let parameters: [(label: String?, type: TypeRef)] = element.parameterClause?.parameters.nodes.map {
                ($0.firstName?.text, resolve($0.type))
            } ?? []
            var rawValue: Value?
            if let expr = element.rawValue?.value {
                rawValue = literalValue(expr)
                if rawValue == nil { report(.invalid("raw value for enum case must be a literal"), at: expr) }
            }
            type.addStaticMember(element.name.text, .enumCase(type.enumCases.count))
            type.enumCases.append(EnumCase(name: element.name.text, parameters: parameters, rawValue: rawValue, position: position(element)))
        }
    }

    private func literalValue(_ expr: RawExprSyntax) -> Value? {
        switch expr.raw.kind {
        case .integerLiteralExpr: return expr.typed(IntegerLiteralExprSyntax.self).representedLiteralValue.map(Value.int)
        case .floatLiteralExpr: return expr.typed(FloatLiteralExprSyntax.self).representedLiteralValue.map(Value.double)
        case .stringLiteralExpr: return expr.typed(StringLiteralExprSyntax.self).representedLiteralValue.map(Value.string)
        default: break
        }
        if let prefix = expr.as(RawPrefixOperatorExprSyntax.self), prefix.operator.tokenText == "-" {
            switch literalValue(prefix.expression) {
            case .int(let value): return .int(-value)
            case .double(let value): return .double(-value)
            default: return nil
            }
        }
        return nil
    }

    private func assignImplicitRawValues(_ type: TypeInfo) {
        guard let rawType = type.rawType?.namedType else { return }
        var next = 0
        for index in type.enumCases.indices {
            if case .int(let value) = type.enumCases[index].rawValue { next = value + 1; continue }
            if type.enumCases[index].rawValue != nil { continue }
            if rawType === program.builtins.string {
                type.enumCases[index].rawValue = .string(type.enumCases[index].name)
            } else if rawType === program.builtins.int {
                type.enumCases[index].rawValue = .int(next)
                next += 1
            }
        }
    }
}

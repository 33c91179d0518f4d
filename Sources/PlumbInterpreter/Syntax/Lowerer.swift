@_spi(RawSyntax) import SwiftSyntax

/// Lowers a parsed scene file into ``Program`` declarations and ``Expr``/``Stmt`` trees: indexes declarations,
/// resolves names (locals to frame slots, the rest to members, types, globals and functions), folds operators,
/// and reports what cannot run as faults at their location.
final class Lowerer {
    let program: Program
    var faults: [Fault] = []
    /// The functions being lowered, innermost last; read for every name (accesses never overlap: unchecked).
    @exclusivity(unchecked) var contexts: [FunctionContext] = []
    /// The type whose declaration is being lowered, for nested type names and `Self`.
    var owner: TypeInfo?
    var genericNames: Set<String> = []
    /// The generic parameters in scope constrained to floating-point types (``TypeResolver/floatingGenericNames``).
    var floatingGenericNames: Set<String> = []
    /// `X` while indexing an `extension P where Self == X`: the type its members' bodies are lowered in.
    var constrainedSelf: TypeInfo?
    /// Bodies to lower once every declaration is indexed, by whichever lowerer takes them (``PendingBodies``).
    var pendingBodies: [PendingBody] = []
    /// The functions this lowerer declared, closures and initial values included, for the program to release.
    var declaredFunctions: [FunctionDecl] = []
    /// The labels of the tuples lowered so far: names a member access may read (see ``checkMemberName(_:at:)``).
    var tupleLabels: Set<String> = []
    /// User types by the position of their declaration, to find them again when indexing members.
    var declaredTypes: [SourcePosition: TypeInfo] = [:]
    /// Resolves types as seen from the top level; ``typeResolver`` adds the current owner and generic parameters.
    private lazy var topLevelResolver: TypeResolver = {
        var resolver = TypeResolver(lookup: { [unowned self] in lookupType($0) }, builder: { [unowned self] in library.builders[$0] })
        resolver.nested = { [unowned self] type, name in program.nestedType(named: name, in: type) ?? inheritedType(named: name, of: type) }
        resolver.alias = { [unowned self] type, name in
            guard let type else { return lookupAlias(name) }
            return type.typeAliases[name] ?? inheritedAlias(named: name, of: type)
        }
        resolver.unknownType = { [unowned self] name, node in reportUnknownType(name, at: node) }
        resolver.loadedModules = program.sourceMap.moduleNames
        return resolver
    }()
    /// Whether a local named `$name` was declared (`ForEach($items) { $item in … }`), so a bare `name` may be
    /// its value: most files have none, and asking for each name would cost a lookup.
    var declaresBindingParameters = false
    /// References to `let` locals, by expression, to report assignments to them.
    var constantReferences: [ObjectIdentifier: String] = [:]
    /// The declared types of references to typed locals, by expression, to type what is assigned to them.
    var typedReferences: [ObjectIdentifier: TypeRef] = [:]
    /// The active clause of each `#if` block decided so far (nil: none), by the block.
    var decidedClauses: [RawSyntax.ID: Int?] = [:]
    /// The head of a chain of modifiers in an active `#if` clause and the expression it applies to.
    var postfixBase: (head: RawSyntax.ID, base: Expr)?
    /// The files being lowered, for the positions of raw nodes.
    var source = LoweredSource(pieces: [])
    /// The index of the file whose code is being lowered: top-level names are looked up as it sees them.
    var currentFile = 0
    /// The "did you mean" of each unknown member name met so far (``checkMemberName(_:at:)``): a file repeats them.
    var memberSuggestions: [String: String?] = [:]
    /// The statements of an edited file's bodies that replace those the load indexed, by the replaced node
    /// (``InPlaceReload``): a pending body lowers its statements as revised.
    var revisedStatements: [RawSyntax.ID: RawCodeBlockItemListSyntax] = [:]

    init(program: Program, source: LoweredSource = LoweredSource(pieces: [])) {
        self.program = program
        self.source = source
    }

    var library: NativeLibrary { program.library }

    /// A body's statements as the file now has them: those of a later text after an in-place reload.
    func revised(_ statements: RawCodeBlockItemListSyntax) -> RawCodeBlockItemListSyntax {
        revisedStatements.isEmpty ? statements : revisedStatements[statements.raw.id] ?? statements
    }

    /// Records `function` for the program, which breaks the reference cycles its body forms when it is released.
    func declared(_ function: FunctionDecl) -> FunctionDecl {
        declaredFunctions.append(function)
        return function
    }

    /// `cannot find type 'X' in scope`, suggesting the closest type name (and noting a name cased wrongly).
    func reportUnknownType(_ name: String, at node: some RawSyntaxNodeProtocol) {
        if reportUnmodelled(name, at: position(node)) != nil { return }
        let suggestion = suggestType(for: name)
        report(.cannotFind(name: name, isType: true, suggestion: suggestion), at: node, notes: caseNote(name, suggestion))
    }

    /// A warning for a name of a framework Plumb does not model, and the expression that stands for it (an error
    /// where it runs); nil for any other name.
    func reportUnmodelled(_ name: String, at position: SourcePosition) -> Expr? {
        if let framework = UnmodelledFrameworks.framework(of: name) { return reportUnmodelled(name, of: framework, at: position) }
        guard !program.unloadedImports.isEmpty, let module = program.unloadedImports[currentFile]?.first else { return nil }
        faults.append(Fault(.unloadedModule(name: name, module: module, running: false), at: position, severity: .warning))
        return Expr(.failing(.unloadedModule(name: name, module: module, running: true)), at: position)
    }

    /// A warning for `name`, of a `framework` Plumb does not model, and the expression that stands for it.
    func reportUnmodelled(_ name: String, of framework: String, at position: SourcePosition) -> Expr {
        faults.append(Fault(.unmodelled(name: name, framework: framework, running: false), at: position, severity: .warning))
        return Expr(.failing(.unmodelled(name: name, framework: framework, running: true)), at: position)
    }

    /// Whether a written type names a framework Plumb does not model (`UIBlurEffect.Style`, `[UIColor]`).
    func namesUnmodelledType(_ type: RawTypeSyntax) -> Bool {
        type.containsToken { text in
            // Framework names start with a capital letter: most tokens (`[`, `?`, `some`) are not worth a string.
            guard let first = text.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
            let name = String(syntaxText: text)
            return UnmodelledFrameworks.framework(of: name) != nil && lookupType(name) == nil
        }
    }

    /// The native stack lowering keeps free, as evaluation does (``Limits/stackReserve``).
    static let stackReserve = Limits().stackReserve

    func report(_ kind: ErrorKind, at node: some RawSyntaxNodeProtocol, notes: [(message: String, position: SourcePosition?)] = []) {
        faults.append(Fault(kind, at: position(node), notes: notes))
    }

    func report(_ kind: ErrorKind, at position: SourcePosition, notes: [(message: String, position: SourcePosition?)] = []) {
        faults.append(Fault(kind, at: position, notes: notes))
    }

    // MARK: Types

    /// The type resolver for the current owner and generic parameters.
    var typeResolver: TypeResolver {
        var resolver = topLevelResolver
        resolver.genericNames = genericNames
        resolver.floatingGenericNames = floatingGenericNames
        resolver.selfType = owner
        return resolver
    }

    /// The type `type` names; the labels of the tuple types in it are names a member access may read.
    func resolve(_ type: RawTypeSyntax) -> TypeRef {
        let resolved = typeResolver.resolve(type)
        noteTupleLabels(in: resolved)
        return resolved
    }

    private func noteTupleLabels(in type: TypeRef) {
        switch type {
        case .tuple(let elements, let labels):
            tupleLabels.formUnion(labels.compactMap { $0 })
            elements.forEach(noteTupleLabels)
        case .optional(let inner), .array(let inner), .set(let inner), .binding(let inner), .range(let inner, _):
            noteTupleLabels(in: inner)
        case .dictionary(let key, let value):
            noteTupleLabels(in: key)
            noteTupleLabels(in: value)
        case .named, .function, .unknown, .unmodelled:
            break
        }
    }

    /// A type name as seen from the current declaration: nested in an enclosing type, top level, or native — a type
    /// alias of a protocol the enclosing types conform to coming before a native type of the name (a card style's
    /// `Configuration` is its protocol's, not `ButtonStyle`'s).
    func lookupType(_ name: String) -> TypeInfo? {
        var scope = owner
        while let type = scope {
            if type.name == name { return type }
            if let nested = program.nestedType(named: name, in: type) { return nested }
            scope = type.parent
        }
        let global = program.type(named: name, from: currentFile)
        if !program.protocolAliasNames.isEmpty, program.protocolAliasNames.contains(name), global?.isNative != false,
           let inherited = protocolAlias(name) {
            return inherited
        }
        return global
    }

    /// The type a protocol of the file, conformed to by an enclosing type, names `name` with a type alias.
    private func protocolAlias(_ name: String) -> TypeInfo? {
        var scope = owner
        while let type = scope {
            if let aliased = inheritedType(named: name, of: type) { return aliased }
            scope = type.parent
        }
        return nil
    }

    /// The type a protocol of the file that `type` conforms to names `name` with a type alias (`Tag.Value` where
    /// `extension Tag: Labelled` and `protocol Labelled { typealias Value = Name }`).
    private func inheritedType(named name: String, of type: TypeInfo) -> TypeInfo? {
        firstInProtocols(of: type, declaringAlias: name) { program.nestedType(named: name, in: $0) }
    }

    /// A type alias of no declared type that a protocol of the file that `type` conforms to declares
    /// (`typealias Values = [String]`).
    private func inheritedAlias(named name: String, of type: TypeInfo) -> TypeRef? {
        firstInProtocols(of: type, declaringAlias: name) { $0.typeAliases[name] }
    }

    /// What `find` gives for the first of the file's protocols `type` conforms to that gives anything, when some
    /// protocol of the file declares an alias called `name`.
    private func firstInProtocols<T>(of type: TypeInfo, declaringAlias name: String, _ find: (TypeInfo) -> T?) -> T? {
        guard program.protocolAliasNames.contains(name) else { return nil }
        for conformed in program.protocols(of: type) {
            guard let proto = conformed.type, !proto.isNative, let found = find(proto) else { continue }
            return found
        }
        return nil
    }

    /// A type alias of a type that is no declared type, as seen from the current declaration: declared in an
    /// enclosing type, or at the top level. (Aliases of declared types are found as those types.)
    func lookupAlias(_ name: String) -> TypeRef? {
        var scope = owner
        while let type = scope {
            if !type.typeAliases.isEmpty, let aliased = type.typeAliases[name] { return aliased }
            scope = type.parent
        }
        guard !program.typeAliases.isEmpty, let aliased = program.typeAliases[visibleKey(name, in: program.typeAliases)] else { return nil }
        if case .named = aliased { return nil }
        return aliased
    }

    /// The key `name` is filed under in a top-level table as the file being lowered sees it.
    func visibleKey<T>(_ name: String, in table: [String: T]) -> String {
        program.visibleKey(name, in: table, from: currentFile)
    }

    func suggestType(for name: String) -> String? {
        var candidates = (Array(program.types.keys) + Array(program.typeAliases.keys)).map(Program.unscoped) + Array(library.types.keys)
        candidates += genericNames
        return NameSuggestion.closest(to: name, in: candidates)
    }

    /// A note for names that differ from the suggestion only in case, as code pasted from a web page often does.
    func caseNote(_ name: String, _ suggestion: String?) -> [(message: String, position: SourcePosition?)] {
        guard let suggestion, suggestion.lowercased() == name.lowercased() else { return [] }
        return [("Swift names are case-sensitive; code copied from a web page may have been lowercased", nil)]
    }

    // MARK: Scopes

    /// Runs `body` as code declared in `owner` with the generic parameters `generics` in scope, as a body left
    /// pending is lowered where it was declared.
    func inDeclaration(owner declarationOwner: TypeInfo?, generics: Set<String>, _ body: () -> Void) {
        let saved = (owner, genericNames)
        (owner, genericNames) = (declarationOwner, generics)
        defer { (owner, genericNames) = saved }
        body()
    }

    /// Runs `body` inside a new function context and returns the context's frame size.
    func withFunction(_ context: FunctionContext, _ body: () -> Void) -> Int {
        contexts.append(context)
        body()
        return contexts.removeLast().scopes[0].size
    }

    /// Runs `body` inside a new block scope; a materialized scope gets its own frame at run time.
    func withScope<T>(materialized: Bool, _ body: () -> T) -> (T, frameSize: Int?) {
        guard !contexts.isEmpty else { return (body(), nil) }
        contexts[contexts.count - 1].scopes.append(LexicalScope(isMaterialized: materialized))
        let result = body()
        let scope = contexts[contexts.count - 1].scopes.removeLast()
        return (result, materialized ? scope.size : nil)
    }

    /// Declares a local in the innermost scope; its slot lives in the innermost materialized scope's frame.
    @discardableResult
    func declareLocal(_ name: String, isLet: Bool, type: TypeRef? = nil, isComputed: Bool = false) -> Int {
        guard let context = contexts.last else { return 0 }
        if name.utf8.first == UInt8(ascii: "$") { declaresBindingParameters = true }
        let current = context.scopes.count - 1
        // Declared again in the same scope (`var hex = hex` over a parameter): a new variable from here on.
        let home = context.scopes.lastIndex(where: \.isMaterialized) ?? 0
        let index = context.scopes[home].size
        context.scopes[home].size += 1
        context.scopes[current].names[name] = LocalVariable(index: index, isLet: isLet, type: type, frameScope: home, isComputed: isComputed)
        return index
    }

    /// The frame address of a local: how many frames up from the current one, and which slot.
    func lookupLocal(_ name: String) -> (depth: Int, variable: LocalVariable)? {
        var depth = 0
        for context in contexts.reversed() {
            let scopes = context.scopes
            var materializedAbove = 0
            for scopeIndex in scopes.indices.reversed() {
                // Most scopes declare nothing: checking first saves hashing the name for each.
                if !scopes[scopeIndex].names.isEmpty, let variable = scopes[scopeIndex].names[name] {
                    var between = 0
                    for inner in scopes[(variable.frameScope + 1)...] where inner.isMaterialized { between += 1 }
                    return (depth + between, variable)
                }
                if scopes[scopeIndex].isMaterialized { materializedAbove += 1 }
            }
            depth += materializedAbove
        }
        return nil
    }

    var localNames: [String] {
        contexts.flatMap { $0.scopes.flatMap(\.names.keys) }
    }

    /// The innermost context that has a `self` (a method, initializer or accessor, or a closure inside one).
    var selfContext: FunctionContext? {
        contexts.last { $0.owner != nil }
    }
}

/// What lowering knows about the function whose body it is in.
final class FunctionContext {
    let owner: TypeInfo?
    let isStatic: Bool
    /// An initializer: it may assign `let` properties.
    var isInitializer = false
    let returnType: TypeRef?
    @exclusivity(unchecked) var scopes: [LexicalScope]
    /// A closure without a signature: `$0`, `$1`… are declared as they are used.
    var usesAnonymousParameters = false
    var anonymousParameterSlots: [Int] = []
    /// What `#function` says inside: the declaration's name as Swift prints it (`body`, `load(from:)`, `init(name:)`).
    var functionName = ""
    /// The function's ``FunctionDecl/genericZero``.
    var genericZero: Value?

    init(owner: TypeInfo?, isStatic: Bool, returnType: TypeRef?) {
        self.owner = owner
        self.isStatic = isStatic
        self.returnType = returnType
        scopes = [LexicalScope(isMaterialized: true)]
    }
}

struct LexicalScope {
    var names: [String: LocalVariable] = [:]
    let isMaterialized: Bool
    var size = 0
}

struct LocalVariable {
    let index: Int
    let isLet: Bool
    let type: TypeRef?
    /// The scope (in its function context) whose frame holds the slot.
    let frameScope: Int
    /// A local computed variable: the slot holds its getter, which each read calls.
    var isComputed = false
}

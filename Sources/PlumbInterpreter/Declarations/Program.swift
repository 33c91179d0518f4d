import Foundation
import SwiftSyntax

/// A loaded scene — one file, or the files of a module and the modules it imports: its declarations indexed and
/// their bodies lowered.
final class Program {
    /// The files and their lines: every view a scene makes asks for its location, so it is built up front.
    let sourceMap: SourceMap
    let library: NativeLibrary
    // The tables below are filled while lowering and read for every name after; no access to one overlaps
    // another, so their accesses are unchecked at run time (the compiler still checks them statically).
    /// Top-level user types and type aliases, by name.
    @exclusivity(unchecked) var types: [String: TypeInfo] = [:]
    @exclusivity(unchecked) var typeAliases: [String: TypeRef] = [:]
    /// The names protocols in the file declare type aliases of (`typealias Configuration = CardStyleConfiguration`),
    /// which the types conforming to them see before any type of that name outside them. Collected as types are
    /// declared, so a conforming type written before its protocol sees them too.
    var protocolAliasNames: Set<String> = []
    /// Every user type, nested ones included, in file order.
    var userTypes: [TypeInfo] = []
    @exclusivity(unchecked) var globals: [String: LazyVariable] = [:]
    @exclusivity(unchecked) var functions: [String: [FunctionDecl]] = [:]
    var previews: [PreviewDecl] = []
    /// The types the file nests in each type (user or native), by name, aliases included: complete once types and
    /// type aliases are indexed, before members are (which reads it on several threads while adding members).
    @exclusivity(unchecked) private var nestedTypes: [ObjectIdentifier: [String: TypeInfo]] = [:]
    /// Members and conformances the scene file adds to native types (the shared library stays untouched).
    @exclusivity(unchecked) var extensions: [ObjectIdentifier: NativeExtension] = [:]
    @exclusivity(unchecked) private var memberCache: [MemberKey: [Member]] = [:]
    @exclusivity(unchecked) private var protocolCache: [ObjectIdentifier: [ConformedProtocol]] = [:]
    @exclusivity(unchecked) private var builderRequirementCache: [ObjectIdentifier: [String: any ResultBuilder]] = [:]
    /// Set while bodies are lowered on several threads: the three caches above are then read and written under
    /// `cacheLock` (what they remember is computed outside it: two threads may compute the same entry, alike).
    var sharesLookups = false
    private let cacheLock = NSLock()

    /// Every function the file declares, closures and initial values included. A body's expressions remember what
    /// they resolved to — members of the types whose code they are, the function they call — so bodies and the
    /// declarations holding them form reference cycles: releasing the program empties every body to free them, and
    /// every user type's tables (a type's members name the type: an initializer returns it, a property holds it).
    var functionDecls: [FunctionDecl] = []
    /// The member names the file declares, every type's together (``collectMemberNames()``).
    var declaredMemberNames: Set<String> = []
    /// The library's member names and the file's, prepared for "did you mean" look-ups when the first unknown member
    /// name needs one (``closestKnownMemberName(to:)``): most loads have none.
    var knownMemberNames: NameSuggestion.Candidates?
    /// The modules the embedder could not load (``Interpreter/unloadedModules``), and the modules each file imports
    /// of them, by file.
    var unloadedModules: Set<String> = []
    var unloadedImports: [Int: [String]] = [:]
    /// Whether a name is a member the embedder provides for this file beyond its library's (an asset catalog's symbol).
    var isEmbedderMemberName: (@Sendable (String) -> Bool)?
    /// The bodies of functions and previews the load indexed, by file: what an in-place reload lowers again
    /// (``InPlaceReload``).
    var statementBodies: [Int: [PendingBody]] = [:]
    /// Held by every evaluation session and by an in-place reload, which changes bodies that another document of
    /// the program may be running (recursive: a session may start another interpreter's).
    let evaluationLock = NSRecursiveLock()
    /// How many in-place reloads changed the program: a kept load (``LoadedProgram``) describes one of them.
    var revision = 0

    init(sources: [SourceFile], library: NativeLibrary) {
        self.library = library
        sourceMap = SourceMap(sources)
    }

    deinit {
        for function in functionDecls { function.releaseBody() }
        for type in userTypes { type.releaseMembers() }
    }

    var builtins: BuiltinTypes { library.builtins }

    /// A top-level type (user, alias or native) by name. Empty tables are skipped (as in ``ownMembers(named:of:isStatic:)``
    /// and ``TypeInfo/requires(_:)``): a name is hashed for each lookup, and lowering looks names up in many.
    func type(named name: String) -> TypeInfo? {
        if let type = types[name] { return type }
        if !typeAliases.isEmpty, case .named(let type) = typeAliases[name] { return type }
        return library.types[name]
    }

    func location(of position: SourcePosition) -> SourceLocation {
        sourceMap.location(of: position)
    }

    /// The text of a 1-based line of `location`'s file.
    func sourceLine(at location: SourceLocation) -> String? {
        sourceMap.sourceLine(location.line, inFile: location.file)
    }

    func diagnostic(_ fault: Fault) -> Diagnostic {
        let location = location(of: fault.position)
        let notes = fault.notes.map { note in
            let noteLocation = note.position.map(self.location(of:))
            return Diagnostic.Note(message: note.message, location: noteLocation, sourceLine: noteLocation.flatMap(sourceLine(at:)))
        }
        return Diagnostic(severity: fault.severity, message: fault.kind.message, location: location, sourceLine: sourceLine(at: location), notes: notes)
    }

    // MARK: Members

    func extensionOf(_ type: TypeInfo) -> NativeExtension {
        if let existing = extensions[ObjectIdentifier(type)] { return existing }
        let created = NativeExtension()
        extensions[ObjectIdentifier(type)] = created
        return created
    }

    /// The protocols `type` declares it conforms to (in its extensions too), then those its superclass does.
    func conformances(of type: TypeInfo) -> [String] {
        var names = type.conformances
        if let added = extensions[ObjectIdentifier(type)]?.conformances, !added.isEmpty { names += added }
        if let superclass = type.superclass { names += conformances(of: superclass) }
        return names
    }

    /// The protocols `type` conforms to, directly or through refined protocols, in search order: as declared, depth
    /// first, each once. A name that is no known type is listed (conformance is by name) but has nothing to search.
    func protocols(of type: TypeInfo) -> [ConformedProtocol] {
        if let known = withCaches({ protocolCache[ObjectIdentifier(type)] }) { return known }
        var found: [ConformedProtocol] = []
        var pending = conformances(of: type).reversed() as [String]
        while let next = pending.popLast() {
            guard !found.contains(where: { $0.name == next }) else { continue }
            let proto = self.type(named: next)
            found.append(ConformedProtocol(name: next, type: proto))
            if let proto { pending += conformances(of: proto).reversed() }
        }
        withCaches { protocolCache[ObjectIdentifier(type)] = found }
        return found
    }

    /// Whether `type` conforms to the protocol named `name`, directly or through refined protocols.
    func conforms(_ type: TypeInfo, to name: String) -> Bool {
        protocols(of: type).contains { $0.name == name }
    }

    /// The result builders the protocols `type` conforms to require, by member name (`View.body` → `ViewBuilder`):
    /// for each name, the first protocol's searching the last conformance first, depth first. Remembered per type.
    func builderRequirements(of type: TypeInfo) -> [String: any ResultBuilder] {
        if let known = withCaches({ builderRequirementCache[ObjectIdentifier(type)] }) { return known }
        var found: [String: any ResultBuilder] = [:]
        var visited: Set<String> = []
        var pending = conformances(of: type)
        while let next = pending.popLast() {
            guard visited.insert(next).inserted, let proto = self.type(named: next) else { continue }
            found.merge(proto.builderRequirements) { first, _ in first }
            pending += conformances(of: proto)
        }
        withCaches { builderRequirementCache[ObjectIdentifier(type)] = found }
        return found
    }

    /// Whether `type` (a protocol) or a protocol it conforms to requires a property or method called `name`.
    func hasRequirement(named name: String, in type: TypeInfo) -> Bool {
        type.requires(name) || protocols(of: type).contains { $0.type?.requires(name) == true }
    }

    /// The members called `name` of `type` (see ``findMembers(named:of:isStatic:)``), remembered.
    func members(named name: String, of type: TypeInfo, isStatic: Bool) -> [Member] {
        let key = MemberKey(type: ObjectIdentifier(type), name: name, isStatic: isStatic)
        if let cached = withCaches({ memberCache[key] }) { return cached }
        let found = findMembers(named: name, of: type, isStatic: isStatic)
        withCaches { memberCache[key] = found }
        return found
    }

    /// The known member name (the library's or the file's) closest to `name`, for a "did you mean".
    func closestKnownMemberName(to name: String) -> String? {
        withCaches {
            if knownMemberNames == nil { knownMemberNames = NameSuggestion.Candidates(library.memberNames.union(declaredMemberNames)) }
            return knownMemberNames!.closest(to: name)
        }
    }

    @inline(__always)
    private func withCaches<T>(_ body: () -> T) -> T {
        guard sharesLookups else { return body() }
        cacheLock.lock()
        defer { cacheLock.unlock() }
        return body()
    }

    /// The members called `name` of `type`: its own (and extensions'), its superclasses' after them (an override
    /// is found before what it overrides), then those its protocols provide. A native
    /// type's own methods come with its native protocols' methods of the name after them, one overload set as in
    /// Swift (`String.contains(_:)` beside `Sequence.contains(where:)`).
    private func findMembers(named name: String, of type: TypeInfo, isStatic: Bool) -> [Member] {
        var found = ownMembers(named: name, of: type, isStatic: isStatic)
        var ancestor = type.superclass
        while let superclass = ancestor {
            found += ownMembers(named: name, of: superclass, isStatic: isStatic)
            ancestor = superclass.superclass
        }
        let overloads = type.kind == .native && !found.isEmpty && found.allSatisfy(\.isNativeMethod)
        for proto in protocols(of: type) where found.isEmpty || overloads {
            guard let protoType = proto.type else { continue }
            let inherited = ownMembers(named: name, of: protoType, isStatic: isStatic)
            found += overloads ? inherited.filter(\.isNativeMethod) : inherited
        }
        if found.isEmpty, type === builtins.double {
            found = members(named: name, of: builtins.cgFloat, isStatic: isStatic)
        }
        return found
    }

    /// Whether `type` has a member called `name`, looked up as ``findMembers(named:of:isStatic:)`` does but without
    /// collecting them: lowering asks this of every bare name.
    func hasMember(named name: String, of type: TypeInfo, isStatic: Bool) -> Bool {
        var ancestor: TypeInfo? = type
        while let next = ancestor {
            if !ownMembers(named: name, of: next, isStatic: isStatic).isEmpty { return true }
            ancestor = next.superclass
        }
        for proto in protocols(of: type) {
            if let protoType = proto.type, !ownMembers(named: name, of: protoType, isStatic: isStatic).isEmpty { return true }
        }
        return type === builtins.double && hasMember(named: name, of: builtins.cgFloat, isStatic: isStatic)
    }

    private func ownMembers(named name: String, of type: TypeInfo, isStatic: Bool) -> [Member] {
        let members = isStatic ? type.staticMembers : type.instanceMembers
        let own = members.isEmpty ? [] : members[name] ?? []
        guard !extensions.isEmpty, let extended = extensions[ObjectIdentifier(type)] else { return own }
        let added = (isStatic ? extended.staticMembers : extended.instanceMembers)[name] ?? []
        // The file's own members of a native type come first, as a declaration in one's own module shadows the
        // framework's (`extension String { var isNumber: Bool }` over the `Character` property a string has here).
        return own.isEmpty ? added : added.isEmpty ? own : added + own
    }

    /// A type nested in `type` (declared in it or in an extension of it, or an alias it declares): the file's, else
    /// the library's.
    func nestedType(named name: String, in type: TypeInfo) -> TypeInfo? {
        if !nestedTypes.isEmpty, let nested = nestedTypes[ObjectIdentifier(type)]?[name] { return nested }
        guard type.isNative, !type.staticMembers.isEmpty else { return nil }
        for case .nestedType(let nested) in type.staticMembers[name] ?? [] { return nested }
        return nil
    }

    /// Files `type` as nested in `parent` under `name` (the first of a name stays).
    func declareNestedType(_ type: TypeInfo, as name: String, in parent: TypeInfo) {
        if nestedTypes[ObjectIdentifier(parent)]?[name] == nil { nestedTypes[ObjectIdentifier(parent), default: [:]][name] = type }
    }

    /// Forgets cached lookups; called once every declaration is indexed.
    func clearMemberCache() {
        // A scene looks up a few hundred members: start at that size rather than growing through rehashes.
        memberCache = Dictionary(minimumCapacity: 256)
        protocolCache.removeAll()
        builderRequirementCache.removeAll()
    }

    func initializers(of type: TypeInfo) -> [Member] {
        type.initializers + (extensions[ObjectIdentifier(type)]?.initializers ?? [])
    }

    func subscripts(of type: TypeInfo) -> [Member] {
        // The file's extensions first: their typed parameters are more specific than a native subscript's
        // (a user's `GeometryProxy` subscript taking its own anchor type beside SwiftUI's).
        let own = (extensions[ObjectIdentifier(type)]?.subscripts ?? []) + type.subscripts
        if !own.isEmpty { return own }
        for name in conformances(of: type) {
            guard let proto = self.type(named: name) else { continue }
            let inherited = subscripts(of: proto)
            if !inherited.isEmpty { return inherited }
        }
        return []
    }

    /// All names visible at the top level, for suggestions.
    var topLevelNames: [String] {
        (Array(types.keys) + Array(typeAliases.keys) + Array(globals.keys) + Array(functions.keys)).map(Self.unscoped)
            + Array(library.types.keys) + Array(library.functions.keys)
    }

    // MARK: Scopes of top-level names

    /// The names of the top-level declarations filed under a scoped key (``declarationKey(_:access:file:)``): only
    /// their lookups try the scoped keys.
    private(set) var scopedNames: Set<String> = []

    /// The key the top-level tables (``types``, ``typeAliases``, ``globals``, ``functions``) file a declaration
    /// named `name` under, declared with `access` in the file at `file`: a `private` or `fileprivate` one under a key
    /// of its file's, an `internal` one of a module other than the main one under a key of its module's, the others
    /// under the name. So two files may declare the same private names, and a package's internal helpers stay its own.
    func declarationKey(_ name: String, access: AccessLevel, file: Int) -> String {
        guard sourceMap.files.count > 1 else { return name }
        let key: String
        switch access {
        case .filePrivate:
            key = Self.fileKey(name, file)
        case .internal where sourceMap.files[file].module != sourceMap.mainModule:
            key = Self.moduleKey(name, sourceMap.files[file].module)
        case .internal, .public:
            return name
        }
        scopedNames.insert(name)
        return key
    }

    /// The key `name` is found under in `table` from code in the file at `file`: the file's own private declaration,
    /// else its module's internal one, else the name's.
    func visibleKey<T>(_ name: String, in table: [String: T], from file: Int) -> String {
        guard !scopedNames.isEmpty, scopedNames.contains(name) else { return name }
        let own = Self.fileKey(name, file)
        if table[own] != nil { return own }
        let module = sourceMap.files[file].module
        if module != sourceMap.mainModule, case let modules = Self.moduleKey(name, module), table[modules] != nil { return modules }
        return name
    }

    /// A top-level type as seen from the file at `file` (see ``visibleKey(_:in:from:)``).
    func type(named name: String, from file: Int) -> TypeInfo? {
        guard !scopedNames.isEmpty, scopedNames.contains(name) else { return type(named: name) }
        if let type = types[visibleKey(name, in: types, from: file)] { return type }
        if case .named(let type) = typeAliases[visibleKey(name, in: typeAliases, from: file)] { return type }
        return library.types[name]
    }

    private static func fileKey(_ name: String, _ file: Int) -> String { "\(name)\u{1}#\(file)" }
    private static func moduleKey(_ name: String, _ module: String) -> String { "\(name)\u{1}\(module)" }

    /// The name a key is for.
    static func unscoped(_ key: String) -> String {
        key.firstIndex(of: "\u{1}").map { String(key[..<$0]) } ?? key
    }
}

/// What a scene file adds to a native type.
final class NativeExtension {
    var instanceMembers: [String: [Member]] = [:]
    var staticMembers: [String: [Member]] = [:]
    var initializers: [Member] = []
    var subscripts: [Member] = []
    var conformances: [String] = []
}

/// A protocol a type conforms to: its name, and its declaration when the name is a known type.
struct ConformedProtocol {
    let name: String
    let type: TypeInfo?
}

struct MemberKey: Hashable {
    let type: ObjectIdentifier
    let name: String
    let isStatic: Bool
}

/// A `#Preview` as lowered: its name, trait expressions, and body (a builder closure).
struct PreviewDecl {
    enum Trait {
        case fixedLayout(width: FunctionDecl, height: FunctionDecl)
        case sizeThatFitsLayout
        case other(String)
    }

    let name: String?
    let traits: [Trait]
    let body: FunctionDecl
    let position: SourcePosition
}

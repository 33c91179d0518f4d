import SwiftSyntax

/// A loaded scene file: its declarations indexed and their bodies lowered.
final class Program {
    let file: String
    private let source: String
    /// Line and column lookup, built on first use.
    private lazy var lines = LineTable(source)
    let library: NativeLibrary
    /// Top-level user types and type aliases, by name.
    var types: [String: TypeInfo] = [:]
    var typeAliases: [String: TypeRef] = [:]
    /// Every user type, nested ones included, in file order.
    var userTypes: [TypeInfo] = []
    var globals: [String: LazyVariable] = [:]
    var functions: [String: [FunctionDecl]] = [:]
    var previews: [PreviewDecl] = []
    /// Members and conformances the scene file adds to native types (the shared library stays untouched).
    var extensions: [ObjectIdentifier: NativeExtension] = [:]
    private var memberCache: [MemberKey: [Member]] = [:]
    private var conformanceCache: [ConformanceKey: Bool] = [:]
    private var requirementCache: [ObjectIdentifier: Set<String>] = [:]

    init(file: String, source: String, library: NativeLibrary) {
        self.file = file
        self.source = source
        self.library = library
    }

    var builtins: BuiltinTypes { library.builtins }

    /// A top-level type (user, alias or native) by name.
    func type(named name: String) -> TypeInfo? {
        if let type = types[name] { return type }
        if case .named(let type) = typeAliases[name] { return type }
        return library.types[name]
    }

    func location(of position: SourcePosition) -> SourceLocation {
        let (line, column) = lines.location(of: position)
        return SourceLocation(file: file, line: line, column: column)
    }

    func sourceLine(_ line: Int) -> String? {
        lines.text(ofLine: line)
    }

    func diagnostic(_ fault: Fault) -> Diagnostic {
        let location = location(of: fault.position)
        let notes = fault.notes.map { note in
            let noteLocation = note.position.map(self.location(of:))
            return Diagnostic.Note(message: note.message, location: noteLocation, sourceLine: noteLocation.flatMap { sourceLine($0.line) })
        }
        return Diagnostic(severity: .error, message: fault.kind.message, location: location, sourceLine: sourceLine(location.line), notes: notes)
    }

    // MARK: Members

    func extensionOf(_ type: TypeInfo) -> NativeExtension {
        if let existing = extensions[ObjectIdentifier(type)] { return existing }
        let created = NativeExtension()
        extensions[ObjectIdentifier(type)] = created
        return created
    }

    func conformances(of type: TypeInfo) -> [String] {
        guard let added = extensions[ObjectIdentifier(type)]?.conformances, !added.isEmpty else { return type.conformances }
        return type.conformances + added
    }

    /// Whether `type` conforms to the protocol named `name`, directly or through refined protocols.
    func conforms(_ type: TypeInfo, to name: String) -> Bool {
        let key = ConformanceKey(type: ObjectIdentifier(type), protocolName: name)
        if let known = conformanceCache[key] { return known }
        let result = searchConformance(of: type, to: name)
        conformanceCache[key] = result
        return result
    }

    private func searchConformance(of type: TypeInfo, to name: String) -> Bool {
        var visited: [String] = []
        var pending = conformances(of: type)
        while let next = pending.popLast() {
            if next == name { return true }
            guard !visited.contains(next), let proto = self.type(named: next) else { continue }
            visited.append(next)
            pending += conformances(of: proto)
        }
        return false
    }

    /// The requirement names of the protocols a type conforms to (and its own, for a protocol).
    func requirementNames(of type: TypeInfo) -> Set<String> {
        if let known = requirementCache[ObjectIdentifier(type)] { return known }
        var names = type.requirementNames
        var visited: [String] = []
        var pending = conformances(of: type)
        while let next = pending.popLast() {
            guard !visited.contains(next), let proto = self.type(named: next) else { continue }
            visited.append(next)
            names.formUnion(proto.requirementNames)
            pending += conformances(of: proto)
        }
        requirementCache[ObjectIdentifier(type)] = names
        return names
    }

    /// The members called `name` of `type`: its own (and extensions'), then those its protocols provide.
    func members(named name: String, of type: TypeInfo, isStatic: Bool) -> [Member] {
        let key = MemberKey(type: ObjectIdentifier(type), name: name, isStatic: isStatic)
        if let cached = memberCache[key] { return cached }
        var found = ownMembers(named: name, of: type, isStatic: isStatic)
        if found.isEmpty {
            var visited: [String] = []
            var pending = conformances(of: type).reversed() as [String]
            while found.isEmpty, let next = pending.popLast() {
                guard !visited.contains(next), let proto = self.type(named: next) else { continue }
                visited.append(next)
                found = ownMembers(named: name, of: proto, isStatic: isStatic)
                pending += conformances(of: proto).reversed()
            }
        }
        if found.isEmpty, type === builtins.double {
            found = members(named: name, of: builtins.cgFloat, isStatic: isStatic)
        }
        memberCache[key] = found
        return found
    }

    private func ownMembers(named name: String, of type: TypeInfo, isStatic: Bool) -> [Member] {
        let own = (isStatic ? type.staticMembers : type.instanceMembers)[name] ?? []
        guard let extended = extensions[ObjectIdentifier(type)] else { return own }
        let added = (isStatic ? extended.staticMembers : extended.instanceMembers)[name] ?? []
        return own.isEmpty ? added : own + added
    }

    /// A type nested in `type` (declared in it or in an extension of it).
    func nestedType(named name: String, in type: TypeInfo) -> TypeInfo? {
        for case .nestedType(let nested) in ownMembers(named: name, of: type, isStatic: true) { return nested }
        return nil
    }

    /// Forgets cached lookups; called once every declaration is indexed.
    func clearMemberCache() {
        memberCache.removeAll()
        conformanceCache.removeAll()
        requirementCache.removeAll()
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
        Array(types.keys) + Array(typeAliases.keys) + Array(globals.keys) + Array(functions.keys)
            + Array(library.types.keys) + Array(library.functions.keys)
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

struct ConformanceKey: Hashable {
    let type: ObjectIdentifier
    let protocolName: String
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

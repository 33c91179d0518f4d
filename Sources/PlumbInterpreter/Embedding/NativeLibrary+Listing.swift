/// A registered native type or protocol as a listing shows it (`plumb vocabulary`): its name, conformances and
/// members, each written as Swift names it (`init(x:y:)`, `frame(width:height:alignment:)`, `width`, `subscript(_:)`).
public struct RegisteredType: Equatable, Sendable {
    /// The name scene code writes, dotted for a nested type (`Edge.Set`).
    public let name: String
    public let isProtocol: Bool
    /// The protocols the type declares it conforms to, in registration order.
    public let conformances: [String]
    /// Initializers, subscripts, and instance methods and properties, sorted, each signature once.
    public let instanceMembers: [String]
    /// Static methods and properties and enumeration cases, sorted, each signature once.
    public let staticMembers: [String]

    /// A listed type; the members as Swift names them.
    public init(name: String, isProtocol: Bool, conformances: [String], instanceMembers: [String], staticMembers: [String]) {
        self.name = name
        self.isProtocol = isProtocol
        self.conformances = conformances
        self.instanceMembers = instanceMembers
        self.staticMembers = staticMembers
    }

    /// Whether the type declares conformance to `protocolName` itself (not through another protocol).
    public func conforms(to protocolName: String) -> Bool {
        conformances.contains(protocolName)
    }
}

extension NativeLibrary {
    /// Every type and protocol registered, by name (another name of a type, such as `UInt` for `Int`, is left out),
    /// with its members resolved.
    public var registeredTypes: [RegisteredType] {
        prepare()
        return types.filter { $0.key == $0.value.name }.map { Self.listing(of: $0.value) }.sorted { $0.name < $1.name }
    }

    /// Every free function registered (`withAnimation(_:_:)`), sorted, each signature once.
    public var registeredFunctions: [String] {
        prepare()
        return Set(functions.values.joined().map { Self.signature($0.name, $0.parameters) }).sorted()
    }

    private static func listing(of type: TypeInfo) -> RegisteredType {
        var instance = Set(type.initializers.compactMap { signature(of: $0, named: "init") })
        instance.formUnion(type.subscripts.compactMap { signature(of: $0, named: "subscript") })
        for (name, members) in type.instanceMembers { instance.formUnion(members.compactMap { signature(of: $0, named: name) }) }
        var statics = Set<String>()
        for (name, members) in type.staticMembers { statics.formUnion(members.compactMap { signature(of: $0, named: name) }) }
        return RegisteredType(
            name: type.name, isProtocol: type.isProtocol, conformances: type.conformances,
            instanceMembers: instance.sorted(), staticMembers: statics.sorted()
        )
    }

    /// A member as Swift names it: a method with its argument labels, a property or case by its name; nil for a
    /// nested type, which is listed as a type of its own.
    private static func signature(of member: Member, named name: String) -> String? {
        switch member {
        case .nativeMethod(let method): signature(name, method.parameters)
        case .method(let function): signature(name, function.parameters)
        case .subscriptAccessor(let getter, _): signature(name, getter.parameters)
        case .nestedType: nil
        case .stored, .computed, .staticVariable, .enumCase, .nativeProperty: name
        }
    }

    private static func signature(_ name: String, _ parameters: [ParameterShape]) -> String {
        signature(name, parameters.map(\.label))
    }

    /// A function as Swift names it, `name(label:_:)`, given its parameters' labels.
    static func signature(_ name: String, _ labels: [String?]) -> String {
        "\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))"
    }

    /// The overloads no call can tell apart, as Swift would find their calls ambiguous: two native functions, one
    /// type's members or free functions, of one name and one signature (labels and parameter types), each listed
    /// once as `Type.name(label: Type)`. ``OverloadRanking`` tries them in the order they were registered in.
    public var ambiguousOverloads: [String] {
        prepare()
        var found = Set<String>()
        func collect(_ owner: String, _ name: String, _ members: [Member]) {
            let methods = members.compactMap { if case .nativeMethod(let method) = $0 { method } else { nil } }
            var seen = Set<String>()
            for method in methods where !seen.insert(OverloadRanking.signature(method.parameters)).inserted {
                found.insert("\(owner)\(name)(\(OverloadRanking.signature(method.parameters)))")
            }
        }
        for (name, methods) in functions { collect("", name, methods.map(Member.nativeMethod)) }
        for (key, type) in types where key == type.name {
            collect(type.name + ".", "init", type.initializers)
            collect(type.name + ".", "subscript", type.subscripts)
            for (name, members) in type.instanceMembers { collect(type.name + ".", name, members) }
            for (name, members) in type.staticMembers { collect(type.name + ".static ", name, members) }
        }
        return found.sorted()
    }
}

/// The native vocabulary scene files can use: types, protocols, free functions and result builders the embedder
/// registers, on top of the Swift standard library the interpreter provides. Build one library, register
/// everything, then share it between the interpreters of successive loads (from one thread at a time); a scene
/// file's extensions never change it.
///
/// ```swift
/// let library = NativeLibrary()
/// library.register(builder: ViewBuilderOperations())          // buildBlock, buildOptional, buildEither…
/// var view = NativeType("View", isProtocol: true)
/// view.builderRequirements = ["body": "ViewBuilder"]
/// view.method("padding", [NativeParameter(nil, "CGFloat", default: .double(16))]) { call in … }   // every view
/// library.register(view)
/// let textType = library.register(NativeType("Text", conformances: ["View"]))   // the type, to make values
/// var text = NativeType("Text")                                                  // registering again adds members
/// text.initializer([NativeParameter(nil, "String")]) { call in
///     .native(NativeObject(type: textType, payload: TextNode(try call.string(0), at: call.location)))
/// }
/// library.register(text)
/// library.register(function: NativeFunction("withAnimation", [NativeParameter(nil, "() -> Void")]) { call in
///     try call.interpreter.call(call[0])
/// })
/// ```
public final class NativeLibrary {
    private(set) var types: [String: TypeInfo] = [:]
    private(set) var functions: [String: [NativeMethod]] = [:]
    private(set) var builders: [String: any ResultBuilder] = [:]
    /// Every member name of every native type (and the types' own names, for qualified names such as
    /// `SwiftUI.Color`), to tell on load a member that no type has.
    private(set) var memberNames: Set<String> = []
    /// Global constants (`NSLocalizedDescriptionKey`), by name: a name the file does not declare reads them.
    private(set) var constants: [String: Value] = [:]
    /// The type names in registrations that name no registered type, each with the registration that wrote it
    /// (`Colr in paint(_:)`): a parameter or property type that is neither a registered type nor one of
    /// ``genericParameterNames`` (a misspelt type, which would accept any value), or a type only ever referred to by
    /// ``referencedType(named:)`` and never registered. The vocabulary's tests expect none.
    public private(set) var unresolvedTypeNames: Set<String> = []
    /// The names native parameter types use for generic parameters (`Content` in `"@ViewBuilder () -> Content"`),
    /// which accept any value.
    public var genericParameterNames: Set<String> = []
    /// The registrations ``prepare()`` has yet to resolve, in the order they were made (which decides nothing:
    /// overloads are tried in ``OverloadRanking``'s order).
    var pendingTypes: [(TypeInfo, NativeType)] = []
    var pendingFunctions: [NativeFunction] = []
    /// The names ``register(_:)`` was called with, and those ``referencedType(named:)`` made a type for first.
    private var registeredNames: Set<String> = []
    private var referencedNames: [String: String] = [:]
    /// The builder applied to `#Preview` bodies.
    public var previewBuilderName = "ViewBuilder"
    /// The protocol an entry-point type conforms to when the file has no `#Preview` (`ContentView: View`).
    public var viewProtocolName = "View"
    /// The protocol of a type whose static `previews` is the entry point when the file has no `#Preview`.
    public var previewProviderName = "PreviewProvider"
    /// What `@Environment(\.name) var x` reads, by name; a name not here is an error at the attribute.
    public var environmentValues: [String: Value] = [:]
    /// Property wrappers without arguments the embedder defines, by name, and what a property wrapped in one reads
    /// (`@Namespace var space`); read-only, like `@Environment` properties.
    public var wrapperValues: [String: Value] = [:]
    /// Property wrappers the embedder defines as native types, read live, by name: `@Query(sort: \Item.name) var
    /// items: [Item]` holds a `Query` made from the attribute's arguments (`Query(sort: \Item.name)`), and each read
    /// of `items` is what `read` makes of that wrapper and the property's declared type. Read-only.
    public var liveWrappers: [String: LiveWrapperRead] = [:]
    /// What a call of a method a view does not have makes of the view (`call.receiver`), given the method's name: a
    /// modifier of SwiftUI's the embedder does not model degrades to the view as it is, with a warning. Not asked for
    /// a name any native type has, nor one a letter or two from a member the view has (`.paddng(8)` stays an error,
    /// with its suggestion); nil keeps every unknown member an error.
    public var unknownViewModifier: ((inout NativeCall, String) -> Value)?
    /// Attached macros that make a class conform to protocols, by name (SwiftData's `@Model` makes a class
    /// `Identifiable` and `Observable`, as `PersistentModel` is).
    public var conformingAttributes: [String: [String]] = [:]
    /// What a parameter of a native type that cannot be made without arguments gets when a view is shown with
    /// placeholders (``Interpreter/instantiateWithPlaceholders(_:)``), by type name (`Color`: `.clear`).
    public var placeholders: [String: Value] = [:]
    /// What a class's `$name` reads, its `@Published` property's publisher; nil makes it Combine's, unmodelled (an
    /// error where it runs).
    public var publishedProjection: Value?

    /// What a property in a live wrapper reads: given the wrapper, the property's declared type and the interpreter.
    public typealias LiveWrapperRead = (_ wrapper: Value, _ declaredType: TypeRef?, _ interpreter: Interpreter) throws -> Value
    let builtins: BuiltinTypes

    deinit {
        // A registered member's closure often holds its own type, to make the type's values: a cycle through the
        // type's member table, broken as the library goes (a library of a thread that ends, a test's library).
        for type in types.values { type.releaseMembers() }
    }

    public init() {
        var types: [String: TypeInfo] = [:]
        builtins = BuiltinTypes(declare: { name in
            let type = TypeInfo(name: name, kind: .native)
            types[name] = type
            return type
        })
        // The fixed-width integer types are `Int` here: a value is 64-bit signed whatever its declared width.
        for name in ["UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64"] { types[name] = builtins.int }
        // A range value is one type whether closed or not: an extension of either adds to both (`extension ClosedRange
        // where Bound: FloatingPoint { … lowerBound … }` reaches a `0...1`'s bounds).
        types["ClosedRange"] = builtins.range
        self.types = types
        Stdlib.register(into: self)
    }

    /// Registers a native type or protocol, or adds members and conformances to one registered before.
    /// A dotted name (`Edge.Set`, `Anchor.Source`) nests the type in the type its prefix names, registered before.
    /// Returns the type, for making values of it (`Value.native(NativeObject(type:payload:))`).
    @discardableResult
    public func register(_ type: NativeType) -> TypeInfo {
        let info = types[type.name] ?? newType(type.name, kind: type.isProtocol ? .protocolType : type.cases.isEmpty ? .native : .enumeration)
        registeredNames.insert(type.name)
        info.addConformances(type.conformances)
        if let describe = type.describe { info.describe = describe }
        if let arrayLiteral = type.arrayLiteral { info.arrayLiteral = arrayLiteral }
        if let stringLiteral = type.stringLiteral { info.stringLiteral = stringLiteral }
        if type.isLiteralOnly { info.isLiteralOnly = true }
        if let coding = type.coding { info.nativeCoding = coding }
        pendingTypes.append((info, type))
        return info
    }

    /// Registers a free function (`max`, `withAnimation`); several with one name are overloads told apart by labels.
    public func register(function: NativeFunction) {
        pendingFunctions.append(function)
    }

    /// Registers a global constant, read where a name means nothing the file declares.
    public func register(constant name: String, _ value: Value) {
        constants[name] = value
    }

    /// Registers a result builder, usable as `@Name` in the scene file and in native parameter types.
    public func register(builder: any ResultBuilder) {
        builders[builder.name] = builder
    }

    /// Declares the labels of tuples native members make (`enumerated()`'s `offset` and `element`): scene code
    /// reads them as members.
    public func registerTupleLabels(_ labels: [String]) {
        memberNames.formUnion(labels)
    }

    /// Makes `name` another name of a registered type (`Subviews` for `Array`, when layout subviews are passed
    /// as an array).
    public func registerAlias(_ name: String, for typeName: String) {
        if let type = types[typeName] { types[name] = type }
    }

    /// A registered type or protocol.
    public func type(named name: String) -> TypeInfo? {
        types[name]
    }

    /// The type called `name`, made now if nothing registered it yet (so values can be made while their type's
    /// members are being registered), by `registration` (where the reference is, which ``unresolvedTypeNames`` names): a
    /// type that is still not registered when the library is prepared is listed there.
    public func referencedType(named name: String, by registration: @autoclosure () -> String) -> TypeInfo {
        if let type = types[name] { return type }
        referencedNames[name] = registration()
        return newType(name, kind: .native)
    }

    /// A type not known before, nested in the type its dotted name's prefix names (`Edge.Set` in `Edge`).
    private func newType(_ name: String, kind: TypeInfo.Kind) -> TypeInfo {
        let type = TypeInfo(name: name, kind: kind)
        if let dot = name.lastIndex(of: "."), let outer = types[String(name[..<dot])] {
            outer.addStaticMember(String(name[name.index(after: dot)...]), .nestedType(type))
        }
        types[name] = type
        return type
    }

    /// Resolves the parameter types of everything registered since the last call; the interpreter calls this on load.
    func prepare() {
        guard !pendingTypes.isEmpty || !pendingFunctions.isEmpty else { return }
        var resolver = TypeResolver(lookup: { self.types[$0] }, builder: { self.builders[$0] })
        resolver.nested = { outer, name in self.types[outer.name + "." + name] }
        resolver.genericNames = genericParameterNames
        // What is being resolved, named only when it has an unknown type name (`Palette.tint`, `Text.init(_:)`).
        var registration: (owner: String?, name: String, parameters: [NativeParameter]?) = (nil, "", nil)
        resolver.unknownName = { name in
            let member = registration.parameters.map { Self.signature(registration.name, $0.map(\.label)) } ?? registration.name
            self.unresolvedTypeNames.insert("\(name) in " + (registration.owner.map { $0 + "." } ?? "") + member)
        }
        for (name, referrer) in referencedNames where !registeredNames.contains(name) {
            unresolvedTypeNames.insert("\(name) in \(referrer)")
        }
        referencedNames.removeAll()
        for (info, type) in pendingTypes {
            for (name, requirement) in type.builderRequirements {
                if let builder = builders[requirement] { info.builderRequirements[name] = builder }
            }
            let resolve = { (function: NativeFunction) in
                registration = (type.name, function.name, function.parameters)
                return Member.nativeMethod(self.resolve(function, resolver))
            }
            for function in type.initializers { info.initializers.append(resolve(function)) }
            for function in type.subscripts { info.subscripts.append(resolve(function)) }
            for function in type.methods { info.addInstanceMember(function.name, resolve(function)) }
            for function in type.staticMethods { info.addStaticMember(function.name, resolve(function)) }
            for property in type.properties {
                registration = (type.name, property.name, nil)
                info.addInstanceMember(property.name, .nativeProperty(NativeVariable(property, type: property.type.map(resolver.resolve))))
            }
            for property in type.staticProperties { info.addStaticMember(property.name, .nativeProperty(NativeVariable(property))) }
            for (name, labels) in type.cases {
                info.addStaticMember(name, .enumCase(info.enumCases.count))
                info.enumCases.append(EnumCase(name: name, parameters: labels.map { ($0, .unknown) }, position: 0))
            }
            memberNames.formUnion(info.memberNames)
            memberNames.formUnion(info.requirementNames)
            memberNames.insert(String(info.name.split(separator: ".").last ?? ""))
        }
        for function in pendingFunctions {
            registration = (nil, function.name, function.parameters)
            functions[function.name, default: []].append(resolve(function, resolver))
        }
        pendingTypes.removeAll()
        pendingFunctions.removeAll()
    }

    private func resolve(_ function: NativeFunction, _ resolver: TypeResolver) -> NativeMethod {
        let parameters = function.parameters.map { parameter in
            let isInout = parameter.type.hasPrefix("inout ")
            return ParameterShape(
                label: parameter.label, name: parameter.label ?? "_", type: resolver.resolve(isInout ? String(parameter.type.dropFirst(6)) : parameter.type),
                defaultArgument: parameter.defaultValue.map { .value($0) } ?? .none,
                isVariadic: parameter.isVariadic, isInout: isInout
            )
        }
        return NativeMethod(name: function.name, parameters: parameters, isMutating: function.isMutating, body: function.body, assign: function.assign)
    }
}

/// The standard library's types, which literal values belong to. A class, so reading one of them is no copy of all.
final class BuiltinTypes {
    let int, double, cgFloat, float, bool, string, character: TypeInfo
    let array, dictionary, set, optional, range, tuple, function, binding, state, keyPath, void: TypeInfo

    init(declare: (String) -> TypeInfo) {
        int = declare("Int")
        double = declare("Double")
        cgFloat = declare("CGFloat")
        float = declare("Float")
        bool = declare("Bool")
        string = declare("String")
        character = declare("Character")
        array = declare("Array")
        dictionary = declare("Dictionary")
        set = declare("Set")
        optional = declare("Optional")
        range = declare("Range")
        tuple = declare("Tuple")
        function = declare("Function")
        binding = declare("Binding")
        state = declare("State")
        keyPath = declare("KeyPath")
        void = declare("Void")
    }
}

/// The embedder's side of the interpreter: entry points, instantiating user types, evaluating `body`, calling
/// closures and methods (`inout` included), reading and writing properties, and finding conforming types. What needs
/// the running program is the evaluator's (``Evaluator``); the façade forwards to it.
extension Interpreter {
    /// The `#Preview`s of the file, in file order, with their traits evaluated.
    public func previews() throws -> [Preview] {
        try evaluator.previews()
    }

    /// The first `#Preview`; without one, the first preview provider's `previews`; without one, the view named
    /// `ContentView`, else the first view type declared (the others are usually its parts) — in `file` when one is
    /// given and declares any, else in the module loaded.
    public func entryPoint(inFile file: String? = nil) throws -> EntryPoint {
        try evaluator.entryPoint(inFile: file)
    }

    /// The root value of an entry point: the preview's body built, or a new instance of the view type. Starts a
    /// solve: `UUID()`s are numbered from 1 again, and random numbers are drawn from their seed again.
    public func evaluate(_ entry: EntryPoint) throws -> Value {
        try evaluator.evaluate(entry)
    }

    /// Where a type of the file is declared.
    public func declarationLocation(of type: TypeInfo) -> SourceLocation? {
        evaluator.declarationLocation(of: type)
    }

    /// A user or native type by name (nested types as `Outer.Inner`).
    public func type(named name: String) -> TypeInfo? {
        evaluator.type(named: name)
    }

    /// The types of the module loaded (not of the modules it imports) that declare — directly, by extension, or
    /// through a refined protocol — conformance to a protocol.
    public func types(conformingTo protocolName: String) -> [TypeInfo] {
        evaluator.types(conformingTo: protocolName)
    }

    /// Whether a type has a member of that name, declared, added by an extension or inherited from a protocol
    /// (a custom `Layout`'s optional `makeCache`, `explicitAlignment`).
    public func hasMember(_ name: String, of type: TypeInfo, isStatic: Bool = false) -> Bool {
        evaluator.hasMember(name, of: type, isStatic: isStatic)
    }

    /// Whether a type has a method of that name (not a property: a custom `Layout`'s `spacing` method, not its
    /// `spacing` value), optionally one whose first parameter is of the named type (`explicitAlignment(of:…)` for
    /// one axis: `HorizontalAlignment` or `VerticalAlignment`).
    public func hasMethod(_ name: String, of type: TypeInfo, firstParameterType typeName: String? = nil) -> Bool {
        evaluator.hasMethod(name, of: type, firstParameterType: typeName)
    }

    public func conforms(_ type: TypeInfo, to protocolName: String) -> Bool {
        evaluator.conforms(type, to: protocolName)
    }

    /// The type of a value (nil for a type used as a value).
    public func type(of value: Value) -> TypeInfo? {
        evaluator.type(of: value)
    }

    /// The type's name as swiftc prints it in messages.
    public func typeName(of value: Value) -> String {
        evaluator.typeName(of: value)
    }

    /// A new instance of a type, through the initializer the labels select (`ContentView()` memberwise).
    public func instantiate(_ type: TypeInfo, _ arguments: [CallArgument] = []) throws -> Value {
        try evaluator.instantiate(type, arguments)
    }

    /// `type`'s instance made with placeholder arguments, and the arguments as Swift would spell them (`count: 0`);
    /// nil when no initializer has placeholders for all its parameters.
    public func instantiateWithPlaceholders(_ type: TypeInfo) throws -> (instance: Value, arguments: [String])? {
        try evaluator.instantiateWithPlaceholders(type)
    }

    /// Whether `type` is a struct none of whose initializers can be called without arguments.
    public func requiresArguments(_ type: TypeInfo) -> Bool {
        evaluator.requiresArguments(type)
    }

    /// Evaluates `body` of a view (user struct instance), with the result builder its protocol requires.
    public func body(of view: Value) throws -> Value {
        try evaluator.body(of: view)
    }

    /// How many parameters a closure or function of the file takes (`{ old, new in … }`: 2); nil for other values.
    /// Lets a native modifier with overloads told apart only by their closure's arity (`onGeometryChange`) call it
    /// the way it was written.
    public func parameterCount(of function: Value) -> Int? {
        guard case .function(let function) = function, case .user(let decl, _, _) = function.kind else { return nil }
        return decl.parameters.count
    }

    /// Calls a closure or function value (a GeometryReader's content, a tap action, an `alignmentGuide` closure).
    public func call(_ function: Value, _ arguments: [CallArgument] = []) throws -> Value {
        try evaluator.call(function, arguments)
    }

    /// Calls a method of a value by name and labels; a `mutating` method changes `receiver`.
    public func callMethod(_ name: String, on receiver: inout Value, _ arguments: [CallArgument] = []) throws -> Value {
        try evaluator.callMethod(name, on: &receiver, arguments)
    }

    /// Calls a static method of a type (a user `AlignmentID`'s `defaultValue(in:)`, a `PreferenceKey`'s
    /// `reduce(value:nextValue:)` with an `inout` argument).
    public func callStaticMethod(_ name: String, of type: TypeInfo, _ arguments: [CallArgument] = []) throws -> Value {
        try evaluator.callStaticMethod(name, of: type, arguments)
    }

    /// Calls a free function of the file (or a native one) by name.
    public func callFunction(_ name: String, _ arguments: [CallArgument] = []) throws -> Value {
        try evaluator.callFunction(name, arguments)
    }

    /// Reads a property (stored, computed, wrapped, native) of a value.
    public func property(_ name: String, of value: Value) throws -> Value {
        try evaluator.property(name, of: value)
    }

    /// Writes a property of a value (a `@State` property writes its box).
    public func setProperty(_ name: String, of value: inout Value, to newValue: Value) throws {
        try evaluator.setProperty(name, of: &value, to: newValue)
    }

    /// Reads a static property of a type (a `PreferenceKey`'s `defaultValue`).
    public func staticProperty(_ name: String, of type: TypeInfo) throws -> Value {
        try evaluator.staticProperty(name, of: type)
    }

    /// Follows a key path (`\.id`, `\.self`) from a value.
    public func apply(_ keyPath: KeyPathValue, to value: Value) throws -> Value {
        try evaluator.apply(keyPath, to: value)
    }

    /// Whether `lhs` sorts before `rhs`, as `<` has it (the file's own `<` for its types).
    public func isOrderedBefore(_ lhs: Value, _ rhs: Value) throws -> Bool {
        try evaluator.isOrderedBefore(lhs, rhs)
    }

    /// The elements of a sequence value (for `ForEach`), within the collection budget.
    public func elements(of sequence: Value) throws -> [Value] {
        try evaluator.elements(of: sequence)
    }

    /// The value as `print` shows it.
    public func description(of value: Value) -> String {
        evaluator.description(of: value)
    }

    /// The instance with each `@EnvironmentObject` (or `@Environment(Model.self)`) property set to the object
    /// `object` gives for the property's type name (the embedder's, from the ancestor views), or left unset.
    public func fillingEnvironmentObjects(in value: Value, _ object: (_ typeName: String) -> Value?) -> Value {
        evaluator.fillingEnvironmentObjects(in: value, object)
    }

    /// The instance with each `@Environment(\.name)` property set to what `read` gives for the name (the
    /// embedder's, from the views around it), or left at its default when `read` gives nil.
    public func fillingEnvironmentValues(in value: Value, _ read: (_ name: String) throws -> Value?) rethrows -> Value {
        guard case .instance(var instance) = value else { return value }
        for (index, property) in instance.type.storedProperties.enumerated() {
            guard case .environment(let name)? = property.wrapper, let found = try read(name) else { continue }
            instance.fields[index] = .plain(found)
        }
        return .instance(instance)
    }

    /// The identity of a class instance (`ObjectIdentifier(instance)`), nil for any other value.
    public func objectIdentity(of value: Value) -> ObjectIdentifier? {
        try? ObjectIdentity.identity(of: value)
    }

    /// The `@State` boxes of a user struct instance, by property name.
    public func stateBoxes(of value: Value) -> [(name: String, box: StateBox)] {
        guard case .instance(let instance) = value else { return [] }
        return zip(instance.type.storedProperties, instance.fields).compactMap { property, field in
            if case .state(let box) = field { return (property.name, box) }
            return nil
        }
    }

    /// The instance with each `@State` box replaced by the one `replace` returns (the embedder's box for this
    /// view identity), so state survives re-evaluating the views around it.
    public func replacingStateBoxes(in value: Value, _ replace: (_ property: String, _ fresh: StateBox) -> StateBox) -> Value {
        guard case .instance(var instance) = value else { return value }
        for (index, property) in instance.type.storedProperties.enumerated() {
            if case .state(let box) = instance.fields[index] { instance.fields[index] = .state(replace(property.name, box)) }
        }
        return .instance(instance)
    }}

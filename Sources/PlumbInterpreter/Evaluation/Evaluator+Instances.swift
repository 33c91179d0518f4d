/// Creating user struct and class instances: property initial values, `@State` boxes, a class's shared properties,
/// and the memberwise initializer.
extension Evaluator {
    /// A new instance before its `init` runs: properties with initial values set, optionals nil, the rest empty.
    func freshInstance(of type: TypeInfo, at position: SourcePosition) throws -> Value {
        let fields = try type.storedProperties.map { try initialField($0, of: type, at: position) }
        return .instance(Instance(type: type, fields: fields))
    }

    private func initialField(_ property: StoredProperty, of type: TypeInfo, at position: SourcePosition) throws -> Instance.Field {
        // A lazy property stays unset (`.void`) until it is first read.
        var value: Value = property.type?.isOptional == true && property.lazyInitializer == nil ? .optional(nil) : .void
        if let initializer = property.initializer { value = try callThunk(initializer, at: position) }
        if case .provided(let provided)? = property.wrapper { value = provided }
        if let field = liveField(value, property) { return field }
        if case .declared(let wrapper)? = property.wrapper {
            if property.initializer != nil {
                value = try wrapped(value, in: wrapper, by: property.wrapping, at: property.position)
            } else if let made = property.wrapperInitializer {
                value = try callThunk(made, at: position)
            }
        }
        if type.kind == .classType { return .shared(StateBox(value: value, typeName: type.name, propertyName: property.name)) }
        return property.wrapper == .state ? .state(makeStateBox(type, property, value)) : .plain(value)
    }

    /// The field of a property in a live wrapper, holding `wrapper` (nil for any other property): a binding that reads
    /// the embedder's `read` of the wrapper each time, its faults placed at the property's declaration. The binding
    /// holds the interpreter weakly, as instances outlive no interpreter but may sit in its own state.
    func liveField(_ wrapper: Value, _ property: StoredProperty) -> Instance.Field? {
        guard case .live(let wrapperName)? = property.wrapper, let read = library.liveWrappers[wrapperName] else { return nil }
        let (name, type, position) = (property.name, property.type, property.position)
        return .binding(Binding(get: { [weak self] in
            guard let self else { return .void }
            return try runNative(at: position) { try read(wrapper, type, interpreter) }
        }, set: { _ in
            throw Fault(.invalid("cannot assign to property: '\(name)' is a get-only property"), at: position)
        }))
    }

    /// The parameters of a struct's memberwise initializer: every stored property but `let`s with a value and
    /// provided ones (`@Environment`).
    func memberwiseParameters(of type: TypeInfo) -> [ParameterShape] {
        if let cached = type.memberwiseParameters { return cached }
        let parameters = type.storedProperties.filter { !$0.hasFixedValue }.map { property in
            var parameterType = property.type ?? .unknown
            // A wrapper made from its attribute's arguments alone is what the parameter takes (SE-0258).
            if property.wrapperInitializer != nil, case .declared(let wrapper)? = property.wrapper { parameterType = .named(wrapper) }
            // `@ViewBuilder var content: Content` takes a builder closure and stores what it builds;
            // `@ViewBuilder let content: () -> Content` stores the closure, which builds when it is called.
            if let builder = property.builder, parameterType.builder == nil { parameterType = .function(builder: builder) }
            let defaultArgument: ParameterShape.DefaultArgument = (property.initializer ?? property.wrapperInitializer).map { .thunk($0) }
                ?? (property.lazyInitializer != nil ? .value(.void) : nil)
                ?? (property.type?.isOptional == true && !property.isLet ? .value(.optional(nil)) : .none)
            return ParameterShape(label: property.name, name: property.name, type: parameterType, defaultArgument: defaultArgument, isVariadic: false, isInout: false)
        }
        type.memberwiseParameters = parameters
        return parameters
    }

    func memberwiseInstance(of type: TypeInfo, _ values: [Value], at position: SourcePosition) throws -> Value {
        // Properties are read in place (`properties[index].wrapper`): a copy of each would retain all its fields.
        let properties = type.storedProperties
        var fields: [Instance.Field] = []
        fields.reserveCapacity(properties.count)
        var next = 0
        for index in properties.indices {
            if properties[index].hasFixedValue {
                fields.append(try initialField(properties[index], of: type, at: position))
                continue
            }
            var value = next < values.count ? values[next] : .void
            next += 1
            switch properties[index].wrapper {
            case .state?:
                fields.append(.state(makeStateBox(type, properties[index], value)))
            case .binding?:
                guard case .binding(let binding) = value else {
                    let expected = "Binding<\(properties[index].type?.displayName ?? "Any")>"
                    throw Fault(.typeMismatch(have: typeName(of: value), expected: expected, context: "expected argument type"), at: position)
                }
                fields.append(.binding(binding))
            case .declared(let wrapper)?:
                let property = properties[index]
                fields.append(.plain(property.wrapperInitializer != nil ? value : try wrapped(value, in: wrapper, by: property.wrapping, at: position)))
            case .provided?, .live?, .environment?, .observed?, .environmentObject?, nil:
                if properties[index].builder != nil, properties[index].type?.isFunction != true, case .function(let function) = value {
                    value = try call(function, [], at: position)
                }
                fields.append(.plain(value))
            }
        }
        return .instance(Instance(type: type, fields: fields))
    }

    /// `value` in a property wrapper the file declares: `Wrapper(wrappedValue: value)`, or `wrapping` it when the
    /// attribute has arguments (``StoredProperty/wrapping``).
    func wrapped(_ value: Value, in wrapper: TypeInfo, by wrapping: FunctionDecl?, at position: SourcePosition) throws -> Value {
        if let wrapping { return try invoke(wrapping, receiver: nil, captured: nil, [value], builder: nil, at: position).0 }
        return try withArguments([.value(value, label: "wrappedValue")], at: position) { expressions, frame in
            try construct(.named(wrapper), expressions, frame, at: position)
        }
    }

    func makeStateBox(_ type: TypeInfo, _ property: StoredProperty, _ initial: Value) -> StateBox {
        let request = StateBoxRequest(typeName: type.name, propertyName: property.name, initialValue: initial)
        return interpreter.stateBoxProvider?(request) ?? StateBox(value: initial, typeName: type.name, propertyName: property.name)
    }

    /// Calls a function value with positional arguments (closures passed to natives, callbacks).
    func call(_ function: Function, _ arguments: [Value], at position: SourcePosition) throws -> Value {
        // Called from native code (`items.map(load)`): no call expression gives the result an expected type.
        let outerExpectation = expectedCallResult
        expectedCallResult = nil
        defer { expectedCallResult = outerExpectation }
        switch function.kind {
        case .user(let decl, let receiver, let captured):
            return try invoke(decl, receiver: receiver, captured: captured, arguments, builder: function.builder, at: position).0
        case .operatorFunction(let op):
            return try applyOperatorFunction(op, arguments, at: position)
        case .keyPath(let path):
            return try applyKeyPathFunction(path, arguments, at: position)
        case .native, .enumConstructor, .overloads:
            break
        }
        // Natives and enum cases take labelled arguments, matched as a call's are.
        let frame = Frame.make(values: arguments)
        let expressions = arguments.indices.map { Argument(label: nil, value: Expr(.local(depth: 0, index: $0), at: position), isTrailingClosure: false) }
        return try callValue(.function(function), expressions, frame, at: position)
    }
}

/// Calls: choosing among overloads by argument labels (then by argument types), evaluating arguments with their
/// parameter types as context, and invoking user functions, natives, enum cases and initializers.
extension Evaluator {
    func evaluateCall(
        _ callee: Expr, _ arguments: [Argument], _ frame: Frame, _ expected: TypeRef?, at position: SourcePosition, site: Expr? = nil
    ) throws -> Value {
        let outerExpectation = expectedCallResult
        expectedCallResult = expected
        defer { expectedCallResult = outerExpectation }
        switch callee.kind {
        case .member(let baseExpr, let name, let cache):
            let base = try evaluate(baseExpr, frame, baseExpr.isImplicitMemberChain ? expected : nil)
            if case .type(let type) = base { return try callStatic(name, on: type, arguments, frame, at: callee.position, site: site) }
            return try callMethod(name, on: base, baseExpr, cache, arguments, frame, context: expected, at: callee.position, site: site)
        case .implicitMember(let name, let cache):
            // `Optional.some(x)` where an optional is expected.
            if name == "some", case .optional(let wrapped)? = expected, arguments.count == 1, arguments[0].label == nil {
                return .optional(try evaluate(arguments[0].value, frame, wrapped))
            }
            if case .unmodelled? = expected?.unwrapped { return .optional(nil) }
            guard let type = implicitMemberBase(name, expected, cache, called: true) else {
                throw Fault(.invalid("cannot infer contextual base in reference to member '\(name)'"), at: callee.position)
            }
            return try callStatic(name, on: type, arguments, frame, at: callee.position, site: site)
        case .type(let type):
            return try construct(type, arguments, frame, at: position, site: site)
        case .function(let name):
            var receiver = Value.void
            // The overloads are listed only when the call site does not know them yet.
            let (chosen, prepared) = try select(
                freeFunctionCallees(named: name), arguments, frame, name: "'\(name)'", site: site.map { ($0, ObjectIdentifier(program)) }, context: expected, at: position
            )
            return try invoke(chosen, receiver: &receiver, prepared, frame, at: position)
        default:
            return try callValue(try evaluate(callee, frame), arguments, frame, at: position)
        }
    }

    /// The free functions named `name`: the scene's, then the library's.
    func freeFunctionCallees(named name: String) -> [Callee] {
        (program.functions[name] ?? []).map { Callee(kind: .user($0), parameters: $0.parameters) }
            + (library.functions[name] ?? []).map { Callee(kind: .native($0), parameters: $0.parameters) }
    }

    /// Calls a value: a function or closure, a type (its initializer), a key path.
    func callValue(_ value: Value, _ arguments: [Argument], _ frame: Frame, at position: SourcePosition) throws -> Value {
        switch value {
        case .function(let function):
            switch function.kind {
            case .user(let decl, let bound, let captured) where decl.kind == .closure:
                let values = try arguments.enumerated().map { index, argument in
                    try evaluate(argument.value, frame, index < decl.parameters.count ? decl.parameters[index].type : nil)
                }
                let (result, callFrame) = try invoke(decl, receiver: bound, captured: captured, values, builder: function.builder, at: position)
                // A closure's parameter is `inout` by context (`transformPreference(K.self) { $0 += 1 }`).
                for (index, argument) in arguments.enumerated() where index < decl.parameterSlots.count {
                    guard case .inoutArgument(let target) = argument.value.kind else { continue }
                    let value = callFrame[decl.parameterSlots[index]]
                    try modify(target, frame) { $0 = value }
                }
                return result
            case .user(let decl, let bound, let captured):
                // A function used as a value has no argument labels (`perform: self.computeOffsets`, called with the
                // value alone, runs `computeOffsets(sizes:)`).
                let callee = Callee(kind: .user(decl), parameters: decl.parameters).asValue(calledWith: arguments)
                let prepared = try prepare(callee, arguments, frame, name: "closure", at: position)
                let (result, callFrame) = try invoke(decl, receiver: bound, captured: captured, prepared.values, builder: function.builder, at: position)
                try writeBack(prepared, callFrame, decl, frame)
                return result
            case .native(let method, let bound):
                var receiver = bound ?? .void
                return try call([Callee(kind: .native(method), parameters: method.parameters)], name: "'\(method.name)'", receiver: &receiver, arguments, frame, at: position)
            case .enumConstructor(let type, let index):
                var receiver = Value.void
                return try call([enumCaseCallee(type, index)], name: "'\(type.enumCases[index].name)'", receiver: &receiver, arguments, frame, at: position)
            case .keyPath(let path):
                return try applyKeyPathFunction(path, arguments.map { try evaluate($0.value, frame) }, at: position)
            case .operatorFunction(let op):
                return try applyOperatorFunction(op, arguments.map { try evaluate($0.value, frame) }, at: position)
            case .overloads(let name, let callees, let bound):
                var receiver = bound ?? .void
                return try call(callees.map { $0.asValue(calledWith: arguments) }, name: "'\(name)'", receiver: &receiver, arguments, frame, at: position)
            }
        case .type(let type):
            return try construct(type, arguments, frame, at: position)
        case .keyPath(let path):
            return try applyKeyPathFunction(path, arguments.map { try evaluate($0.value, frame) }, at: position)
        default:
            if let type = collectionType(named: value) {
                let made = try construct(type, arguments, frame, at: position)
                return coerce(made, to: type) ?? made
            }
            return try callAsFunction(value, arguments, frame, at: position)
        }
    }

    /// A key path called as a function (`map(\.weight)`): the value at the path of its one argument.
    func applyKeyPathFunction(_ path: KeyPathValue, _ arguments: [Value], at position: SourcePosition) throws -> Value {
        guard let root = arguments.first else { throw Fault(.argumentMismatch("missing argument for key path"), at: position) }
        return try apply(path, to: root, at: position)
    }

    /// An operator called as a function (`reduce(0, +)`): applied to its two arguments.
    func applyOperatorFunction(_ op: BinaryOperator, _ arguments: [Value], at position: SourcePosition) throws -> Value {
        guard arguments.count == 2 else { throw Fault(.argumentMismatch("operator '\(op.name)' takes two arguments"), at: position) }
        return try applyBinary(op, arguments[0], arguments[1], at: position)
    }

    /// The collection type a literal of types names when it is called: `[Double](repeating: 0, count: 3)` (whose
    /// elements are then `Double`s, as the type says), `[String: Int]()`, `[(String, Double)]()`.
    func collectionType(named literal: Value) -> TypeRef? {
        switch literal {
        case .array(let elements) where elements.count == 1:
            return typeNamed(by: elements[0]).map(TypeRef.array)
        case .dictionary(let pairs) where pairs.count == 1:
            guard let key = typeNamed(by: pairs.keys[0]), let value = typeNamed(by: pairs.values[0]) else { return nil }
            return .dictionary(key, value)
        default:
            return nil
        }
    }

    /// The type a value names in a type literal: a type, or a tuple of types (`(String, Double)`).
    private func typeNamed(by value: Value) -> TypeRef? {
        switch value {
        case .type(let type): return type
        case .tuple(let tuple):
            let types = tuple.elements.compactMap { element -> TypeRef? in if case .type(let type) = element { type } else { nil } }
            return types.count == tuple.elements.count ? .tuple(types, labelledBy: tuple.labels) : nil
        default: return nil
        }
    }

    /// Calls a value whose type has `callAsFunction` methods (a `Layout` applied to its content).
    private func callAsFunction(_ value: Value, _ arguments: [Argument], _ frame: Frame, at position: SourcePosition) throws -> Value {
        let callees = typeInfo(of: value).map { program.members(named: "callAsFunction", of: $0, isStatic: false).compactMap(Callee.init) } ?? []
        guard !callees.isEmpty else {
            throw Fault(.invalid("cannot call value of non-function type '\(typeName(of: value))'"), at: position)
        }
        var receiver = value
        return try call(callees, name: "'callAsFunction'", receiver: &receiver, arguments, frame, at: position)
    }

    /// A view's call of a method it has no member for, as the embedder degrades it (``NativeLibrary/unknownViewModifier``):
    /// nil when the value is not a view, the name is a member of any type Plumb knows (`Text("a").trim(to:)` stays
    /// an error), or a near miss of one of the view's members.
    private func unknownViewModifier(_ name: String, on base: Value, at position: SourcePosition) throws -> Value? {
        guard let degrade = library.unknownViewModifier, !library.memberNames.contains(name), let type = typeInfo(of: base),
              program.conforms(type, to: library.viewProtocolName), program.members(named: name, of: type, isStatic: false).isEmpty,
              NameSuggestion.closest(to: name, in: program.memberNames(of: type)) == nil else { return nil }
        var call = NativeCall(receiver: base, arguments: [], evaluator: self, position: position)
        return degrade(&call, name)
    }

    /// Calls a method of `base`; a mutating one changes `baseExpr` in place. `base` is consumed: it becomes the
    /// receiver without a copy.
    private func callMethod(
        _ name: String, on base: consuming Value, _ baseExpr: Expr, _ cache: MemberCache, _ arguments: [Argument], _ frame: Frame,
        context: TypeRef?, at position: SourcePosition, site: Expr?
    ) throws -> Value {
        if name == "init" {
            if let superclass = cache.superclass { return try initialize(base, as: superclass, arguments, frame, at: position) }
            return try construct(typeRef(of: base) ?? .unknown, arguments, frame, at: position)
        }
        let key = typeInfo(of: base).map(ObjectIdentifier.init)
        let cachedSite: (expr: Expr, key: ObjectIdentifier)? = if let site, let key { (site, key) } else { nil }
        var callees: [Callee] = []
        if !(cachedSite.map { $0.expr.hasCallCandidates(for: $0.key) } ?? false) {
            callees = try lookupMembers(name, of: base, cache: cache, at: position).compactMap(Callee.init)
            guard !callees.isEmpty else {
                if name == "map" || name == "flatMap", !base.isOptional,
                   case let optional = program.members(named: name, of: library.builtins.optional, isStatic: false).compactMap(Callee.init) {
                    // A value of an optional type flows unwrapped (see `Value.optional`): `anchor.map { … }` is
                    // `Optional`'s `map` when the value's own type has none.
                    var receiver = Value.optional(base)
                    return try call(optional, name: "'\(name)'", receiver: &receiver, arguments, frame, at: position)
                }
                if let degraded = try unknownViewModifier(name, on: base, at: position) { return degraded }
                return try callValue(try member(name, of: base, cache: cache, at: position), arguments, frame, at: position)
            }
        }
        let (callee, prepared) = try select(
            callees, arguments, frame, name: "'\(name)'", site: cachedSite, context: argumentContext(arguments, receiver: base, call: context), at: position
        )
        guard callee.isMutating else {
            var receiver = base
            return try invoke(callee, receiver: &receiver, prepared, frame, at: position)
        }
        return try modify(baseExpr, frame) { receiver in
            try invoke(callee, receiver: &receiver, prepared, frame, at: position)
        }
    }

    /// The type an implicit member passed for a method's parameter of any type takes: an option set's own type, as
    /// its `SetAlgebra.Element` is `Self` (`if layers.contains(.dough)` looks `.dough` up in the layers' type, not in
    /// `Bool`), else the call's context (`reduce(.zero)`'s `Result`).
    private func argumentContext(_ arguments: [Argument], receiver: Value, call context: TypeRef?) -> TypeRef? {
        guard arguments.contains(where: \.value.isImplicitMemberChain), let type = typeInfo(of: receiver), !type.isNative,
              program.conforms(type, to: "OptionSet") else { return context }
        return .named(type)
    }

    /// Calls a static member: a static method, an enum case with associated values, a nested type's initializer,
    /// or a static property holding a function.
    func callStatic(
        _ name: String, on type: TypeRef, _ arguments: [Argument], _ frame: Frame, at position: SourcePosition, site: Expr? = nil
    ) throws -> Value {
        if name == "init" { return try construct(type, arguments, frame, at: position, site: site) }
        guard let info = typeInfo(for: type) else {
            throw Fault(.invalid("cannot call '\(name)' on '\(type.displayName)'"), at: position)
        }
        let key = ObjectIdentifier(info)
        var callees: [Callee] = []
        if site?.hasCallCandidates(for: key) != true {
            let members = program.members(named: name, of: info, isStatic: true)
            callees = members.compactMap(Callee.init)
            for case .enumCase(let index) in members { callees.append(enumCaseCallee(info, index)) }
            if callees.isEmpty {
                for case .nestedType(let nested) in members { return try construct(.named(nested), arguments, frame, at: position) }
                return try callValue(try staticMember(name, of: type, at: position), arguments, frame, at: position)
            }
        }
        var receiver = Value.type(type)
        let (callee, prepared) = try select(callees, arguments, frame, name: "'\(name)'", site: site.map { ($0, key) }, at: position)
        return try invoke(callee, receiver: &receiver, prepared, frame, at: position)
    }

    /// Constructs a value of `type` with one of its initializers (user, memberwise, raw value, native).
    func construct(_ type: TypeRef, _ arguments: [Argument], _ frame: Frame, at position: SourcePosition, site: Expr? = nil) throws -> Value {
        if case .tuple(let elements, let labels) = type { return try constructTuple(elements, labels, arguments, frame, at: position) }
        guard let info = typeInfo(for: type) else {
            throw Fault(.invalid("cannot construct a value of type '\(type.displayName)'"), at: position)
        }
        let key = ObjectIdentifier(info)
        if site?.hasCallCandidates(for: key) != true, let trailing = arguments.firstIndex(where: \.isTrailingClosure),
           !program.members(named: "callAsFunction", of: info, isStatic: false).isEmpty,
           !(try initializerCallees(of: info, at: position)).contains(where: { matchLabels(arguments, $0.parameters, strictClosures: true) != nil }) {
            // `MyLayout(spacing: 4) { … }`: construct, then call the value with the trailing closures.
            let value = try construct(type, Array(arguments[..<trailing]), frame, at: position)
            return try callAsFunction(value, Array(arguments[trailing...]), frame, at: position)
        }
        // An array's element type is the context of an implicit member among the arguments
        // (`[CGRect] = .init(repeating: .init(), count: 3)`).
        let context: TypeRef? = if case .array(let element) = type { element } else { nil }
        let (callee, prepared) = try select(
            try initializerCallees(of: info, at: position), arguments, frame, name: "initializer of '\(info.name)'",
            site: site.map { ($0, key) }, context: context, at: position
        )
        var receiver: Value = .type(type)
        if case .user = callee.kind {
            receiver = info.isNative || !info.hasStoredProperties ? .void : try freshInstance(of: info, at: position)
        }
        return try invoke(callee, receiver: &receiver, prepared, frame, at: position)
    }

    /// A tuple made by its type's name (`SizedLine(items: line, remainingSpace: 0)` with `typealias SizedLine =
    /// (items: Line, remainingSpace: CGFloat)`): one argument an element, in order, each with the element's label or
    /// none.
    private func constructTuple(
        _ elements: [TypeRef], _ labels: [String?], _ arguments: [Argument], _ frame: Frame, at position: SourcePosition
    ) throws -> Value {
        guard arguments.count == elements.count, zip(arguments, labels).allSatisfy({ $0.label == nil || $0.label == $1 }) else {
            let type = TypeRef.tuple(elements, labels: labels).displayName
            let given = "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
            throw Fault(.invalid("cannot make a tuple of type '\(type)' from the arguments \(given)"), at: position)
        }
        let values = try zip(arguments, elements).map { try evaluate($0.value, frame, $1) }
        return .tuple(TupleValue(values, labels: labels))
    }

    /// `super.init(…)`: runs an initializer of `superclass` on the instance being initialized. Foundation's
    /// `NSObject()` and the implicit `init()` of a class whose properties all have initial values leave it as it is.
    private func initialize(
        _ instance: Value, as superclass: TypeInfo, _ arguments: [Argument], _ frame: Frame, at position: SourcePosition
    ) throws -> Value {
        if superclass.isNative, arguments.isEmpty { return .void }
        let (callee, prepared) = try select(
            try initializerCallees(of: superclass, at: position), arguments, frame, name: "initializer of '\(superclass.name)'", at: position
        )
        guard case .user = callee.kind else { return .void }
        var receiver = instance
        _ = try invoke(callee, receiver: &receiver, prepared, frame, at: position)
        return .void
    }

    private func call(
        _ callees: [Callee], name: @autoclosure () -> String, receiver: inout Value, _ arguments: [Argument], _ frame: Frame, at position: SourcePosition
    ) throws -> Value {
        let (callee, prepared) = try select(callees, arguments, frame, name: name(), at: position)
        return try invoke(callee, receiver: &receiver, prepared, frame, at: position)
    }

    /// The label `Type.init` used as a function of one argument passes its argument with, as Swift picks the
    /// initializer such a reference names: none when an initializer takes one unlabelled argument, else the label of
    /// the only one taking one argument (`ForEach(tags, id: \.self, content: TagView.init)` for `init(tag:)`).
    func singleArgumentInitializerLabel(of type: TypeRef, at position: SourcePosition) throws -> String? {
        guard let info = typeInfo(for: type) else { return nil }
        // The parameter each initializer taking one argument binds it to: its required one, else its first.
        let parameters = try initializerCallees(of: info, at: position).compactMap { callee -> ParameterShape? in
            let required = callee.parameters.filter { !$0.hasDefault }
            return required.count <= 1 ? required.first ?? callee.parameters.first : nil
        }
        if parameters.contains(where: { $0.label == nil }) || parameters.count != 1 { return nil }
        return parameters[0].label
    }

    /// The labels `Type.init` used as a function of several arguments passes them with (`zip(xs, ys).map(Point.init)`):
    /// those of the first parameters of the only initializer that takes that many, else none.
    func initializerLabels(of type: TypeRef, count: Int, at position: SourcePosition) throws -> [String?] {
        let unlabelled = [String?](repeating: nil, count: count)
        guard let info = typeInfo(for: type) else { return unlabelled }
        let fitting = try initializerCallees(of: info, at: position).map(\.parameters).filter { parameters in
            parameters.count >= count && parameters.filter { !$0.hasDefault }.count <= count
        }
        return fitting.count == 1 ? fitting[0].prefix(count).map(\.label) : unlabelled
    }

    /// The initializers of a type, worked out once per loaded file.
    private func initializerCallees(of info: TypeInfo, at position: SourcePosition) throws -> [Callee] {
        if let known = initializerCache[ObjectIdentifier(info)] { return known }
        let callees = try declaredInitializerCallees(of: info, at: position)
        initializerCache[ObjectIdentifier(info)] = callees
        return callees
    }

    /// The initializers of a type: declared, memberwise (for a struct without one), implicit `init()` (for a class
    /// without one: every property has its initial value), `init?(rawValue:)`, native.
    private func declaredInitializerCallees(of info: TypeInfo, at position: SourcePosition) throws -> [Callee] {
        var callees = program.initializers(of: info).compactMap(Callee.init)
        if info.hasStoredProperties, !info.declaresInitializer {
            if let superclass = info.superclass, !superclass.isNative {
                // A subclass that declares no initializer inherits its superclass's, which make an instance of it.
                callees += try initializerCallees(of: superclass, at: position).map { callee in
                    if case .memberwise = callee.kind { Callee(kind: .memberwise(info), parameters: []) } else { callee }
                }
            } else {
                let parameters = info.kind == .classType ? [] : memberwiseParameters(of: info)
                callees.append(Callee(kind: .memberwise(info), parameters: parameters))
            }
        }
        if info.kind == .enumeration, let rawType = info.rawType {
            let parameter = ParameterShape(label: "rawValue", name: "rawValue", type: rawType, defaultArgument: .none, isVariadic: false, isInout: false)
            callees.append(Callee(kind: .rawValue(info), parameters: [parameter]))
        }
        guard !callees.isEmpty else {
            throw Fault(.invalid("'\(info.name)' cannot be constructed because it has no accessible initializers"), at: position)
        }
        return callees
    }

    func enumCaseCallee(_ type: TypeInfo, _ index: Int) -> Callee {
        let parameters = type.enumCases[index].parameters.map {
            ParameterShape(label: $0.label, name: $0.label ?? "_", type: $0.type, defaultArgument: .none, isVariadic: false, isInout: false)
        }
        return Callee(kind: .enumCase(type, index), parameters: parameters)
    }

    // MARK: Invoking

    /// Runs a chosen callee with prepared arguments; `receiver` is `self` (and receives a mutating method's result).
    func invoke(_ callee: Callee, receiver: inout Value, _ prepared: PreparedArguments, _ frame: Frame, at position: SourcePosition) throws -> Value {
        switch callee.kind {
        case .user(let function):
            let (result, callFrame) = try invoke(function, receiver: function.hasSelf ? receiver : nil, captured: nil, prepared.values, builder: nil, at: position)
            if function.isMutating, function.kind != .initializer { receiver = callFrame[0] }
            try writeBack(prepared, callFrame, function, frame)
            return result
        case .native(let method):
            var call = NativeCall(receiver: receiver, arguments: prepared.values, evaluator: self, position: position)
            let result = try runNative(at: position) { try method.body(&call) }
            if method.isMutating { receiver = call.receiver }
            for (parameter, target) in prepared.inouts where parameter < call.arguments.count {
                try modify(target, frame) { $0 = call.arguments[parameter] }
            }
            return result
        case .enumCase(let type, let index):
            let labels = type.enumCases[index].parameters.map(\.label)
            return .enumCase(EnumCaseValue(type: type, caseIndex: index, payload: TupleValue(prepared.values, labels: labels)))
        case .memberwise(let type):
            if type.kind == .classType { return try freshInstance(of: type, at: position) }
            return try memberwiseInstance(of: type, prepared.values, at: position)
        case .rawValue(let type):
            let raw = prepared.values.first ?? .void
            guard let index = type.enumCases.firstIndex(where: { $0.rawValue == raw }) else { return .optional(nil) }
            return .optional(.enumCase(EnumCaseValue(type: type, caseIndex: index, payload: TupleValue([]))))
        }
    }

    /// Runs an interpreted function: a new frame with `self` and the parameters, then the body (built with the
    /// result builder when there is one). Returns the result and the frame (for `inout` write-back).
    func invoke(
        _ function: FunctionDecl, receiver: Value?, captured: Frame?, _ arguments: [Value], builder: (any ResultBuilder)?,
        at position: SourcePosition
    ) throws -> (Value, Frame) {
        if function.awaitsBody.load(ordering: .acquiring) { try lowerBeforeRunning(function, at: position) }
        try enterCall(at: position)
        defer { leaveCall() }
        if function.kind == .initializer, case .instance(let instance)? = receiver {
            typesBeingInitialized.append(ObjectIdentifier(instance.type))
        }
        defer { if function.kind == .initializer, case .instance? = receiver { typesBeingInitialized.removeLast() } }
        let frame = Frame.make(size: function.frameSize, parent: captured)
        if function.hasSelf, frame.count > 0 { frame[0] = receiver ?? .void }
        var values = arguments
        let slots = function.parameterSlots
        if slots.count > 1, values.count == 1, case .tuple(let tuple) = values[0], tuple.elements.count == slots.count {
            values = tuple.elements
        }
        for (index, slot) in slots.enumerated() where slot < frame.count {
            frame[slot] = index < values.count ? values[index] : .void
        }
        for binding in function.genericBindings where binding.slot < frame.count {
            frame[binding.slot] = .type(boundType(binding, values) ?? .unknown)
        }
        var result: Value
        if let builder = builder ?? function.builder, !function.body.hasReturn {
            result = try build(function.body.statements, frame, builder)
        } else if function.kind != .initializer, let single = function.body.singleExpression {
            result = try evaluate(single, frame, function.returnType)
        } else if function.returnsBranchValue, let branch = function.body.singleBranch {
            result = try valueOfStatement(branch, frame, function.returnType)
        } else {
            let flow = try execute(function.body.statements, in: frame)
            if function.kind == .initializer {
                if case .returned(.optional(nil)) = flow { return (.optional(nil), frame) }
                result = frame[0]
            } else if case .returned(let value) = flow {
                result = value
            } else {
                result = .void
            }
        }
        if let type = function.returnType {
            result = try convertReturned(result, to: type, at: position)
        }
        if function.kind == .method, let methodDidReturn = interpreter.methodDidReturn { methodDidReturn(result, receiver, arguments, location(of: position)) }
        return (result, frame)
    }

    /// The type a call gives a generic parameter (``GenericBinding``): from its argument, or from the type the call's
    /// result is expected to have.
    private func boundType(_ binding: GenericBinding, _ arguments: [Value]) -> TypeRef? {
        if let type = boundType(binding, binding.source, arguments) { return type }
        return binding.fallback.flatMap { boundType(binding, $0, arguments) }
    }

    private func boundType(_ binding: GenericBinding, _ source: GenericBinding.Source, _ arguments: [Value]) -> TypeRef? {
        switch source {
        case .argument(let index, .metatype):
            guard index < arguments.count, case .type(let type) = arguments[index] else { return nil }
            if case .unknown = type { return nil }
            return type
        case .argument(let index, let shape):
            guard index < arguments.count, let type = typeRef(of: arguments[index]) else { return nil }
            return binding.type(in: type, shape: shape)
        case .result(let shape):
            return expectedCallResult.flatMap { binding.type(in: $0, shape: shape) }
        }
    }

    /// Copies `inout` parameters back into the arguments' storage after a call.
    private func writeBack(_ prepared: PreparedArguments, _ callFrame: Frame, _ function: FunctionDecl, _ frame: Frame) throws {
        for (parameter, target) in prepared.inouts where parameter < function.parameterSlots.count {
            let value = callFrame[function.parameterSlots[parameter]]
            try modify(target, frame) { $0 = value }
        }
    }

    /// Calls a parameterless thunk (a default argument, property initializer or global initializer).
    func callThunk(_ thunk: FunctionDecl, at position: SourcePosition) throws -> Value {
        try invoke(thunk, receiver: nil, captured: nil, [], builder: nil, at: position).0
    }

    /// Runs native code, placing its errors at the call.
    func runNative<T>(at position: SourcePosition, _ body: () throws -> T) throws -> T {
        let outer = nativeCallPosition
        nativeCallPosition = position
        defer { nativeCallPosition = outer }
        do {
            return try body()
        } catch let error as NativeError {
            throw Fault(error.kind, at: position)
        } catch let fault as Fault {
            throw fault
        } catch let error as InterpreterError {
            throw error
        } catch is OptionalChainEnded {
            throw OptionalChainEnded()
        } catch {
            throw Fault(.native(String(describing: error)), at: position)
        }
    }
}

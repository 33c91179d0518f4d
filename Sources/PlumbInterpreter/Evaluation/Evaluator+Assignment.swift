/// Assignment and in-place mutation through locals, globals, properties, subscripts, `!`, optional chains and wrapped
/// properties.
/// `modify` moves the value out of its storage while it is changed, so arrays and structs mutate without copying.
extension Evaluator {
    func evaluateAssignment(_ target: Expr, _ op: BinaryOperator?, _ valueExpr: Expr, _ frame: Frame, at position: SourcePosition) throws {
        if case .discard = target.kind {
            _ = try evaluate(valueExpr, frame)
            return
        }
        var hint: TypeRef?
        if needsContext(valueExpr) {
            // A stored property not yet initialized (an `init` assigning it) holds no value: its declared type gives the
            // context (`layout = .horizontal(…)`).
            let current = try evaluate(target, frame)
            if case .void = current {
                hint = try declaredType(of: target, frame)
            } else if let op, valueExpr.isImplicitMemberChain, let operand = operandType(of: op, after: current) {
                hint = operand
            } else {
                hint = try typeRef(of: current) ?? (current.isNil ? declaredType(of: target, frame) : nil)
            }
        }
        let value = try evaluate(valueExpr, frame, hint)
        do {
            try modify(target, frame) { current in
                if let op {
                    current = try applyBinary(op, current, value, rhsIsLiteral: valueExpr.isIntegerLiteral, at: position)
                } else if current.isOptional, !value.isOptional {
                    current = .optional(value)
                } else {
                    current = value
                }
            }
        } catch is OptionalChainEnded {
            // `box?.count = 1` with `box` nil assigns nothing, as in Swift.
        }
    }

    /// The type a property assigned to declares: a native one's (``NativeProperty/type``), for a value that is `nil`
    /// now, or a stored one's, for a property not yet initialized.
    private func declaredType(of target: Expr, _ frame: Frame) throws -> TypeRef? {
        guard case .member(let base, let name, _) = target.kind, let type = typeInfo(of: try evaluate(base, frame)) else { return nil }
        if let stored = type.storedProperties.first(where: { $0.name == name }) { return stored.type }
        for case .nativeProperty(let variable) in program.members(named: name, of: type, isStatic: false) { return variable.type }
        return nil
    }

    /// Whether an expression's value depends on a contextual type (and so on the assigned-to value's type).
    private func needsContext(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .implicitMember, .literal(.int), .array, .dictionary, .closure: return true
        case .call, .member: return expr.isImplicitMemberChain
        case .prefix(_, let operand): return needsContext(operand)
        case .binary(_, let lhs, _): return needsContext(lhs)
        default: return false
        }
    }

    /// Runs `body` on the storage `target` denotes.
    func modify<T>(_ target: Expr, _ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        switch target.kind {
        case .local(let depth, let index):
            let home = frame.ancestor(depth)
            guard index < home.count else { throw Fault(.invalid("internal error: variable slot out of range"), at: target.position) }
            var value = home[index]
            home[index] = .void
            defer { home[index] = value }
            return try body(&value)
        case .global(let global):
            var value = try self.value(of: global, at: target.position)
            global.value = .void
            defer { global.value = value }
            return try body(&value)
        case .member(let baseExpr, let name, _):
            if case .type(let type) = baseExpr.kind { return try modifyStatic(name, of: type, at: target.position, body) }
            return try modify(baseExpr, frame) { base in try modifyMember(name, of: &base, at: target.position, body) }
        case .subscriptCall(let baseExpr, let arguments):
            let keys = try arguments.map { (label: $0.label, value: try evaluate($0.value, frame)) }
            return try modify(baseExpr, frame) { base in try modifySubscript(&base, keys, frame, at: target.position, body) }
        case .forceUnwrap(let inner):
            return try modifyUnwrapped(inner, frame, ifNil: Fault(.unexpectedNil, at: target.position), body)
        case .inoutArgument(let inner), .optionalChain(let inner):
            return try modify(inner, frame, body)
        case .optionalChainLink(let inner):
            // `self?.items.append(x)`, `box?.count = 1`: through the value when there is one; a nil ends the chain.
            return try modifyUnwrapped(inner, frame, ifNil: OptionalChainEnded(), body)
        default:
            throw Fault(.invalid("cannot assign to this expression"), at: target.position)
        }
    }

    /// Changes the value inside the optional `target` holds (`x!`, `x?`) in place; a `nil` throws `ifNil`.
    private func modifyUnwrapped<T>(
        _ target: Expr, _ frame: Frame, ifNil: @autoclosure () -> any Error, _ body: (inout Value) throws -> T
    ) throws -> T {
        try modify(target, frame) { value in
            guard case .optional(let wrapped) = value else { return try body(&value) }
            guard var unwrapped = wrapped else { throw ifNil() }
            value = .void
            defer { value = .optional(unwrapped) }
            return try body(&unwrapped)
        }
    }

    private func modifyStatic<T>(_ name: String, of type: TypeRef, at position: SourcePosition, _ body: (inout Value) throws -> T) throws -> T {
        guard let info = typeInfo(for: type), let member = program.members(named: name, of: info, isStatic: true).first else {
            throw Fault(.invalid("type '\(type.displayName)' has no member '\(name)'"), at: position)
        }
        switch member {
        case .staticVariable(let variable):
            var value = try self.value(of: variable, at: position)
            defer { variable.value = value }
            return try body(&value)
        case .computed(let getter, let setter?):
            var value = try invoke(getter, receiver: .type(type), captured: nil, [], builder: nil, at: position).0
            let result = try body(&value)
            _ = try invoke(setter, receiver: .type(type), captured: nil, [value], builder: nil, at: position)
            return result
        default:
            throw Fault(.invalid("cannot assign to property: '\(name)' is a get-only property"), at: position)
        }
    }

    /// Changes the member `name` of `base` in place.
    func modifyMember<T>(_ name: String, of base: inout Value, at position: SourcePosition, _ body: (inout Value) throws -> T) throws -> T {
        switch base {
        case .type(let type):
            return try modifyStatic(name, of: type, at: position, body)
        case .instance(var instance):
            if let index = instance.type.storedProperties.firstIndex(where: { $0.name == name }) {
                if instance.type.storedProperties[index].wrapper.isGetOnly {
                    throw Fault(.invalid("cannot assign to property: '\(name)' is a get-only property"), at: position)
                }
                if !instance.type.storedProperties[index].observers.isEmpty,
                   typesBeingInitialized.last != ObjectIdentifier(instance.type),
                   !propertiesBeingObserved.contains(ObservedProperty(type: ObjectIdentifier(instance.type), index: index)) {
                    return try modifyObserved(index, of: &base, at: position, body)
                }
                if let lazy = instance.type.storedProperties[index].lazyInitializer, case .void = try read(instance.fields[index]) {
                    // A `lazy var` changed before it was read starts from its initial value.
                    let initial = try lazyInitialValue(lazy, of: base, field: instance.fields[index], at: position)
                    if case .plain = instance.fields[index] { instance.fields[index] = .plain(initial) }
                }
                if case .declared(let wrapper)? = instance.type.storedProperties[index].wrapper {
                    let wrapping = instance.type.storedProperties[index].wrapping
                    switch instance.fields[index] {
                    case .shared(let box):
                        return try modifyBox(box) { try modifyWrappedValue(&$0, of: wrapper, by: wrapping, at: position, body) }
                    case .plain(var storage):
                        base = .void
                        instance.fields[index] = .plain(.void)
                        defer {
                            instance.fields[index] = .plain(storage)
                            base = .instance(instance)
                        }
                        return try modifyWrappedValue(&storage, of: wrapper, by: wrapping, at: position, body)
                    default: break
                    }
                }
                switch instance.fields[index] {
                case .state(let box):
                    return try modifyBox(box, body)
                case .shared(let box):
                    let type = instance.type.storedProperties[index].type
                    return try modifyBox(box) { value in
                        defer { value = wrapIfOptional(value, type) }
                        return try body(&value)
                    }
                case .binding(let binding):
                    return try modifyBinding(binding, body)
                case .plain(var value):
                    base = .void
                    instance.fields[index] = .plain(.void)
                    defer {
                        instance.fields[index] = .plain(wrapIfOptional(value, instance.type.storedProperties[index].type))
                        base = .instance(instance)
                    }
                    return try body(&value)
                }
            }
            if name.first == "_", let index = instance.type.storedProperties.firstIndex(where: { "_" + $0.name == name }) {
                if case .shared(let box) = instance.fields[index] { return try modifyBox(box, body) }
                var storage = try wrapperStorage(of: instance.fields[index])
                let result = try body(&storage)
                instance.fields[index] = try field(from: storage, for: instance.type.storedProperties[index], of: instance.type, at: position)
                base = .instance(instance)
                return result
            }
        case .tuple(var tuple):
            guard let index = Int(name) ?? tuple.labels.firstIndex(of: name), tuple.elements.indices.contains(index) else { break }
            base = .void
            defer { base = .tuple(tuple) }
            return try body(&tuple.elements[index])
        case .binding(let binding):
            if name == "wrappedValue" { return try modifyBinding(binding, body) }
            var value = try binding.get()
            let result = try modifyMember(name, of: &value, at: position, body)
            try binding.set(value)
            return result
        default:
            break
        }
        let members = try lookupMembers(name, of: base, cache: nil, at: position)
        switch members.first {
        case .computed(let getter, let setter?)?:
            var value = try invoke(getter, receiver: base, captured: nil, [], builder: nil, at: position).0
            let result = try body(&value)
            let (_, frame) = try invoke(setter, receiver: base, captured: nil, [value], builder: nil, at: position)
            if setter.isMutating { base = frame[0] }
            return result
        case .nativeProperty(let variable)?:
            guard let set = variable.property.set else { break }
            var value = try runNative(at: position) { try variable.property.get(base) }
            let result = try body(&value)
            try runNative(at: position) { try set(&base, value) }
            return result
        case nil:
            throw noMember(name, of: base, at: position)
        default:
            break
        }
        throw Fault(.invalid("cannot assign to property: '\(name)' is a get-only property"), at: position)
    }

    /// Changes a stored property that has `willSet`/`didSet`, as Swift does: the new value is made first, `willSet`
    /// sees it, the property is written, then `didSet` sees the old value; writes the observers make to the property
    /// do not run them again.
    private func modifyObserved<T>(_ index: Int, of base: inout Value, at position: SourcePosition, _ body: (inout Value) throws -> T) throws -> T {
        guard case .instance(let instance) = base else { return try body(&base) }
        let property = instance.type.storedProperties[index]
        let old = try read(instance.fields[index])
        var new = old
        let result = try body(&new)
        propertiesBeingObserved.append(ObservedProperty(type: ObjectIdentifier(instance.type), index: index))
        defer { propertiesBeingObserved.removeLast() }
        if let willSet = property.observers.willSetAccessor { try runObserver(willSet, on: &base, new, at: position) }
        try modifyMember(property.name, of: &base, at: position) { $0 = new }
        if let didSet = property.observers.didSetAccessor { try runObserver(didSet, on: &base, old, at: position) }
        return result
    }

    private func runObserver(_ observer: FunctionDecl, on base: inout Value, _ value: Value, at position: SourcePosition) throws {
        let (_, frame) = try invoke(observer, receiver: base, captured: nil, [value], builder: nil, at: position)
        if observer.isMutating { base = frame[0] }
    }

    /// Changes the `wrappedValue` of `storage`, a wrapper the file declares; storage not made yet (an initializer's
    /// first assignment) becomes the wrapper made with `init(wrappedValue:)` of the value assigned.
    private func modifyWrappedValue<T>(
        _ storage: inout Value, of wrapper: TypeInfo, by wrapping: FunctionDecl?, at position: SourcePosition, _ body: (inout Value) throws -> T
    ) throws -> T {
        guard case .void = storage else { return try modifyMember("wrappedValue", of: &storage, at: position, body) }
        var value = Value.void
        let result = try body(&value)
        storage = try wrapped(value, in: wrapper, by: wrapping, at: position)
        return result
    }

    private func modifyBox<T>(_ box: StateBox, _ body: (inout Value) throws -> T) throws -> T {
        var value = box.value
        box.value = .void
        defer {
            box.value = value
            interpreter.stateDidChange?(box)
        }
        return try body(&value)
    }

    private func modifyBinding<T>(_ binding: Binding, _ body: (inout Value) throws -> T) throws -> T {
        var value = try binding.get()
        let result = try body(&value)
        try binding.set(value)
        return result
    }

    /// The storage of a wrapped property as `_name` shows it.
    private func wrapperStorage(of field: Instance.Field) throws -> Value {
        switch field {
        case .plain(let value): return value
        case .shared(let box): return box.value
        case .state(let box): return .native(NativeObject(type: library.builtins.state, payload: box))
        case .binding(let binding): return .binding(binding)
        }
    }

    /// The field a value assigned to `_name` becomes (`_value = binding`, `_count = State(initialValue: 0)`).
    private func field(from storage: Value, for property: StoredProperty, of type: TypeInfo, at position: SourcePosition) throws -> Instance.Field {
        switch (property.wrapper, storage) {
        case (.binding?, .binding(let binding)):
            return .binding(binding)
        case (.state?, .native(let object)):
            if let box = object.payload as? StateBox { return .state(box) }
            if let initial = object.payload as? Value { return .state(makeStateBox(type, property, initial)) }
        case (.live?, _):
            if let field = liveField(storage, property) { return field }
        case (nil, _), (.observed?, _), (.environmentObject?, _), (.declared?, _):
            return .plain(storage)
        default:
            break
        }
        throw Fault(.typeMismatch(have: typeName(of: storage), expected: property.wrapper == .binding ? "Binding" : "State", context: "type"), at: position)
    }

    func wrapIfOptional(_ value: Value, _ type: TypeRef?) -> Value {
        if type?.isOptional == true, !value.isOptional { return .optional(value) }
        return value
    }
}

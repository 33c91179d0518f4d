/// Reading members: properties (stored, computed, native, wrapped), methods as values, static members, and the
/// members Swift synthesizes (tuple elements, `rawValue`, `allCases`, `$x` projections).
extension Evaluator {
    /// The members called `name` of a value's type, remembered per call site.
    func lookupMembers(_ name: String, of value: Value, cache: MemberCache?, at position: SourcePosition) throws -> [Member] {
        guard let type = cache?.superclass ?? typeInfo(of: value) else { throw noMember(name, of: value, at: position) }
        return members(name, of: type, isStatic: false, cache: cache)
    }

    /// The members called `name` of `type`, remembered in `cache` (a site's) while the site's type stays the same.
    private func members(_ name: String, of type: TypeInfo, isStatic: Bool, cache: MemberCache?) -> [Member] {
        if let cache, cache.type === type, cache.isStatic == isStatic { return cache.members }
        let members = program.members(named: name, of: type, isStatic: isStatic)
        if let cache {
            cache.type = type
            cache.isStatic = isStatic
            cache.members = members
        }
        return members
    }

    func member(_ name: String, of value: Value, cache: MemberCache?, at position: SourcePosition) throws -> Value {
        switch value {
        case .type(let type):
            // `T.self` of a generic parameter the call bound to a type (a collection's too).
            if name == "self" { return value }
            return try staticMember(name, of: type, cache: cache, at: position)
        case .tuple(let tuple):
            if let index = Int(name), tuple.elements.indices.contains(index) { return tuple.elements[index] }
            if let element = tuple.element(named: name) { return element }
        case .binding(let binding):
            if name == "wrappedValue" { return try binding.get() }
            if name == "projectedValue" { return value }
            return .binding(derivedBinding(binding, member: name, at: position))
        case .instance(let instance):
            if let projected = try wrapperStorage(name, of: instance, at: position) { return projected }
        case .enumCase(let enumValue):
            if name == "rawValue", let raw = enumValue.type.enumCases[enumValue.caseIndex].rawValue { return raw }
            if name == "localizedDescription", let description = try localizedDescription(of: value, at: position) { return description }
        default:
            break
        }
        if name == "self" { return value }
        let members = try lookupMembers(name, of: value, cache: cache, at: position)
        guard let chosen = members.first(where: { Callee($0) == nil }) ?? members.first else {
            if let id = defaultIdentifier(name, of: value) { return id }
            if let description = collectionDescription(name, of: value) { return description }
            throw noMember(name, of: value, at: position)
        }
        if let overloads = overloadSet(name, members, receiver: value) { return overloads }
        return try memberValue(chosen, of: value, at: position)
    }

    /// The `id` Swift gives an `Identifiable` class that declares none: its `ObjectIdentifier`.
    private func defaultIdentifier(_ name: String, of value: Value) -> Value? {
        guard name == "id", case .instance(let instance) = value, instance.type.kind == .classType,
              program.conforms(instance.type, to: "Identifiable"), let identity = try? ObjectIdentity.identity(of: value) else { return nil }
        return ObjectIdentity.value(identity, in: library)
    }

    /// The `description` of an array, dictionary or set (each is `CustomStringConvertible`): how it prints.
    private func collectionDescription(_ name: String, of value: Value) -> Value? {
        switch value {
        case .array, .dictionary, .set: return name == "description" ? .string(describe(value)) : nil
        default: return nil
        }
    }

    /// `error.localizedDescription` of an error enum the file declares (`: Error` or `LocalizedError`): its
    /// `errorDescription` when it gives one, else what Foundation says of an error without one
    /// (`The operation couldn’t be completed. (APIError error 1.)`, numbering the cases from 0). Nil for a value
    /// that is no error, or whose type declares `localizedDescription` itself.
    private func localizedDescription(of value: Value, at position: SourcePosition) throws -> Value? {
        guard case .enumCase(let error) = value, program.conforms(error.type, to: "Error"),
              program.members(named: "localizedDescription", of: error.type, isStatic: false).isEmpty else { return nil }
        if !program.members(named: "errorDescription", of: error.type, isStatic: false).isEmpty {
            switch try member("errorDescription", of: value, cache: nil, at: position) {
            case .optional(let description?): return description
            case .optional(nil): break
            case let description: return description
            }
        }
        return .string("The operation couldn’t be completed. (\(error.type.name) error \(error.caseIndex).)")
    }

    func memberValue(_ member: Member, of value: Value, at position: SourcePosition) throws -> Value {
        switch member {
        case .stored(let index):
            guard case .instance(let instance) = value, instance.fields.indices.contains(index) else { return .void }
            let stored = try read(instance.fields[index])
            if case .void = stored, let lazy = instance.type.storedProperties[index].lazyInitializer {
                return try lazyInitialValue(lazy, of: value, field: instance.fields[index], at: position)
            }
            if case .void = stored, instance.type.storedProperties[index].wrapper == .environmentObject {
                let type = instance.type.storedProperties[index].type?.displayName ?? "Any"
                throw Fault(.invalid(
                    "no ObservableObject of type '\(type)' found; a View.environmentObject(_:) for '\(type)' may be missing as an ancestor of this view"
                ), at: position)
            }
            if case .declared? = instance.type.storedProperties[index].wrapper {
                return try self.member("wrappedValue", of: stored, cache: nil, at: position)
            }
            return stored
        case .computed(let getter, _):
            return try invoke(getter, receiver: value, captured: nil, [], builder: nil, at: position).0
        case .method(let function):
            return .function(Function(.user(function, receiver: value, captured: nil)))
        case .nativeProperty(let variable):
            return try runNative(at: position) { try variable.property.get(value) }
        case .nativeMethod(let method):
            return .function(Function(.native(method, receiver: value)))
        case .staticVariable(let variable):
            return try self.value(of: variable, at: position)
        case .enumCase(let index):
            guard case .type(let type) = value, let info = typeInfo(for: type) else { return .void }
            if info.enumCases[index].parameters.isEmpty {
                return .enumCase(EnumCaseValue(type: info, caseIndex: index, payload: TupleValue([])))
            }
            return .function(Function(.enumConstructor(info, index)))
        case .nestedType(let type):
            return .type(.named(type))
        case .subscriptAccessor:
            throw Fault(.invalid("a subscript is not a value"), at: position)
        }
    }

    func read(_ field: Instance.Field) throws -> Value {
        switch field {
        case .plain(let value): return value
        case .state(let box), .shared(let box): return box.value
        case .binding(let binding): return try binding.get()
        }
    }

    /// `Order.ID`: `Identifiable`'s associated type named through a conforming type that declares no `ID` of its own
    /// is the type of its `id` (the declared type of the stored or computed property; any type when it declares none).
    private func identifierType(_ name: String, of info: TypeInfo) -> TypeRef? {
        guard name == "ID", program.conforms(info, to: "Identifiable") else { return nil }
        if let stored = info.storedProperties.first(where: { $0.name == "id" }) { return stored.type ?? .unknown }
        for case .computed(let getter, _) in program.members(named: "id", of: info, isStatic: false) { return getter.returnType ?? .unknown }
        return .unknown
    }

    func staticMember(_ name: String, of type: TypeRef, cache: MemberCache? = nil, at position: SourcePosition) throws -> Value {
        if name == "none", case .optional = type { return .optional(nil) }
        guard let info = typeInfo(for: type) else {
            throw Fault(.invalid("type '\(type.displayName)' has no member '\(name)'"), at: position)
        }
        let members = members(name, of: info, isStatic: true, cache: cache)
        guard let first = members.first else {
            if name == "init" { return initializer(of: type, at: position) }
            if let binding = staticWrapperBinding(name, of: info) { return binding }
            if let value = try interpreter.embedderStaticMembers?.value(info, name) { return value }
            if let identifier = identifierType(name, of: info) { return .type(identifier) }
            if name == "allCases", info.kind == .enumeration {
                let cases = info.enumCases.indices.filter { info.enumCases[$0].parameters.isEmpty }
                return .array(cases.map { .enumCase(EnumCaseValue(type: info, caseIndex: $0, payload: TupleValue([]))) })
            }
            let suggestion = NameSuggestion.closest(to: name, in: program.memberNames(of: info))
            throw Fault(.invalid("type '\(info.name)' has no member '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")), at: position)
        }
        // A property shadows a method of the same name used as a value (`Animation.easeIn` beside `easeIn(duration:)`).
        let property = members.first { member in
            switch member {
            case .method, .nativeMethod: false
            default: true
            }
        }
        if let overloads = overloadSet(name, members, receiver: .type(type)) { return overloads }
        return try memberValue(property ?? first, of: .type(type), at: position)
    }

    /// Methods of one name used as a value, when there are several and nothing else has the name: the overloads
    /// bound to `receiver`, one chosen when the value is called (``Function/Kind/overloads``).
    private func overloadSet(_ name: String, _ members: [Member], receiver: Value) -> Value? {
        guard members.count > 1 else { return nil }
        let callees = members.compactMap(Callee.init)
        guard callees.count == members.count else { return nil }
        return .function(Function(.overloads(name: name, callees, receiver: receiver)))
    }

    /// A `lazy var`'s initial value, worked out from `receiver` on its first use; a class instance keeps it in its
    /// shared `field`.
    func lazyInitialValue(_ lazy: FunctionDecl, of receiver: Value, field: Instance.Field, at position: SourcePosition) throws -> Value {
        let initial = try invoke(lazy, receiver: receiver, captured: nil, [], builder: nil, at: position).0
        if case .shared(let box) = field { box.value = initial }
        return initial
    }

    /// `Type.init` as a function: calling it constructs the type from the arguments, as `Type(…)` would — one
    /// (`.map(String.init)`, `.compactMap(Int.init)`) bound to the initializer's single parameter whatever its label,
    /// none (`HStack(content: Options.init)`), or several in order, with the labels of the initializer taking that many.
    private func initializer(of type: TypeRef, at position: SourcePosition) -> Value {
        let parameter = ParameterShape(label: nil, name: "$0", type: .unknown, defaultArgument: .none, isVariadic: true, isInout: false)
        let method = NativeMethod(name: "init", parameters: [parameter], isMutating: false) { [weak self] call in
            guard let self else { throw NativeError("the interpreter of this initializer is gone") }
            var values = call.arguments.first?.arrayValue ?? []
            // A pair passed to `init(a:b:)` is its two values (`zip(xs, ys).map(Point.init)`), as Swift splats it.
            if values.count == 1, case .tuple(let tuple) = values[0], tuple.elements.count > 1 { values = tuple.elements }
            let labels = values.count == 1 ? [try singleArgumentInitializerLabel(of: type, at: position)]
                : try initializerLabels(of: type, count: values.count, at: position)
            let arguments = zip(values, labels).map { Argument(label: $1, value: Expr(.literal($0), at: position), isTrailingClosure: false) }
            return try construct(type, arguments, Frame.make(size: 0, parent: nil), at: position)
        }
        return .function(Function(.native(method, receiver: nil)))
    }

    /// `$name` (a binding to a wrapped property) and `_name` (its storage) of a user struct instance. The `$` of
    /// an `@ObservedObject` or `@Bindable` property binds the instance it holds, which never changes: writes through
    /// `$model.name` change the instance's shared property. A live wrapper (`@Query`) projects nothing; a wrapper the
    /// file declares projects its `projectedValue`.
    private func wrapperStorage(_ name: String, of instance: Instance, at position: SourcePosition) throws -> Value? {
        guard name.isWrapperAccess else { return nil }
        let property = String(name.dropFirst())
        guard let index = instance.type.storedProperties.firstIndex(where: { $0.name == property }) else { return nil }
        let isStorage = name.utf8.first == UInt8(ascii: "_")
        if !isStorage, case .live? = instance.type.storedProperties[index].wrapper { return nil }
        switch instance.fields[index] {
        case .state(let box): return .binding(binding(to: box))
        case .binding(let binding): return .binding(binding)
        // A class's `$name`: its `@Published` property's publisher (``NativeLibrary/publishedProjection``).
        case .shared(let box): return isStorage ? box.value : library.publishedProjection
        case .plain(let value):
            if isStorage { return value }
            if case .declared? = instance.type.storedProperties[index].wrapper {
                return try member("projectedValue", of: value, cache: nil, at: position)
            }
            return instance.type.storedProperties[index].wrapper.projectsInstance ? .binding(.constant(value)) : nil
        }
    }

    /// `$name` of a static property (`@State static var selection` in a preview provider, which its `previews` bind
    /// to): a binding that reads and writes the static variable.
    private func staticWrapperBinding(_ name: String, of type: TypeInfo) -> Value? {
        guard name.utf8.first == UInt8(ascii: "$"),
              case .staticVariable(let variable)? = program.members(named: String(name.dropFirst()), of: type, isStatic: true).first else { return nil }
        return .binding(Binding(get: { [weak self] in
            guard let self else { throw NativeError("the interpreter of this binding is gone") }
            return try value(of: variable, at: variable.initializer?.position ?? 0)
        }, set: { variable.value = $0 }))
    }

    /// A binding that reads and writes a state box, telling the embedder about writes.
    func binding(to box: StateBox) -> Binding {
        Binding(get: { box.value }, set: { [weak self] value in
            box.value = value
            self?.interpreter.stateDidChange?(box)
        })
    }

    /// `$model.name`: a binding to a member of a bound value.
    private func derivedBinding(_ base: Binding, member name: String, at position: SourcePosition) -> Binding {
        Binding(get: { [weak self] in
            guard let self else { throw NativeError("the interpreter of this binding is gone") }
            return try withBudget { try self.member(name, of: try base.get(), cache: nil, at: position) }
        }, set: { [weak self] value in
            guard let self else { throw NativeError("the interpreter of this binding is gone") }
            try withBudget {
                var root = try base.get()
                try self.modifyMember(name, of: &root, at: position) { $0 = value }
                try base.set(root)
            }
        })
    }

    func noMember(_ name: String, of value: Value, at position: SourcePosition) -> Fault {
        let names = typeInfo(of: value).map(program.memberNames(of:)) ?? []
        return Fault(.noMember(typeName: typeName(of: value), member: name, suggestion: NameSuggestion.closest(to: name, in: names)), at: position)
    }

    /// Follows a key path from `root`.
    func apply(_ path: KeyPathValue, to root: Value, at position: SourcePosition) throws -> Value {
        try path.components.reduce(root) { value, name in try member(name, of: value, cache: nil, at: position) }
    }
}

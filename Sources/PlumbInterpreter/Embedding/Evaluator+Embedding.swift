/// The embedder's side of evaluation, which ``Interpreter``'s public API forwards to (and documents): entry points,
/// instantiating user types, evaluating `body`, calling closures and methods (`inout` included), reading and writing
/// properties, and finding conforming types.
extension Evaluator {
    func previews() throws -> [Preview] {
        try withBudget {
            try program.previews.filter { isInMainModule($0.position) }.map { declaration in
                let traits: [PreviewTrait] = try declaration.traits.map { trait in
                    switch trait {
                    case .fixedLayout(let width, let height):
                        let (w, h) = (try callThunk(width, at: width.position), try callThunk(height, at: height.position))
                        guard let width = w.doubleValue, let height = h.doubleValue else {
                            throw Fault(.invalid("fixedLayout needs numeric width and height"), at: declaration.position)
                        }
                        return .fixedLayout(width: width, height: height)
                    case .sizeThatFitsLayout: return .sizeThatFitsLayout
                    case .other(let name): return .other(name)
                    }
                }
                return Preview(name: declaration.name, traits: traits, location: location(of: declaration.position), declaration: declaration)
            }
        }
    }

    func entryPoint(inFile file: String? = nil) throws -> EntryPoint {
        let previews = try previews()
        if let preview = previews.first(where: { file == nil || $0.location.file == file }) ?? previews.first { return .preview(preview) }
        let inFile = { (types: [TypeInfo]) in
            file.map { file in types.filter { self.isDeclared($0, inFile: file) } }.flatMap { $0.isEmpty ? nil : $0 } ?? types
        }
        if let provider = inFile(types(conformingTo: library.previewProviderName)).first { return .previewProvider(provider) }
        let protocolName = library.viewProtocolName
        let views = inFile(types(conformingTo: protocolName))
        if let content = views.first(where: { $0.name == "ContentView" }) { return .view(content) }
        // Code lowercased when pasted does not run however it starts: say so rather than show a part of it.
        let miscased = program.userTypes.first { $0.name.lowercased() == "contentview" }
        // A generic view whose parameters no placeholder stands for is known only from a call that says what they are:
        // the first view that is not generic, or that placeholders make.
        if miscased == nil, let first = views.first(where: { $0.genericParameters.isEmpty || isMadeWithPlaceholders($0) }) ?? views.first {
            return .view(first)
        }
        var message = "no entry point: add a #Preview { … } or a \(protocolName) named 'ContentView'"
        if views.count > 1 { message += " (the file has \(views.count) views: \(views.map(\.name).joined(separator: ", ")))" }
        if let miscased { message += "; '\(miscased.name)' is spelled in the wrong case (was the code lowercased when pasted?)" }
        throw error(from: Fault(.invalid(message), at: 0))
    }

    func evaluate(_ entry: EntryPoint) throws -> Value {
        services.startSolve()
        return try withBudget {
            switch entry {
            case .preview(let preview):
                let body = preview.declaration.body
                return try invoke(body, receiver: nil, captured: nil, [], builder: nil, at: body.position).0
            case .previewProvider(let type):
                return try staticMember("previews", of: .named(type), at: type.declaredPosition ?? 0)
            case .view(let type):
                guard requiresArguments(type) else {
                    return try construct(.named(type), [], Frame.make(size: 0, parent: nil), at: type.declaredPosition ?? 0)
                }
                guard let made = try instantiateWithPlaceholders(type) else { throw noPlaceholders(for: type) }
                return made.instance
            }
        }
    }

    /// Whether placeholder arguments make `type` (tried within the evaluation budget, as the preview would be).
    private func isMadeWithPlaceholders(_ type: TypeInfo) -> Bool {
        ((try? withBudget { try instantiateWithPlaceholders(type) }) ?? nil) != nil
    }

    /// Whether `type` is declared in the file at `path` (its file found from its position alone: a module has
    /// hundreds of types, and a line and column are not needed).
    private func isDeclared(_ type: TypeInfo, inFile path: String) -> Bool {
        guard let position = type.declaredPosition else { return false }
        let map = program.sourceMap
        return map.files.isEmpty ? false : map.files[map.fileIndex(of: position)].path == path
    }

    func declarationLocation(of type: TypeInfo) -> SourceLocation? {
        type.declaredPosition.map(location(of:))
    }

    func type(named name: String) -> TypeInfo? {
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first, var type = program.type(named: first) else { return nil }
        for part in parts.dropFirst() {
            guard let nested = program.nestedType(named: part, in: type) else { return nil }
            type = nested
        }
        return type
    }

    func types(conformingTo protocolName: String) -> [TypeInfo] {
        program.userTypes.filter { type in
            type.kind != .protocolType && type.declaredPosition.map(isInMainModule) != false && program.conforms(type, to: protocolName)
        }
    }

    /// Whether a position is in a file of the module loaded, not of a module it imports.
    private func isInMainModule(_ position: SourcePosition) -> Bool {
        let map = program.sourceMap
        return map.files.count < 2 || map.files[map.fileIndex(of: position)].module == map.mainModule
    }

    func hasMember(_ name: String, of type: TypeInfo, isStatic: Bool = false) -> Bool {
        !program.members(named: name, of: type, isStatic: isStatic).isEmpty
    }

    func hasMethod(_ name: String, of type: TypeInfo, firstParameterType typeName: String? = nil) -> Bool {
        program.members(named: name, of: type, isStatic: false).compactMap(Callee.init).contains { callee in
            typeName == nil || callee.parameters.first?.type.namedType?.name == typeName
        }
    }

    func conforms(_ type: TypeInfo, to protocolName: String) -> Bool {
        program.conforms(type, to: protocolName)
    }

    func type(of value: Value) -> TypeInfo? {
        typeInfo(of: value)
    }

    func instantiate(_ type: TypeInfo, _ arguments: [CallArgument] = []) throws -> Value {
        try withBudget {
            try withArguments(arguments, at: type.declaredPosition ?? 0) { expressions, frame in
                try construct(.named(type), expressions, frame, at: type.declaredPosition ?? 0)
            }
        }
    }

    func body(of view: Value) throws -> Value {
        try property("body", of: view)
    }

    func call(_ function: Value, _ arguments: [CallArgument] = []) throws -> Value {
        try withBudget {
            try withArguments(arguments, at: position(of: function)) { expressions, frame in
                try callValue(function, expressions, frame, at: position(of: function))
            }
        }
    }

    func callMethod(_ name: String, on receiver: inout Value, _ arguments: [CallArgument] = []) throws -> Value {
        let position = typeInfo(of: receiver)?.declaredPosition ?? nativeCallPosition
        var updated = receiver
        let result = try withBudget {
            try withArguments(arguments, receiver: updated, at: position) { expressions, frame in
                let target = Expr(.local(depth: 0, index: arguments.count), at: position)
                let result = try evaluateCall(Expr(.member(target, name: name, cache: MemberCache()), at: position), expressions, frame, nil, at: position)
                updated = frame[arguments.count]
                return result
            }
        }
        receiver = updated
        return result
    }

    func callStaticMethod(_ name: String, of type: TypeInfo, _ arguments: [CallArgument] = []) throws -> Value {
        try withBudget {
            try withArguments(arguments, at: type.declaredPosition ?? 0) { expressions, frame in
                try callStatic(name, on: .named(type), expressions, frame, at: type.declaredPosition ?? 0)
            }
        }
    }

    func callFunction(_ name: String, _ arguments: [CallArgument] = []) throws -> Value {
        let position = program.functions[name]?.first?.position ?? 0
        return try withBudget {
            try withArguments(arguments, at: position) { expressions, frame in
                try evaluateCall(Expr(.function(name: name), at: position), expressions, frame, nil, at: position)
            }
        }
    }

    func property(_ name: String, of value: Value) throws -> Value {
        try withBudget { try member(name, of: value, cache: nil, at: typeInfo(of: value)?.declaredPosition ?? nativeCallPosition) }
    }

    func setProperty(_ name: String, of value: inout Value, to newValue: Value) throws {
        var updated = value
        try withBudget { try modifyMember(name, of: &updated, at: typeInfo(of: value)?.declaredPosition ?? 0) { $0 = newValue } }
        value = updated
    }

    func staticProperty(_ name: String, of type: TypeInfo) throws -> Value {
        try withBudget { try staticMember(name, of: .named(type), at: type.declaredPosition ?? 0) }
    }

    func apply(_ keyPath: KeyPathValue, to value: Value) throws -> Value {
        try withBudget { try apply(keyPath, to: value, at: nativeCallPosition) }
    }

    func isOrderedBefore(_ lhs: Value, _ rhs: Value) throws -> Bool {
        try withBudget { try isLess(lhs, rhs, at: nativeCallPosition) }
    }

    func elements(of sequence: Value) throws -> [Value] {
        try withBudget { try elements(of: sequence, at: nativeCallPosition) }
    }

    func description(of value: Value) -> String {
        describe(value)
    }

    func fillingEnvironmentObjects(in value: Value, _ object: (_ typeName: String) -> Value?) -> Value {
        guard case .instance(var instance) = value else { return value }
        for (index, property) in instance.type.storedProperties.enumerated() where property.wrapper == .environmentObject {
            guard let type = property.type, case .named(let info) = type.unwrapped, let found = object(info.name) else { continue }
            instance.fields[index] = .plain(wrapIfOptional(found, type))
        }
        return .instance(instance)
    }

    /// Runs `body` with Swift-side arguments turned into argument expressions over a scratch frame (with the
    /// receiver of a method call in the slot after them), and copies `inout` arguments back into their cells.
    func withArguments<T>(
        _ arguments: [CallArgument], receiver: Value? = nil, at position: SourcePosition, _ body: ([Argument], Frame) throws -> T
    ) throws -> T {
        let frame = Frame.make(size: arguments.count + (receiver == nil ? 0 : 1), parent: nil)
        if let receiver { frame[arguments.count] = receiver }
        var expressions: [Argument] = []
        for (index, argument) in arguments.enumerated() {
            frame[index] = argument.value
            var expr = Expr(.local(depth: 0, index: index), at: position)
            if argument.cell != nil { expr = Expr(.inoutArgument(expr), at: position) }
            expressions.append(Argument(label: argument.label, value: expr, isTrailingClosure: false))
        }
        let result = try body(expressions, frame)
        for (index, argument) in arguments.enumerated() { argument.cell?.value = frame[index] }
        return result
    }

    private func position(of function: Value) -> SourcePosition {
        if case .function(let function) = function, case .user(let decl, _, _) = function.kind { return decl.position }
        return nativeCallPosition
    }
}

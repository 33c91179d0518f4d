/// Something a call can reach, with the parameters its arguments are matched against.
struct Callee {
    enum Kind {
        case user(FunctionDecl)
        case native(NativeMethod)
        case enumCase(TypeInfo, Int)
        /// A struct's memberwise initializer, or a class's implicit `init()`.
        case memberwise(TypeInfo)
        case rawValue(TypeInfo)
    }

    let kind: Kind
    let parameters: [ParameterShape]

    var isMutating: Bool {
        switch kind {
        case .user(let function): return function.isMutating && function.kind != .initializer
        case .native(let method): return method.isMutating
        default: return false
        }
    }

    init(kind: Kind, parameters: [ParameterShape]) {
        self.kind = kind
        self.parameters = parameters
    }

    /// The callee as a function value is called with `arguments`: without argument labels when none is written
    /// (`perform: self.computeOffsets`, called with the value alone, runs `computeOffsets(sizes:)`).
    func asValue(calledWith arguments: [Argument]) -> Callee {
        guard arguments.allSatisfy({ $0.label == nil }) else { return self }
        return Callee(kind: kind, parameters: parameters.map(\.unlabelled))
    }

    /// The callee of a member that is a function; nil for properties.
    init?(_ member: Member) {
        switch member {
        case .method(let function): self.init(kind: .user(function), parameters: function.parameters)
        case .nativeMethod(let method): self.init(kind: .native(method), parameters: method.parameters)
        case .subscriptAccessor(let getter, _): self.init(kind: .user(getter), parameters: getter.parameters)
        default: return nil
        }
    }
}

/// Arguments evaluated for a callee, in parameter order, and the `&x` targets to write back.
struct PreparedArguments {
    var values: [Value]
    var inouts: [(parameter: Int, target: Expr)] = []
}

@_spi(RawSyntax) import SwiftSyntax

/// iOS 18's `@Entry` macro on a property of an `extension EnvironmentValues`, lowered as the macro expands it.
extension Lowerer {
    /// `@Entry var name: T = value`: a key type whose `defaultValue` is the initial value, and a computed property
    /// that reads and writes `self[Key.self]`, as a hand-written `EnvironmentKey` and its property would.
    func indexEntry(_ binding: RawPatternBindingSyntax, named name: String, type: TypeRef?, of owner: TypeInfo, attribute: RawAttributeSyntax) {
        guard owner.name == "EnvironmentValues", owner.isNative else {
            report(.unsupported("@Entry outside an extension of EnvironmentValues"), at: attribute)
            return
        }
        let position = position(binding)
        let initial: FunctionDecl
        if let value = binding.initializer?.value {
            initial = makeThunk(value, type: type, seesStaticMembers: true)
        } else if type?.isOptional == true {
            initial = makeConstantThunk(.optional(nil), type: type, at: position)
        } else {
            report(.invalid("@Entry requires an initial value for '\(name)'"), at: binding)
            return
        }
        let key = TypeInfo(name: "__Key_\(name)", kind: .structure, position: position)
        key.addStaticMember("defaultValue", .staticVariable(LazyVariable(description: "static property 'defaultValue'", type: type, initializer: initial)))
        let entry = Expr(.subscriptCall(
            Expr(.local(depth: 0, index: 0), at: position),
            [Argument(label: nil, value: Expr(.literal(.type(.named(key))), at: position), isTrailingClosure: false)]
        ), at: position)
        let getter = declared(FunctionDecl(name: name, kind: .getter, parameters: [], hasSelf: true, returnType: type, position: position))
        getter.body = Block(statements: [Stmt(.returnStatement(entry, type), at: position)], frameSize: nil)
        getter.frameSize = 1
        let newValue = ParameterShape(label: nil, name: "newValue", type: type ?? .unknown, defaultArgument: .none, isVariadic: false, isInout: false)
        let setter = declared(FunctionDecl(name: name, kind: .setter, parameters: [newValue], hasSelf: true, isMutating: true, returnType: nil, position: position))
        let assignment = Expr(.assign(entry, op: nil, Expr(.local(depth: 0, index: 1), at: position)), at: position)
        setter.body = Block(statements: [Stmt(.expression(assignment), at: position)], frameSize: nil)
        setter.frameSize = 2
        setter.parameterSlots = [1]
        addInstance(name, .computed(getter: getter, setter: setter), to: owner)
    }
}

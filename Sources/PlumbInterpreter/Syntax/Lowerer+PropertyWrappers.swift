@_spi(RawSyntax) import SwiftSyntax

/// Wrappers made from their attribute's arguments: a live wrapper's native type (`@Query(sort: \Item.name)`), and a
/// property wrapper the file declares used with arguments (`@Clamped(to: 3) var count = 5`), which SE-0258 expands to
/// `init(wrappedValue:)` with the attribute's arguments after the wrapped value, or — for a property without an
/// initial value — to the wrapper the arguments make alone.
extension Lowerer {
    /// The wrapper called with the attribute's arguments, as a property's initial value: a live wrapper's native type
    /// (`@Query(sort: \Item.name)` is `Query(sort: \Item.name)`), or `declared`, a wrapper the file declares, for a
    /// property without an initial value (``StoredProperty/wrapperInitializer``).
    func makeWrapperThunk(_ attribute: RawAttributeSyntax, declared: TypeInfo? = nil) -> FunctionDecl {
        let position = position(attribute)
        let name = attribute.simpleName
        let arguments = attribute.arguments.flatMap { $0.as(RawLabeledExprListSyntax.self) }
        // A declared wrapper's arguments see the type's static members, as its `wrapping` and initial values do.
        let staticOwner = declared == nil ? nil : owner
        return makeThunk(at: position, type: declared.map(TypeRef.named), staticOwner: staticOwner) { lowerer in
            let lowered = arguments.map { lowerer.lowerArguments($0) } ?? []
            let wrapper = (declared ?? lowerer.library.type(named: name)).map { Expr(.type(.named($0)), at: position) }
                ?? Expr(.function(name: name), at: position)
            return Expr(.call(wrapper, lowered), at: position)
        }
    }

    /// `Wrapper(wrappedValue: value, <arguments>)` as a function of the value (``StoredProperty/wrapping``), run in the
    /// static context of the property's type, as an initial value is.
    func makeWrapping(_ wrapper: TypeInfo, _ arguments: RawLabeledExprListSyntax, at position: SourcePosition) -> FunctionDecl {
        let value = ParameterShape(label: "wrappedValue", name: "wrappedValue", type: .unknown, defaultArgument: .none, isVariadic: false, isInout: false)
        let function = declared(FunctionDecl(name: "wrapping", kind: .function, parameters: [value], hasSelf: false, returnType: .named(wrapper), position: position))
        let (typeOwner, generics, staticOwner) = (constrainedSelf ?? owner, genericNames, owner)
        pendingBodies.append(PendingBody(function: function) { lowerer in
            lowerer.inDeclaration(owner: typeOwner, generics: generics) {
                function.frameSize = lowerer.withFunction(FunctionContext(owner: staticOwner, isStatic: true, returnType: nil)) {
                    // A name no code can spell: the attribute's arguments do not see the wrapped value.
                    let slot = lowerer.declareLocal(" wrappedValue", isLet: true)
                    function.parameterSlots = [slot]
                    let wrapped = Argument(label: "wrappedValue", value: Expr(.local(depth: 0, index: slot), at: position), isTrailingClosure: false)
                    let call = Expr(.call(Expr(.type(.named(wrapper)), at: position), [wrapped] + lowerer.lowerArguments(arguments)), at: position)
                    function.body = Block(statements: [Stmt(.returnStatement(call, nil), at: position)], frameSize: nil)
                }
            }
        })
        return function
    }
}

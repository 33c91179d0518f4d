@_spi(RawSyntax) import SwiftSyntax

/// A property wrapper the file declares, used with arguments (`@Clamped(to: 3) var count = 5`): as SE-0258 expands
/// it, the wrapper is made by `init(wrappedValue:)` with the attribute's arguments after the wrapped value, or — for a
/// property without an initial value — by the arguments alone.
extension Lowerer {
    /// `Wrapper(wrappedValue: value, <arguments>)` as a function of the value (``StoredProperty/wrapping``), run in the
    /// static context of the property's type, as an initial value is.
    func makeWrapping(_ wrapper: TypeInfo, _ arguments: [RawLabeledExprSyntax], at position: SourcePosition) -> FunctionDecl {
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
                    let call = lowerer.wrapperCall(wrapper, [wrapped], arguments, at: position)
                    function.body = Block(statements: [Stmt(.returnStatement(call, nil), at: position)], frameSize: nil)
                }
            }
        })
        return function
    }

    /// `Wrapper(<arguments>)`: the wrapper of a property without an initial value (``StoredProperty/wrapperInitializer``).
    func makeWrapperInitializer(_ wrapper: TypeInfo, _ arguments: [RawLabeledExprSyntax], at position: SourcePosition) -> FunctionDecl {
        makeThunk(at: position, type: .named(wrapper), staticOwner: owner) { lowerer in
            lowerer.wrapperCall(wrapper, [], arguments, at: position)
        }
    }

    /// The wrapper type called with `leading` arguments and then the attribute's.
    private func wrapperCall(_ wrapper: TypeInfo, _ leading: [Argument], _ arguments: [RawLabeledExprSyntax], at position: SourcePosition) -> Expr {
        let rest = arguments.map { Argument(label: $0.label?.text, value: lowerExpr($0.expression), isTrailingClosure: false) }
        return Expr(.call(Expr(.type(.named(wrapper)), at: position), leading + rest), at: position)
    }
}

@_spi(RawSyntax) import SwiftSyntax

/// Class inheritance: a subclass's instances laid out after its superclass's, and `super`.
extension Lowerer {
    /// Puts each subclass's inherited stored properties before its own, at the indices its superclass's code reads
    /// them by — superclasses first, once every class is indexed. A class that inherits from itself (through others
    /// or not) is an error, as in swiftc, and inherits nothing.
    func layOutSubclasses() {
        for type in program.userTypes where type.superclass != nil { breakInheritanceCycle(from: type) }
        var laidOut: Set<ObjectIdentifier> = []
        for type in program.userTypes where type.superclass != nil {
            layOut(type, &laidOut)
        }
    }

    private func layOut(_ type: TypeInfo, _ laidOut: inout Set<ObjectIdentifier>) {
        guard let superclass = type.superclass, laidOut.insert(ObjectIdentifier(type)).inserted else { return }
        layOut(superclass, &laidOut)
        let inherited = superclass.storedProperties
        guard !inherited.isEmpty else { return }
        type.storedProperties = inherited + type.storedProperties
        type.instanceMembers = type.instanceMembers.mapValues { members in
            members.map { if case .stored(let index) = $0 { .stored(index + inherited.count) } else { $0 } }
        }
    }

    /// Follows `type`'s superclasses; where the chain comes back to a class on it, reports that class and cuts the
    /// link that closed the loop, so no walk up a chain runs forever.
    private func breakInheritanceCycle(from type: TypeInfo) {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(type)]
        var current = type
        while let next = current.superclass {
            guard seen.insert(ObjectIdentifier(next)).inserted else {
                report(.invalid("'\(next.name)' inherits from itself"), at: next.declaredPosition ?? 0)
                current.superclass = nil
                return
            }
            current = next
        }
    }

    /// `super.name` in a method of a class: `name` looked up from the superclass, with `self` the receiver. Nil, with
    /// swiftc's error, where there is no superclass to refer to.
    func lowerSuperMember(_ name: String, at node: RawMemberAccessExprSyntax) -> Expr? {
        guard node.base?.is(RawSuperExprSyntax.self) == true else { return nil }
        guard let owner = selfContext?.owner, owner.kind == .classType, let (depth, variable) = lookupLocal("self") else {
            report(.invalid("'super' cannot be used outside of class members"), at: node)
            return Expr(.literal(.void), at: position(node))
        }
        guard let superclass = owner.superclass else {
            report(.invalid("'super' members cannot be referenced in a root class"), at: node)
            return Expr(.literal(.void), at: position(node))
        }
        let selfExpr = Expr(.local(depth: depth, index: variable.index), at: position(node))
        return Expr(.member(selfExpr, name: name, cache: MemberCache(superclass: superclass)), at: position(node.declName))
    }
}

@_spi(RawSyntax) import SwiftSyntax

/// Member names checked on load. What `x.name` reads depends on the type of `x`, known only when the code runs,
/// so a misspelt member in code that never runs (a view that is not shown, an action never tapped) would go
/// unnoticed. A name that no type has — native, the file's own, an extension's, a tuple label — is reported on
/// load as a warning (the file still runs: Plumb's vocabulary is not all of SwiftUI's, and swiftc would have
/// rejected the file anyway); the error comes if the code runs.
extension Lowerer {
    /// Names Swift gives every value or type, or that the interpreter synthesizes (`id`: an `Identifiable` class's;
    /// `ID`: an `Identifiable` type's).
    private static let synthesizedMembers: Set<String> = [
        "self", "init", "Type", "Protocol", "none", "some", "allCases", "rawValue", "wrappedValue", "projectedValue",
        "localizedDescription", "id", "ID",
    ]

    func checkMemberName(_ name: String, at node: some RawSyntaxNodeProtocol) {
        // `$x`, `_x` and a tuple's `.0` name no member.
        if name.isWrapperAccess || Int(name) != nil { return }
        if library.memberNames.contains(name) || program.declaredMemberNames.contains(name) || Self.synthesizedMembers.contains(name)
            || program.isEmbedderMemberName?(name) == true { return }
        let suggestion = memberSuggestions[name] ?? program.closestKnownMemberName(to: name)
        memberSuggestions[name] = suggestion
        // A name unlike any known one may be a SwiftUI modifier the embedder degrades (``NativeLibrary/unknownViewModifier``):
        // whether it is one is known when the code runs, which reports it then.
        if suggestion == nil, library.unknownViewModifier != nil { return }
        faults.append(Fault(.unknownMember(member: name, suggestion: suggestion), at: position(node), severity: .warning))
    }
}

extension Program {
    /// Collects the member names of the file's types and extensions (and the types' names), once every
    /// declaration is indexed; "did you mean" candidates are made from them when first needed.
    func collectMemberNames() {
        declaredMemberNames = []
        for type in userTypes {
            declaredMemberNames.formUnion(type.memberNames)
            declaredMemberNames.formUnion(type.requirementNames)
            declaredMemberNames.insert(type.name)
        }
        for extended in extensions.values {
            declaredMemberNames.formUnion(extended.instanceMembers.keys)
            declaredMemberNames.formUnion(extended.staticMembers.keys)
        }
        knownMemberNames = nil
    }
}

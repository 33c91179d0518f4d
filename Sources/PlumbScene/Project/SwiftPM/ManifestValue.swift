import PlumbSource

/// A value in a `Package.swift` as far as reading it, without running it, can tell: literals, arrays, the calls
/// that build the package (`Package(…)`, `.target(…)`, `.process("…")`), and what is computed, by where it is.
indirect enum ManifestValue: Equatable {
    case string(String)
    case array([ManifestValue])
    /// `Package(…)`, `.target(…)`, `Target.target(…)`: the called name and its arguments.
    case call(String, [ManifestArgument])
    /// `.v13`, `.swift5`: a member named without a call.
    case member(String)
    /// A literal the model never reads (a number, a Boolean, `nil`).
    case other
    /// Something only running the manifest would tell (a function's result, an interpolation, a condition).
    case computed(SourceLocation)
}

/// An argument of a call in a manifest, with where its value starts.
struct ManifestArgument: Equatable {
    let label: String?
    let value: ManifestValue
}

extension ManifestValue {
    /// The argument labelled `label` of a call.
    func argument(_ label: String) -> ManifestValue? {
        guard case .call(_, let arguments) = self else { return nil }
        return arguments.first { $0.label == label }?.value
    }

    /// The first argument of a call, labelled or not.
    var firstArgument: ManifestValue? {
        guard case .call(_, let arguments) = self else { return nil }
        return arguments.first?.value
    }
}

/// What a scene file shows: a `#Preview`, the `previews` of a preview provider (`struct ContentView_Previews:
/// PreviewProvider`, as code written before `#Preview` has it), or a view type to instantiate with no arguments.
public enum EntryPoint {
    case preview(Preview)
    case previewProvider(TypeInfo)
    case view(TypeInfo)
}

/// A `#Preview { … }` of the scene file.
public struct Preview {
    /// The name in `#Preview("Name") { … }`.
    public let name: String?
    public let traits: [PreviewTrait]
    public let location: SourceLocation
    let declaration: PreviewDecl
}

/// A preview trait, evaluated.
public enum PreviewTrait: Equatable, Sendable {
    case fixedLayout(width: Double, height: Double)
    case sizeThatFitsLayout
    /// Any other trait, as written (`.landscapeLeft`).
    case other(String)
}

/// An argument passed from Swift into an interpreted function: a value, or storage for an `inout` parameter.
public struct CallArgument {
    public let label: String?
    private let constant: Value
    public let cell: InoutCell?

    /// The argument's value (an `inout` argument's current one).
    public var value: Value { cell?.value ?? constant }

    public static func value(_ value: Value, label: String? = nil) -> CallArgument {
        CallArgument(label: label, constant: value, cell: nil)
    }

    /// An `inout` argument: the function reads and writes `cell.value`.
    public static func `inout`(_ cell: InoutCell, label: String? = nil) -> CallArgument {
        CallArgument(label: label, constant: .void, cell: cell)
    }
}

import PlumbLayout

extension SolvedNode {
    /// The `.id(_:)`s of this view and the views inside it, printed as `--guides` and `--tap` name them.
    var printedIDs: [String] {
        (id.map { ["\($0.base)"] } ?? []) + children.flatMap(\.printedIDs)
    }
}

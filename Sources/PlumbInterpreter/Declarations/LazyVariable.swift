/// A variable Swift initializes on first use: a top-level `let`/`var` or a `static` stored property. A computed
/// top-level variable runs its getter on every read.
final class LazyVariable {
    /// How messages name it: `global 'x'` or `static property 'x'`.
    let description: String
    let type: TypeRef?
    var initializer: FunctionDecl?
    var value: Value?
    var isInitializing = false
    var isComputed = false

    init(description: String, type: TypeRef?, initializer: FunctionDecl? = nil) {
        self.description = description
        self.type = type
        self.initializer = initializer
    }
}

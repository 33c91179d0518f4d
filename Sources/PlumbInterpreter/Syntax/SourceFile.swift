/// A Swift file to load: where it is, its text, and the module it is compiled in. Files of one module see one
/// another's `internal` declarations; a file sees another module's `public` and `open` ones; `private` and
/// `fileprivate` declarations at the top level are seen by their own file only.
public struct SourceFile: Sendable, Equatable {
    public let path: String
    public let text: String
    /// The module's name; files loaded together with no module named are one module.
    public let module: String

    public init(path: String, text: String, module: String = "") {
        self.path = path
        self.text = text
        self.module = module
    }
}

/// A generic parameter of a function that its body uses as a value (`T.self`, `"\(T.self)"`): where a call finds the
/// type it stands for, as Swift infers it — an argument of that type (`_ value: T`, `_ type: T.Type`, `_ items: [T]`,
/// `_ value: T?`), else the type the call's result is expected to have (`let landmarks: [Landmark] = load(json)`
/// for `func load<T: Decodable>(_ json: String) -> T`, also with `as type: T.Type = T.self` left out). The body reads it from a frame slot the call fills.
struct GenericBinding {
    /// How the type appears where it is found.
    enum Shape {
        /// `T`.
        case value
        /// `T.Type`.
        case metatype
        /// `[T]`.
        case element
        /// `T?`.
        case optional
    }

    enum Source {
        case argument(Int, Shape)
        case result(Shape)
    }

    let name: String
    let source: Source
    /// Where the type is found when the source gives none: the result, for a metatype parameter whose default names
    /// the generic parameter itself (`as type: T.Type = T.self`), which stands for the type the call infers.
    var fallback: Source?
    /// The frame slot the body reads the type from, set when the body is lowered.
    var slot = 0

    /// The type `value`, an argument or result of the shape, gives the parameter; nil when it gives none.
    func type(in value: TypeRef, shape: Shape) -> TypeRef? {
        switch (shape, value) {
        case (.value, _), (.metatype, _): value
        case (.element, .array(let element)): element
        case (.optional, .optional(let wrapped)): wrapped
        case (.optional, _): value
        default: nil
        }
    }
}

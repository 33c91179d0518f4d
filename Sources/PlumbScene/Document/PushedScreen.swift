import PlumbInterpreter

/// A screen live mode pushed onto a navigation stack: a link's destination view, or a link's value with the stack's
/// `navigationDestination(for:)` closure for its type, built into a view each time the screen is shown. Values only:
/// what the scene context keeps must not hold the interpreter, which holds the context.
struct PushedScreen {
    let destination: Value
    /// The value the destination closure takes; nil when ``destination`` is the view itself.
    let value: Value?

    /// The screen's view.
    func view(_ interpreter: Interpreter) throws -> Value {
        guard let value else { return destination }
        return try interpreter.call(destination, [.value(value)])
    }
}

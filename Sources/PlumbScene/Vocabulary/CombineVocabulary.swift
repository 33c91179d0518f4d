import PlumbInterpreter

/// Combine at rest: the publishers a model class sets up (`PassthroughSubject`, `Just`, a class's `$name` of a
/// `@Published` property, `Timer.publish`) and their operators (`map`, `debounce`, `handleEvents`,
/// `eraseToAnyPublisher`, …) make publishers that never emit in a still preview: `sink` and `assign` subscribe
/// without ever running their closures (an `AnyCancellable`, which `store(in:)` accepts), `send` delivers to no one,
/// and `onReceive` never fires. The view draws with the values its state starts with.
enum CombineVocabulary {
    /// The publisher types a file names; each of their values is the one publisher that never emits.
    static let publisherTypes = ["Publisher", "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "Just", "Publishers.Sequence"]

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        let never = { types.make("Publisher", "publisher") }
        let cancellable = { types.make("AnyCancellable", "cancellable") }
        library.publishedProjection = never()
        library.register(NativeType("Publishers"))  // before `Publishers.Sequence`, which is found in it
        for name in publisherTypes {
            var publisher = NativeType(name, conformances: name == "Publisher" ? [] : ["Publisher"])
            for (operator_, labels) in operators {
                publisher.method(operator_, labels.map { NativeParameter($0.label, "Any", default: $0.required ? nil : .void) }) { _ in never() }
            }
            publisher.method("eraseToAnyPublisher") { _ in types.make("AnyPublisher", "publisher") }
            publisher.method("sink", [NativeParameter("receiveCompletion", "Any", default: .void), NativeParameter("receiveValue", "Any")]) { _ in cancellable() }
            publisher.method("sink", [NativeParameter("receiveCompletion", "Any")]) { _ in cancellable() }
            publisher.method("assign", [NativeParameter("to", "Any"), NativeParameter("on", "Any")]) { _ in cancellable() }
            publisher.method("send", [NativeParameter(nil, "Any")]) { _ in .void }
            publisher.method("send", [NativeParameter("completion", "Any")]) { _ in .void }
            publisher.method("send") { _ in .void }
            publisher.describe = { _ in "Publisher" }
            library.register(publisher)
        }
        var passthrough = NativeType("PassthroughSubject")
        passthrough.initializer([]) { _ in never() }
        library.register(passthrough)
        var current = NativeType("CurrentValueSubject")
        current.initializer([NativeParameter(nil, "Any")]) { _ in never() }
        library.register(current)
        var just = NativeType("Just")
        just.initializer([NativeParameter(nil, "Any")]) { _ in never() }
        library.register(just)
        var sequence = NativeType("Publishers.Sequence")
        sequence.initializer([NativeParameter("sequence", "Any")]) { _ in never() }
        library.register(sequence)
        for name in ["AnyCancellable", "Cancellable"] {
            var type = NativeType(name, conformances: name == "AnyCancellable" ? ["Cancellable", "Hashable"] : [])
            type.method("cancel") { _ in .void }
            type.method("store", [NativeParameter("in", "Any")]) { _ in .void }
            type.describe = { _ in "AnyCancellable" }
            library.register(type)
        }
    }

    /// The operators, by name, with their parameters' labels and whether each is required: each makes another
    /// publisher that never emits.
    private static let operators: [(String, [(label: String?, required: Bool)])] = [
        ("map", [(nil, true)]), ("compactMap", [(nil, true)]), ("filter", [(nil, true)]), ("flatMap", [(nil, true)]),
        ("tryMap", [(nil, true)]), ("catch", [(nil, true)]), ("replaceError", [("with", true)]), ("prepend", [(nil, true)]),
        ("removeDuplicates", []), ("removeDuplicates", [("by", true)]), ("dropFirst", [(nil, false)]), ("prefix", [(nil, true)]),
        ("debounce", [("for", true), ("scheduler", true), ("options", false)]),
        ("throttle", [("for", true), ("scheduler", true), ("latest", true)]),
        ("delay", [("for", true), ("scheduler", true), ("options", false)]),
        ("receive", [("on", true), ("options", false)]), ("subscribe", [("on", true), ("options", false)]),
        ("share", []), ("print", [(nil, false)]), ("assertNoFailure", []),
        ("setFailureType", [("to", true)]), ("decode", [("type", true), ("decoder", true)]), ("merge", [("with", true)]),
        ("combineLatest", [(nil, true)]), ("zip", [(nil, true)]), ("autoconnect", []),
        ("handleEvents", [("receiveSubscription", false), ("receiveOutput", false), ("receiveCompletion", false),
                          ("receiveCancel", false), ("receiveRequest", false)]),
    ]
}

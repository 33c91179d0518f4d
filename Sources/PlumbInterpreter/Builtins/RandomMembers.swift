/// Randomness, made reproducible: `Int.random(in:)`, `Double.random(in:)` (`CGFloat`, `Float`), `Bool.random()`,
/// `randomElement()`, `shuffled()` and `shuffle()` draw from the interpreter's ``SceneRandom``, which starts again
/// from the same seed at each entry point evaluation (as `UUID()`s are numbered again), so every solve of a scene
/// draws the same values and lays out, prints and animates the same way. Their `using:` forms take any
/// `RandomNumberGenerator` (`SystemRandomNumberGenerator()`, a seeded one the file declares) and draw from the same
/// scene generator: a preview is reproducible whichever generator the code passes (C's `drand48()` too, whatever
/// `srand48(_:)` seeded).
enum RandomMembers {
    static func register(into library: NativeLibrary) {
        let generator = parameter("using", "inout RandomNumberGenerator")
        var int = NativeType("Int")
        for parameters in [[parameter("in")], [parameter("in"), generator]] {
            int.staticMethod("random", parameters) { call in
                guard case .range(let range) = call[0], case .int(let low)? = range.lower, case .int(let high)? = range.upper else {
                    throw call.mismatch(0, "Range<Int>")
                }
                guard range.isClosed ? low <= high : low < high else { throw NativeError("Can't get random value with an empty range") }
                return .int(range.isClosed ? Int.random(in: low...high, using: &call.evaluator.services.random) : Int.random(in: low..<high, using: &call.evaluator.services.random))
            }
        }
        library.register(int)
        for name in ["Double", "CGFloat", "Float"] {
            var floating = NativeType(name)
            for parameters in [[parameter("in")], [parameter("in"), generator]] {
                floating.staticMethod("random", parameters) { call in
                    guard case .range(let range) = call[0], let low = range.lower?.doubleValue, let high = range.upper?.doubleValue else {
                        throw call.mismatch(0, "Range<\(name)>")
                    }
                    guard range.isClosed ? low <= high : low < high else { throw NativeError("Can't get random value with an empty range") }
                    guard (high - low).isFinite else { throw NativeError("There is no uniform distribution on an infinite range") }
                    return .double(range.isClosed ? Double.random(in: low...high, using: &call.evaluator.services.random) : Double.random(in: low..<high, using: &call.evaluator.services.random))
                }
            }
            library.register(floating)
        }
        var bool = NativeType("Bool")
        for parameters in [[], [generator]] {
            bool.staticMethod("random", parameters) { call in .bool(Bool.random(using: &call.evaluator.services.random)) }
        }
        library.register(bool)

        var sequence = NativeType("Sequence", isProtocol: true)
        for parameters in [[], [generator]] {
            sequence.method("randomElement", parameters) { call in .optional(try call.receiverElements().randomElement(using: &call.evaluator.services.random)) }
            sequence.method("shuffled", parameters) { call in .array(try call.receiverElements().shuffled(using: &call.evaluator.services.random)) }
        }
        library.register(sequence)
        var array = NativeType("Array")
        for parameters in [[], [generator]] {
            array.method("shuffle", parameters, mutating: true) { call in
                let evaluator = call.evaluator
                return try ArrayMembers.mutate(&call) { $0.shuffle(using: &evaluator.services.random) }
            }
        }
        library.register(array)

        library.register(NativeType("RandomNumberGenerator", isProtocol: true))
        let systemType = library.register(NativeType("SystemRandomNumberGenerator", conformances: ["RandomNumberGenerator"]))
        var system = NativeType("SystemRandomNumberGenerator")
        system.initializer([]) { _ in .native(NativeObject(type: systemType, payload: ())) }
        system.method("next", mutating: true) { call in .int(Int(bitPattern: UInt(call.evaluator.services.random.next()))) }
        library.register(system)
        // C's `drand48()`, seeded or not by `srand48(_:)`: the scene generator's next double in 0..<1.
        library.register(function: NativeFunction("srand48", [parameter(nil, "Int")]) { _ in .void })
        library.register(function: NativeFunction("drand48") { call in .double(Double.random(in: 0..<1, using: &call.evaluator.services.random)) })
    }
}

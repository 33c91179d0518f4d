/// Randomness, made reproducible: `Int.random(in:)`, `Double.random(in:)` (`CGFloat`, `Float`), `Bool.random()`,
/// `randomElement()`, `shuffled()` and `shuffle()` draw from the interpreter's ``SceneRandom``, which starts again
/// from the same seed at each entry point evaluation (as `UUID()`s are numbered again), so every solve of a scene
/// draws the same values and lays out, prints and animates the same way.
enum RandomMembers {
    static func register(into library: NativeLibrary) {
        var int = NativeType("Int")
        int.staticMethod("random", [parameter("in")]) { call in
            guard case .range(let range) = call[0], case .int(let low)? = range.lower, case .int(let high)? = range.upper else {
                throw call.mismatch(0, "Range<Int>")
            }
            guard range.isClosed ? low <= high : low < high else { throw NativeError("Can't get random value with an empty range") }
            return .int(range.isClosed ? Int.random(in: low...high, using: &call.interpreter.random) : Int.random(in: low..<high, using: &call.interpreter.random))
        }
        library.register(int)
        for name in ["Double", "CGFloat", "Float"] {
            var floating = NativeType(name)
            floating.staticMethod("random", [parameter("in")]) { call in
                guard case .range(let range) = call[0], let low = range.lower?.doubleValue, let high = range.upper?.doubleValue else {
                    throw call.mismatch(0, "Range<\(name)>")
                }
                guard range.isClosed ? low <= high : low < high else { throw NativeError("Can't get random value with an empty range") }
                guard (high - low).isFinite else { throw NativeError("There is no uniform distribution on an infinite range") }
                return .double(range.isClosed ? Double.random(in: low...high, using: &call.interpreter.random) : Double.random(in: low..<high, using: &call.interpreter.random))
            }
            library.register(floating)
        }
        var bool = NativeType("Bool")
        bool.staticMethod("random") { call in .bool(Bool.random(using: &call.interpreter.random)) }
        library.register(bool)

        var sequence = NativeType("Sequence", isProtocol: true)
        sequence.method("randomElement") { call in .optional(try call.receiverElements().randomElement(using: &call.interpreter.random)) }
        sequence.method("shuffled") { call in .array(try call.receiverElements().shuffled(using: &call.interpreter.random)) }
        library.register(sequence)
        var array = NativeType("Array")
        array.method("shuffle", mutating: true) { call in
            let interpreter = call.interpreter
            return try ArrayMembers.mutate(&call) { $0.shuffle(using: &interpreter.random) }
        }
        library.register(array)
    }
}

/// The interpreter's random number generator: SplitMix64 from a fixed seed (see ``RandomMembers``).
struct SceneRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64 = 0x5EED) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

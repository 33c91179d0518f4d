/// The standard library's `Hasher`, which a type's own `hash(into:)` feeds (`hasher.combine(id)`): `combine(_:)` mixes
/// a value in and `finalize()` gives the hash. Sets and dictionaries hash their keys by value, whatever a type's
/// `hash(into:)` says, so such code loads and runs when called; Swift leaves the hash of a value unspecified.
enum HasherMembers {
    static func register(into library: NativeLibrary) {
        let hasherType = library.register(NativeType("Hasher"))
        let make = { (state: Int) in Value.native(NativeObject(type: hasherType, payload: state)) }
        var hasher = NativeType("Hasher")
        hasher.initializer([]) { _ in make(0) }
        hasher.method("combine", [parameter(nil)], mutating: true) { call in
            var mixed = Hasher()
            mixed.combine(call.receiver.payload(as: Int.self) ?? 0)
            mixed.combine(call[0])
            call.receiver = make(mixed.finalize())
            return .void
        }
        hasher.method("finalize") { call in .int(call.receiver.payload(as: Int.self) ?? 0) }
        library.register(hasher)
    }
}

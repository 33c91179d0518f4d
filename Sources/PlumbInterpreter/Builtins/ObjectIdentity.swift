/// The identity of class instances: `===` and `!==`, `ObjectIdentifier(_:)`, the `id` Swift gives an
/// `Identifiable` class that declares none (its `ObjectIdentifier`), and `NSObject`. An instance is the boxes of its stored
/// properties, which every copy shares, so its first box is its identity.
enum ObjectIdentity {
    static func register(into library: NativeLibrary) {
        // Foundation's root class, which a scene's classes may inherit from (see `Lowerer.nativeSuperclasses`).
        library.register(NativeType("NSObject"))
        library.register(NativeType("ObjectIdentifier", conformances: ["Equatable", "Hashable"]))
        var identifier = NativeType("ObjectIdentifier")
        identifier.initializer([parameter(nil)]) { call in
            guard let identity = try identity(of: call[0]) else { throw NativeError("ObjectIdentifier needs a class instance") }
            return value(identity, in: library)
        }
        identifier.describe = { String(describing: $0 as! ObjectIdentifier) }
        library.register(identifier)
    }

    /// `ObjectIdentifier` as a value of the interpreted program.
    static func value(_ identity: ObjectIdentifier, in library: NativeLibrary) -> Value {
        .native(NativeObject(type: library.types["ObjectIdentifier"]!, payload: identity))
    }

    /// The identity of a class instance, nil for `nil`; an error for any other value, or for an instance of a class
    /// without stored properties (which has no box to be identified by).
    static func identity(of value: Value) throws -> ObjectIdentifier? {
        switch value {
        case .optional(nil): return nil
        case .optional(let wrapped?): return try identity(of: wrapped)
        case .instance(let instance) where instance.type.kind == .classType:
            for case .shared(let box) in instance.fields { return ObjectIdentifier(box) }
            throw NativeError("'\(instance.type.name)' has no stored property, so Plumb cannot tell its instances apart")
        default:
            throw NativeError("identity is compared between class instances")
        }
    }
}

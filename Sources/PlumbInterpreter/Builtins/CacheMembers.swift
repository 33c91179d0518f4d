/// Foundation's `NSCache` as image loaders use it: `NSCache<Key, Object>()` keeps what `setObject(_:forKey:)` puts
/// in until `removeObject(forKey:)` or `removeAllObjects()` (a preview is never short of memory), and
/// `object(forKey:)` finds it; `countLimit` and `totalCostLimit` are kept and change nothing. A cache is a class: set
/// through a `let`, shared by copies. `NSString(string:)` and `"key" as NSString` are the string.
enum CacheMembers {
    /// A cache's entries.
    final class Store {
        var objects: [Value: Value] = [:]
        var countLimit = 0
    }

    static func register(into library: NativeLibrary) {
        let cacheType = library.register(NativeType("NSCache"))
        var cache = NativeType("NSCache")
        cache.initializer([]) { _ in .native(NativeObject(type: cacheType, object: Store())) }
        cache.method("object", [parameter("forKey")]) { call in .optional(try store(call.receiver).objects[call[0]]) }
        cache.method("setObject", [parameter(nil), parameter("forKey")]) { call in
            try store(call.receiver).objects[call[1]] = call[0]
            return .void
        }
        cache.method("setObject", [parameter(nil), parameter("forKey"), parameter("cost", "Int")]) { call in
            try store(call.receiver).objects[call[1]] = call[0]
            return .void
        }
        cache.method("removeObject", [parameter("forKey")]) { call in
            try store(call.receiver).objects[call[0]] = nil
            return .void
        }
        cache.method("removeAllObjects") { call in
            try store(call.receiver).objects.removeAll()
            return .void
        }
        for name in ["countLimit", "totalCostLimit"] {
            cache.property(name, type: "Int", get: { .int(try store($0).countLimit) }, set: { value, limit in
                if case .int(let count) = limit { try store(value).countLimit = count }
            })
        }
        library.register(cache)

        var string = NativeType("NSString")
        string.initializer([parameter("string", "String")]) { call in .string(try call.string(0)) }
        library.register(string)
    }

    private static func store(_ value: Value) throws -> Store {
        guard let store = value.payload(as: Store.self) else { throw NativeError("expected an NSCache") }
        return store
    }
}

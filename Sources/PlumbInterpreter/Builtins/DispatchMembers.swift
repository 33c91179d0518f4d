/// Grand Central Dispatch as a still preview needs it: `DispatchQueue.main.async { … }` and `sync` run their work
/// there and then (nothing else runs meanwhile in a preview, and the state settles as it would once the queue has
/// run), `asyncAfter(deadline:)` leaves its work for later — a still picture is the moment the view appears — and
/// `DispatchTime.now() + seconds` makes the deadline. `DispatchQueue.global()` and queues of one's own behave as `main`.
/// `DispatchSemaphore` counts its signals.
enum DispatchMembers {
    static func register(into library: NativeLibrary) {
        let queueType = library.register(NativeType("DispatchQueue"))
        let timeType = library.register(NativeType("DispatchTime"))
        let queue = Value.native(NativeObject(type: queueType, payload: ()))
        let time = Value.native(NativeObject(type: timeType, payload: ()))
        var dispatchQueue = NativeType("DispatchQueue")
        dispatchQueue.staticConstant("main", queue)
        dispatchQueue.staticMethod("global", [parameter("qos", "Any", default: .void)]) { _ in queue }
        dispatchQueue.initializer([parameter("label", "String"), parameter("qos", "Any", default: .void), parameter("attributes", "Any", default: .void)]) { _ in
            queue
        }
        let work = parameter("execute", "() -> Any")
        let options = [parameter("group", "Any", default: .void), parameter("qos", "Any", default: .void), parameter("flags", "Any", default: .void)]
        dispatchQueue.method("async", options + [work]) { call in
            _ = try call.callArgument(3)
            return .void
        }
        dispatchQueue.method("sync", [work]) { call in try call.callArgument(0) }
        for label in ["deadline", "wallDeadline"] {
            dispatchQueue.method("asyncAfter", [parameter(label, "DispatchTime")] + options + [work]) { _ in .void }
        }
        library.register(dispatchQueue)

        var dispatchTime = NativeType("DispatchTime")
        dispatchTime.staticMethod("now") { _ in time }
        dispatchTime.staticMethod("+", [parameter(nil, "DispatchTime"), parameter(nil, "Double")]) { _ in time }
        dispatchTime.staticMethod("-", [parameter(nil, "DispatchTime"), parameter(nil, "Double")]) { _ in time }
        library.register(dispatchTime)
        library.register(NativeType("DispatchWallTime"))
        registerSemaphore(library)
    }

    /// `DispatchSemaphore(value:)`: `signal()` adds one, `wait()` takes one. Work a preview starts runs at once, so a
    /// `wait()` that finds none would wait for ever: with a timeout it gives `.timedOut`, without one it is an error.
    private final class Semaphore {
        var count: Int
        init(_ count: Int) { self.count = count }
    }

    private static func registerSemaphore(_ library: NativeLibrary) {
        let semaphoreType = library.register(NativeType("DispatchSemaphore"))
        let resultType = library.register(NativeType("DispatchTimeoutResult", conformances: ["Equatable"]))
        var result = NativeType("DispatchTimeoutResult", conformances: ["Equatable"])
        // `.timedOut` alone: a second type with a `success` member would leave `.success(…)` without its `Result`.
        result.staticConstant("timedOut", .native(NativeObject(type: resultType, payload: "timedOut")))
        library.register(result)
        var semaphore = NativeType("DispatchSemaphore")
        semaphore.initializer([parameter("value", "Int")]) { call in .native(NativeObject(type: semaphoreType, payload: Semaphore(try call.int(0)))) }
        semaphore.method("signal") { call in
            guard let semaphore = call.receiver.payload(as: Semaphore.self) else { return .int(0) }
            semaphore.count += 1
            return .int(0)
        }
        semaphore.method("wait") { call in
            guard let semaphore = call.receiver.payload(as: Semaphore.self), semaphore.count > 0 else {
                throw NativeError("DispatchSemaphore.wait() would wait for ever: nothing is left to signal it in a preview")
            }
            semaphore.count -= 1
            return .void
        }
        semaphore.method("wait", [parameter("timeout", "DispatchTime")]) { call in
            guard let semaphore = call.receiver.payload(as: Semaphore.self), semaphore.count > 0 else {
                return .native(NativeObject(type: resultType, payload: "timedOut"))
            }
            semaphore.count -= 1
            return .native(NativeObject(type: resultType, payload: "success"))
        }
        library.register(semaphore)
    }
}

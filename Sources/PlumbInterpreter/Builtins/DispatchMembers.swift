/// Grand Central Dispatch as a still preview needs it: `DispatchQueue.main.async { … }` and `sync` run their work
/// there and then (nothing else runs meanwhile in a preview, and the state settles as it would once the queue has
/// run), `asyncAfter(deadline:)` leaves its work for later — a still picture is the moment the view appears — and
/// `DispatchTime.now() + seconds` makes the deadline. `DispatchQueue.global()` and queues of one's own behave as `main`.
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
    }
}

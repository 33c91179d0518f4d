/// Swift concurrency as a still preview needs it: asynchronous code runs to its end when it is called (`await`
/// marks nothing here), so `Task { … }` runs its operation there and then, `Task.sleep` returns at once (a
/// `Duration` is its seconds) and `MainActor.run` runs its body. (A view's `.task { }` runs once the view has
/// appeared: the SwiftUI vocabulary's.)
enum ConcurrencyMembers {
    static func register(into library: NativeLibrary) {
        let taskType = library.register(NativeType("Task"))
        var task = NativeType("Task")
        task.initializer([parameter("priority", "TaskPriority?", default: .optional(nil)), parameter("operation", "() -> Any")]) { call in
            _ = try call.callArgument(1)
            return .native(NativeObject(type: taskType, payload: ()))
        }
        task.staticMethod("sleep", [parameter("nanoseconds", "UInt64")]) { _ in .void }
        task.staticMethod("sleep", [parameter("for", "Duration")]) { _ in .void }
        task.method("cancel") { _ in .void }
        library.register(task)

        let durationType = library.register(NativeType("Duration"))
        var duration = NativeType("Duration")
        for (unit, scale) in [("seconds", 1.0), ("milliseconds", 1e-3), ("microseconds", 1e-6), ("nanoseconds", 1e-9)] {
            duration.staticMethod(unit, [parameter(nil, "Double")]) { call in
                .native(NativeObject(type: durationType, payload: try call.double(0) * scale))
            }
        }
        library.register(duration)

        var mainActor = NativeType("MainActor")
        mainActor.staticMethod("run", [parameter(nil, "() -> Any")]) { call in try call.callArgument(0) }
        library.register(mainActor)
    }
}

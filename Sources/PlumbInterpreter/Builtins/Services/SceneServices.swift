/// Emulated Foundation's state for one running program: what `UserDefaults`, `UUID()` and the random functions keep
/// between calls. The struct is the registry: each service is a typed stored property, so a builtin reaches one with
/// no lookup (`call.evaluator.services.random`, drawn from in loops), and each evaluator starts with fresh ones.
/// Timers, dates and JSON coding keep no state between calls, so they are plain builtins.
struct SceneServices {
    /// What the scene saved in `UserDefaults`: kept while its interpreter lives, across solves.
    var defaults = SceneDefaults()
    /// The `UUID()`s made, numbered again at each solve.
    var uuids = UUIDSequence()
    /// The random numbers drawn, from their seed again at each solve.
    var random = SceneRandom()

    /// Starts a solve (an entry point evaluated): `UUID()`s are numbered from 1 again and random numbers drawn from
    /// their seed again; what the scene saved in `UserDefaults` stays.
    mutating func startSolve() {
        uuids = UUIDSequence()
        random = SceneRandom()
    }
}

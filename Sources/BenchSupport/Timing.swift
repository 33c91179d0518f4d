import Foundation

/// How long `body` takes on `clock`: wall time by default; the thread's CPU time shows the cost without the other
/// processes of a busy machine.
public func milliseconds(clock: clockid_t = CLOCK_MONOTONIC, _ body: () -> Void) -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(clock, &start)
    body()
    clock_gettime(clock, &end)
    return Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1_000_000
}

/// The median of `runs` timings of `body`, in milliseconds.
public func median(_ runs: Int, clock: clockid_t = CLOCK_MONOTONIC, _ body: () -> Void) -> Double {
    middle((0..<max(1, runs)).map { _ in milliseconds(clock: clock, body) })
}

/// Medians of `runs` timings of `body` and of freeing what it returned, which is released after `body`'s clock stops:
/// what making something costs, and what letting it go costs, apart. (A viewer shows the new document before the one it
/// replaces is freed.)
public func medians<Made>(_ runs: Int, clock: clockid_t = CLOCK_MONOTONIC, releasing body: () -> Made) -> (make: Double, release: Double) {
    var make: [Double] = []
    var release: [Double] = []
    for _ in 0..<max(1, runs) {
        var made: Made?
        make.append(milliseconds(clock: clock) { made = body() })
        release.append(milliseconds(clock: clock) { _ = made.take() })
    }
    return (middle(make), middle(release))
}

/// The median of some timings.
private func middle(_ samples: [Double]) -> Double {
    samples.sorted()[samples.count / 2]
}

/// Milliseconds with two decimals, for the JSON lines.
public func format(_ value: Double) -> String { String(format: "%.2f", value) }

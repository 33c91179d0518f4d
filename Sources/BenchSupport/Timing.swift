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
    let samples = (0..<max(1, runs)).map { _ in milliseconds(clock: clock, body) }.sorted()
    return samples[samples.count / 2]
}

/// Milliseconds with two decimals, for the JSON lines.
public func format(_ value: Double) -> String { String(format: "%.2f", value) }

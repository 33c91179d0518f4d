import Foundation
import Testing
@testable import PlumbInterpreter

/// Sums `1...depth` by recursion, `depth` frames deep.
private func recursiveSum(_ depth: Int) -> Int {
    depth == 0 ? 0 : depth + recursiveSum(depth - 1)
}

@Test func everyIndexRunsOnceAndAllHaveFinishedOnReturn() {
    for (count, workers) in [(0, 2), (1, 2), (2, 2), (5, 2), (40, 3), (7, 1)] {
        var runs = [Int](repeating: 0, count: count)
        var workerOf = [Int](repeating: -1, count: count)
        runs.withUnsafeMutableBufferPointer { runs in
            workerOf.withUnsafeMutableBufferPointer { workerOf in
                let (slots, owners) = (runs, workerOf)
                Parallel.forEach(count, workers: workers) { worker, index in
                    slots[index] += 1
                    owners[index] = worker
                }
            }
        }
        #expect(runs == [Int](repeating: 1, count: count))
        #expect(workerOf.allSatisfy { (0..<workers).contains($0) })
    }
}

@Test func helpersHaveAMainThreadsStack() {
    // 50,000 frames need more than the 512 KiB a secondary thread gets by default (about 2.4 MB in a debug build)
    // and fit in 8 MiB under ThreadSanitizer, whose frames are 80 bytes. `start` hands the work to a helper
    // (`forEach` would let the calling thread take it whenever the helper is slow to wake).
    final class Outcome {
        var worker = 0
        var sum = 0
    }
    let outcome = Outcome()
    let job = Parallel.start(workers: 1) { worker in
        outcome.worker = worker
        outcome.sum = recursiveSum(50_000)
    }
    job.wait()
    #expect(outcome.worker == 1)
    #expect(outcome.sum == 1_250_025_000)
}

@Test func callersOnSeveralThreadsEachGetTheirOwnHelpers() {
    let source = (0..<40).map { "struct S\($0) {\n    var x = \($0)\n}\n" }.joined()
    var counts = [Int](repeating: 0, count: 4)
    counts.withUnsafeMutableBufferPointer { counts in
        let slots = counts
        DispatchQueue.concurrentPerform(iterations: 4) { caller in
            let parsed = ParsedSource(source, minimumPieceLength: 1)
            slots[caller] = parsed.pieces.map(\.tree.description).joined() == source ? parsed.pieces.count : -1
        }
    }
    #expect(counts == [40, 40, 40, 40])
}

import Foundation
import Testing
@testable import PlumbInterpreter

/// Sums `1...depth` by recursion, `depth` frames deep.
private func recursiveSum(_ depth: Int) -> Int {
    depth == 0 ? 0 : depth + recursiveSum(depth - 1)
}

@Test func everyIndexRunsOnceAndAllHaveFinishedOnReturn() {
    for count in [0, 1, 2, 5] {
        var runs = [Int](repeating: 0, count: count)
        runs.withUnsafeMutableBufferPointer { runs in
            let slots = runs
            Parallel.forEach(count) { slots[$0] += 1 }
        }
        #expect(runs == [Int](repeating: 1, count: count))
    }
}

@Test func helpersHaveAMainThreadsStack() {
    // 100,000 frames need more than the 512 KiB a secondary thread gets by default.
    var sums = [0, 0]
    sums.withUnsafeMutableBufferPointer { sums in
        let slots = sums
        Parallel.forEach(2) { index in slots[index] = index == 0 ? 1 : recursiveSum(100_000) }
    }
    #expect(sums == [1, 5_000_050_000])
}

@Test func callersOnSeveralThreadsEachGetTheirOwnHelpers() {
    let source = (0..<40).map { "struct S\($0) {\n    var x = \($0)\n}\n" }.joined()
    var counts = [Int](repeating: 0, count: 4)
    counts.withUnsafeMutableBufferPointer { counts in
        let slots = counts
        DispatchQueue.concurrentPerform(iterations: 4) { caller in
            let parsed = ParsedSource(source, pieceCount: 3, minimumPieceLength: 1)
            slots[caller] = parsed.pieces.map(\.tree.description).joined() == source ? parsed.pieces.count : -1
        }
    }
    #expect(counts == [3, 3, 3, 3])
}

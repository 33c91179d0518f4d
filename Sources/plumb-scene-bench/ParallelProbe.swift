import Foundation
import SwiftParser
import SwiftSyntax

/// How much of its two cores this machine gives one process at the moment: swift-syntax parsing texts on two threads
/// (the calling thread and a helper kept between calls, as the interpreter's are), against the same parse on one.
/// On this kind of virtual machine, two threads of a process run side by side at some minutes (a 1.9× speedup) and
/// share one core's time at others (1.15–1.35×), while two processes never slow each other; the open's figure,
/// which parses and lowers on both cores, moves with it.
final class ParallelProbe: @unchecked Sendable {
    private let start = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    /// Written before `start` is signalled and read after `finished` is: the semaphores order every access.
    private var job: (() -> Void)?

    init() {
        let thread = Thread { [unowned self] in
            while true {
                start.wait()
                job?()
                finished.signal()
            }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Parses `texts`, every other one on the helper; returns the trees.
    func parse(_ texts: [String]) -> Any {
        nonisolated(unsafe) var helped: [SourceFileSyntax] = []
        job = { helped = stride(from: 1, to: texts.count, by: 2).map { Parser.parse(source: texts[$0]) } }
        start.signal()
        let own = stride(from: 0, to: texts.count, by: 2).map { Parser.parse(source: texts[$0]) }
        finished.wait()
        job = nil
        return (own, helped)
    }
}

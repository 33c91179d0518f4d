import Foundation
import PlumbLayout

/// `plumb-bench paint`, `plumb-bench text`, and `plumb-bench layout [--shapes rows,flat,nested] [--sizes 1000,10000,100000]
/// [--record none|queries|sizes] [--runs N] [--json]` (BENCHMARKS.md).
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "text" {
    runTextBenchmark(arguments: Array(arguments.dropFirst()))
    exit(0)
}
if arguments.first == "paint" {
    runPaintBenchmark(arguments: Array(arguments.dropFirst()))
    exit(0)
}
guard arguments.first == "layout" else {
    FileHandle.standardError.write("usage: plumb-bench layout [--shapes rows,flat,nested] [--sizes 1000,10000,100000] [--record none|queries|sizes] [--runs N] [--json] | paint | text\n".data(using: .utf8)!)
    exit(2)
}

func option(_ name: String, default value: String) -> String {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
    return arguments[index + 1]
}

let shapes = option("--shapes", default: "rows,flat,nested").split(separator: ",").map(String.init)
let sizes = option("--sizes", default: "1000,10000,100000").split(separator: ",").compactMap { Int($0) }
let json = arguments.contains("--json")
/// What the solves record: nothing (the engine alone), every query (as `plumb solve` and the viewer solve), or also
/// why each view has its size (`plumb solve --explain`, the viewer's inspector).
let record = option("--record", default: "none")
guard ["none", "queries", "sizes"].contains(record) else {
    FileHandle.standardError.write("plumb-bench: --record is none, queries or sizes\n".data(using: .utf8)!)
    exit(2)
}

/// `--runs N`: exactly N solves a phase, for instruction counts (valgrind) that do not depend on the clock.
let fixedRuns = Int(option("--runs", default: ""))

/// Median microseconds of `body` over repeated runs (at least 5, up to 201, about half a second in all; `--runs`).
func measure(_ setUp: () -> Void, _ body: () -> Void) -> (median: Double, runs: Int) {
    var samples: [Double] = []
    let budget = DispatchTime.now().uptimeNanoseconds + 500_000_000
    func more() -> Bool {
        if let fixedRuns { return samples.count < fixedRuns }
        return samples.count < 5 || (samples.count < 201 && DispatchTime.now().uptimeNanoseconds < budget)
    }
    while more() {
        setUp()
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
    }
    samples.sort()
    return (samples[samples.count / 2], samples.count)
}

func report(_ shape: LayoutShape, _ phase: String, _ result: (median: Double, runs: Int)) {
    let perNode = result.median * 1000 / Double(shape.nodes)
    if json {
        print("{\"shape\": \"\(shape.name)\", \"nodes\": \(shape.nodes), \"phase\": \"\(phase)\", \"median_us\": \(String(format: "%.1f", result.median)), \"ns_per_node\": \(String(format: "%.1f", perNode)), \"runs\": \(result.runs)}")
    } else {
        print("\(shape.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(String(shape.nodes).padding(toLength: 8, withPad: " ", startingAt: 0)) \(phase.padding(toLength: 5, withPad: " ", startingAt: 0)) \(String(format: "%10.1f µs  %7.1f ns/node", result.median, perNode))  (\(result.runs) runs)")
    }
}

let proposal = ProposedViewSize(width: 1280, height: nil)
for name in shapes {
    for size in sizes {
        guard let shape = LayoutShape.make(name, size: size) else {
            FileHandle.standardError.write("plumb-bench: unknown shape \(name)\n".data(using: .utf8)!)
            exit(2)
        }
        let engine = LayoutEngine()
        engine.recordsQueries = record != "none"
        engine.explainsSizes = record == "sizes"
        engine.load(shape.tree)
        guard let target = engine.node(withID: "target") else { fatalError("shape \(name) has no target leaf") }
        report(shape, "cold", measure({ engine.invalidateAll() }) { engine.layout(proposal: proposal) })
        var flipped = false
        report(shape, "incr", measure({
            flipped.toggle()
            engine.replaceKind(of: target, with: flipped ? shape.changed : shape.original)
        }) { engine.layout(proposal: proposal) })
        report(shape, "noop", measure({}) { engine.layout(proposal: proposal) })
    }
}

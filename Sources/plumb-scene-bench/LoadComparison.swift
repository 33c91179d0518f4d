import Foundation

/// `plumb-scene-bench load --against OTHER [--rounds 5] [--runs 3] [--rows 3000]`: the load benchmark of this binary
/// (after) against another build's (before), in interleaved rounds so both meet the same machine: each round runs
/// `OTHER load` and this binary's `load` as processes, in alternating order, and each figure's after ÷ before ratio
/// is taken per round. Prints, per figure, the median ratio with its spread (lowest–highest) and both medians.
func runLoadComparison(against other: String, arguments: [String]) {
    func option(_ name: String, default value: Int) -> Int {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
        return Int(arguments[index + 1]) ?? value
    }
    let rounds = option("--rounds", default: 5)
    let load = ["load", "--runs", "\(option("--runs", default: 3))", "--rows", "\(option("--rows", default: 3_000))"]
    let this = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    var before: [[LoadFigure]] = []
    var after: [[LoadFigure]] = []
    for round in 0..<rounds {
        // Alternating which goes first, so neither always meets the machine as the other left it.
        let order = round.isMultiple(of: 2) ? [(other, false), (this, true)] : [(this, true), (other, false)]
        for (binary, isAfter) in order {
            guard let figures = LoadFigure.run(binary, load) else {
                FileHandle.standardError.write(Data("plumb-scene-bench load: \(binary) \(load.joined(separator: " ")) failed\n".utf8))
                exit(1)
            }
            if isAfter { after.append(figures) } else { before.append(figures) }
        }
    }
    for (index, figure) in after[0].enumerated() where index < before[0].count {
        let ratios = zip(before, after).map { $1[index].median / $0[index].median }.sorted()
        let medianBefore = before.map { $0[index].median }.sorted()[rounds / 2]
        let medianAfter = after.map { $0[index].median }.sorted()[rounds / 2]
        print(String(format: "{\"bench\": \"%@\", \"ratio_after_before\": %.3f, \"ratio_lowest\": %.3f, \"ratio_highest\": %.3f, \"before_ms\": %.3f, \"after_ms\": %.3f, \"rounds\": %d}",
                     figure.name, ratios[rounds / 2], ratios.first!, ratios.last!, medianBefore, medianAfter, rounds))
    }
}

/// One figure a `plumb-scene-bench load` process printed.
private struct LoadFigure {
    let name: String
    let median: Double

    /// The figures `binary` prints for `arguments`, in order; nil when it fails.
    static func run(_ binary: String, _ arguments: [String]) -> [LoadFigure]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let name = object["bench"] as? String, let median = object["median_ms"] as? Double else { return nil }
            return LoadFigure(name: name, median: median)
        }
    }
}

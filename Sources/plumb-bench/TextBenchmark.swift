import BenchSupport
import Foundation
import PlumbLayout
import PlumbRender

/// `plumb-bench text [--metrics shared/text/sf-metrics.csv] [--runs 31]`: how close Plumb's text widths are to San
/// Francisco's, and what measuring costs.
///
/// Widths: for every row of iOS's metrics table (each size and weight, and the regular italic) and each of a set of
/// strings, the width Plumb measures against the sum of the row's advances (what Core Text sets before kerning),
/// as the error in %: median and worst per weight, for San Francisco's metrics (the default) and for DejaVu Sans's own
/// (what Plumb measured with before). Cost: the median time to set a fixed set of texts (one line, wrapped at three
/// widths, cut to two lines) with a fresh measurer, San Francisco's metrics against a font's own through Pango, the two
/// interleaved in one run, and their ratio.
func runTextBenchmark(arguments: [String]) {
    func option(_ name: String, default value: String) -> String {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
        return arguments[index + 1]
    }
    let path = option("--metrics", default: "../shared/text/sf-metrics.csv")
    let runs = Int(option("--runs", default: "31")) ?? 31
    guard let table = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write("plumb-bench text: cannot read \(path) (give --metrics PATH to sf-metrics.csv)\n".data(using: .utf8)!)
        exit(2)
    }
    let strings = [
        "Some SwiftUI text", "Settings", "Hello, World!", "Total: $1,234.56", "The quick brown fox jumps over the lazy dog",
        "WWDC Keynote 2026", "illuminating, little", "Mountains & Rivers (2nd ed.)", "user@example.com", "Q3 revenue: +12%",
    ]
    let sanFrancisco = PangoTextMeasurer()
    let dejaVu = PangoTextMeasurer(family: "DejaVu Sans")
    var errors: [String: (sf: [Double], dejaVu: [Double])] = [:]
    for line in table.split(whereSeparator: \.isNewline).dropFirst() {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        guard fields.count == 105, fields[4] == "0", let size = Double(fields[1]) else { continue }
        let italic = fields[3] == "1"
        guard let weight = Font.Weight(rawValue: String(fields[2])) else { continue }
        let advances = fields[10...].map { Double($0) ?? 0 }
        var font = Font.system(size: CGFloat(size), weight: weight)
        if italic { font = font.italic() }
        let key = italic ? "italic" : weight.rawValue
        for string in strings {
            let expected = string.utf8.reduce(0.0) { $0 + advances[Int($1) - 0x20] }
            let sf = Double(sanFrancisco.width(of: string, font: font))
            let own = Double(dejaVu.width(of: string, font: font))
            errors[key, default: ([], [])].sf.append(abs(sf - expected) / expected * 100)
            errors[key, default: ([], [])].dejaVu.append(abs(own - expected) / expected * 100)
        }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print("width error against iOS's advance sums, % (median / worst), \(strings.count) strings × every tabled size")
    print("variant       San Francisco metrics    DejaVu Sans (before)")
    let order = Font.Weight.allCases.map(\.rawValue) + ["italic"]
    var all: (sf: [Double], dejaVu: [Double]) = ([], [])
    for key in order {
        guard let values = errors[key] else { continue }
        all.sf += values.sf
        all.dejaVu += values.dejaVu
        print(key.padding(toLength: 14, withPad: " ", startingAt: 0)
              + String(format: "%7.4f / %7.4f       %6.2f / %6.2f", median(values.sf), values.sf.max()!, median(values.dejaVu), values.dejaVu.max()!))
    }
    print("all           " + String(format: "%7.4f / %7.4f       %6.2f / %6.2f", median(all.sf), all.sf.max()!, median(all.dejaVu), all.dejaVu.max()!))

    // Cost: the same texts set cold by each measurer, interleaved.
    let runsToSet = strings.flatMap { string in
        [Font.body, .headline, .footnote].flatMap { font in
            [
                (TextRun(string, font: font), ProposedViewSize.unspecified),
                (TextRun(string, font: font), ProposedViewSize(width: 120, height: nil)),
                (TextRun(string, font: font), ProposedViewSize(width: 60, height: nil)),
                (TextRun(string, font: font, lineLimit: 2), ProposedViewSize(width: 40, height: nil)),
            ]
        }
    }
    func cost(_ measurer: PangoTextMeasurer) -> Double {
        milliseconds(clock: CLOCK_THREAD_CPUTIME_ID) { for (run, proposal) in runsToSet { _ = measurer.measure(run, proposal: proposal) } }
    }
    var sfTimes: [Double] = []
    var ownTimes: [Double] = []
    for _ in 0..<max(1, runs) {
        sfTimes.append(cost(PangoTextMeasurer()))
        ownTimes.append(cost(PangoTextMeasurer(family: "DejaVu Sans")))
    }
    let perText = { (times: [Double]) in median(times) * 1000 / Double(runsToSet.count) }
    print(String(format: "measuring, µs per text (thread CPU, median of %d): San Francisco %.2f, a font's own through Pango %.2f, ratio %.3f",
                 runs, perText(sfTimes), perText(ownTimes), median(sfTimes) / median(ownTimes)))
}

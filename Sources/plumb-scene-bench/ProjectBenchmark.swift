import BenchSupport
import Foundation
import PlumbScene
import SwiftParser

/// `plumb-scene-bench project [--runs 21] [--files 50]`: issue "Open a real project"'s speed goals, as JSON lines, each
/// a ratio of two figures timed in the same run, one after the other in every round (the machine's speed drifts
/// between minutes, rarely within a round):
/// - `project_open`: opening a package whose module has `--files` files (≈ 10,000 lines for 50: a model file, files of section
///   views, a screen using them all) — reading it from disk, parsing, indexing, lowering every body — against
///   swift-syntax parsing the same texts alone, one file after another (the goal: at most 1.2×);
/// - `project_save`: loading the module again after a save of one file's body (the last reading, parse and program
///   reused, as the viewer does: unchanged files are not read again, and the edited body is lowered again in place) against the same save of that one file
///   alone — a scratch file beside the package's targets, which is a scene of its own, with the model's few
///   declarations it uses put in it so that it loads without errors — reusing its last load the same way (the goal:
///   at most 1.3×). Both write the file and load it from disk, as the viewer does after a save.
/// Each gives the median of the rounds' ratios, the medians of both figures in milliseconds, wall and CPU time, and
/// the median time freeing what the measured side made took (not in its figure). The open, which parses and lowers on
/// both cores, also gives how far the cores ran side by side (``ParallelProbe``) and its ratio in those rounds.
func runProjectBenchmark(arguments: [String]) {
    let runs = option("--runs", in: arguments).flatMap { Int($0) } ?? 21
    let fileCount = max(3, option("--files", in: arguments).flatMap { Int($0) } ?? 50)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-project-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let texts = ProjectBenchmarkSource.module(files: fileCount)
    let sources = folder.appendingPathComponent("Sources/Bench")
    do {
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try ProjectBenchmarkSource.manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for (name, text) in texts { try text.write(to: sources.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    } catch {
        FileHandle.standardError.write(Data("plumb-scene-bench: cannot write the module: \(error)\n".utf8))
        exit(1)
    }
    let lines = texts.reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count }

    let parse = { texts.map { Parser.parse(source: $0.text) } as Any }
    let open = {
        let document = SceneDocument(contentsOf: folder.path)
        precondition(!document.hasLoadErrors, "\(document.loadDiagnostics)")
        return document as Any
    }
    let probe = ParallelProbe()
    let parseOnTwoThreads = { probe.parse(texts.map(\.text)) }
    report("project_open", files: texts.count, lines: lines, runs: runs, measured: open, reference: parse, probe: parseOnTwoThreads)

    // A save of one section file, swapping between two texts; the module and the file alone each reuse their last parse.
    let (edited, original) = (texts[1].name, texts[1].text)
    let changed = original.replacingOccurrences(of: "Text(\"Section 0\")", with: "Text(\"Section zero\")")
    precondition(changed != original)
    let editedPath = sources.appendingPathComponent(edited).path
    var moduleRead = SceneSources.read(editedPath)
    var moduleParse = SceneDocument(sources: moduleRead).parsedModule
    // The file alone: a scratch file in the package's folder but in none of its targets (a scene of its own), saved
    // and reloaded the way the module's file is.
    let (alone, aloneChanged) = (texts[0].text + "\n" + original, texts[0].text + "\n" + changed)
    let aloneFolder = folder.appendingPathComponent("Scratch")
    let alonePath = aloneFolder.appendingPathComponent(edited).path
    try? FileManager.default.createDirectory(at: aloneFolder, withIntermediateDirectories: true)
    try? alone.write(toFile: alonePath, atomically: true, encoding: .utf8)
    var fileRead = SceneSources.read(alonePath)
    var fileParse = SceneDocument(sources: fileRead).parsedModule
    var showsEdit = false
    let saveModule = {
        showsEdit.toggle()
        try? (showsEdit ? changed : original).write(toFile: editedPath, atomically: true, encoding: .utf8)
        moduleRead = SceneSources.read(editedPath, reusing: moduleRead)
        let document = SceneDocument(sources: moduleRead, reusing: moduleParse)
        precondition(!document.hasLoadErrors)
        moduleParse = document.parsedModule
        return document as Any
    }
    var fileShowsEdit = false
    let saveFile = {
        fileShowsEdit.toggle()
        try? (fileShowsEdit ? aloneChanged : alone).write(toFile: alonePath, atomically: true, encoding: .utf8)
        fileRead = SceneSources.read(alonePath, reusing: fileRead)
        let document = SceneDocument(sources: fileRead, reusing: fileParse)
        precondition(!document.hasLoadErrors)
        fileParse = document.parsedModule
        return document as Any
    }
    report("project_save", files: texts.count, lines: lines, runs: runs, measured: saveModule, reference: saveFile)
}

/// Times `measured` and `reference` one after the other in each of `runs` rounds, and prints their ratio. What each
/// made (a document, syntax trees) is freed after its clock stopped and before the other side runs, so both start
/// from the same heap; the freeing is timed apart: a viewer shows the new document before it frees the one it
/// replaces, and `plumb` exits without freeing. A `probe` (the reference's work on two threads) is timed after them
/// in each round: the reference's time over the probe's is how far the machine's cores ran side by side in that
/// round, and the ratio is given apart for the rounds where they did (a speedup of at least
/// `sideBySideSpeedup`).
private func report(
    _ name: String, files: Int, lines: Int, runs: Int, measured: () -> Any, reference: () -> Any, probe: (() -> Any)? = nil
) {
    _ = (measured(), reference(), probe?())
    var ratios: [Double] = []
    var (wall, cpu, referenceWall, referenceCPU, release) = ([Double](), [Double](), [Double](), [Double](), [Double]())
    var speedups: [Double] = []
    for _ in 0..<max(1, runs) {
        var made: [Any] = []
        var measuredCPU = 0.0
        let measuredWall = milliseconds { measuredCPU = milliseconds(clock: CLOCK_PROCESS_CPUTIME_ID) { made = [measured()] } }
        release.append(milliseconds { made.removeAll() })
        var baseCPU = 0.0
        let baseWall = milliseconds { baseCPU = milliseconds(clock: CLOCK_PROCESS_CPUTIME_ID) { made = [reference()] } }
        made.removeAll()
        if let probe {
            speedups.append(baseWall / milliseconds { made = [probe()] })
            made.removeAll()
        }
        ratios.append(measuredWall / baseWall)
        wall.append(measuredWall)
        cpu.append(measuredCPU)
        referenceWall.append(baseWall)
        referenceCPU.append(baseCPU)
    }
    let middle = { (samples: [Double]) in samples.sorted()[samples.count / 2] }
    let spread = ratios.sorted()
    print(
        "{\"bench\": \"\(name)\", \"files\": \(files), \"lines\": \(lines), \"runs\": \(runs), \"ratio_median\": \(format(middle(ratios))), "
            + "\"ratio_min\": \(format(spread.first!)), \"ratio_max\": \(format(spread.last!)), "
            + "\"median_ms\": \(format(middle(wall))), \"cpu_median_ms\": \(format(middle(cpu))), "
            + "\"reference_median_ms\": \(format(middle(referenceWall))), \"reference_cpu_median_ms\": \(format(middle(referenceCPU))), "
            + "\"release_median_ms\": \(format(middle(release)))\(speedups.isEmpty ? "" : sideBySide(ratios, speedups))}"
    )
}

/// The two-thread speedup from which a round counts as one where the cores ran side by side: 1.9× then, 1.15–1.35×
/// when they share one core's time.
private let sideBySideSpeedup = 1.6

/// The JSON fields of a run with a ``ParallelProbe``: the median speedup, and the rounds where the cores ran side by
/// side, with their median ratio.
private func sideBySide(_ ratios: [Double], _ speedups: [Double]) -> String {
    let parallel = zip(ratios, speedups).filter { $0.1 >= sideBySideSpeedup }.map(\.0).sorted()
    let median = parallel.isEmpty ? "null" : format(parallel[parallel.count / 2])
    return ", \"parallel_speedup_median\": \(format(speedups.sorted()[speedups.count / 2])), "
        + "\"rounds_side_by_side\": \(parallel.count), \"ratio_median_side_by_side\": \(median)"
}

/// A module in the style of real SwiftUI code, in files: a model, files of section views (ten each), and a screen
/// using every section.
enum ProjectBenchmarkSource {
    static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(name: "Bench", targets: [.target(name: "Bench")])
    """

    static func module(files: Int) -> [(name: String, text: String)] {
        let model = """
        import SwiftUI

        struct Setting: Identifiable { let id: Int; var name: String; var weight: Double }
        enum Emphasis: String, CaseIterable { case quiet, normal, loud }
        extension View { func tile(_ inset: CGFloat = 6) -> some View { padding(inset).frame(minWidth: 80) } }
        """
        let sectionFiles = files - 2
        var result = [(name: "Model.swift", text: model)]
        for file in 0..<sectionFiles {
            var lines = ["import SwiftUI", ""]
            for index in (file * 10)..<(file * 10 + 10) { lines += section(index) }
            result.append((name: "Sections\(file).swift", text: lines.joined(separator: "\n")))
        }
        var screen = ["import SwiftUI", "", "struct ContentView: View {"]
        screen.append("    let settings = (0..<6).map { Setting(id: $0, name: \"Option \\($0)\", weight: Double($0) / 3) }")
        screen += ["    var body: some View {", "        ScrollView {", "            VStack(spacing: 12) {"]
        for index in 0..<(sectionFiles * 10) {
            screen.append("                Section\(index)(settings: settings, emphasis: Emphasis.allCases[\(index) % 3])")
        }
        screen += ["            }", "        }", "    }", "}", "", "#Preview { ContentView() }"]
        result.append((name: "ContentView.swift", text: screen.joined(separator: "\n")))
        return result
    }

    private static func section(_ index: Int) -> [String] {
        [
            "/// Section \(index) of the settings.",
            "struct Section\(index): View {",
            "    let settings: [Setting]",
            "    var emphasis: Emphasis = .normal",
            "    @State private var expanded = true",
            "    private var weight: Double { settings.map(\\.weight).reduce(0, +) }",
            "    private func caption(_ setting: Setting) -> String { \"\\(setting.name) (\\(setting.id))\" }",
            "",
            "    var body: some View {",
            "        VStack(alignment: .leading, spacing: 6) {",
            "            HStack { Text(\"Section \(index)\"); Spacer(); Text(\"\\(weight)\") }",
            "            if expanded {",
            "                ForEach(settings) { setting in",
            "                    Text(caption(setting)).tile(setting.weight > 1 ? 8 : 4)",
            "                }",
            "            }",
            "            Group {",
            "                if emphasis == .quiet { Color.gray.frame(height: 1) } else { Text(emphasis.rawValue.uppercased()) }",
            "            }",
            "        }",
            "    }",
            "}",
            "",
        ]
    }
}

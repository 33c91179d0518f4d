import BenchSupport
import Foundation
import PlumbLayout
import PlumbScene
import SwiftParser

/// `plumb-scene-bench scene [--runs 51] [--only NAME] [--file SCENE] [--sections 16]`: issue 3's speed goals, as JSON
/// lines. A scene in the style of real SwiftUI code (models, enums, helpers, a view per section: 16 sections make 347
/// lines, 14 make 305): median warm times of swift-syntax's parse alone, in one piece
/// on one thread, parse + load (the file parsed in pieces side by side, declarations indexed, bodies lowered),
/// parse + load + interpret (the preview evaluated into the engine's view tree: issue 3's goal), all that +
/// solve, and a reload after an edit to one section (parse + interpret reusing the last parse, as the viewer does);
/// then a 40,000-view scene checked from scratch (parse, interpret, solve), as `plumb check` does. Each figure
/// comes with the process's CPU time too (all its threads), which a busy machine's other processes disturb less, and
/// the median time to free what the run made (`release_median_ms`), which its figure does not include: a viewer shows
/// the new document before it frees the one it replaced.
/// `--only` runs one of the figures; `--file` loads a scene file of your own instead.
func runSceneBenchmark(arguments: [String]) {
    let runs = option("--runs", in: arguments).flatMap { Int($0) } ?? 51
    let only = option("--only", in: arguments)
    let file = option("--file", in: arguments)
    let sections = max(1, option("--sections", in: arguments).flatMap { Int($0) } ?? 16)
    guard let source = file.map({ try? String(contentsOfFile: $0, encoding: .utf8) }) ?? SceneBenchmarkSource.settings(sections: sections) else {
        FileHandle.standardError.write(Data("plumb-scene-bench: cannot read \(file ?? "")\n".utf8))
        exit(1)
    }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
    let parse: () -> Any = { Parser.parse(source: source) }
    let load: () -> Any = { SceneDocument(source: source, file: "Bench.swift") }
    let interpret: () -> Any = {
        let document = SceneDocument(source: source, file: "Bench.swift")
        precondition(document.viewTree() != nil)
        return document
    }
    let full: () -> Any = {
        let document = SceneDocument(source: source, file: "Bench.swift")
        let solution = document.solve()
        precondition(!solution.hasErrors, "\(solution.diagnostics)")
        return document
    }
    // A reload after a save that changed one section, as the viewer does it: the last load's parse is reused for
    // the declarations whose text is unchanged. Each run swaps between the two texts.
    let edited = source.replacingOccurrences(of: "Text(\"Section 7\")", with: "Text(\"Section seven\")")
    var previous = SceneDocument(source: source, file: "Bench.swift").parsedModule
    var showsEdit = false
    let reload: () -> Any = {
        showsEdit.toggle()
        let document = SceneDocument(source: showsEdit ? edited : source, file: "Bench.swift", reusing: previous)
        precondition(document.viewTree() != nil && document.parsedModule?.reusedPieceCount ?? 0 > 0)
        previous = document.parsedModule
        return document
    }
    for (name, body) in [
        ("scene_parse", parse), ("scene_load", load), ("scene_interpret", interpret), ("scene_load_solve", full),
        ("scene_reload_edited", reload),
    ] where only == nil || only == name {
        let wall = medians(runs, releasing: body)
        let cpu = medians(runs, clock: CLOCK_PROCESS_CPUTIME_ID, releasing: body)
        print(
            "{\"bench\": \"\(name)\", \"lines\": \(lines), \"median_ms\": \(format(wall.make)), \"cpu_median_ms\": \(format(cpu.make)), "
                + "\"release_median_ms\": \(format(wall.release)), \"runs\": \(runs)}"
        )
    }

    guard only == nil || only == "scene_check_large" else { return }
    let large = SceneBenchmarkSource.grid(rows: 200, columns: 200)
    var views = 0
    var cpu = 0.0
    let check = milliseconds {
        cpu = milliseconds(clock: CLOCK_PROCESS_CPUTIME_ID) {
            let solution = SceneDocument(source: large, file: "Grid.swift").solve()
            precondition(!solution.hasErrors, "\(solution.diagnostics)")
            views = solution.tree.map { count($0.root) } ?? 0
        }
    }
    print("{\"bench\": \"scene_check_large\", \"solved_nodes\": \(views), \"ms\": \(format(check)), \"cpu_ms\": \(format(cpu))}")
}

/// The value after `name` in the arguments.
func option(_ name: String, in arguments: [String]) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

private func count(_ node: SolvedNode) -> Int {
    node.children.reduce(1) { $0 + count($1) }
}

/// Scene sources for the benchmark.
enum SceneBenchmarkSource {
    /// A settings-like screen of `sections` sections, each a view with state, helpers and a condition: 11 lines + 21
    /// a section.
    static func settings(sections: Int) -> String {
        var lines = [
            "import SwiftUI",
            "struct Setting: Identifiable { let id: Int; var name: String; var weight: Double }",
            "enum Emphasis: String, CaseIterable { case quiet, normal, loud }",
            "extension View { func tile(_ inset: CGFloat = 6) -> some View { padding(inset).frame(minWidth: 80) } }",
        ]
        for index in 0..<sections {
            lines += [
                "struct Section\(index): View {",
                "    let settings: [Setting]",
                "    var emphasis: Emphasis = .normal",
                "    @State private var expanded = true",
                "    var weight: Double { settings.map(\\.weight).reduce(0, +) }",
                "    func caption(_ setting: Setting) -> String { \"\\(setting.name) (\\(setting.id))\" }",
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
            ]
        }
        lines.append("struct ContentView: View {")
        lines.append("    let settings = (0..<6).map { Setting(id: $0, name: \"Option \\($0)\", weight: Double($0) / 3) }")
        lines.append("    var body: some View {")
        lines.append("        VStack(spacing: 12) {")
        for index in 0..<sections {
            lines.append("            Section\(index)(settings: settings, emphasis: Emphasis.allCases[\(index) % 3])")
        }
        lines += ["        }", "    }", "}"]
        return lines.joined(separator: "\n")
    }

    /// `rows × columns` coloured cells, each a frame around a Color: 2 × rows × columns views plus the stacks.
    static func grid(rows: Int, columns: Int) -> String {
        """
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                VStack(spacing: 1) {
                    ForEach(0..<\(rows), id: \\.self) { row in
                        HStack(spacing: 1) {
                            ForEach(0..<\(columns), id: \\.self) { column in
                                Color.gray.frame(width: 1, height: 1)
                            }
                        }
                    }
                }
            }
        }
        """
    }
}

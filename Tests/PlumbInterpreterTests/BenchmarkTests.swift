import Foundation
import Testing
@testable import PlumbInterpreter

/// A 300-line scene in the style of real SwiftUI code: models, enums, helpers, a dozen views.
func benchmarkScene() -> String {
    var lines = [
        "import SwiftUI",
        "struct Item: Identifiable { let id: Int; var title: String; var score: Double }",
        "enum Style: String, CaseIterable { case plain, bold, framed }",
        "extension View { func card(_ inset: CGFloat = 4) -> some View { padding(inset).frame(width: 120) } }",
    ]
    for index in 0..<15 {
        lines += [
            "struct Row\(index): View {",
            "    let items: [Item]",
            "    var style: Style = .plain",
            "    @State private var selected = 0",
            "    var total: Double { items.reduce(0) { $0 + $1.score } }",
            "    func label(for item: Item) -> String { \"\\(item.title) #\\(item.id)\" }",
            "    var body: some View {",
            "        VStack(alignment: .leading, spacing: 4) {",
            "            Text(\"Row \(index): \\(total)\")",
            "            ForEach(items) { item in",
            "                Text(label(for: item)).card(item.score > 2 ? 8 : 2)",
            "            }",
            "            switch style {",
            "            case .plain: Rectangle().frame(height: 1)",
            "            case .bold, .framed: Text(style.rawValue)",
            "            }",
            "        }",
            "    }",
            "}",
        ]
    }
    lines += [
        "struct ContentView: View {",
        "    let items = (0..<8).map { Item(id: $0, title: \"Item \\($0)\", score: Double($0) / 2) }",
        "    var body: some View {",
        "        VStack {",
    ]
    lines += (0..<15).map { "            Row\($0)(items: items, style: Style.allCases[\($0) % 3])" }
    lines += ["        }", "    }", "}"]
    return lines.joined(separator: "\n")
}

/// Evaluates every view of a fake tree (user views' bodies included), as an embedder walking it would.
func evaluateTree(_ value: Value, _ interpreter: Interpreter) throws -> Int {
    switch value {
    case .native(let object):
        guard let node = object.payload as? FakeNode else { return 1 }
        return try node.children.reduce(1) { $0 + (try evaluateTree($1, interpreter)) }
    case .instance:
        return try 1 + evaluateTree(interpreter.body(of: value), interpreter)
    default:
        return 1
    }
}

/// Parses, loads and evaluates the benchmark scene; prints the best warm time (run with `-c release` for the figure).
@Test func benchmarkSceneLoadsAndEvaluates() throws {
    let scene = benchmarkScene()
    #expect((300...320).contains(scene.split(separator: "\n").count))
    let library = FakeSwiftUI.library()
    let runs = ProcessInfo.processInfo.environment["PLUMB_BENCH_RUNS"].flatMap(Int.init) ?? 20
    var (bestLoad, bestTotal, views) = (Double.infinity, Double.infinity, 0)
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let interpreter = Interpreter(library: library)
        let diagnostics = interpreter.load(source: scene, file: "Bench.swift")
        let loaded = DispatchTime.now().uptimeNanoseconds
        views = try evaluateTree(interpreter.evaluate(interpreter.entryPoint()), interpreter)
        let end = DispatchTime.now().uptimeNanoseconds
        #expect(diagnostics.isEmpty)
        bestLoad = min(bestLoad, Double(loaded - start) / 1e6)
        bestTotal = min(bestTotal, Double(end - start) / 1e6)
    }
    let interpreter = Interpreter(library: library)
    interpreter.load(source: scene, file: "Bench.swift")
    let rendered = try FakeSwiftUI.render(interpreter.evaluate(interpreter.entryPoint()), interpreter)
    #expect(rendered.hasPrefix("ContentView{VStack(center,nil)[TupleView[Row0{VStack(leading,4.0)[TupleView[Text(Row 0: 14.0), ForEach[frame(120.0xnil)[padding(2.0)[Text(Item 0 #0)]]"))
    #expect(views == 458)
    print("benchmark: \(scene.split(separator: "\n").count)-line scene: parse + load \(String(format: "%.2f", bestLoad)) ms, + evaluating \(views) views \(String(format: "%.2f", bestTotal)) ms (best of \(runs))")
}

/// A 40,000-view scene evaluated end to end; set `PLUMB_BENCH=1` (and build with `-c release`) to run it.
@Test(.enabled(if: ProcessInfo.processInfo.environment["PLUMB_BENCH"] != nil))
func benchmarkFortyThousandViews() throws {
    let harness = Harness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                ForEach(0..<200) { row in
                    VStack(spacing: 1) { ForEach(0..<200) { column in Text("\\(row),\\(column)").padding(1) } }
                }
            }
        }
    }
    """)
    let interpreter = harness.interpreter
    let start = DispatchTime.now().uptimeNanoseconds
    let views = try evaluateTree(interpreter.evaluate(interpreter.entryPoint()), interpreter)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    #expect(views == 80_403)
    print("benchmark: \(views) values (40,000 Text views with a modifier each) evaluated in \(String(format: "%.3f", seconds)) s")
}

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

/// The 300-line scene loads without diagnostics and evaluates, user views' bodies included, to the expected tree.
/// (Its speed is `plumb-scene-bench scene`'s business, not a test's.)
@Test func realisticSceneLoadsAndEvaluates() throws {
    let scene = benchmarkScene()
    #expect((300...320).contains(scene.split(separator: "\n").count))
    let interpreter = Interpreter(library: FakeSwiftUI.library())
    #expect(interpreter.load(source: scene, file: "Bench.swift").isEmpty)
    #expect(try evaluateTree(interpreter.evaluate(interpreter.entryPoint()), interpreter) == 458)
    let rendered = try FakeSwiftUI.render(interpreter.evaluate(interpreter.entryPoint()), interpreter)
    #expect(rendered.hasPrefix("ContentView{VStack(center,nil)[TupleView[Row0{VStack(leading,4.0)[TupleView[Text(Row 0: 14.0), ForEach[frame(120.0xnil)[padding(2.0)[Text(Item 0 #0)]]"))
}

import Foundation
import Testing
@testable import PlumbScene

private let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("examples")

/// Every example whose views have a `body`, edited inside its first one (a statement and a line more, so everything
/// after moves), reloads in place and solves to the same tree, with the same diagnostics, as the edited text loaded
/// from scratch.
@Test(arguments: try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".swift") }.sorted())
func anExampleEditedInABodyReloadsInPlaceAsItLoads(_ name: String) throws {
    let path = examples.appendingPathComponent(name).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let opening = "var body: some View {"
    guard text.contains(opening) else { return }
    let edited = text.replacingOccurrences(of: opening, with: opening + "\n        let _ = 1 + 1\n", options: [], range: text.range(of: opening))
    let first = SceneDocument(source: text, file: path)
    #expect(first.loadDiagnostics.filter { $0.severity == .error }.isEmpty)
    let reloaded = SceneDocument(source: edited, file: path, reusing: first.parsedModule)
    let scratch = SceneDocument(source: edited, file: path)
    #expect(reloaded.reloadedInPlace == first.loadDiagnostics.isEmpty)
    #expect(reloaded.loadDiagnostics.map(\.description) == scratch.loadDiagnostics.map(\.description))
    for preview in scratch.previews.indices {
        let (a, b) = (reloaded.solve(SolveRequest(preview: preview)), scratch.solve(SolveRequest(preview: preview)))
        #expect(a.tree?.json == b.tree?.json, "preview \(preview)")
        #expect(a.diagnostics.map(\.description) == b.diagnostics.map(\.description), "preview \(preview)")
    }
}

import Foundation
import PlumbInterpreter
import PlumbLayout
import Testing
@testable import PlumbScene

/// The texts of a scene whose `Text`s show `expressions`, loaded from `App/Scene.swift` of a project holding
/// `App/data.txt` ("inside") and `App/.env` ("hidden"), beside a folder outside it holding `secret.txt` ("secret"),
/// which the project links to (`App/link.txt` to the file, `App/Linked` to the folder). `ROOT` in an expression stands
/// for the project's path, `OUTNAME` for the outside folder's name (beside the project).
private func texts(_ expressions: [String]) throws -> (texts: [String], diagnostics: [String]) {
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-outside-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: outside) }
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try "secret".write(to: outside.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
    var result: (texts: [String], diagnostics: [String]) = ([], [])
    try withProject(["App/data.txt": "inside", "App/.env": "hidden"]) { root in
        let app = root.appendingPathComponent("App")
        try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("link.txt"), withDestinationURL: outside.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(at: app.appendingPathComponent("Linked"), withDestinationURL: outside)
        let texts = expressions.map { expression in
            let filled = expression.replacingOccurrences(of: "ROOT", with: root.path).replacingOccurrences(of: "OUTNAME", with: outside.lastPathComponent)
            return "            Text(\(filled))"
        }
        let scene = "import SwiftUI\nstruct ContentView: View {\n    var body: some View {\n        VStack {\n\(texts.joined(separator: "\n"))\n        }\n    }\n}\n"
        let file = app.appendingPathComponent("Scene.swift")
        try scene.write(to: file, atomically: true, encoding: .utf8)
        let solution = SceneDocument(contentsOf: file.path).solve(SolveRequest(size: CGSize(width: 400, height: 800)))
        result = (solution.texts, SceneHarness.summaries(solution))
    }
    return result
}

@Test func aSceneReadsItsProjectsResourcesAndNothingElse() throws {
    let read = try texts([
        #"(try? String(contentsOfFile: "ROOT/App/data.txt")) ?? "refused""#,
        #"(try? String(contentsOfFile: "/etc/passwd")) ?? "refused""#,
        #"(try? String(contentsOf: URL(fileURLWithPath: "/etc/passwd"), encoding: .utf8)) ?? "refused""#,
        #"(try? Data(contentsOf: URL(string: "file:///etc/passwd")!)).map { "\($0.count) bytes" } ?? "refused""#,
        #"FileManager.default.contents(atPath: "/etc/passwd") == nil ? "refused" : "read""#,
        #"FileManager.default.fileExists(atPath: "/etc/passwd") ? "exists" : "refused""#,
        #"(try? String(contentsOfFile: "ROOT/App/../../OUTNAME/secret.txt")) ?? "refused""#,
        #"(try? String(contentsOfFile: "ROOT/App/../App/data.txt")) ?? "refused""#,
        #"(try? String(contentsOfFile: "ROOT/App/link.txt")) ?? "refused""#,
        #"(try? String(contentsOfFile: "ROOT/App/Linked/secret.txt")) ?? "refused""#,
        #"Bundle.main.path(forResource: "secret", ofType: "txt") ?? "not found""#,
        #"Bundle.main.path(forResource: "link", ofType: "txt") ?? "not found""#,
        #"(try? String(contentsOfFile: "ROOT/App/.env")) ?? "refused""#,
        #"(try? String(contentsOfFile: "App/data.txt")) ?? "refused""#,
    ])
    #expect(read.diagnostics == [])
    #expect(read.texts == [
        "inside", "refused", "refused", "refused", "refused", "refused", "refused", "inside", "refused", "refused",
        "not found", "not found", "refused", "refused",
    ])
}

@Test func aSceneSeesNoEnvironmentAndNoNetwork() {
    let solution = SceneHarness("""
    import SwiftUI
    struct ContentView: View {
        var body: some View {
            VStack {
                Text(getenv("HOME") == nil ? "no HOME" : "HOME")
                Text(ProcessInfo.processInfo.environment["PATH"] ?? "no PATH")
                Text(ProcessInfo.processInfo.environment.keys.sorted().joined(separator: ","))
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(solution.texts == ["no HOME", "no PATH", "XCODE_RUNNING_FOR_PREVIEWS"])
}

@Test func writingAFileOrStartingAProcessIsAnErrorWhereItRuns() throws {
    let target = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-written-\(UUID().uuidString)").path
    let solution = SceneHarness("""
    import SwiftUI
    struct Writer: View {
        var body: some View {
            let _ = try? "x".write(toFile: "\(target)", atomically: true, encoding: .utf8)
            Text("written")
        }
    }
    struct Runner: View {
        var body: some View {
            let process = Process()
            Text("ran")
        }
    }
    #Preview { VStack { Writer(); Runner() } }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [
        "Scene.swift:4:26: error: value of type 'String' has no member 'write'",
        "Scene.swift:10:23: error: this code cannot run in a preview: it uses 'Process' (Foundation), which Plumb does not model",
    ])
    #expect(!FileManager.default.fileExists(atPath: target))
}

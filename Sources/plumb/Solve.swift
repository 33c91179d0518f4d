import ArgumentParser
import Foundation
import PlumbLayout
import PlumbScene

/// `plumb solve FILE`: prints the solved tree as an outline, or as JSON with `--json`; with `--explain ID`, why the
/// view tagged `.id(ID)` has its size.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Solve a scene's layout and print every view's frame.")

    @OptionGroup var scene: SceneOptions

    @Flag(help: "Print JSON: {\"size\": …, \"root\": NODE}, NODE = {kind, id, frame, …, children}.")
    var json = false

    @Option(help: ArgumentHelp(
        "Print why the view tagged .id(ID) has its size: the views from the root down to it, one a line, each with its proposal, its answer and the rules that decided them.",
        valueName: "ID"))
    var explain: String?

    func validate() throws {
        if json && explain != nil { throw ValidationError("--explain prints text; leave out --json") }
    }

    func run() throws {
        let (solution, _) = try scene.solve(explainingSizes: explain != nil)
        guard let tree = solution.tree else { return }
        if let explain {
            print(try explanation(of: explain, in: tree).text)
        } else {
            print(json ? tree.json : tree.outline)
        }
    }

    /// Why the view tagged `id` has its size; an id no view has is an error naming the ids that are close.
    private func explanation(of id: String, in tree: SolvedTree) throws -> SizeExplanation {
        if let chain = tree.chain(toID: id), let explanation = SizeExplanation(chain: chain) { return explanation }
        let ids = tree.ids
        let near = NameSuggestion.near(id, in: ids, limit: 3)
        let known = near.isEmpty ? ids.prefix(10) : near[...]
        var message = "\(scene.file): error: no view tagged .id(\"\(id)\")"
        if ids.isEmpty {
            message += "; the scene tags no view with .id"
        } else {
            message += "; \(near.isEmpty ? "the scene's ids" : "did you mean"): " + known.map { "\"\($0)\"" }.joined(separator: ", ")
            if near.isEmpty && ids.count > known.count { message += ", …" }
        }
        FileHandle.standardError.write(Data((message + "\n").utf8))
        throw ExitCode.failure
    }
}

import Foundation
import PlumbLayout
@testable import PlumbScene

/// Loads scene source with the deterministic text measurer (advance 0.5 × size, line 1.2 × size) and solves it.
struct SceneHarness {
    let document: SceneDocument
    var request: SolveRequest

    init(_ source: String, size: CGSize? = CGSize(width: 400, height: 400), file: String = "Scene.swift") {
        document = SceneDocument(source: source, file: file)
        request = SolveRequest(size: size)
    }

    func solve() -> SceneSolution {
        document.solve(request)
    }

    /// The global frame of the view tagged `.id(id)` in a solution.
    static func frame(_ id: String, in solution: SceneSolution) -> CGRect? {
        solution.tree?.root.first { $0.idString == id }?.frame
    }

    /// The global frames of the views tagged with these ids, in order.
    static func frames(_ ids: [String], in solution: SceneSolution) -> [CGRect?] {
        ids.map { frame($0, in: solution) }
    }
}

import Foundation
import PlumbLayout
@testable import PlumbScene

extension SceneHarness {
    /// The string of the first `Text` at or below the view tagged `.id(id)`.
    static func text(_ id: String, in solution: SceneSolution) -> String? {
        guard let tagged = solution.tree?.root.first(where: { $0.idString == id }),
              let text = tagged.first(where: { if case .text = $0.kind { true } else { false } }),
              case .text(let string, _) = text.kind else { return nil }
        return string
    }

    /// The diagnostics of a solution as `file:line:col: severity: message` lines.
    static func summaries(_ solution: SceneSolution) -> [String] {
        solution.diagnostics.map(\.summary)
    }
}

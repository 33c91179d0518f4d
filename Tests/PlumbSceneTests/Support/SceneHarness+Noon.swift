import Foundation
import PlumbLayout
@testable import PlumbScene

/// Noon (UTC) on Wednesday, 18 November 2026: the same day in every time zone from UTC−11 to UTC+11.
let noon = Date(timeIntervalSince1970: 1_795_003_200)

extension SceneHarness {
    /// The texts and diagnostics of `views` in a `VStack`, solved at noon, in a `ContentView` whose `when` is noon,
    /// with `members` beside the body and `globals` beside the view (on the scene's first line).
    static func textsAtNoon(_ views: String, members: String = "", globals: String = "") -> (texts: [String], diagnostics: [String]) {
        var harness = SceneHarness("""
        \(globals)
        struct ContentView: View {
            let when = Date(timeIntervalSince1970: 1_795_003_200)
            \(members)
            var body: some View {
                VStack(spacing: 0) {
                    \(views)
                }
            }
        }
        """)
        harness.request.now = noon
        let solution = harness.solve()
        return (solution.texts, solution.diagnostics.map(\.summary))
    }
}

import Foundation
import PlumbLayout
import PlumbScene

/// A scene loaded and solved: made by one thread and handed whole to the UI thread, the only one to use it after.
struct LoadedScene {
    let document: SceneDocument
    let parse: ParsedModule?
    let preview: Int
    let names: [String]
    let solution: SceneSolution
    /// The canvas the preview was solved in (the window may have been resized since).
    let canvasSize: CGSize
    let loadMilliseconds: Double
    let solveMilliseconds: Double
}

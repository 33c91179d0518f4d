import Foundation
@testable import PlumbScene

/// The example scenes shipped in the package's `examples/` folder.
enum ExampleFile {
    /// `examples/<name>` loaded with the deterministic text measurer.
    static func document(_ name: String) -> SceneDocument {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return SceneDocument(contentsOf: packageRoot.appendingPathComponent("examples").appendingPathComponent(name).path)
    }
}

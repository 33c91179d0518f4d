import Foundation
import PlumbSnapshot

/// A `#Preview` of a SwiftUI source file, taken by Plumb for a swift-snapshot-testing assertion:
///
/// ```swift
/// assertSnapshot(of: try PreviewOf("Sources/App/Card.swift", preview: "Dark"), as: .plumbImage)
/// assertSnapshot(of: try PreviewOf("Sources/App/Card.swift", preview: "Dark"), as: .plumbLayout)
/// ```
///
/// A relative path is found from the package holding the test file (the nearest folder above it with a
/// `Package.swift`), and the layout record names source files relative to it, so a reference reads the same on
/// every machine. The preview is solved and drawn when the value is made; a file or preview with errors throws
/// them, swiftc-style, so the test fails at its `try` with the scene's own diagnostics.
public struct PreviewOf: Sendable {
    /// The folder paths are found from.
    public let packageRoot: URL
    public let file: String
    public let snapshot: PreviewSnapshot

    /// Takes `preview` (its name, or its number from 1; the first when nil) of `path`, in `variant`, at `scale`.
    public init(
        _ path: String, preview: String? = nil, variant: SnapshotVariant? = nil, scale: CGFloat = 2, filePath: StaticString = #filePath
    ) throws {
        packageRoot = Self.packageRoot(of: "\(filePath)")
        file = path.hasPrefix("/") ? path : packageRoot.appendingPathComponent(path).path
        snapshot = try PreviewSnapshot.take(file: file, preview: preview, variant: variant, settings: SnapshotSettings(scale: scale))
    }

    /// The solved tree as JSON, its source files named from ``packageRoot``.
    public var layoutJSON: String {
        snapshot.layoutJSON.replacingOccurrences(of: "\"file\": " + "\"\(packageRoot.path)/", with: "\"file\": \"")
    }

    /// The nearest folder above `testFile` with a `Package.swift`; the working folder when there is none.
    static func packageRoot(of testFile: String) -> URL {
        var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}

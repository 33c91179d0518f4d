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
/// `Package.swift`). The preview is solved and drawn when the value is made; a file or preview with errors throws
/// them, swiftc-style, so the test fails at its `try` with the scene's own diagnostics.
public struct PreviewOf: Sendable {
    /// The file as found.
    public let file: String
    public let snapshot: PreviewSnapshot

    /// Takes `preview` (its name, or its number from 1; the first when nil) of `path`, in `variant`, at `scale`.
    public init(
        _ path: String, preview: String? = nil, variant: SnapshotVariant? = nil, scale: CGFloat = 2, filePath: StaticString = #filePath
    ) throws {
        file = Self.resolve(path, testFile: "\(filePath)")
        snapshot = try PreviewSnapshot.take(file: file, preview: preview, variant: variant, settings: SnapshotSettings(scale: scale))
    }

    /// `path` itself when absolute, else from the root of the package `testFile` is in (else the working folder).
    /// It stays relative when that root is the working folder (as under `swift test`), so the layout records the
    /// reference keeps name the file the same on every machine.
    static func resolve(_ path: String, testFile: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                let isWorkingFolder = folder.standardizedFileURL.path == URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
                return isWorkingFolder ? path : folder.appendingPathComponent(path).path
            }
            folder.deleteLastPathComponent()
        }
        return path
    }
}

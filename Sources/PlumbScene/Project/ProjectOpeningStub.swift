import Foundation
import PlumbInterpreter

/// Why a path cannot be opened as a project.
public struct ProjectError: Error {
    public let diagnostic: Diagnostic
}

extension Project {
    /// Opens the project at `path` (a file or a folder).
    public static func open(_ path: String) throws(ProjectError) -> Project {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ProjectError(diagnostic: Diagnostic(severity: .error, message: "no such file or folder", location: SourceLocation(file: path, line: 1, column: 1)))
        }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if !isFolder.boolValue {
            return Project(kind: .file, root: url.deletingLastPathComponent().path, modules: [ProjectModule(name: url.deletingPathExtension().lastPathComponent, sourceFiles: [url.path])])
        }
        let files = (FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.map { url.appendingPathComponent($0).path }.sorted()
        return Project(kind: .folder, root: url.path, modules: [ProjectModule(name: url.lastPathComponent, sourceFiles: files)])
    }
}

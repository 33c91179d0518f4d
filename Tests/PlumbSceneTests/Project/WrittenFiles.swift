import Foundation
@testable import PlumbScene

/// A folder of files written for a test (path → contents), removed after `body`, which gets its real path.
func withFiles(_ files: [String: String], _ body: (String) throws -> Void) throws {
    let made = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-project-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: made) }
    let root = made.resolvingSymlinksInPath().path
    for (path, contents) in files {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
    }
    try body(root)
}

/// Makes a symbolic link at `path` (under `root`) to `destination`, which need not exist.
func link(_ path: String, to destination: String, in root: String) throws {
    try FileManager.default.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: destination)
}

/// A project with every path under its root written relative to it, for assertions that read like the fixture.
struct RelativeProject: Equatable {
    var kind: Project.Kind
    var modules: [ProjectModule]
    var unloadable: [UnloadableDependency]
    var warnings: [String]

    init(_ project: Project) {
        let prefix = project.root + "/"
        func relative(_ path: String) -> String { path == project.root ? "." : path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        kind = project.kind
        modules = project.modules.map { module in
            var module = module
            module.sourceFiles = module.sourceFiles.map(relative)
            module.assetCatalogs = module.assetCatalogs.map(relative)
            module.stringsFiles = module.stringsFiles.map(relative)
            module.resourceFolders = module.resourceFolders.map(relative)
            return module
        }
        unloadable = project.unloadable
        warnings = project.warnings.map { $0.summary.replacingOccurrences(of: prefix, with: "").replacingOccurrences(of: project.root + ":", with: ".:") }
    }
}

extension RelativeProject {
    /// The project at `path` under `root`, relative to its own root.
    static func open(_ path: String, in root: String, limits: ProjectLimits = ProjectLimits()) throws -> RelativeProject {
        RelativeProject(try Project.open(root + "/" + path, limits: limits))
    }
}

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
        var folder = isFolder.boolValue ? url : url.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return package(folder) }
            folder = folder.deletingLastPathComponent()
        }
        if !isFolder.boolValue {
            return Project(kind: .file, root: url.deletingLastPathComponent().path, modules: [ProjectModule(name: url.deletingPathExtension().lastPathComponent, sourceFiles: [url.path])])
        }
        return Project(kind: .folder, root: url.path, modules: [ProjectModule(name: url.lastPathComponent, sourceFiles: swiftFiles(url))])
    }

    private static func package(_ root: URL) -> Project {
        let packages = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Packages").path)) ?? []
        let dependencies = packages.sorted().flatMap { modules(root.appendingPathComponent("Packages/\($0)"), dependencies: [], isDependency: true) }
        let own = modules(root, dependencies: dependencies.map(\.name), isDependency: false)
        return Project(kind: .swiftPackage, root: root.path, modules: dependencies + own)
    }

    private static func modules(_ root: URL, dependencies: [String], isDependency: Bool) -> [ProjectModule] {
        let sources = root.appendingPathComponent("Sources")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()
        return names.map { name in
            let folder = sources.appendingPathComponent(name)
            let catalogs = ((FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }) ?? [])
                .filter { $0.hasSuffix(".xcassets") }.map { folder.appendingPathComponent($0).path }
            return ProjectModule(name: name, sourceFiles: swiftFiles(folder), assetCatalogs: catalogs, dependencies: dependencies, isPackageDependency: isDependency)
        }
    }

    private static func swiftFiles(_ folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0).standardizedFileURL.path }.sorted()
    }
}

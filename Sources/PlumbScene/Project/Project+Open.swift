import Foundation

extension Project {
    /// Reads the project at `path` without building it:
    /// - a folder with a `Package.swift` is a SwiftPM package (read with swift-syntax, never run), with its
    ///   dependencies' modules from their local paths or `.build/checkouts`;
    /// - a folder with an `.xcodeproj`, or the `.xcodeproj` itself, is an Xcode project (its `project.pbxproj` read);
    /// - any other folder is one module of every Swift file under it;
    /// - a `.swift` file is the project of the nearest folder above it with a `Package.swift` or an `.xcodeproj`;
    ///   outside any, or in none of its modules, it is a module of that one file (its resources: its own folder,
    ///   without subfolders).
    ///
    /// Only a missing path, a path that is neither a Swift file nor a folder, and a `Package.swift` that does not
    /// parse are errors; everything else is a warning of the project, and reading goes on.
    public static func open(_ path: String, limits: ProjectLimits = ProjectLimits()) throws(ProjectError) -> Project {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        var reading = ProjectReading(limits: limits)
        switch DirectoryListing.kind(at: path) {
        case .unreadable:
            throw .at(path, "no such file or folder")
        case .file:
            guard path.hasSuffix(".swift") else { throw .at(path, "neither a Swift file nor a folder") }
            let folder = (path as NSString).deletingLastPathComponent
            // A file none of the project's modules has (a scene in a package's examples folder) is a loose file.
            if let root = enclosingProjectFolder(of: folder) {
                var manifestReading = reading
                let manifest = try packageManifest(in: root, &manifestReading)
                if manifest?.mayHold(path, packageFolder: root) ?? true {
                    var projectReading = reading
                    let project = try openFolder(root, &projectReading, manifest: manifest.map { ($0, manifestReading) })
                    if project.module(containing: path) != nil { return project }
                }
            }
            let resources = reading.walk(folder, region: "en", includesSubfolders: false, takesSwiftFiles: false)
            let module = ProjectModule(
                name: ProjectModule.name(of: ((path as NSString).lastPathComponent as NSString).deletingPathExtension), sourceFiles: [path],
                assetCatalogs: resources.assetCatalogs.sorted(), stringsFiles: resources.stringsFiles.sorted(), resourceFolders: [folder],
                resourcesIncludeSubfolders: false
            )
            return Project(kind: .file, root: folder, modules: [module], warnings: reading.warnings)
        case .folder where path.hasSuffix(".xcodeproj"):
            return openXcodeProjects([path], in: (path as NSString).deletingLastPathComponent, &reading)
        case .folder:
            return try openFolder(path, &reading)
        }
    }

    /// The nearest folder from `folder` up that holds a `Package.swift` or an `.xcodeproj`.
    private static func enclosingProjectFolder(of folder: String) -> String? {
        var folder = folder
        while true {
            if DirectoryListing.containsName(in: folder, where: { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }) { return folder }
            guard folder != "/" else { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// The manifest of the package at `root`, read into `reading`; nil when the folder has no `Package.swift`.
    private static func packageManifest(in root: String, _ reading: inout ProjectReading) throws(ProjectError) -> PackageManifest? {
        let manifest = root + "/Package.swift"
        guard DirectoryListing.kind(at: manifest) == .file else { return nil }
        return try PackageManifest.read(manifest, into: &reading)
    }

    /// The project of the folder `root`; `manifest` is its `Package.swift` when already read, with the reading after it.
    private static func openFolder(
        _ root: String, _ reading: inout ProjectReading, manifest read: (manifest: PackageManifest, reading: ProjectReading)? = nil
    ) throws(ProjectError) -> Project {
        let entries = DirectoryListing(root)?.entries ?? []
        let xcodeprojs = entries.filter { $0.pathExtension == "xcodeproj" && $0.kind == .folder && !$0.name.hasPrefix(".") }.map(\.path)
        if entries.contains(where: { $0.name == "Package.swift" && $0.kind == .file }) {
            let start = reading
            let manifest: PackageManifest
            if let read {
                (manifest, reading) = read
            } else {
                manifest = try PackageManifest.read(root + "/Package.swift", into: &reading)
            }
            var graph = PackageGraph(checkoutFolders: [root + "/.build/checkouts"], reading: reading)
            graph.add(PackageGraph.Package(folder: root, manifest: manifest, isDependency: false))
            // A package without modules beside an Xcode project is a placeholder (one that keeps Xcode from
            // showing the folder as a package): the Xcode project is the project.
            if graph.modules.isEmpty, !xcodeprojs.isEmpty {
                reading = start
                return openXcodeProjects(xcodeprojs, in: root, &reading)
            }
            return Project(kind: .swiftPackage, root: root, modules: graph.modules, unloadable: graph.reading.unloadable, warnings: graph.reading.warnings)
        }
        if !xcodeprojs.isEmpty { return openXcodeProjects(xcodeprojs, in: root, &reading) }
        let module = reading.walk(root, region: "en").module(named: ProjectModule.name(of: (root as NSString).lastPathComponent), resourceFolders: [root])
        return Project(kind: .folder, root: root, modules: module.sourceFiles.isEmpty ? [] : [module], warnings: reading.warnings)
    }

    /// The modules of the Xcode projects in `root`. A project whose `project.pbxproj` is missing or cannot be read
    /// is a warning, and the folder's Swift files are read as one module named after it instead.
    private static func openXcodeProjects(_ xcodeprojs: [String], in root: String, _ reading: inout ProjectReading) -> Project {
        var graph = PackageGraph(checkoutFolders: [root + "/SourcePackages/checkouts", root + "/.build/checkouts"], reading: reading)
        var modules: [ProjectModule] = []
        for xcodeproj in xcodeprojs {
            do throws(ProjectError) {
                modules += try XcodeProject(xcodeproj).modules(&graph)
            } catch {
                var warning = error.diagnostic
                warning.severity = .warning
                warning.message += ": reading the folder's Swift files as one module instead"
                graph.reading.add(warning)
                let name = ProjectModule.name(of: ((xcodeproj as NSString).lastPathComponent as NSString).deletingPathExtension)
                modules.append(graph.reading.walk(root, region: "en").module(named: name, resourceFolders: [root]))
            }
        }
        return Project(kind: .xcodeProject, root: root, modules: graph.modules + modules, unloadable: graph.reading.unloadable, warnings: graph.reading.warnings)
    }
}

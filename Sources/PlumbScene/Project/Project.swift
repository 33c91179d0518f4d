import Foundation
import PlumbInterpreter

/// A project as Plumb reads it, without building it: its kind, its root folder, and its modules, each a set of
/// Swift files that see one another's internal declarations (a SwiftPM target, an Xcode target, or a plain folder).
public struct Project: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A folder with a `Package.swift`, read with swift-syntax (never run).
        case swiftPackage
        /// A folder with an `.xcodeproj`, its `project.pbxproj` read for the targets' sources.
        case xcodeProject
        /// A folder of Swift files without either: every `.swift` file under it is one module.
        case folder
        /// A single file outside any project: a module of one file.
        case file
    }

    public var kind: Kind
    /// The project's root folder (for a single file, the file's folder).
    public var root: String
    /// The project's modules, its packages' (dependencies that could be loaded) included, in dependency order: a
    /// module comes after every module it imports.
    public var modules: [ProjectModule]
    /// Dependencies that cannot be loaded (UIKit, C code, binary targets), each reported once by name.
    public var unloadable: [UnloadableDependency]
    /// What reading the project warned of: a limit reached, a file that could not be read, a setting not understood.
    public var warnings: [Diagnostic]

    public init(kind: Kind, root: String, modules: [ProjectModule], unloadable: [UnloadableDependency] = [], warnings: [Diagnostic] = []) {
        self.kind = kind
        self.root = root
        self.modules = modules
        self.unloadable = unloadable
        self.warnings = warnings
    }

    /// The module whose sources include the file at `path` (absolute, standardized).
    public func module(containing path: String) -> ProjectModule? {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        return modules.first { $0.sourceFiles.contains(path) }
    }

    /// `module` and every module it imports, directly or not, dependencies first: what loading it reads.
    public func loadOrder(of module: ProjectModule) -> [ProjectModule] {
        var ordered: [ProjectModule] = []
        var visiting: Set<String> = []
        func visit(_ name: String) {
            guard visiting.insert(name).inserted, let found = modules.first(where: { $0.name == name }) else { return }
            found.dependencies.forEach(visit)
            ordered.append(found)
        }
        visit(module.name)
        return ordered
    }
}

/// A module of a project: the Swift files compiled together, and the resources they see.
public struct ProjectModule: Sendable, Equatable {
    public var name: String
    /// The module's Swift files, absolute and standardized, sorted.
    public var sourceFiles: [String]
    /// The asset catalogs (`*.xcassets`) of the module's resources.
    public var assetCatalogs: [String]
    /// The `Localizable.strings` / `.xcstrings` files of the development language.
    public var stringsFiles: [String]
    /// The folders (or single files) whose files are the module's bundle resources (`Bundle.main` / `Bundle.module`).
    public var resourceFolders: [String]
    /// Whether the files in the folders below ``resourceFolders`` are resources too (false for a loose file's
    /// folder, so a scene saved in a large folder is not slowed by all that is under it).
    public var resourcesIncludeSubfolders: Bool
    /// The names of the modules it imports that the project has (targets it depends on, loaded packages' products).
    public var dependencies: [String]
    /// Whether it comes from a package dependency rather than the project itself.
    public var isPackageDependency: Bool

    public init(
        name: String, sourceFiles: [String], assetCatalogs: [String] = [], stringsFiles: [String] = [],
        resourceFolders: [String] = [], resourcesIncludeSubfolders: Bool = true, dependencies: [String] = [], isPackageDependency: Bool = false
    ) {
        self.name = name
        self.sourceFiles = sourceFiles
        self.assetCatalogs = assetCatalogs
        self.stringsFiles = stringsFiles
        self.resourceFolders = resourceFolders
        self.resourcesIncludeSubfolders = resourcesIncludeSubfolders
        self.dependencies = dependencies
        self.isPackageDependency = isPackageDependency
    }
}

/// A dependency Plumb cannot load from source, and why; what a preview needs from it is an error where it is used.
public struct UnloadableDependency: Sendable, Equatable {
    public var name: String
    public var reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
}

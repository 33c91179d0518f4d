import Foundation
import PlumbInterpreter

/// An Xcode project's `project.pbxproj`, read: its objects by identifier, the `PBXProject`, and where each file
/// reference is on disk through the group tree.
struct XcodeProject {
    /// The `project.pbxproj` file.
    let file: String
    /// The folder holding the `.xcodeproj`, which `SOURCE_ROOT` paths are relative to.
    let root: String
    let objects: [String: PropertyList]
    let project: PropertyList
    /// Each group's or file's enclosing group.
    private let parents: [String: String]

    /// Reads `<xcodeproj>/project.pbxproj`; a missing file or broken syntax is an error located in it.
    init(_ xcodeproj: String) throws(ProjectError) {
        file = xcodeproj + "/project.pbxproj"
        root = (xcodeproj as NSString).deletingLastPathComponent
        guard let data = FileManager.default.contents(atPath: file) else { throw .at(xcodeproj, "no project.pbxproj in '\(xcodeproj)'") }
        guard let source = String(data: data, encoding: .utf8) else { throw .at(file, "cannot read project.pbxproj as UTF-8 text") }
        let list = try PropertyListParser.parse(source, file: file)
        guard let objects = list["objects"]?.dictionary, let rootID = list["rootObject"]?.string, let project = objects[rootID] else {
            throw .at(file, "project.pbxproj has no objects or no root object")
        }
        self.objects = objects
        self.project = project
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.strings ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    /// The language whose strings a preview shows (`developmentRegion`, `en` when absent).
    var developmentRegion: String { project["developmentRegion"]?.string ?? "en" }

    /// The project's targets that make modules: applications, frameworks, extensions (not unit or UI test bundles).
    var moduleTargets: [(id: String, target: PropertyList)] {
        project["targets"]?.strings.compactMap { id in
            guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { return nil }
            let type = target["productType"]?.string ?? ""
            return type.hasSuffix(".unit-test") || type.hasSuffix(".ui-testing") ? nil : (id, target)
        } ?? []
    }

    /// Xcode 16's synchronised folders (`PBXFileSystemSynchronizedRootGroup`), by identifier.
    var synchronizedFolders: [String] {
        objects.filter { $0.value["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" }.keys.sorted()
    }

    /// The folders of local packages added to the project as folder references (`lastKnownFileType = wrapper`).
    var localPackageFolders: [String] {
        objects.filter { ["wrapper", "folder"].contains($0.value["lastKnownFileType"]?.string ?? "") }.keys.sorted().compactMap { id in
            path(of: id).flatMap { DirectoryListing.kind(at: $0 + "/Package.swift") == .file ? $0 : nil }
        }
    }

    /// The objects an array property of `object` lists, in order.
    func objects(_ key: String, of object: PropertyList) -> [(id: String, object: PropertyList)] {
        object[key]?.strings.compactMap { id in objects[id].map { (id, $0) } } ?? []
    }

    /// Where the file or group `id` is: its `path` under its `sourceTree` (`<group>`: the enclosing group's folder,
    /// `SOURCE_ROOT`: the project's folder, `<absolute>`), found ignoring case as on a Mac; nil for build products and
    /// SDK files.
    func path(of id: String) -> String? {
        writtenPath(of: id, depth: 0).map(DirectoryListing.ignoringCase)
    }

    /// The path of the file or group `id` as the project writes it (see ``path(of:)``).
    private func writtenPath(of id: String, depth: Int) -> String? {
        guard let object = objects[id], depth < 64 else { return nil }
        let path = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<absolute>":
            return path
        case "SOURCE_ROOT":
            return PackageGraph.path(path, in: root)
        case "<group>":
            let enclosing = parents[id].map { writtenPath(of: $0, depth: depth + 1) } ?? PackageGraph.path(project["projectDirPath"]?.string ?? "", in: root)
            return enclosing.map { PackageGraph.path(path, in: $0) }
        default:
            return nil
        }
    }
}

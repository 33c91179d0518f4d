/// The modules of an Xcode project's targets: the Swift files of each target's Sources phase and synchronised
/// folders, the asset catalogs and development-region strings of its Resources phase and folders, and the package
/// products it links, read through ``PackageGraph``.
extension XcodeProject {
    /// The project's modules, each after the modules it imports; package modules go into `graph`.
    func modules(_ graph: inout PackageGraph) -> [ProjectModule] {
        var modules: [ProjectModule] = []
        var done: [String: String?] = [:]
        func visit(_ id: String, _ target: PropertyList) -> String? {
            if let known = done[id] { return known }
            done[id] = .some(nil)
            var dependencies: [String] = []
            for (_, dependency) in objects("dependencies", of: target) {
                guard let targetID = dependency["target"]?.string, let other = moduleTargets.first(where: { $0.id == targetID }),
                      let name = visit(other.id, other.target) else { continue }
                dependencies.append(name)
            }
            for (_, product) in objects("packageProductDependencies", of: target) {
                for name in packageModules(product, &graph) where !dependencies.contains(name) { dependencies.append(name) }
            }
            let name = ProjectModule.name(of: target["name"]?.string ?? id)
            modules.append(contents(of: id, target, &graph.reading).module(named: name, resourceFolders: resourceFolders(of: id, target), dependencies: dependencies))
            done[id] = name
            return name
        }
        for (id, target) in moduleTargets { _ = visit(id, target) }
        return modules
    }

    /// The Swift files, asset catalogs and strings files of a target's build phases and synchronised folders.
    private func contents(of id: String, _ target: PropertyList, _ reading: inout ProjectReading) -> FolderContents {
        let region = developmentRegion
        var contents = FolderContents()
        for (_, phase) in objects("buildPhases", of: target) {
            switch phase["isa"]?.string {
            case "PBXSourcesBuildPhase":
                for path in fileReferences(phase).compactMap({ path(of: $0.id) }) where path.hasSuffix(".swift") {
                    contents = contents + reading.walk(path, region: region)
                }
            case "PBXResourcesBuildPhase":
                for (refID, reference) in fileReferences(phase) {
                    if reference["isa"]?.string == "PBXVariantGroup" {
                        contents.stringsFiles += localizedStrings(reference, region: region).compactMap { reading.existing($0) }
                    } else if let path = path(of: refID), path.hasSuffix(".xcassets") {
                        contents.assetCatalogs += reading.existing(path).map { [$0] } ?? []
                    } else if let path = path(of: refID), path.hasSuffix(".xcstrings") {
                        contents.stringsFiles += reading.existing(path).map { [$0] } ?? []
                    }
                }
            default:
                break
            }
        }
        // A synchronised folder of the target is its files less the exceptions; another folder's exceptions for the
        // target are files added to it.
        let own = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
        for groupID in synchronizedFolders {
            guard let folder = path(of: groupID) else { continue }
            let exceptions = membershipExceptions(of: groupID, for: id, in: folder)
            if own.contains(groupID) {
                contents = contents + reading.walk(folder, region: region, excluding: exceptions)
            } else {
                contents = exceptions.sorted().map { reading.walk($0, region: region) }.reduce(contents, +)
            }
        }
        return contents
    }

    /// The strings table of a variant group (`Localizable.strings`) in the development region, else in `Base`.
    private func localizedStrings(_ group: PropertyList, region: String) -> [String] {
        let tables = (group["children"]?.strings ?? []).compactMap { id in objects[id].map { (id, $0) } }.filter { _, file in
            FolderContents.isStringsTable(file["path"]?.string ?? "")
        }
        let chosen = tables.filter { $0.1["name"]?.string == region }
        return (chosen.isEmpty ? tables.filter { $0.1["name"]?.string == "Base" } : chosen).compactMap { path(of: $0.0) }
    }

    /// The files a synchronised folder's exception sets take out of the target `targetID`.
    private func membershipExceptions(of groupID: String, for targetID: String, in folder: String) -> Set<String> {
        guard let group = objects[groupID] else { return [] }
        return Set(objects("exceptions", of: group).filter { $0.object["target"]?.string == targetID }.flatMap { exception in
            exception.object["membershipExceptions"]?.strings.map { PackageGraph.path($0, in: folder) } ?? []
        })
    }

    /// The file references (or variant groups) of a build phase's files.
    private func fileReferences(_ phase: PropertyList) -> [(id: String, object: PropertyList)] {
        objects("files", of: phase).compactMap { $0.object["fileRef"]?.string.flatMap { id in objects[id].map { (id, $0) } } }
    }

    /// What `Bundle.main` holds: the Resources phase's files and folders other than catalogs and localised strings,
    /// and the synchronised folders.
    private func resourceFolders(of id: String, _ target: PropertyList) -> [String] {
        let phases = objects("buildPhases", of: target).filter { $0.object["isa"]?.string == "PBXResourcesBuildPhase" }
        let resources = phases.flatMap { fileReferences($0.object) }.filter { $0.object["isa"]?.string == "PBXFileReference" }.compactMap { path(of: $0.id) }
        return resources.filter { !$0.hasSuffix(".xcassets") && !$0.hasSuffix(".xcstrings") }
            + objects("fileSystemSynchronizedGroups", of: target).compactMap { path(of: $0.id) }
    }

    /// The modules of a package product the target links (`XCSwiftPackageProductDependency`), from a local
    /// package or a checkout next to the project.
    private func packageModules(_ product: PropertyList, _ graph: inout PackageGraph) -> [String] {
        guard let name = product["productName"]?.string, !name.hasPrefix("plugin:") else { return [] }
        // Without a package of its own, the product is the one another target links by that name, or else one of a
        // local package added to the project as a folder.
        guard let reference = packageReference(of: product) ?? packageReference(ofProductNamed: name) else {
            for folder in localPackageFolders where graph.package(at: folder)?.manifest.products.contains(where: { $0.name == name }) == true {
                return graph.modules(ofProduct: name, in: PackageManifest.Dependency(location: .path(folder), name: nil), declaredIn: root)
            }
            graph.reading.cannotLoad(name, because: "no package of the project has a product '\(name)'")
            return []
        }
        let dependency: PackageManifest.Dependency
        if let url = reference["repositoryURL"]?.string {
            dependency = PackageManifest.Dependency(location: .url(url), name: nil)
        } else if let path = reference["relativePath"]?.string {
            dependency = PackageManifest.Dependency(location: .path(path), name: nil)
        } else {
            graph.reading.cannotLoad(name, because: "a package reference with neither a URL nor a path")
            return []
        }
        return graph.modules(ofProduct: name, in: dependency, declaredIn: root)
    }

    private func packageReference(of product: PropertyList) -> PropertyList? {
        product["package"]?.string.flatMap { objects[$0] }
    }

    /// The package of the first product dependency called `name` that names one.
    private func packageReference(ofProductNamed name: String) -> PropertyList? {
        objects.keys.sorted().lazy.compactMap { id -> PropertyList? in
            guard let product = objects[id], product["isa"]?.string == "XCSwiftPackageProductDependency", product["productName"]?.string == name else { return nil }
            return packageReference(of: product)
        }.first
    }
}

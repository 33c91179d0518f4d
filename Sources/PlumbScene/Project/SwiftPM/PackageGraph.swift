import Foundation

/// The modules of packages and of the packages they depend on, read target by target from what a module imports:
/// a target after the targets it depends on, a product as its targets, a dependency's package read once from its
/// local path or SwiftPM's checkout. A target Plumb cannot load (binary, a system library, C-family sources) or a
/// package it cannot find is an ``UnloadableDependency``.
struct PackageGraph {
    /// A package read, with the folder it is in.
    struct Package {
        let folder: String
        let manifest: PackageManifest
        let isDependency: Bool
    }

    /// Where packages from URLs are checked out (`.build/checkouts`, Xcode's `SourcePackages/checkouts`).
    let checkoutFolders: [String]
    var reading: ProjectReading
    /// The modules read so far, each after those it imports.
    private(set) var modules: [ProjectModule] = []
    /// Per package folder and target name, the module the target became (nil: not a module).
    private var targetModules: [String: String?] = [:]
    /// Dependency packages by folder (nil: could not be read).
    private var packages: [String: Package?] = [:]

    init(checkoutFolders: [String], reading: ProjectReading) {
        self.checkoutFolders = checkoutFolders
        self.reading = reading
    }

    /// Reads every target of `package` that is a module to preview (not tests, macros or plugins).
    mutating func add(_ package: Package) {
        for target in package.manifest.targets where [.regular, .executable].contains(target.kind) {
            _ = module(of: target, in: package)
        }
    }

    /// The modules `product` of the package `dependency` (declared by the package in `folder`) is made of.
    mutating func modules(ofProduct product: String, in dependency: PackageManifest.Dependency, declaredIn folder: String) -> [String] {
        guard let package = load(dependency, declaredIn: folder, for: product) else { return [] }
        // A product whose list is computed is often its target of the same name (as swift-syntax's are).
        guard let targets = package.manifest.products.first(where: { $0.name == product })?.targets
            ?? package.manifest.targets.first(where: { $0.name == product }).map({ [$0.name] }) else {
            reading.cannotLoad(product, because: "package '\(dependency.identity)' has no product '\(product)'")
            return []
        }
        return targets.compactMap { name in package.manifest.targets.first { $0.name == name }.flatMap { module(of: $0, in: package) } }
    }

    /// The name of the module `target` makes, read on first use; nil when it is not one.
    private mutating func module(of target: PackageManifest.Target, in package: Package) -> String? {
        let key = package.folder + "#" + target.name
        if let known = targetModules[key] { return known }
        targetModules[key] = .some(nil)
        switch target.kind {
        case .binary:
            reading.cannotLoad(target.name, because: "a binary target: compiled code, no Swift sources")
            return nil
        case .systemLibrary:
            reading.cannotLoad(target.name, because: "a system library: C headers, no Swift sources")
            return nil
        case .test, .macro, .plugin:
            return nil
        case .regular, .executable:
            break
        }
        guard let folder = folder(of: target, in: package) else { return nil }
        let region = package.manifest.defaultLocalization ?? "en"
        let excluded = Set(target.exclude.map { Self.path($0, in: folder) })
        let contents = (target.sources ?? [""]).map { reading.walk(Self.path($0, in: folder), region: region, excluding: excluded) }.reduce(FolderContents(), +)
        guard contents.cFamilyFiles.isEmpty else {
            reading.cannotLoad(target.name, because: "a C, C++ or Objective-C target")
            return nil
        }
        var dependencies: [String] = []
        for dependency in target.dependencies {
            for name in modules(of: dependency, in: package) where !dependencies.contains(name) { dependencies.append(name) }
        }
        modules.append(contents.module(
            named: target.name, resourceFolders: target.resources.map { Self.path($0, in: folder) }, dependencies: dependencies,
            isPackageDependency: package.isDependency
        ))
        targetModules[key] = target.name
        return target.name
    }

    private mutating func modules(of dependency: PackageManifest.Target.Dependency, in package: Package) -> [String] {
        let targets = package.manifest.targets
        switch dependency {
        case .target(let name):
            return targets.first { $0.name == name }.flatMap { module(of: $0, in: package) }.map { [$0] } ?? []
        case .byName(let name):
            if let target = targets.first(where: { $0.name == name }) { return module(of: target, in: package).map { [$0] } ?? [] }
            return package.manifest.dependencies.first { $0.isCalled(name) }.map { modules(ofProduct: name, in: $0, declaredIn: package.folder) } ?? []
        case .product(let name, let packageName):
            guard let declared = package.manifest.dependencies.first(where: { $0.isCalled(packageName ?? name) }) else {
                reading.cannotLoad(name, because: "package '\(packageName ?? name)' is not among the dependencies of '\(package.manifest.name)'")
                return []
            }
            return modules(ofProduct: name, in: declared, declaredIn: package.folder)
        }
    }

    /// The target's folder: its `path`, else the first of `Sources`, `Source`, `src`, `srcs` holding a folder named
    /// after it.
    private mutating func folder(of target: PackageManifest.Target, in package: Package) -> String? {
        if let path = target.path { return Self.path(path, in: package.folder) }
        guard let found = Self.defaultFolders(of: target.name, in: package.folder).first(where: { DirectoryListing.kind(at: $0) == .folder }) else {
            reading.warn("cannot find the folder of target '\(target.name)': no Sources/\(target.name)", about: Self.path("Package.swift", in: package.folder))
            return nil
        }
        return found
    }

    /// The package `dependency` names, read once; nil (and `product` unloadable) when it cannot be found or read.
    private mutating func load(_ dependency: PackageManifest.Dependency, declaredIn folder: String, for product: String) -> Package? {
        let packageFolder: String
        switch dependency.location {
        case .path(let path):
            packageFolder = Self.path(path, in: folder)
        case .url:
            guard let checkout = checkout(of: dependency.identity) else {
                let places = checkoutFolders.map { $0.split(separator: "/").suffix(2).joined(separator: "/") }.joined(separator: " or ")
                reading.cannotLoad(product, because: "package '\(dependency.identity)' is not checked out in \(places): resolve the packages first")
                return nil
            }
            packageFolder = checkout
        case .registry(let id):
            reading.cannotLoad(product, because: "package '\(id)' comes from a registry, whose downloads Plumb does not read")
            return nil
        }
        guard let package = package(at: packageFolder) else {
            reading.cannotLoad(product, because: "its package's Package.swift cannot be read")
            return nil
        }
        return package
    }

    /// The package in `folder`, read once; nil when it has no `Package.swift` or it does not parse (that error
    /// becomes a warning).
    mutating func package(at folder: String) -> Package? {
        if let known = packages[folder] { return known }
        let package: Package?
        do throws(ProjectError) {
            let manifestFile = Self.path("Package.swift", in: folder)
            guard DirectoryListing.kind(at: manifestFile) == .file else { throw .at(folder, "no Package.swift in '\(folder)'") }
            package = Package(folder: folder, manifest: try PackageManifest.read(manifestFile, into: &reading), isDependency: true)
        } catch {
            var warning = error.diagnostic
            warning.severity = .warning
            reading.add(warning)
            package = nil
        }
        packages[folder] = .some(package)
        return package
    }

    /// The checkout folder named after the repository, compared ignoring case as SwiftPM's identities are.
    private func checkout(of identity: String) -> String? {
        for folder in checkoutFolders {
            guard let listing = DirectoryListing(folder) else { continue }
            if let found = listing.entries.first(where: { $0.kind == .folder && $0.name.lowercased() == identity.lowercased() }) { return found.path }
        }
        return nil
    }

    /// Where SwiftPM looks for a target without a `path`, in order.
    static func defaultFolders(of target: String, in packageFolder: String) -> [String] {
        ["Sources", "Source", "src", "srcs"].map { path("\($0)/\(target)", in: packageFolder) }
    }

    /// `relative` under `folder`, standardized (`..` and `.` removed).
    static func path(_ relative: String, in folder: String) -> String {
        let joined = relative.hasPrefix("/") ? relative : (relative.isEmpty ? folder : folder + "/" + relative)
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}

/// A `Package.swift` as far as finding modules needs: the package's products, the packages it depends on and its
/// targets with their folders and dependencies; build settings are not read.
struct PackageManifest {
    struct Product {
        let name: String
        let targets: [String]
    }

    struct Dependency {
        enum Location {
            /// `.package(path:)`, relative to the package's folder.
            case path(String)
            /// `.package(url:…)`, checked out by SwiftPM under `.build/checkouts/<repository name>`.
            case url(String)
            /// `.package(id:…)`, from a registry.
            case registry(String)
        }

        let location: Location
        /// The `name:` the dependency was given, if any.
        let name: String?

        /// The name `.product(name:package:)` refers to the package by: the last part of its path, URL or identifier
        /// (without `.git`), or the name it was given.
        var identity: String {
            switch location {
            case .path(let path), .url(let path):
                let last = path.split(separator: "/").last.map(String.init) ?? path
                return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
            case .registry(let id):
                return id.split(separator: ".").last.map(String.init) ?? id
            }
        }

        /// Whether `.product(name:package:)`'s `package` means this dependency (SwiftPM compares identities
        /// ignoring case).
        func isCalled(_ package: String) -> Bool {
            identity.lowercased() == package.lowercased() || name == package
        }
    }

    struct Target {
        enum Kind: String {
            case regular = "target", executable = "executableTarget", test = "testTarget", macro, plugin
            case binary = "binaryTarget", systemLibrary
        }

        enum Dependency: Equatable {
            /// `"Name"` or `.byName(name:)`: a target of the package, else a product of its dependencies.
            case byName(String)
            case target(String)
            case product(String, package: String?)
        }

        let kind: Kind
        let name: String
        let dependencies: [Dependency]
        /// `path:`, relative to the package's folder; nil for the default `Sources/<name>`.
        let path: String?
        let exclude: [String]
        /// `sources:`; nil for every file of the target's folder.
        let sources: [String]?
        /// The paths of `resources:`' `.process`, `.copy` and `.embedInCode` rules.
        let resources: [String]
    }

    var name: String
    /// `defaultLocalization:`, the language whose strings a preview shows.
    var defaultLocalization: String?
    var products: [Product] = []
    var dependencies: [Dependency] = []
    var targets: [Target] = []
}

extension PackageManifest {
    /// Whether `file` may be one of the package's sources: it is under the folder of a target that is a module, or
    /// the package has no such target (a placeholder beside an Xcode project). Read before the dependencies are, it
    /// spares a scene beside a package (in its examples folder) the reading of them all.
    func mayHold(_ file: String, packageFolder: String) -> Bool {
        let modules = targets.filter { [.regular, .executable].contains($0.kind) }
        return modules.isEmpty || modules.contains { target in
            let folders = target.path.map { [PackageGraph.path($0, in: packageFolder)] } ?? PackageGraph.defaultFolders(of: target.name, in: packageFolder)
            return folders.contains { file.hasPrefix($0 + "/") }
        }
    }
}

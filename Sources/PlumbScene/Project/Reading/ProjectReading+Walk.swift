/// The walk of a folder every reader shares. It skips hidden entries, build products and other tools' bundles
/// (`build`, `DerivedData`, `Pods`, `node_modules`, `.xcodeproj`, `.xcworkspace`), takes asset catalogs and `.lproj`
/// folders whole, follows symbolic links but never into a folder it is already inside (compared by real path),
/// and stops at the project's limits, with a warning for each of these.
extension ProjectReading {
    private static let skippedFolders: Set<String> = ["build", "DerivedData", "Pods", "node_modules"]
    private static let skippedBundles: Set<String> = ["xcodeproj", "xcworkspace"]
    private static let cFamilyExtensions: Set<String> = ["c", "cc", "cpp", "cxx", "c++", "m", "mm", "s", "S"]

    /// What is under `path` (a folder, or a single file): with `includesSubfolders` false only its own entries;
    /// `excluded` paths (files or folders) are left out; `.strings` files are taken from `<region>.lproj`; with
    /// `takesSwiftFiles` false only resources are taken (a loose file's folder, whose other files are not its own).
    mutating func walk(
        _ path: String, region: String, includesSubfolders: Bool = true, excluding excluded: Set<String> = [], takesSwiftFiles: Bool = true
    ) -> FolderContents {
        var contents = FolderContents()
        guard !isStopped else { return contents }
        switch DirectoryListing.kind(at: path) {
        case .unreadable:
            _ = existing(path)
        case .file:
            let file = DirectoryEntry(name: String(path.split(separator: "/").last ?? ""), path: path, kind: .file)
            _ = count(file, under: path) && take(file, under: path, into: &contents)
        case .folder:
            var inside: [String: Set<String>] = [path: [DirectoryListing.realPath(path) ?? path]]
            var pending = [path]
            while let folder = pending.popLast() {
                guard let listing = listing(of: folder) else { continue }
                var subfolders: [String] = []
                for entry in listing.entries where !entry.name.hasPrefix(".") && !excluded.contains(entry.path) {
                    guard count(entry, under: path) else { return contents }
                    switch entry.kind {
                    case .unreadable:
                        warn("cannot read '\(entry.path)': a symbolic link to nothing, or not a file or folder", about: entry.path)
                    case .file where takesSwiftFiles || entry.pathExtension != "swift":
                        guard take(entry, under: path, into: &contents) else { return contents }
                    case .file:
                        continue
                    case .folder where entry.pathExtension == "xcassets":
                        contents.assetCatalogs.append(entry.path)
                    case .folder where entry.pathExtension == "lproj":
                        if entry.name == "\(region).lproj" { contents.stringsFiles += strings(in: entry.path) }
                    case .folder:
                        guard includesSubfolders, !Self.skippedFolders.contains(entry.name), !Self.skippedBundles.contains(entry.pathExtension) else { continue }
                        let real = DirectoryListing.realPath(entry.path) ?? entry.path
                        guard !inside[folder, default: []].contains(real) else {
                            warn("symbolic link '\(entry.path)' leads back to '\(real)', a folder it is inside: not followed", about: entry.path)
                            continue
                        }
                        inside[entry.path] = inside[folder, default: []].union([real])
                        subfolders.append(entry.path)
                    }
                }
                pending += subfolders.reversed()
            }
        }
        return contents
    }

    /// `path` when something is there; nil, with a warning, when not (a file a project lists but no longer has).
    mutating func existing(_ path: String) -> String? {
        guard DirectoryListing.kind(at: path) == .unreadable else { return path }
        warn("cannot read '\(path)': no such file or folder", about: path)
        return nil
    }

    /// The folder's listing, with a warning for each name that is not text and for a folder that cannot be read.
    private mutating func listing(of folder: String) -> DirectoryListing? {
        guard let listing = DirectoryListing(folder) else {
            warn("cannot read the folder '\(folder)'", about: folder)
            return nil
        }
        for name in listing.undecodableNames {
            warn("cannot read '\(name)' in '\(folder)': its name is not UTF-8 text", about: folder)
        }
        return listing
    }

    /// Counts `entry` against the limit of entries; false (with the warning) once the limit is reached.
    private mutating func count(_ entry: DirectoryEntry, under root: String) -> Bool {
        guard entriesWalked < limits.maxFiles else {
            stop(at: root, "stopped at the limit of \(limits.maxFiles) files and folders, \(swiftFilesTaken) Swift files read: the rest is left out")
            return false
        }
        entriesWalked += 1
        return true
    }

    /// Adds the file to what it is part of; false (with the warning) when it is a Swift file over the limit.
    private mutating func take(_ entry: DirectoryEntry, under root: String, into contents: inout FolderContents) -> Bool {
        switch entry.pathExtension {
        case "swift" where entry.name != "Package.swift" && !entry.name.hasPrefix("Package@swift"):
            guard swiftFilesTaken < limits.maxSwiftFiles else {
                stop(at: root, "stopped at the limit of \(limits.maxSwiftFiles) Swift files: the rest is left out")
                return false
            }
            contents.swiftFiles.append(entry.path)
            swiftFilesTaken += 1
        case "xcstrings":
            contents.stringsFiles.append(entry.path)
        case let ext where Self.cFamilyExtensions.contains(ext):
            contents.cFamilyFiles.append(entry.path)
        default:
            break
        }
        return true
    }

    /// The strings tables directly in an `.lproj` folder.
    private mutating func strings(in folder: String) -> [String] {
        guard let listing = listing(of: folder) else { return [] }
        return listing.entries.filter { $0.kind == .file && FolderContents.isStringsTable($0.name) }.map(\.path)
    }
}

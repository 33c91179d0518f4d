import Foundation

/// The project a scene file belongs to, as Xcode and SwiftPM see it: the nearest folder above the file that holds an
/// `.xcodeproj`, an `.xcworkspace`, a `Package.swift` or a `.swiftpm` playground, or is a git checkout's root. A file
/// outside any project is a project of its own folder, without the folders below it: a scene saved in a large folder
/// (a home, /tmp) is not slowed by reading all that is under it on every load.
struct ProjectFolder {
    let path: String
    /// Whether the folders below ``path`` are the project's too (false for a loose file's folder).
    let includesSubfolders: Bool

    /// The project folder of the file at `path`, or nil when there is no such file.
    static func of(_ path: String) -> ProjectFolder? {
        let file = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let own = file.deletingLastPathComponent()
        var folder = own
        while folder.path != "/" {
            if isProjectRoot(folder.path) { return ProjectFolder(path: folder.path, includesSubfolders: true) }
            folder = folder.deletingLastPathComponent()
        }
        return ProjectFolder(path: own.path, includesSubfolders: false)
    }

    private static func isProjectRoot(_ folder: String) -> Bool {
        let markers: Set<String> = ["Package.swift", ".git"]
        let isBundle = { (name: String) in [".xcodeproj", ".xcworkspace", ".swiftpm"].contains { name.hasSuffix($0) } }
        return isBundle(folder) || DirectoryListing.containsName(in: folder) { markers.contains($0) || isBundle($0) }
    }
}

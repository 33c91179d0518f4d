import Foundation

/// The scene files a path names: the file itself, or every `.swift` file in the folder and its subfolders that
/// declares a preview (`#Preview`, `PreviewProvider`), in sorted order, leaving out hidden folders, `.build` and
/// reference folders (`__Snapshots__`) — a project's models, tests and `Package.swift` have nothing to show.
public enum SceneFiles {
    public static func at(_ path: String) -> [String]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { return [path] }
        let base = URL(fileURLWithPath: path)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        var files: [String] = []
        for case let url as URL in walker {
            if url.lastPathComponent == "__Snapshots__" || url.lastPathComponent == ".build" {
                walker.skipDescendants()
            } else if url.pathExtension == "swift", declaresPreview(url) {
                files.append((path as NSString).appendingPathComponent(String(url.path.dropFirst(base.path.count + 1))))
            }
        }
        return files.sorted()
    }

    private static func declaresPreview(_ file: URL) -> Bool {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return true }
        return text.contains("#Preview") || text.contains("PreviewProvider")
    }
}

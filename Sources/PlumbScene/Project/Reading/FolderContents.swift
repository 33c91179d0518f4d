/// What a walk found for a module: its Swift files and resources, and the C-family files that make a SwiftPM target
/// one Plumb cannot load.
struct FolderContents: Equatable {
    var swiftFiles: [String] = []
    var assetCatalogs: [String] = []
    /// `.strings` files of the development region's `.lproj` folder, and string catalogs (`.xcstrings`).
    var stringsFiles: [String] = []
    /// Files in C, C++, Objective-C or assembly.
    var cFamilyFiles: [String] = []

    /// Whether a file called `name` in an `.lproj` folder is a strings table a `Text` may read: a `.strings` file
    /// other than `InfoPlist.strings`, which localises the app's Info.plist.
    static func isStringsTable(_ name: String) -> Bool {
        name.hasSuffix(".strings") && !name.hasSuffix("InfoPlist.strings")
    }

    static func + (lhs: FolderContents, rhs: FolderContents) -> FolderContents {
        FolderContents(
            swiftFiles: lhs.swiftFiles + rhs.swiftFiles, assetCatalogs: lhs.assetCatalogs + rhs.assetCatalogs,
            stringsFiles: lhs.stringsFiles + rhs.stringsFiles, cFamilyFiles: lhs.cFamilyFiles + rhs.cFamilyFiles
        )
    }

    /// The module these contents make, its lists sorted.
    func module(named name: String, resourceFolders: [String], dependencies: [String] = [], isPackageDependency: Bool = false) -> ProjectModule {
        ProjectModule(
            name: name, sourceFiles: swiftFiles.sorted(), assetCatalogs: assetCatalogs.sorted(), stringsFiles: stringsFiles.sorted(),
            resourceFolders: resourceFolders, dependencies: dependencies, isPackageDependency: isPackageDependency
        )
    }
}

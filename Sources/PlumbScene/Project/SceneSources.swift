import Foundation
import PlumbInterpreter

/// What a scene is loaded from, read from disk: a file alone, or — a file inside a project, or a project's folder —
/// the files of the module it belongs to and of the modules that module imports, as Xcode's canvas compiles them.
public struct SceneSources {
    /// The path asked for: a `.swift` file or a folder.
    public let path: String
    /// The project the path is in; nil when it could not be opened (``diagnostics`` say why).
    public let project: Project?
    /// The module shown: the file's, or for a folder the first of the project's own modules with a preview.
    public let module: ProjectModule?
    /// The files to load, the imported modules' first, each with its module's name.
    public let files: [SourceFile]
    /// The `.swift` file asked for (nil for a folder): its previews come first, and without any its first view is shown.
    public let primaryFile: String?
    /// What reading found wrong: the project's warnings, files that could not be read, dependencies not loaded.
    public let diagnostics: [Diagnostic]
    /// The texts read, for the next reading to take those whose files did not change.
    let texts: SourceTexts

    /// Reads the sources of the file or folder at `path`; what cannot be read becomes a diagnostic, never a crash.
    /// Given the last reading of the same path (a reload after a save), files whose status is unchanged since are not
    /// read again (``SourceTexts``).
    public static func read(_ path: String, reusing previous: SceneSources? = nil) -> SceneSources {
        var texts = SourceTexts(previous: previous?.texts)
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        var project: Project
        do {
            project = try Project.open(path)
        } catch {
            return SceneSources(path: path, project: nil, module: nil, files: [], primaryFile: nil, diagnostics: [error.diagnostic], texts: texts)
        }
        let isFile = !isFolder(standardized)
        if isFile, project.module(containing: standardized) == nil {
            // A file in none of the project's modules (a scratch file, an example beside a package) is a scene of its
            // own, as a file outside any project is.
            let alone = ProjectModule(name: URL(fileURLWithPath: standardized).deletingPathExtension().lastPathComponent, sourceFiles: [standardized])
            project = Project(kind: .file, root: (standardized as NSString).deletingLastPathComponent, modules: [alone])
        }
        var diagnostics = project.warnings
        diagnostics += project.unloadable.map { dependency in
            Diagnostic(severity: .warning, message: "the package '\(dependency.name)' is not loaded: \(dependency.reason)",
                       location: SourceLocation(file: project.root, line: 1, column: 1))
        }
        let module = isFile ? project.module(containing: standardized) : shownModule(of: project, texts: &texts)
        let loadOrder = module.map(project.loadOrder(of:)) ?? []
        var files: [SourceFile] = []
        for loaded in loadOrder {
            for file in loaded.sourceFiles {
                // A file alone keeps the path as given, as its diagnostics name it.
                let shownPath = project.kind == .file ? path : file
                do {
                    files.append(SourceFile(path: shownPath, text: try texts.text(of: file), module: loaded.name))
                } catch {
                    diagnostics.append(Diagnostic(severity: .error, message: error.description, location: SourceLocation(file: shownPath, line: 1, column: 1)))
                }
            }
        }
        let primary = isFile ? (project.kind == .file ? path : standardized) : nil
        return SceneSources(path: path, project: project, module: module, files: files, primaryFile: primary, diagnostics: diagnostics, texts: texts)
    }

    /// Every file whose change means the scene must be loaded again: its Swift files and its module's resources.
    public var watchedPaths: [String] {
        files.map(\.path) + (module.map { $0.assetCatalogs + $0.stringsFiles } ?? [])
    }

    /// Whether `other` holds the same files with the same text (a save that changed nothing needs no reload).
    public func hasSameText(as other: SceneSources) -> Bool {
        files == other.files && diagnostics.map(\.description) == other.diagnostics.map(\.description)
    }

    /// The project's own module a folder shows: the first with a preview in it, else the first.
    private static func shownModule(of project: Project, texts: inout SourceTexts) -> ProjectModule? {
        let own = project.modules.filter { !$0.isPackageDependency }
        return own.first { module in
            module.sourceFiles.contains { file in
                guard let text = try? texts.text(of: file) else { return false }
                return text.contains("#Preview") || text.contains("PreviewProvider")
            }
        } ?? own.first
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

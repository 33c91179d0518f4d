import Foundation
import PlumbInterpreter

/// The localized texts of a module as the app shows them in its development language: its strings files
/// (``StringsFile``) and string catalogs (``StringCatalog``), each a table named by its file (`Localizable` is the
/// one `Text`, `String(localized:)` and `NSLocalizedString` read by default). Where two files of a table have a key,
/// the first file's text is taken. The files are read once, at the first lookup; what was wrong with them is in
/// ``problems``. `@unchecked Sendable`: what it read is written and read under its lock only.
final class LocalizedStrings: @unchecked Sendable {
    /// The table read when a lookup names none.
    static let defaultTable = "Localizable"

    private let paths: @Sendable () -> [String]
    private let lock = NSLock()
    private var read: (tables: [String: [String: String]], problems: [Diagnostic])?

    /// The strings files at `files` (`*.strings` and `*.xcstrings`), each of the language to show.
    init(files: [String]) {
        paths = { files }
    }

    /// The strings files the walk of the project `bundle` holds meets (``BundleResources/stringsFiles``), those of
    /// one language (``developmentLanguageFiles(_:)``), read at the first lookup.
    init(_ bundle: BundleResources) {
        paths = { Self.developmentLanguageFiles(bundle.stringsFiles) }
    }

    /// The text of `key` in `table` (the default one when nil), nil when no file has it.
    func text(for key: String, table: String? = nil) -> String? {
        tables[table ?? Self.defaultTable]?[key]
    }

    /// The files' malformations, each a warning at its place in its file.
    var problems: [Diagnostic] { contents.problems }

    private var tables: [String: [String: String]] { contents.tables }

    private var contents: (tables: [String: [String: String]], problems: [Diagnostic]) {
        lock.lock()
        defer { lock.unlock() }
        if read == nil {
            var tables: [String: [String: String]] = [:]
            var problems: [Diagnostic] = []
            for path in paths() {
                let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                let file: any StringsTableFile = (path as NSString).pathExtension == "xcstrings" ? StringCatalog(contentsOf: path) : StringsFile(contentsOf: path)
                tables[table, default: [:]].merge(file.entries) { first, _ in first }
                if let problem = file.problem { problems.append(problem) }
            }
            read = (tables, problems)
        }
        return read!
    }

    /// Of the strings files of several languages, those the app shows when its development language is not known:
    /// string catalogs (each holds its source language), and the `.strings` of `en.lproj`, else `Base.lproj`, else
    /// the first language folder by name.
    static func developmentLanguageFiles(_ files: [String]) -> [String] {
        func language(_ path: String) -> String { (((path as NSString).deletingLastPathComponent as NSString).lastPathComponent as NSString).deletingPathExtension }
        let strings = files.filter { ($0 as NSString).pathExtension == "strings" }
        let languages = Set(strings.map(language))
        let chosen = ["en", "Base"].first(where: languages.contains) ?? languages.sorted().first
        return files.filter { ($0 as NSString).pathExtension == "xcstrings" || language($0) == chosen }
    }
}

/// A file of one table's texts, read.
protocol StringsTableFile {
    /// The texts by key.
    var entries: [String: String] { get }
    /// What ended the reading early or made the file unreadable.
    var problem: Diagnostic? { get }
}

extension StringsFile: StringsTableFile {}
extension StringCatalog: StringsTableFile {}

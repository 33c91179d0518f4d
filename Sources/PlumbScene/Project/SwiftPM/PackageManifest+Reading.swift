import Foundation
import PlumbInterpreter
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

extension PackageManifest {
    /// Reads the `Package.swift` at `file` with swift-syntax, never running it. A file that cannot be read or does
    /// not parse is an error at swift-syntax's place; a part that only running it would tell is a warning, and the
    /// rest is read.
    static func read(_ file: String, into reading: inout ProjectReading) throws(ProjectError) -> PackageManifest {
        guard let data = FileManager.default.contents(atPath: file), let source = String(data: data, encoding: .utf8) else {
            throw .at(file, "cannot read Package.swift as UTF-8 text")
        }
        let tree = Parser.parse(source: source)
        let evaluator = ManifestEvaluator(file: file, source: source, tree: tree)
        if let syntaxError = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
            let start = evaluator.converter.location(for: syntaxError.position)
            let location = PlumbInterpreter.SourceLocation(file: file, line: start.line, column: start.column)
            throw ProjectError(diagnostic: PlumbInterpreter.Diagnostic(severity: .error, message: syntaxError.message, location: location, sourceLine: evaluator.sourceLine(location)))
        }
        var reader = ManifestReader(evaluator: evaluator, reading: reading)
        let manifest = reader.package(tree, folderName: (file as NSString).deletingLastPathComponent.split(separator: "/").last.map(String.init) ?? "Package")
        reading = reader.reading
        return manifest
    }
}

/// Turns a manifest's values into a ``PackageManifest``, warning of each part it needs that is computed.
private struct ManifestReader {
    let evaluator: ManifestEvaluator
    var reading: ProjectReading

    mutating func package(_ tree: SourceFileSyntax, folderName: String) -> PackageManifest {
        for item in tree.statements where !Self.isDeclaration(item.item) {
            warnComputed(at: evaluator.location(of: item), "cannot follow this statement without running Package.swift: it is left out")
        }
        guard let expression = evaluator.constants["package"], case .call("Package", _) = evaluator.value(of: expression) else {
            reading.warn("Package.swift has no `let package = Package(…)` that can be read: no targets read", about: evaluator.file)
            return PackageManifest(name: folderName)
        }
        let package = evaluator.value(of: expression)
        return PackageManifest(
            name: package.argument("name").flatMap { string($0, "package name") } ?? folderName,
            defaultLocalization: package.argument("defaultLocalization").flatMap { string($0, "default localization") },
            products: items(package.argument("products"), "product").compactMap { product($0) },
            dependencies: items(package.argument("dependencies"), "package dependency").compactMap { dependency($0) },
            targets: items(package.argument("targets"), "target").compactMap { target($0) }
        )
    }

    private static func isDeclaration(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard let declaration = item.as(DeclSyntax.self) else { return false }
        return !declaration.is(IfConfigDeclSyntax.self)
    }

    private mutating func product(_ value: ManifestValue) -> PackageManifest.Product? {
        guard let name = value.argument("name").flatMap({ string($0, "product name") }) else { return nil }
        return PackageManifest.Product(name: name, targets: strings(value.argument("targets"), "product's target"))
    }

    private mutating func dependency(_ value: ManifestValue) -> PackageManifest.Dependency? {
        let name = value.argument("name").flatMap { string($0, "package name") }
        if let path = value.argument("path").flatMap({ string($0, "package path") }) { return .init(location: .path(path), name: name) }
        if let url = value.argument("url").flatMap({ string($0, "package URL") }) { return .init(location: .url(url), name: name) }
        if let id = value.argument("id").flatMap({ string($0, "package identifier") }) { return .init(location: .registry(id), name: name) }
        return nil
    }

    private mutating func target(_ value: ManifestValue) -> PackageManifest.Target? {
        guard case .call(let call, _) = value, let kind = PackageManifest.Target.Kind(rawValue: call),
              let name = value.argument("name").flatMap({ string($0, "target name", leaving: "the target") })
        else { return nil }
        // A target whose folder cannot be read is left out rather than read from the default folder.
        let path = value.argument("path").map { string($0, "target path", leaving: "the target") }
        if case .some(nil) = path { return nil }
        return PackageManifest.Target(
            kind: kind, name: name, dependencies: items(value.argument("dependencies"), "target dependency").compactMap { targetDependency($0) },
            path: path ?? nil, exclude: strings(value.argument("exclude"), "excluded path"),
            sources: value.argument("sources").map { strings($0, "source path") },
            resources: items(value.argument("resources"), "resource").compactMap { $0.firstArgument.flatMap { string($0, "resource path") } }
        )
    }

    private mutating func targetDependency(_ value: ManifestValue) -> PackageManifest.Target.Dependency? {
        if case .string(let name) = value { return .byName(name) }
        guard case .call(let call, _) = value, let name = value.argument("name").flatMap({ string($0, "dependency name") }) else { return nil }
        switch call {
        case "target", "targetItem": return .target(name)
        case "product", "productItem": return .product(name, package: value.argument("package").flatMap { string($0, "package name") })
        case "byName": return .byName(name)
        default: return nil
        }
    }

    /// The elements of an array argument, each computed one (and a computed array) warned of as a `what`.
    private mutating func items(_ value: ManifestValue?, _ what: String) -> [ManifestValue] {
        switch value {
        case .array(let items):
            return items.filter { item in
                guard case .computed(let location) = item else { return true }
                warnComputed(at: location, "cannot read a computed \(what) without running Package.swift: it is left out")
                return false
            }
        case .computed(let location):
            warnComputed(at: location, "cannot read computed \(what)s without running Package.swift: they are left out")
            return []
        default:
            return []
        }
    }

    private mutating func strings(_ value: ManifestValue?, _ what: String) -> [String] {
        items(value, what).compactMap { string($0, what) }
    }

    private mutating func string(_ value: ManifestValue, _ what: String, leaving: String = "it") -> String? {
        switch value {
        case .string(let text): return text
        case .computed(let location):
            warnComputed(at: location, "cannot read a computed \(what) without running Package.swift: \(leaving) is left out")
            return nil
        default: return nil
        }
    }

    private mutating func warnComputed(at location: PlumbInterpreter.SourceLocation, _ message: String) {
        reading.warn(message, at: location, sourceLine: evaluator.sourceLine(location))
    }
}

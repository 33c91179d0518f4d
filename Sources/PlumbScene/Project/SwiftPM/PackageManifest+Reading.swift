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
        guard let expression = evaluator.constants["package"], case .call("Package", _) = evaluator.value(of: expression) else {
            reading.warn("Package.swift has no `let package = Package(…)` that can be read: no targets read", about: evaluator.file)
            return PackageManifest(name: folderName)
        }
        let package = evaluator.value(of: expression)
        var manifest = PackageManifest(
            name: package.argument("name").flatMap { string($0, "package name") } ?? folderName,
            defaultLocalization: package.argument("defaultLocalization").flatMap { string($0, "default localization") }
        )
        add(package.argument("products"), to: "products", of: &manifest)
        add(package.argument("dependencies"), to: "dependencies", of: &manifest)
        add(package.argument("targets"), to: "targets", of: &manifest)
        follow(tree.statements, into: &manifest)
        return manifest
    }

    /// Follows the top-level statements that add to the package — `package.targets.append(…)`,
    /// `.append(contentsOf: […])`, `+= […]`, and the same for products and dependencies — and the body of an `if`
    /// as if its condition held, with a warning. Any other statement is a warning.
    private mutating func follow(_ statements: CodeBlockItemListSyntax, into manifest: inout PackageManifest) {
        for item in statements where !Self.isDeclaration(item.item) {
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            if let condition = expression?.as(IfExprSyntax.self) {
                warn(at: evaluator.location(of: condition), "cannot evaluate this condition without running Package.swift: what it adds is read as if it holds")
                follow(condition.body.statements, into: &manifest)
            } else if let (property, added) = expression.flatMap(addition) {
                add(added, to: property, of: &manifest)
            } else {
                warn(at: evaluator.location(of: item), "cannot follow this statement without running Package.swift: it is left out")
            }
        }
    }

    /// The values `package.products`, `package.dependencies` or `package.targets` gets in `list`.
    private mutating func add(_ list: ManifestValue?, to property: String, of manifest: inout PackageManifest) {
        switch property {
        case "products": manifest.products += items(list, "product").compactMap { product($0) }
        case "dependencies": manifest.dependencies += items(list, "package dependency").compactMap { dependency($0) }
        default: manifest.targets += items(list, "target").compactMap { target($0) }
        }
    }

    /// The property of `package` a statement adds to, and what it adds.
    private func addition(_ expression: ExprSyntax) -> (property: String, added: ManifestValue)? {
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "append", let property = packageProperty(member.base), call.arguments.count == 1,
           let argument = call.arguments.first {
            let value = evaluator.value(of: argument.expression)
            return (property, argument.label?.text == "contentsOf" ? value : .array([value]))
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=", let property = packageProperty(elements[0]) else { return nil }
            return (property, evaluator.value(of: elements[2]))
        }
        return nil
    }

    /// `products`, `dependencies` or `targets` for `package.products`, `package.dependencies`, `package.targets`.
    private func packageProperty(_ expression: ExprSyntax?) -> String? {
        guard let member = expression?.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "package" else {
            return nil
        }
        let name = member.declName.baseName.text
        return ["products", "dependencies", "targets"].contains(name) ? name : nil
    }

    /// Whether `item` declares rather than changes the package: a declaration, or an `#if` of imports only (as
    /// `#if canImport(AppleProductTypes)` in a Swift Playgrounds app).
    private static func isDeclaration(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard let declaration = item.as(DeclSyntax.self) else { return false }
        guard let condition = declaration.as(IfConfigDeclSyntax.self) else { return true }
        return condition.clauses.allSatisfy { clause in
            guard case .statements(let statements)? = clause.elements else { return clause.elements == nil }
            return statements.allSatisfy { $0.item.as(DeclSyntax.self)?.is(ImportDeclSyntax.self) == true }
        }
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
                warn(at: location, "cannot read a computed \(what) without running Package.swift: it is left out")
                return false
            }
        case .computed(let location):
            warn(at: location, "cannot read a computed \(what) list without running Package.swift: it is left out")
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
            warn(at: location, "cannot read a computed \(what) without running Package.swift: \(leaving) is left out")
            return nil
        default: return nil
        }
    }

    /// A warning at a place in the manifest, with its line for the caret display.
    private mutating func warn(at location: PlumbInterpreter.SourceLocation, _ message: String) {
        reading.warn(message, at: location, sourceLine: evaluator.sourceLine(location))
    }
}

import Foundation
import Testing

/// Every relative link in README.md, CHANGELOG.md and docs/*.md reaches a file of the repository (and a heading of
/// it, for a `#anchor`), and every `§N` / `§N.M` the sources and documents cite is a section of docs/SEMANTICS.md.
@Test func everyRelativeLinkInTheDocumentsResolves() throws {
    var broken: [String] = []
    for document in DocumentLinks.documents {
        let text = try String(contentsOf: document, encoding: .utf8)
        for link in DocumentLinks.links(in: text) {
            if let problem = try DocumentLinks.problem(with: link, in: document) {
                broken.append("\(DocumentLinks.relative(document)): (\(link)) \(problem)")
            }
        }
    }
    #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
}

@Test func everySectionReferenceResolvesInSemantics() throws {
    let sections = DocumentLinks.sections(of: try String(contentsOf: Repository.root.appendingPathComponent("docs/SEMANTICS.md"), encoding: .utf8))
    var broken: [String] = []
    let sources = FileManager.default.enumerator(at: Repository.root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
    let files = (sources?.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []) + DocumentLinks.documents
    for file in files {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            for match in line.matches(of: #/§ ?(\d+(?:\.\d+)*)/#) where !sections.contains(String(match.output.1)) {
                broken.append("\(DocumentLinks.relative(file)):\(index + 1): §\(match.output.1)")
            }
        }
    }
    #expect(broken.isEmpty, "section references with no section in docs/SEMANTICS.md:\n\(broken.joined(separator: "\n"))")
}

@Test func theLinkCheckerFindsBrokenLinksAndAnchors() throws {
    let readme = Repository.root.appendingPathComponent("README.md")
    #expect(try DocumentLinks.problem(with: "docs/Nowhere.md", in: readme) != nil)
    #expect(try DocumentLinks.problem(with: "docs/SEMANTICS.md#no-such-heading", in: readme) != nil)
    #expect(try DocumentLinks.problem(with: "docs/SEMANTICS.md#20-text-on-an-iphone-ios-26", in: readme) == nil)
    #expect(DocumentLinks.links(in: "a [b](c.md) `[d](e.md)` [f](https://x.org)\n```\n[g](h.md)\n```\n") == ["c.md"])
    #expect(DocumentLinks.sections(of: "## 3. Stacks\n### 3.1 Sizing\n1. first\n## 4. ZStack\n").isSuperset(of: ["3", "3.1", "3.1.1", "4"]))
}

/// Finding the links of Markdown documents and the headings they point at.
enum DocumentLinks {
    /// README.md, CHANGELOG.md and every Markdown file in docs/.
    static var documents: [URL] {
        let docs = Repository.root.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return [Repository.root.appendingPathComponent("README.md"), Repository.root.appendingPathComponent("CHANGELOG.md")]
            + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
    }

    static func relative(_ url: URL) -> String {
        String(url.path.dropFirst(Repository.root.path.count + 1))
    }

    /// The targets of the inline links outside code (fenced blocks and code spans), other than web addresses.
    static func links(in markdown: String) -> [String] {
        var links: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            let prose = line.replacing(#/(`+).*?\1/#, with: "")
            for match in prose.matches(of: #/\]\(([^)\s]+)\)/#) {
                let target = String(match.output.1)
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                links.append(target)
            }
        }
        return links
    }

    /// What is wrong with a link from `document`, or nil when it resolves.
    static func problem(with link: String, in document: URL) throws -> String? {
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let target = path.isEmpty ? document : document.deletingLastPathComponent().appendingPathComponent(path).standardized
        guard FileManager.default.fileExists(atPath: target.path) else { return "no such file" }
        guard parts.count == 2, target.pathExtension == "md" else { return nil }
        let anchors = Set(headings(of: try String(contentsOf: target, encoding: .utf8)).map(slug))
        return anchors.contains(String(parts[1])) ? nil : "no heading with that anchor in \(target.lastPathComponent)"
    }

    /// The text of every heading outside code blocks.
    static func headings(of markdown: String) -> [String] {
        var headings: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            if !inFence, let match = line.firstMatch(of: #/^#{1,6}\s+(.*)$/#) { headings.append(String(match.output.1)) }
        }
        return headings
    }

    /// A heading's anchor as GitHub makes it: lowercased, punctuation other than `-` and `_` dropped, spaces as `-`.
    static func slug(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// The section numbers of SEMANTICS.md: its numbered headings (`## 3.`, `### 3.1`), and `N.M` for the M-th
    /// numbered point of section N's list (`§19.6`).
    static func sections(of markdown: String) -> Set<String> {
        var sections: Set<String> = []
        var current: String?
        for line in markdown.split(separator: "\n") {
            if let match = line.firstMatch(of: #/^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/#) {
                current = String(match.output.1)
                sections.insert(current!)
            } else if let current, let match = line.firstMatch(of: #/^(\d+)\.\s/#) {
                sections.insert("\(current).\(match.output.1)")
            }
        }
        return sections
    }
}

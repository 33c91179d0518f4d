import Foundation
import Testing
@testable import PlumbScene

/// A comment line of exactly 100 bytes.
private let commentLine = "// " + String(repeating: "x", count: 96) + "\n"

@Test func aSwiftFileOverTheLimitIsAnErrorNamingTheLimit() throws {
    try withFiles(["Huge.swift": String(repeating: commentLine, count: 100_000) + "x"]) { root in
        let sources = SceneSources.read(root + "/Huge.swift")
        #expect(sources.files.isEmpty)
        #expect(sources.diagnostics.map(\.description) == ["\(root)/Huge.swift:1:1: error: the file is 10.0 MB; Plumb reads Swift files of up to 10 MB"])
    }
}

@Test func aSwiftFileAtTheLimitIsRead() throws {
    try withFiles(["Long.swift": String(repeating: commentLine, count: 100_000)]) { root in
        let sources = SceneSources.read(root + "/Long.swift")
        #expect(sources.diagnostics.isEmpty)
        #expect(sources.files.map(\.text.utf8.count) == [SourceFileText.maximumBytes])
    }
}

@Test func aModuleLoadsWithoutItsFileOverTheLimit() throws {
    let files = ["Sources/App/A.swift": "struct A {}", "Sources/App/Huge.swift": String(repeating: commentLine, count: 120_000), "Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "App", targets: [.target(name: "App")])
        """]
    try withFiles(files) { root in
        let sources = SceneSources.read(root + "/Sources/App/A.swift")
        #expect(sources.files.map(\.path) == [root + "/Sources/App/A.swift"])
        #expect(sources.diagnostics.map(\.description) == ["\(root)/Sources/App/Huge.swift:1:1: error: the file is 12.0 MB; Plumb reads Swift files of up to 10 MB"])
    }
}

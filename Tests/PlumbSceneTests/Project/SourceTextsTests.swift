import Foundation
import Testing
@testable import PlumbScene

/// A reading after a save takes the texts of files that did not change from the last one and reads the rest.
@Test func aSecondReadingReadsOnlyTheChangedFiles() throws {
    try withFiles(["A.swift": "struct A {}", "B.swift": "struct B {}"]) { root in
        var first = SourceTexts(settleTime: 0)
        #expect(try first.text(of: root + "/A.swift") == "struct A {}")
        #expect(try first.text(of: root + "/B.swift") == "struct B {}")
        #expect(try first.text(of: root + "/A.swift") == "struct A {}", "a file read twice in one reading…")
        #expect(first.filesRead == 2, "…is read once")

        try "struct B { var b = 1 }".write(toFile: root + "/B.swift", atomically: false, encoding: .utf8)
        var second = SourceTexts(previous: first, settleTime: 0)
        #expect(try second.text(of: root + "/A.swift") == "struct A {}")
        #expect(try second.text(of: root + "/B.swift") == "struct B { var b = 1 }")
        #expect(second.filesRead == 1, "only the saved file is read again")

        try FileManager.default.removeItem(atPath: root + "/A.swift")
        var third = SourceTexts(previous: second, settleTime: 0)
        #expect(throws: SourceFileText.Failure.unreadable) { try third.text(of: root + "/A.swift") }
    }
}

/// A file that changed less than the settle time before it was read is read again next time, however unchanged its
/// status: a second write in the same tick of the file system's clock would not have changed it.
@Test func aTextReadBeforeItsFileSettledIsReadAgain() throws {
    try withFiles(["A.swift": "struct A {}"]) { root in
        var first = SourceTexts(settleTime: 3_600)
        _ = try first.text(of: root + "/A.swift")
        var second = SourceTexts(previous: first, settleTime: 3_600)
        _ = try second.text(of: root + "/A.swift")
        #expect(second.filesRead == 1)
    }
}

/// A project read again after a save gives what reading it afresh gives.
@Test func aProjectReadAgainAfterASaveHasTheSavedText() throws {
    let files = ["Sources/App/A.swift": "struct A {}", "Sources/App/B.swift": "struct B {}", "Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "App", targets: [.target(name: "App")])
        """]
    try withFiles(files) { root in
        let first = SceneSources.read(root + "/Sources/App/A.swift")
        try "struct A { var a = 1 }".write(toFile: root + "/Sources/App/A.swift", atomically: true, encoding: .utf8)
        let again = SceneSources.read(root + "/Sources/App/A.swift", reusing: first)
        let afresh = SceneSources.read(root + "/Sources/App/A.swift")
        #expect(again.files == afresh.files)
        #expect(again.files.map(\.text).sorted() == ["struct A { var a = 1 }", "struct B {}"])
    }
}

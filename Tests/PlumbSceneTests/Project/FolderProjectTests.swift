import Foundation
import Testing
@testable import PlumbScene

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Test func aPlainFolderIsOneModuleOfItsSwiftFilesBuildProductsAndHiddenFoldersLeftOut() throws {
    let files = [
        "My Scratch/A.swift", "My Scratch/Views/B.swift", "My Scratch/.hidden/C.swift", "My Scratch/build/D.swift",
        "My Scratch/node_modules/E.swift", "My Scratch/Pods/F.swift", "My Scratch/DerivedData/G.swift", "My Scratch/Other.xcworkspace/H.swift",
        "My Scratch/Colors.xcassets/Contents.json", "My Scratch/en.lproj/Localizable.strings", "My Scratch/en.lproj/InfoPlist.strings", "My Scratch/de.lproj/Localizable.strings",
        "My Scratch/Texts.xcstrings", "My Scratch/notes.txt",
    ]
    try withFiles(Dictionary(uniqueKeysWithValues: files.map { ($0, "") })) { root in
        let project = try RelativeProject.open("My Scratch", in: root)
        #expect(project.kind == .folder)
        #expect(project.modules == [
            ProjectModule(
                name: "My_Scratch", sourceFiles: ["A.swift", "Views/B.swift"], assetCatalogs: ["Colors.xcassets"],
                stringsFiles: ["Texts.xcstrings", "en.lproj/Localizable.strings"], resourceFolders: ["."]
            ),
        ])
        #expect(project.warnings == [])
    }
}

@Test func aLooseFileIsAModuleOfItselfNeverOfItsNeighbours() throws {
    let files = ["examples/Anchors.swift": "", "examples/Cards.swift": "", "examples/More/Deep.swift": "", "examples/Brand.xcassets/Contents.json": "{}"]
    try withFiles(files) { root in
        // Its neighbours are not even counted against the limit of Swift files.
        let project = try RelativeProject.open("examples/Anchors.swift", in: root, limits: ProjectLimits(maxSwiftFiles: 1))
        #expect(project.kind == .file)
        #expect(project.warnings == [])
        #expect(project.modules == [
            ProjectModule(
                name: "Anchors", sourceFiles: ["Anchors.swift"], assetCatalogs: ["Brand.xcassets"], resourceFolders: ["."],
                resourcesIncludeSubfolders: false
            ),
        ])
    }
}

@Test func aFileInNoModuleOfItsPackageIsALooseFile() throws {
    let manifest = "import PackageDescription\nlet package = Package(name: \"Tool\", targets: [.target(name: \"Tool\")])"
    try withFiles(["Package.swift": manifest, "Sources/Tool/Tool.swift": "", "examples/Anchors.swift": "", "examples/Cards.swift": ""]) { root in
        let project = try RelativeProject.open("examples/Anchors.swift", in: root)
        #expect(project.kind == .file)
        #expect(project.modules == [ProjectModule(name: "Anchors", sourceFiles: ["Anchors.swift"], resourceFolders: ["."], resourcesIncludeSubfolders: false)])
        #expect(try Project.open(root + "/Sources/Tool/Tool.swift").kind == .swiftPackage)
    }
}

@Test func aFolderWithoutSwiftFilesHasNoModules() throws {
    try withFiles(["Empty/readme.md": ""]) { root in
        let project = try RelativeProject.open("Empty", in: root)
        #expect(project.modules == [])
    }
}

@Test func aSymbolicLinkLoopIsFollowedOnceAndWarnedOf() throws {
    try withFiles(["Loop/A.swift": "", "Loop/Shared/B.swift": "", "Elsewhere/C.swift": ""]) { root in
        try link("Loop/Shared/Back", to: "..", in: root)
        try link("Loop/Linked", to: "../Elsewhere", in: root)
        let project = try RelativeProject.open("Loop", in: root)
        #expect(project.modules.map(\.sourceFiles) == [["A.swift", "Linked/C.swift", "Shared/B.swift"]])
        #expect(project.warnings == ["Shared/Back:1:1: warning: symbolic link 'Shared/Back' leads back to '\(root)/Loop', a folder it is inside: not followed"])
    }
}

@Test func unreadableEntriesAreWarnedOfByName() throws {
    try withFiles(["Odd/A.swift": ""]) { root in
        try link("Odd/Gone.swift", to: "Nowhere.swift", in: root)
        let name = (Array("\(root)/Odd/Bad".utf8) + [0xFF] + Array(".swift".utf8) + [0]).map(CChar.init(bitPattern:))
        let descriptor = creat(name, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        let project = try RelativeProject.open("Odd", in: root)
        #expect(project.modules.map(\.sourceFiles) == [["A.swift"]])
        #expect(project.warnings == [
            ".:1:1: warning: cannot read 'Bad\u{FFFD}.swift' in '\(root)/Odd': its name is not UTF-8 text",
            "Gone.swift:1:1: warning: cannot read 'Gone.swift': a symbolic link to nothing, or not a file or folder",
        ])
    }
}

@Test func aWalkStopsAtTheLimitOfEntriesWithAWarning() throws {
    let files = (1...5).map { "Many/File\($0).swift" }
    try withFiles(Dictionary(uniqueKeysWithValues: files.map { ($0, "") })) { root in
        let project = try RelativeProject.open("Many", in: root, limits: ProjectLimits(maxFiles: 3))
        #expect(project.modules.map(\.sourceFiles) == [["File1.swift", "File2.swift", "File3.swift"]])
        #expect(project.warnings == [".:1:1: warning: stopped at the limit of 3 files and folders, 3 Swift files read: the rest is left out"])
    }
}

@Test func aWalkStopsAtTheLimitOfSwiftFilesWithAWarning() throws {
    let files = (1...5).map { "Many/File\($0).swift" } + ["Many/a.txt"]
    try withFiles(Dictionary(uniqueKeysWithValues: files.map { ($0, "") })) { root in
        let project = try RelativeProject.open("Many", in: root, limits: ProjectLimits(maxSwiftFiles: 2))
        #expect(project.modules.map(\.sourceFiles) == [["File1.swift", "File2.swift"]])
        #expect(project.warnings == [".:1:1: warning: stopped at the limit of 2 Swift files: the rest is left out"])
    }
}

@Test func aMissingPathOrAFileThatIsNotSwiftIsAnError() throws {
    try withFiles(["notes.txt": ""]) { root in
        for (path, message) in [("/nothing", "no such file or folder"), ("/notes.txt", "neither a Swift file nor a folder")] {
            let error = #expect(throws: ProjectError.self) { try Project.open(root + path) }
            #expect(error?.diagnostic.summary == "\(root)\(path):1:1: error: \(message)")
        }
    }
}

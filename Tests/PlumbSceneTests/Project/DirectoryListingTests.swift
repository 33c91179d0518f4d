import Foundation
import Testing
@testable import PlumbScene

/// Found by running the suite under AddressSanitizer (scripts/sanitize.sh address): reading each record's name field
/// whole read past the end of `readdir`'s buffer. Names of every length come back exactly.
@Test func aListingHasEveryNameWhateverItsLength() throws {
    let names = [1, 2, 7, 8, 9, 100, 254, 255].map { String(repeating: "n", count: $0 - 1) + "s" }
    try withFiles(Dictionary(uniqueKeysWithValues: names.map { ("Names/\($0)", "") })) { root in
        let listing = try #require(DirectoryListing(root + "/Names"))
        #expect(listing.entries.map(\.name) == names.sorted())
        #expect(listing.entries.allSatisfy { $0.kind == .file })
    }
}

/// A folder is searched for a name without listing it whole: the search says whether one entry matches, and an
/// unreadable folder has none.
@Test func aFolderIsSearchedForAName() throws {
    try withFiles(["Loose/Scene.swift": "", "Loose/App.xcodeproj/project.pbxproj": ""]) { root in
        #expect(DirectoryListing.containsName(in: root + "/Loose") { $0.hasSuffix(".xcodeproj") })
        #expect(!DirectoryListing.containsName(in: root + "/Loose") { $0 == "Package.swift" })
        #expect(!DirectoryListing.containsName(in: root + "/Missing") { _ in true })
    }
}

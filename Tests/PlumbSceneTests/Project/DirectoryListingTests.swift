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

import Testing
@testable import PlumbInterpreter

@Test func theClosestNameWithinReachIsSuggestedCaseOnlyDifferencesFirst() {
    let names = NameSuggestion.Candidates(["padding", "Padding", "opacity", "offset", "frame", "overlay"])
    #expect(names.closest(to: "paddng") == "Padding")
    #expect(names.closest(to: "padding") == "Padding")
    #expect(names.closest(to: "opactiy") == "opacity")
    #expect(names.closest(to: "framework") == nil)
    #expect(NameSuggestion.near("ofset", in: ["offset", "onset", "outset"], limit: 3) == ["offset", "onset"])
}

/// The distance counts a swap of neighbours as one edit; past its limit it may stop early, at `limit + 1`.
@Test func theEditDistanceCountsSwapsAsOneEditAndStopsPastItsLimit() {
    func distance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        NameSuggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }
    #expect(distance("opacity", "opactiy") == 1)
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("kitten", "sitting", limit: 1) > 1)
    #expect(distance("abcdef", "uvwxyz", limit: 2) == 3)
    #expect(distance("", "abc") == 3)
}

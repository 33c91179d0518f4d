import PlumbSnapshot
import Testing

@Test func shardsSplitTheCasesRoundRobinAndTogetherCoverEachOnce() throws {
    let cases = (1...7).map { SnapshotCase(file: "A.swift", preview: $0 - 1, previewTitle: "Preview \($0)") }
    let shards = try (1...3).map { try #require(SnapshotShard("\($0)/3")) }
    #expect(shards[0].cases(of: cases).map(\.preview) == [0, 3, 6])
    #expect(shards[1].cases(of: cases).map(\.preview) == [1, 4])
    #expect(shards[2].cases(of: cases).map(\.preview) == [2, 5])
    #expect(SnapshotShard("0/3") == nil)
    #expect(SnapshotShard("4/3") == nil)
    #expect(SnapshotShard("two") == nil)
}

@Test func variantsParseTheIssuesSpelling() throws {
    let variants = try SnapshotVariant.parseList("light,dark,xSmall,AX5,devices:'iPhone SE','iPhone 15 Pro Max',landscape")
    #expect(variants.map(\.name) == ["light", "dark", "xSmall", "AX5", "iPhone-SE", "iPhone-15-Pro-Max", "landscape"])
    #expect(throws: UnknownVariant(name: "sepia")) { try SnapshotVariant.parseList("dark,sepia") }
}

import PlumbSnapshotTesting
import SnapshotTesting
import Testing

@Test func cardLooksAndLaysOutAsRecorded() throws {
    let card = try PreviewOf("Sources/App/Card.swift", preview: "Card")
    assertSnapshot(of: card, as: .plumbImage)
    assertSnapshot(of: card, as: .plumbLayout)
}

@Test func cardInTheDarkAppearance() throws {
    assertSnapshot(of: try PreviewOf("Sources/App/Card.swift", preview: "Card", variant: .appearance(.dark)), as: .plumbImage)
}

@Test func aLongTitleWrapsAtTheLargestDynamicTypeSize() throws {
    let card = try PreviewOf("Sources/App/Card.swift", preview: "Long title", variant: .dynamicType(.accessibility5))
    assertSnapshot(of: card, as: .plumbLayout)
}

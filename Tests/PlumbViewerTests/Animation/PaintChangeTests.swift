import Foundation
import PlumbLayout
import PlumbRender
import Testing
@testable import PlumbViewer

private let palette = SystemColorPalette(appearance: .light)

@Test func rotationsAndScalesBlendTowardTheNewTransform() throws {
    let from = ViewKind.effect(.transform(DrawingTransform(rotation: .degrees(0), scale: CGSize(width: 1, height: 2))))
    let to = ViewKind.effect(.transform(DrawingTransform(rotation: .degrees(90), scale: CGSize(width: 3, height: 1), anchor: .top)))
    let change = try #require(PaintChange(from: from, to: to, palette: palette))
    guard case .effect(.transform(let half)) = change.kind(at: 0.5) else {
        Issue.record("not a transform")
        return
    }
    #expect(abs(half.rotation.degrees - 45) < 1e-9)
    #expect(half.scale == CGSize(width: 2, height: 1.5))
    #expect(half.anchor == .top)
    #expect(PaintChange(from: to, to: to, palette: palette) == nil)
}

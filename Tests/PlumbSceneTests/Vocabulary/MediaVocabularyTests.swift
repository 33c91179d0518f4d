import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aPhotosPickerIsItsTintedLabelAndAVideoPlayerABlackAreaUnderItsOverlay() throws {
    let solution = SceneHarness("""
    import PhotosUI
    import AVKit
    struct ContentView: View {
        @State private var item: PhotosPickerItem?
        @State private var items: [PhotosPickerItem] = []
        private let player = AVPlayer(url: URL(string: "https://example.com/a.mp4")!)
        var body: some View {
            VStack(spacing: 0) {
                PhotosPicker(selection: $item, matching: .images) { Text("Choose") }
                PhotosPicker("Several", selection: $items, maxSelectionCount: 3, selectionBehavior: .ordered, matching: .any(of: [.images, .videos]))
                VideoPlayer(player: player) { Text("Overlay") }.frame(height: 100).id("video")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == ["Scene.swift:11:13: warning: VideoPlayer is drawn as a black area: Plumb plays no video"])
    #expect(solution.text("Choose")?.environment.foregroundStyle == .color(.accentColor))
    #expect(solution.text("Several") != nil)
    let video = try #require(SceneHarness.frame("video", in: solution))
    #expect(video.size == CGSize(width: 400, height: 100))
    let screen = try #require(solution.nodes(named: "Color").first)
    #expect(screen.frame == video)
    #expect(solution.text("Overlay").map { video.contains($0.frame) } == true)
}

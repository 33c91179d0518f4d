import Testing
@testable import PlumbInterpreter

private let typicalScene = #"""
    import SwiftUI

    struct Photo: Identifiable, Hashable {
        let id = UUIDish.next()
        var name: String
        var rating: Int = 3
        var isFavorite = false
    }

    enum UUIDish {
        static var counter = 0
        static func next() -> Int { counter += 1; return counter }
    }

    extension Photo {
        static let samples: [Photo] = [
            Photo(name: "Lake", rating: 5, isFavorite: true),
            Photo(name: "Hill"),
            .init(name: "Road", rating: 1),
        ]
        var stars: String { String(repeating: "*", count: rating) }
    }

    struct RatingView: View {
        @Binding var rating: Int
        var maximum = 5
        var body: some View {
            VStack(spacing: 2) {
                ForEach(1...maximum, id: \.self) { value in
                    Text(value <= rating ? "★" : "☆")
                        .onTapGesture { rating = value }
                }
            }
        }
    }

    struct PhotoRow: View {
        let photo: Photo
        @State private var rating = 0
        private var title: String {
            photo.isFavorite ? "\(photo.name) ♥" : photo.name
        }
        var body: some View {
            VStack(alignment: .leading) {
                Text(title)
                Text(photo.stars)
                RatingView(rating: $rating)
            }
            .padding(photo.isFavorite ? 8 : 4)
        }
    }

    struct ContentView: View {
        @State private var photos = Photo.samples
        @State private var filter: String? = nil
        var visible: [Photo] {
            guard let filter, !filter.isEmpty else { return photos.sorted { $0.rating > $1.rating } }
            return photos.filter { $0.name.lowercased().contains(filter.lowercased()) }
        }
        var body: some View {
            VStack {
                let count = visible.count
                Text("\(count) photo\(count == 1 ? "" : "s")")
                ForEach(visible) { photo in
                    PhotoRow(photo: photo)
                }
                if visible.isEmpty {
                    Text("Nothing")
                } else if let best = visible.max(by: { $0.rating < $1.rating }) {
                    Text("Best: \(best.name)")
                }
                Color.red.frame(width: 20, height: CGFloat(count) * 2.5)
            }
        }
    }
    """#

/// A scene written the way SwiftUI sample code is: models with static samples, computed properties, bindings
/// passed down, `let` and `if let` in builders, sorting and filtering closures, static counters.
@Test func aTypicalSwiftUISceneRuns() throws {
    #expect(try rendered(typicalScene) == "ContentView{VStack(center,nil)[TupleView[Text(3 photos), ForEach[PhotoRow{padding(8.0)[VStack(leading,nil)[TupleView[Text(Lake ♥), Text(*****), RatingView{VStack(center,2.0)[ForEach[onTapGesture[Text(☆)], onTapGesture[Text(☆)], onTapGesture[Text(☆)], onTapGesture[Text(☆)], onTapGesture[Text(☆)]]]}]]]}, PhotoRow{padding(4.0)[VStack(leading,nil)[TupleView[Text(Hill), Text(***), RatingView{VStack(center,2.0)[ForEach[onTapGesture[Text(☆)], onTapGesture[Text(☆)], onTapGesture[Text(☆)], onTapGesture[Text(☆)], onTapGesture[Text(☆)]]]}]]]}, PhotoRow{padding(4.0)[VStack(leading,nil)[TupleView[Text(Road), Text(*), RatingView{VStack(center,2.0)[ForEach[onTapGesture[Text(☆)], onTapGesture[Text(☆)], onTapGesture[Text(☆)], onTapGesture[Text(☆)], onTapGesture[Text(☆)]]]}]]]}], Text(Best: Lake), frame(20.0x7.5)[Color(red)]]]}")
}

/// Tapping a star writes through the binding into the row's state; the next evaluation shows it.
@Test func tapsInATypicalSceneChangeState() throws {
    let harness = Harness(typicalScene)
    let interpreter = harness.interpreter
    let root = try interpreter.evaluate(interpreter.entryPoint())
    let row = try #require(try interpreter.body(of: root).payload(as: FakeNode.self)?.children.first?.payload(as: FakeNode.self)?.children[1].payload(as: FakeNode.self)?.children.first)
    let rating = try #require(try interpreter.body(of: row).payload(as: FakeNode.self)?.children.first?.payload(as: FakeNode.self)?.children.first?.payload(as: FakeNode.self)?.children[2])
    let stars = try #require(try interpreter.body(of: rating).payload(as: FakeNode.self)?.children.first?.payload(as: FakeNode.self))
    _ = try interpreter.call(try #require(stars.children[2].payload(as: FakeNode.self)?.closure))
    #expect(try FakeSwiftUI.render(rating, interpreter) == "RatingView{VStack(center,2.0)[ForEach[onTapGesture[Text(★)], onTapGesture[Text(★)], onTapGesture[Text(★)], onTapGesture[Text(☆)], onTapGesture[Text(☆)]]]}")
}

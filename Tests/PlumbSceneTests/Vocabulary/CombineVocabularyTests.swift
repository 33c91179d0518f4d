import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// A model that sets up Combine pipelines loads and draws with the values it starts with: its publishers never emit,
/// so neither `sink`, `assign` nor `onReceive` runs its closure.
@Test func combinePipelinesAreAtRestAndTheViewDrawsItsStartingValues() throws {
    let solution = SceneHarness("""
    import SwiftUI
    import Combine

    final class Search: ObservableObject {
        @Published var query = "start"
        @Published var results: [String] = []
        let typed = PassthroughSubject<String, Never>()
        var changes: AnyPublisher<[String], Never> = Publishers.Sequence<[[String]], Never>(sequence: []).eraseToAnyPublisher()
        var bag = Set<AnyCancellable>()
        var watch: AnyCancellable?
        init() {
            typed.debounce(for: 0.3, scheduler: RunLoop.main)
                .throttle(for: .milliseconds(300), scheduler: DispatchQueue.main, latest: true)
                .removeDuplicates()
                .map { [$0] }
                .assign(to: \\.results, on: self)
                .store(in: &bag)
            watch = $query.handleEvents(receiveSubscription: { _ in self.query = "subscribed" })
                .eraseToAnyPublisher()
                .sink { self.results = [$0] }
            typed.send("sent")
        }
    }

    struct ContentView: View {
        @StateObject var search = Search()
        @State private var heard = "nothing"
        var body: some View {
            Text("\\(search.query) \\(search.results.count) \\(heard)")
                .onReceive(search.$query) { heard = $0 }
                .onReceive(Just("just")) { heard = $0 }
        }
    }

    #Preview { ContentView() }
    """).solve()
    #expect(solution.diagnostics.map(\.message) == [])
    #expect(solution.texts == ["start 0 nothing"])
}

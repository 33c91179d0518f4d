import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// A model's `CLLocation`s are values: their coordinate reads back, and `distance(from:)` is the great-circle distance
/// in metres (one degree of longitude on the equator: 6,371,008.8 m × π / 180).
@Test func locationsAreValuesWithACoordinateAndADistance() throws {
    let solution = SceneHarness("""
    import CoreLocation
    struct Spot: Hashable { var name: String; var location: CLLocation }
    struct ContentView: View {
        let spots = [Spot(name: "a", location: CLLocation(latitude: 0, longitude: 0)),
                     Spot(name: "b", location: CLLocation(latitude: 0, longitude: 1))]
        var body: some View {
            let metres: CLLocationDistance = spots[1].location.distance(from: spots[0].location)
            let coordinate = spots[1].location.coordinate
            Text("\\(Int(metres)) \\(coordinate.latitude) \\(coordinate.longitude)")
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == [])
    #expect(solution.texts == ["111,195 0.0 1.0"])  // Text groups an Int's digits, as SwiftUI does
}

@Test func theDistanceBetweenTwoCitiesIsTheHaversineDistance() {
    let paris = [48.8566, 2.3522], london = [51.5074, -0.1278]
    #expect(Int(CoreLocationVocabulary.distance(from: paris, to: london)) == 343_556)
    #expect(CoreLocationVocabulary.distance(from: paris, to: paris) == 0)
}

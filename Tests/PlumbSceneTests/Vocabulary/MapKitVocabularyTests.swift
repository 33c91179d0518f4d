import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func aMapIsAGreedyLabelledAreaWithAWarningAndItsValuesLoad() throws {
    let solution = SceneHarness("""
    import MapKit
    struct ContentView: View {
        @State private var position: MapCameraPosition = .automatic
        @State private var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12),
                                                        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
        let london = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)
        var body: some View {
            VStack(spacing: 0) {
                Map(position: $position) {
                    Marker("London", coordinate: london)
                }
                .mapStyle(.standard(elevation: .realistic))
                .mapControls { MapUserLocationButton() }
                .frame(height: 300)
                .id("map")
                Map(initialPosition: .region(region)).id("second")
                Text("\\(london.latitude)")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == [
        "Scene.swift:9:13: warning: Map is drawn without tiles: Plumb has no map data, and markers are not drawn",
        "Scene.swift:16:13: warning: Map is drawn without tiles: Plumb has no map data, and markers are not drawn",
    ])
    #expect(SceneHarness.frame("map", in: solution) == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(SceneHarness.frame("second", in: solution) == CGRect(x: 0, y: 300, width: 400, height: 400 - 300 - 20.4))
    #expect(solution.text("51.5") != nil)
    #expect(solution.text("Map") != nil)
}

@Test func theOlderMapWithAnnotationItemsLoads() throws {
    let solution = SceneHarness("""
    import MapKit
    struct Place: Identifiable { let id = UUID(); let coordinate: CLLocationCoordinate2D }
    struct ContentView: View {
        @State private var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                                        latitudinalMeters: 1000, longitudinalMeters: 1000)
        let places = [Place(coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))]
        var body: some View {
            Map(coordinateRegion: $region, annotationItems: places) { place in MapMarker(coordinate: place.coordinate) }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == [
        "Scene.swift:8:9: warning: Map is drawn without tiles: Plumb has no map data, and markers are not drawn",
    ])
}

@Test func aMapReaderShowsItsContentAndItsProxyFindsNoCoordinate() throws {
    let solution = SceneHarness("""
    import MapKit
    struct ContentView: View {
        @State private var tapped = "none"
        var body: some View {
            MapReader { proxy in
                Map()
                    .onTapGesture { position in
                        if let coordinate = proxy.convert(position, from: .local) { tapped = "\\(coordinate.latitude)" }
                    }
                    .overlay { Text(proxy.convert(CGPoint(x: 1, y: 2), from: .local) == nil ? "nowhere" : "somewhere") }
                    .id("map")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.map(\.summary) == [
        "Scene.swift:6:13: warning: Map is drawn without tiles: Plumb has no map data, and markers are not drawn",
    ])
    #expect(SceneHarness.frame("map", in: solution) == CGRect(x: 0, y: 0, width: 400, height: 400))
    #expect(solution.text("nowhere") != nil)
}

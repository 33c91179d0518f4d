import Foundation
import PlumbInterpreter

/// Core Location's values, which a model holds and maps are placed with: `CLLocationCoordinate2D(latitude:longitude:)`
/// with its `latitude` and `longitude`, and `CLLocation(latitude:longitude:)` with its `coordinate` and
/// `distance(from:)` — the great-circle distance in metres on a sphere of the Earth's mean radius, as a value needs no
/// location service. Both are values whose payload is `[latitude, longitude]` in degrees. Whatever asks the device
/// for its location (`CLLocationManager`) stays unmodelled.
enum CoreLocationVocabulary {
    /// The Earth's mean radius in metres (IUGG).
    static let earthRadius = 6_371_008.8

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        let latitude = NativeParameter("latitude", "Double"), longitude = NativeParameter("longitude", "Double")
        var coordinate = NativeType("CLLocationCoordinate2D", conformances: ["Equatable", "Hashable"])
        coordinate.initializer([latitude, longitude]) { call in
            types.make("CLLocationCoordinate2D", [try call.double(0), try call.double(1)])
        }
        coordinate.computed("latitude") { (pair: [Double]) in .double(pair[0]) }
        coordinate.computed("longitude") { (pair: [Double]) in .double(pair[1]) }
        library.register(coordinate)

        var location = NativeType("CLLocation", conformances: ["Equatable", "Hashable"])
        location.initializer([latitude, longitude]) { call in
            types.make("CLLocation", [try call.double(0), try call.double(1)])
        }
        location.computed("coordinate") { (pair: [Double]) in types.make("CLLocationCoordinate2D", pair) }
        location.method("distance", [NativeParameter("from", "CLLocation")]) { call in
            let (from, to) = (try call.receiverPayload([Double].self), try call.payload(0, as: [Double].self, "CLLocation"))
            return .double(distance(from: from, to: to))
        }
        library.register(location)
        for alias in ["CLLocationDegrees", "CLLocationDistance"] { library.registerAlias(alias, for: "Double") }
    }

    /// The great-circle distance in metres between two `[latitude, longitude]` pairs in degrees (the haversine formula).
    static func distance(from a: [Double], to b: [Double]) -> Double {
        let (phi1, phi2) = (a[0] * .pi / 180, b[0] * .pi / 180)
        let (dPhi, dLambda) = (phi2 - phi1, (b[1] - a[1]) * .pi / 180)
        let h = pow(sin(dPhi / 2), 2) + cos(phi1) * cos(phi2) * pow(sin(dLambda / 2), 2)
        return 2 * earthRadius * asin(min(1, sqrt(h)))
    }
}

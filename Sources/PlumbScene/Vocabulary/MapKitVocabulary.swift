import Foundation
import PlumbInterpreter
import PlumbLayout

/// MapKit's SwiftUI views, so that a screen with a map loads and the rest of it lays out: `Map` — `Map()`,
/// `Map(position:)`, `Map(initialPosition:)` (with or without marker content), `Map(coordinateRegion:)` (also with
/// `annotationItems:annotationContent:`, whose `MapMarker`, `MapAnnotation` and `MapPin` exist) —
/// is a greedy area in a map's light land colour with the `map` symbol and "Map" in its middle, and a warning that
/// Plumb has no map tiles; its content closure
/// (`Marker`, `Annotation`, `MapCircle`…) does not run. The values maps are made of exist: `CLLocationCoordinate2D`
/// (``CoreLocationVocabulary``), `MKCoordinateRegion`, `MKCoordinateSpan`, `MapCameraPosition` (`.automatic`, `.region(_:)`,
/// `.userLocation(fallback:)`, `.camera(_:)`), `MapCamera`, and the modifiers `mapStyle` and `mapControls`.
/// `MapReader` shows its content (``registerMapReader(_:_:)``).
enum MapKitVocabulary {
    /// The colour of land on a standard map at rest, behind the missing tiles.
    static let landColor = Color(red: 0.96, green: 0.95, blue: 0.92)

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        registerValues(library, types)
        var map = NativeType("Map", conformances: ["View"])
        let content = NativeParameter("content", "() -> Content", default: .void)
        let interaction = NativeParameter("interactionModes", "Any", default: .void)
        let selection = NativeParameter("selection", "Any", default: .void)
        for parameters in [
            [NativeParameter("position", "Binding<MapCameraPosition>"), NativeParameter("bounds", "Any", default: .void), interaction, selection, content],
            [NativeParameter("initialPosition", "MapCameraPosition", default: .void), NativeParameter("bounds", "Any", default: .void), interaction,
             selection, content],
            [NativeParameter("coordinateRegion", "Binding<MKCoordinateRegion>"), interaction,
             NativeParameter("showsUserLocation", "Bool", default: .bool(false)), NativeParameter("userTrackingMode", "Any", default: .void)],
            [NativeParameter("coordinateRegion", "Binding<MKCoordinateRegion>"), interaction,
             NativeParameter("showsUserLocation", "Bool", default: .bool(false)), NativeParameter("userTrackingMode", "Any", default: .void),
             NativeParameter("annotationItems", "Any"), NativeParameter("annotationContent", "(Any) -> Annotation")],
        ] {
            map.initializer(parameters) { call in
                let area = PlaceholderArea.make(types, at: call.location, typeName: "Map", fill: landColor, symbol: "map", title: "Map")
                return call.warning("Map is drawn without tiles: Plumb has no map data, and markers are not drawn", on: area)
            }
        }
        library.register(map)
        registerMapReader(library, types)
        var view = NativeType("View", isProtocol: true)
        view.method("mapStyle", [NativeParameter(nil, "MapStyle")]) { call in call.receiver }
        view.method("mapControls", [NativeParameter("content", "@ViewBuilder () -> Content")]) { call in call.receiver }
        library.register(view)
    }

    /// `MapReader { proxy in … }`: its content, given a proxy whose `convert(_:from:)` finds no coordinate — a map
    /// drawn without tiles has no place on the earth under a point.
    private static func registerMapReader(_ library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["MapReader"])
        var proxy = NativeType("MapProxy")
        proxy.method("convert", [NativeParameter(nil, "CGPoint"), NativeParameter("from", "CoordinateSpace")]) { _ in .optional(nil) }
        ProxyReader.register("MapReader", proxy: proxy, in: library, types)
    }

    /// The coordinate and region types a map is placed with, and the map content types its closure builds.
    private static func registerValues(_ library: NativeLibrary, _ types: SceneTypes) {
        var span = NativeType("MKCoordinateSpan")
        span.initializer([NativeParameter("latitudeDelta", "Double"), NativeParameter("longitudeDelta", "Double")]) { call in
            types.make("MKCoordinateSpan", [try call.double(0), try call.double(1)])
        }
        library.register(span)
        var region = NativeType("MKCoordinateRegion")
        region.initializer([]) { _ in types.make("MKCoordinateRegion", "region") }
        region.initializer([NativeParameter("center", "CLLocationCoordinate2D"), NativeParameter("span", "MKCoordinateSpan")]) { call in
            types.make("MKCoordinateRegion", "region")
        }
        region.initializer([
            NativeParameter("center", "CLLocationCoordinate2D"), NativeParameter("latitudinalMeters", "Double"),
            NativeParameter("longitudinalMeters", "Double"),
        ]) { _ in types.make("MKCoordinateRegion", "region") }
        library.register(region)
        var camera = NativeType("MapCamera")
        camera.initializer([
            NativeParameter("centerCoordinate", "CLLocationCoordinate2D"), NativeParameter("distance", "Double"),
            NativeParameter("heading", "Double", default: .double(0)), NativeParameter("pitch", "Double", default: .double(0)),
        ]) { _ in types.make("MapCamera", "camera") }
        library.register(camera)
        var position = NativeType("MapCameraPosition")
        let make = { (name: String) in types.make("MapCameraPosition", name) }
        position.staticConstant("automatic", make("automatic"))
        position.staticMethod("region", [NativeParameter(nil, "MKCoordinateRegion")]) { _ in make("region") }
        position.staticMethod("camera", [NativeParameter(nil, "MapCamera")]) { _ in make("camera") }
        position.staticMethod("userLocation", [NativeParameter("fallback", "MapCameraPosition")]) { _ in make("userLocation") }
        position.staticMethod("item", [NativeParameter(nil, "Any")]) { _ in make("item") }
        library.register(position)
        var style = NativeType("MapStyle")
        let elevation = NativeParameter("elevation", "MapStyle.Elevation", default: .void)
        let emphasis = NativeParameter("emphasis", "MapStyle.StandardEmphasis", default: .void)
        let places = NativeParameter("pointsOfInterest", "PointOfInterestCategories", default: .void)
        let traffic = NativeParameter("showsTraffic", "Bool", default: .bool(false))
        for (name, parameters) in [("standard", [elevation, emphasis, places, traffic]), ("imagery", [elevation]), ("hybrid", [elevation, places, traffic])] {
            style.staticConstant(name, types.make("MapStyle", name))
            style.staticMethod(name, parameters) { _ in types.make("MapStyle", name) }
        }
        library.register(style)
        types.registerTokens("MapStyle.Elevation", ["automatic", "flat", "realistic"])
        types.registerTokens("MapStyle.StandardEmphasis", ["automatic", "muted"])
        types.registerTokens("PointOfInterestCategories", ["all", "excludingAll"])
        // Made only in closures that do not run (a map's content, its controls): the names exist so that they load.
        for name in ["Marker", "Annotation", "MapCircle", "MapPolyline", "MapPolygon", "UserAnnotation", "MapUserLocationButton",
                     "MapCompass", "MapScaleView", "MapPitchToggle", "MapMarker", "MapAnnotation", "MapPin"] {
            library.register(NativeType(name))
        }
    }
}

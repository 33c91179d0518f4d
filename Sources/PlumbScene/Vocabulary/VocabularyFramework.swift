/// The Apple framework a registered type stands in for, told by its name: scene files mix SwiftUI with Foundation,
/// UIKit and the frameworks around them, and the vocabulary listing groups them apart.
enum VocabularyFramework {
    static let swiftUI = "SwiftUI"

    /// The framework of `typeName` (a nested type's is its outermost type's); SwiftUI unless the name says otherwise.
    static func of(_ typeName: String) -> String {
        let outer = String(typeName.prefix { $0 != "." })
        if let framework = byName[outer] { return framework }
        for (prefix, framework) in prefixes where outer.hasPrefix(prefix) {
            let next = outer.dropFirst(prefix.count).first
            if next?.isUppercase == true { return framework }
        }
        return swiftUI
    }

    private static let prefixes: [(String, String)] = [
        ("UI", "UIKit"), ("NS", "Foundation"), ("CG", "Core Graphics"), ("CL", "Core Location"), ("MK", "MapKit"),
        ("AV", "AVKit"), ("Dispatch", "Dispatch"),
    ]

    private static let byName: [String: String] = {
        var names: [String: String] = [:]
        for name in [
            "Date", "DateFormatter", "DateComponents", "DateInterval", "Calendar", "Locale", "TimeZone", "TimeInterval",
            "URL", "URLSession", "URLSessionDataTask", "URLRequest", "URLResponse", "URLError", "HTTPURLResponse", "Timer",
            "AttributedString", "AttributeContainer", "SortDescriptor", "SortOrder", "NotificationCenter", "Notification",
            "FormatStyle", "Measurement", "ISO8601DateFormatter", "RelativeDateTimeFormatter", "Bundle", "UUID", "Data",
            "JSONDecoder", "JSONEncoder", "ProcessInfo", "Scanner", "UserDefaults", "NumberFormatter", "CharacterSet",
            "IntegerFormatStyle", "FloatingPointFormatStyle", "Predicate", "Duration", "FileManager", "CocoaError",
            "MeasurementFormatter", "LengthFormatter", "Formatter", "Dimension", "Unit", "UnitLength", "UnitMass", "UnitDuration", "UnitTemperature",
            "UnitVolume", "UnitSpeed",
        ] { names[name] = "Foundation" }
        for name in ["ModelContainer", "ModelContext", "ModelConfiguration", "Query", "PersistentModel", "FetchDescriptor", "Schema"] {
            names[name] = "SwiftData"
        }
        for name in ["Map", "MapCamera", "MapCameraPosition", "MapStyle", "MapControls", "Marker", "Annotation", "MapContentBuilder", "MapReader", "MapProxy"] {
            names[name] = "MapKit"
        }
        for name in ["PhotosPicker", "PhotosPickerItem"] { names[name] = "PhotosUI" }
        names["Chart"] = "Swift Charts"
        for name in ["VideoPlayer", "AVPlayer"] { names[name] = "AVKit" }
        for name in ["Publisher", "AnyCancellable", "AnyPublisher", "Published", "ObservableObjectPublisher"] { names[name] = "Combine" }
        for name in ["Observable"] { names[name] = "Observation" }
        return names
    }()
}

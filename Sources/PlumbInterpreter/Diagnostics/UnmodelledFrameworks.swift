/// The Apple frameworks beside SwiftUI and Foundation that app code names and a preview does not model: UIKit's
/// views and controllers, MapKit's, PassKit's, Core Location's, Combine's `Future`, Swift Charts' marks. A file that names them still
/// loads: the declarations that use them are left out (a warning says which name), so the views around them show,
/// and what is left out stops with an error only if the preview runs it — as a `UIViewRepresentable`'s
/// `makeUIView`, which a preview draws as a placeholder, never does.
enum UnmodelledFrameworks {
    /// The framework `name` belongs to, when it is one of theirs (by Apple's two- or three-letter class prefixes —
    /// after a `k` for a constant, `kCIInputImageKey` — or a known name); nil for any other name, which stays an error.
    static func framework(of name: String) -> String? {
        if let framework = knownNames[name] { return framework }
        if name.utf8.first == UInt8(ascii: "k"), name.utf8.dropFirst().first.map({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) == true {
            return framework(of: String(name.dropFirst()))
        }
        for length in [3, 2] where name.count > length + 1 {
            let prefix = String(name.prefix(length))
            let rest = name.dropFirst(length)
            guard let framework = prefixes[prefix], let first = rest.first, first.isUppercase,
                  rest.dropFirst().first.map({ $0.isLowercase || $0.isUppercase }) == true else { continue }
            return framework
        }
        return nil
    }

    private static let prefixes: [String: String] = [
        "UI": "UIKit", "NS": "an Objective-C framework (Foundation, Core Data)", "CA": "Core Animation", "CG": "Core Graphics", "CL": "Core Location",
        "MK": "MapKit", "PK": "PassKit", "AV": "AVFoundation", "SK": "StoreKit", "LA": "LocalAuthentication",
        "MC": "MultipeerConnectivity", "WK": "WebKit", "CK": "CloudKit", "HK": "HealthKit", "PH": "Photos",
        "CN": "Contacts", "EK": "EventKit", "GK": "GameKit", "AR": "ARKit", "SCN": "SceneKit", "UT": "UniformTypeIdentifiers",
        "CI": "Core Image", "VN": "Vision", "UN": "UserNotifications", "CB": "Core Bluetooth", "MF": "MessageUI",
        "SF": "SafariServices", "AS": "AuthenticationServices", "CT": "Core Telephony", "QL": "QuickLook",
        "WC": "WatchConnectivity", "NW": "Network", "GC": "GameController", "CM": "Core Motion", "ML": "Core ML",
        "CH": "Core Haptics", "CF": "Core Foundation",
    ]

    private static let knownNames: [String: String] = moduleNames.reduce(into: [
        "Future": "Combine", "Subscribers": "Combine",
        "JSONSerialization": "Foundation", "Measurement": "Foundation", "Dimension": "Foundation", "NotificationCenter": "Foundation",
        "FetchDescriptor": "SwiftData", "#selector": "the Objective-C runtime",
        "InputStream": "Foundation", "OutputStream": "Foundation", "Progress": "Foundation",
        "Process": "Foundation", "FileHandle": "Foundation", "Pipe": "Foundation", "URLSessionWebSocketTask": "Foundation",
        "WeatherCondition": "WeatherKit", "WeatherService": "WeatherKit", "CurrentWeather": "WeatherKit",
        "Product": "StoreKit", "AppStore": "StoreKit", "SubscriptionStoreView": "StoreKit", "Storefront": "StoreKit",
        "VerificationResult": "StoreKit", "RenewalInfo": "StoreKit", "RenewalState": "StoreKit", "Message": "StoreKit",
        "DisplayMessageAction": "StoreKit", "Activity": "ActivityKit", "ActivityContent": "ActivityKit", "ActivityAttributes": "ActivityKit", "ActivityAuthorizationInfo": "ActivityKit",
        "BarMark": "Swift Charts", "LineMark": "Swift Charts", "PointMark": "Swift Charts", "AreaMark": "Swift Charts",
        "RuleMark": "Swift Charts", "RectangleMark": "Swift Charts", "SectorMark": "Swift Charts", "AxisMarks": "Swift Charts",
        "AxisValueLabel": "Swift Charts", "AxisGridLine": "Swift Charts", "AxisTick": "Swift Charts", "ChartProxy": "Swift Charts",
        "ChartContent": "Swift Charts", "ChartContentBuilder": "Swift Charts", "DateBins": "Swift Charts", "NumberBins": "Swift Charts",
        "SystemSoundID": "AudioToolbox", "AudioServicesPlaySystemSound": "AudioToolbox", "AudioServicesCreateSystemSoundID": "AudioToolbox",
        "Logger": "OSLog", "OSAllocatedUnfairLock": "os", "URLSessionTask": "Foundation", "URLSessionTaskDelegate": "Foundation",
        "URLSessionDelegate": "Foundation", "URLSessionDataTask": "Foundation", "URLSessionConfiguration": "Foundation",
    ]) { names, module in names[module] = module }

    /// The frameworks' own names, which code writes to qualify one of their names (`StoreKit.Transaction`).
    private static let moduleNames = [
        "UIKit", "AppKit", "StoreKit", "MapKit", "CoreLocation", "Combine", "Charts", "AVFoundation", "AVKit", "PhotosUI",
        "WebKit", "CloudKit", "HealthKit", "GameKit", "ARKit", "RealityKit", "SceneKit", "SpriteKit", "WeatherKit", "CoreData",
        "CoreML", "Vision", "UserNotifications", "MessageUI", "SafariServices", "AuthenticationServices", "MultipeerConnectivity",
        "CoreMotion", "CoreBluetooth", "Contacts", "EventKit", "LocalAuthentication", "WidgetKit", "ActivityKit", "AppIntents",
        "AudioToolbox", "CoreHaptics", "OSLog",
    ]
}

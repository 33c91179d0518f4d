import Foundation
import PlumbLayout
import PlumbRender

/// One way of showing a preview besides its own: an appearance, a Dynamic Type size, a device or the device turned
/// on its side. Its ``name`` is part of the reference's file name (`Card.dark.png`).
public enum SnapshotVariant: Hashable, Sendable {
    case appearance(Appearance)
    case dynamicType(DynamicTypeSize)
    case device(SnapshotDevice)
    /// The device's width and height swapped.
    case landscape

    /// `dark`, `AX5`, `xSmall`, `iPhone-SE`, `landscape`.
    public var name: String {
        switch self {
        case .appearance(let appearance): appearance.rawValue
        case .dynamicType(let size): Self.shortNames[size] ?? size.rawValue
        case .device(let device): device.name.replacingOccurrences(of: " ", with: "-")
        case .landscape: "landscape"
        }
    }

    /// Reads `--variants`: items separated by commas — `light`, `dark`, a Dynamic Type size (`xSmall` … `xxxLarge`,
    /// `AX1` … `AX5`), a device (`'iPhone SE'`; `devices:` may lead a list of them) or `landscape`.
    /// Throws the item it does not know.
    public static func parseList(_ text: String) throws -> [SnapshotVariant] {
        var variants: [SnapshotVariant] = []
        for item in text.split(separator: ",") {
            var word = item.trimmingCharacters(in: .whitespaces)
            if word.hasPrefix("devices:") { word.removeFirst("devices:".count) }
            word = word.trimmingCharacters(in: CharacterSet(charactersIn: "'\" "))
            guard let variant = variant(named: word) else { throw UnknownVariant(name: word) }
            if !variants.contains(variant) { variants.append(variant) }
        }
        return variants
    }

    static func variant(named word: String) -> SnapshotVariant? {
        if let appearance = Appearance(rawValue: word) { return .appearance(appearance) }
        if word == "landscape" { return .landscape }
        if let size = DynamicTypeSize(rawValue: word) ?? shortNames.first(where: { $0.value == word })?.key { return .dynamicType(size) }
        if let device = SnapshotDevice.known.first(where: { $0.name.lowercased() == word.lowercased() || $0.name.replacingOccurrences(of: " ", with: "-") == word }) {
            return .device(device)
        }
        return nil
    }

    private static let shortNames: [DynamicTypeSize: String] = [
        .accessibility1: "AX1", .accessibility2: "AX2", .accessibility3: "AX3", .accessibility4: "AX4", .accessibility5: "AX5",
    ]
}

/// A `--variants` item Plumb does not know.
public struct UnknownVariant: Error, Hashable, Sendable, CustomStringConvertible {
    public var name: String

    public init(name: String) {
        self.name = name
    }

    public var description: String {
        let devices = SnapshotDevice.known.map { "'\($0.name)'" }.joined(separator: ", ")
        return "unknown variant '\(name)': use light, dark, xSmall…xxxLarge, AX1…AX5, landscape or a device (\(devices))"
    }
}

/// A device a preview can be shown on: its screen in points.
public struct SnapshotDevice: Hashable, Sendable {
    public var name: String
    public var size: CGSize

    /// The devices `--variants` knows, with their screens in points (Apple's device specifications).
    public static let known: [SnapshotDevice] = [
        SnapshotDevice(name: "iPhone SE", size: CGSize(width: 375, height: 667)),
        SnapshotDevice(name: "iPhone 15", size: CGSize(width: 393, height: 852)),
        SnapshotDevice(name: "iPhone 15 Pro", size: CGSize(width: 393, height: 852)),
        SnapshotDevice(name: "iPhone 15 Plus", size: CGSize(width: 430, height: 932)),
        SnapshotDevice(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932)),
        SnapshotDevice(name: "iPhone 16 Pro", size: CGSize(width: 402, height: 874)),
        SnapshotDevice(name: "iPhone 16 Pro Max", size: CGSize(width: 440, height: 956)),
        SnapshotDevice(name: "iPad mini", size: CGSize(width: 744, height: 1133)),
        SnapshotDevice(name: "iPad Pro 13-inch", size: CGSize(width: 1032, height: 1376)),
    ]
}

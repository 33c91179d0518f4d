import Foundation
import PlumbInterpreter
import PlumbLayout

/// The asset catalogs (`*.xcassets`) of a scene's project, as Xcode compiles them into the app: colour sets by name
/// (`Color("Brand")`, `UIColor(named:)`) and image sets by name (`Image("Hero")`), each also reachable through the
/// symbol Xcode generates for it (`Color(.brand)`, `.foregroundStyle(.accent)`, `Image(.upperBody)`).
///
/// Colour sets give their universal colour in the light appearance (components as floats, 0–255 integers or hex, in
/// sRGB or Display P3, taken as sRGB); image sets give their natural size in points, from the PNG of the highest
/// scale. The catalogs are those the bundle's walk of the project met (``BundleResources/assetCatalogs``), read once,
/// at the first lookup — on any thread: lowering asks whether a member name is a symbol.
final class AssetCatalog: @unchecked Sendable {
    /// A colour set or image set.
    enum Asset: Equatable {
        case color(Color)
        case image(ImageContent)
    }

    private let bundle: BundleResources
    private let lock = NSLock()
    private var read: (assets: [String: Asset], symbols: [String: String])?

    /// The catalogs of the project `bundle` holds.
    init(_ bundle: BundleResources) {
        self.bundle = bundle
    }

    /// The assets by name, and their names by generated symbol.
    private var catalogs: (assets: [String: Asset], symbols: [String: String]) {
        lock.lock()
        defer { lock.unlock() }
        if read == nil {
            let assets = bundle.assetCatalogs.reduce(into: [String: Asset]()) { assets, catalog in
                assets.merge(Self.read(under: catalog)) { first, _ in first }
            }
            read = (assets, Dictionary(assets.map { (Self.symbol(for: $0.key, of: $0.value), $0.key) }) { first, _ in first })
        }
        return read!
    }

    /// Whether `symbol` is the generated symbol of one of the catalogs' assets.
    func hasSymbol(_ symbol: String) -> Bool {
        catalogs.symbols[symbol] != nil
    }

    /// The colour set called `name`.
    func color(named name: String) -> Color? {
        if case .color(let color)? = catalogs.assets[name] { return color }
        return nil
    }

    /// The image set called `name`, as an image of its natural size.
    func image(named name: String) -> ImageContent? {
        if case .image(let image)? = catalogs.assets[name] { return image }
        return nil
    }

    /// The asset whose generated symbol is `symbol` (`accent` for "AccentColor", `upperBody` for "upper-body"), and
    /// its name.
    func asset(symbol: String) -> (name: String, asset: Asset)? {
        let catalogs = catalogs
        guard let name = catalogs.symbols[symbol], let asset = catalogs.assets[name] else { return nil }
        return (name, asset)
    }

    /// Xcode's symbol for an asset: its name's words in lower camel case (a letter after a digit upper case), a
    /// colour's trailing "Color" and an image's trailing "Image" dropped.
    static func symbol(for name: String, of asset: Asset) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var symbol = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        // A letter after a digit starts a word too (`logo@2x` → `logo2X`).
        symbol = String(symbol.enumerated().map { index, character in
            index > 0 && symbol[symbol.index(symbol.startIndex, offsetBy: index - 1)].isNumber ? Character(character.uppercased()) : character
        })
        let suffix = if case .color = asset { "Color" } else { "Image" }
        if symbol.count > suffix.count, symbol.hasSuffix(suffix) { symbol.removeLast(suffix.count) }
        return symbol
    }

    /// The colour and image sets of one catalog, by name.
    private static func read(under root: String) -> [String: Asset] {
        var assets: [String: Asset] = [:]
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: root) else { return [:] }
        while let path = enumerator.nextObject() as? String {
            let last = (path as NSString).lastPathComponent
            if last.hasPrefix(".") { enumerator.skipDescendants(); continue }
            let ext = (last as NSString).pathExtension
            guard ext == "colorset" || ext == "imageset" else { continue }
            enumerator.skipDescendants()
            let folder = (root as NSString).appendingPathComponent(path)
            let name = (last as NSString).deletingPathExtension
            guard assets[name] == nil, let contents = manager.contents(atPath: folder + "/Contents.json"),
                  let json = try? JSONSerialization.jsonObject(with: contents) as? [String: Any] else { continue }
            let asset = ext == "colorset" ? colorSet(json).map(Asset.color) : imageSet(json, in: folder, named: name).map(Asset.image)
            if let asset { assets[name] = asset }
        }
        return assets
    }

    /// A colour set's universal colour for the light appearance.
    private static func colorSet(_ json: [String: Any]) -> Color? {
        let entries = json["colors"] as? [[String: Any]] ?? []
        let light = entries.first { ($0["appearances"] as? [Any])?.isEmpty ?? true } ?? entries.first
        guard let color = light?["color"] as? [String: Any] else { return nil }
        if let reference = color["reference"] as? String {
            // A system colour (`systemBlueColor`, `labelColor`) by its SwiftUI or UIKit name.
            var name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            if name.hasPrefix("system"), let first = name.dropFirst(6).first, first.isUppercase, name != "systemBackground" {
                let rest = name.dropFirst(6)
                if Color.systemNames.contains(rest.prefix(1).lowercased() + rest.dropFirst()) { name = rest.prefix(1).lowercased() + rest.dropFirst() }
            }
            return Color(named: name)
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            guard let text = components[key].map({ "\($0)" }) else { return nil }
            if text.hasPrefix("0x") || text.hasPrefix("0X") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let value = Double(text) else { return nil }
            return text.contains(".") || value <= 1 ? value : value / 255
        }
        if let white = component("white") { return Color(white: white, opacity: component("alpha") ?? 1) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, opacity: component("alpha") ?? 1)
    }

    /// An image set's image: its natural size in points from its PNG of the highest scale (100×100 without one).
    private static func imageSet(_ json: [String: Any], in folder: String, named name: String) -> ImageContent? {
        let images = (json["images"] as? [[String: Any]] ?? []).compactMap { entry -> (file: String, scale: Double)? in
            guard let file = entry["filename"] as? String else { return nil }
            let scale = Double(((entry["scale"] as? String) ?? "1x").dropLast()) ?? 1
            return (file, scale)
        }
        var image = ImageContent(name: name, isSystemSymbol: false)
        if let best = images.max(by: { $0.scale < $1.scale }),
           let size = PNGHeader.pixelSize(ofFileAt: (folder as NSString).appendingPathComponent(best.file)) {
            image.naturalSize = CGSize(width: size.width / best.scale, height: size.height / best.scale)
        }
        return image
    }
}

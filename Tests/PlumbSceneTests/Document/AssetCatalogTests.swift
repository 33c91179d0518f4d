import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// A project folder (with `Package.swift`) holding `files`, path → contents; removed after `body`.
private func withProject(_ files: [String: Data], _ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-assets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, contents) in files.merging(["Package.swift": Data()], uniquingKeysWith: { a, _ in a }) {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
    }
    try body(root)
}

/// The first 24 bytes of a PNG of `width`×`height` pixels: its signature and header chunk.
private func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
    return Data(bytes)
}

private let brand = #"""
{"colors": [
  {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "0xFF", "green": "128", "blue": "0.000"}}, "idiom": "universal"},
  {"appearances": [{"appearance": "luminosity", "value": "dark"}],
   "color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "0.1", "green": "0.1", "blue": "0.1"}}, "idiom": "universal"}
], "info": {"author": "xcode", "version": 1}}
"""#

private let hero = #"{"images": [{"filename": "hero.png", "idiom": "universal", "scale": "1x"}, {"filename": "hero@3x.png", "idiom": "universal", "scale": "3x"}]}"#

private let scene = """
import SwiftUI
struct ContentView: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("named").foregroundColor(Color("BrandColor"))
            Text("symbol").foregroundStyle(.brand)
            Text("resource").foregroundColor(Color(.brand))
            Image("upper-body").id("named image")
            Image(.upperBody).id("symbol image")
        }
    }
}
"""

@Test func colourAndImageSetsAreFoundByNameAndByTheirGeneratedSymbols() throws {
    try withProject([
        "App/ContentView.swift": Data(scene.utf8),
        "App/Assets.xcassets/BrandColor.colorset/Contents.json": Data(brand.utf8),
        "App/Assets.xcassets/People/upper-body.imageset/Contents.json": Data(hero.utf8),
        "App/Assets.xcassets/People/upper-body.imageset/hero@3x.png": pngHeader(width: 180, height: 90),
    ]) { root in
        let document = SceneDocument(contentsOf: root.appendingPathComponent("App/ContentView.swift").path)
        let solution = document.solve(SolveRequest(size: CGSize(width: 400, height: 400)))
        #expect(solution.diagnostics.isEmpty)
        let orange = AnyShapeStyle.color(Color(red: 1, green: 128.0 / 255, blue: 0, opacity: 1))
        #expect(solution.text("named")?.environment.foregroundStyle == orange)
        #expect(solution.text("symbol")?.environment.foregroundStyle == orange)
        #expect(solution.text("resource")?.environment.foregroundStyle == orange)
        // 180×90 pixels at 3× is 60×30 points.
        #expect(solution.node("named image")?.frame.size == CGSize(width: 60, height: 30))
        #expect(solution.node("symbol image")?.frame.size == CGSize(width: 60, height: 30))
    }
}

@Test func xcodesSymbolsAreTheNamesInLowerCamelCaseWithoutTheirKind() {
    let color = AssetCatalog.Asset.color(.red)
    let image = AssetCatalog.Asset.image(ImageContent(name: "x", isSystemSymbol: false))
    #expect(AssetCatalog.symbol(for: "AccentColor", of: color) == "accent")
    #expect(AssetCatalog.symbol(for: "brand-primary", of: color) == "brandPrimary")
    #expect(AssetCatalog.symbol(for: "zelda_botw_logo@2x", of: image) == "zeldaBotwLogo2X")
    #expect(AssetCatalog.symbol(for: "HeroImage", of: image) == "hero")
    #expect(AssetCatalog.symbol(for: "Color", of: color) == "color")
}

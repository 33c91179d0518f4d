import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

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
        var brandColor = Color(red: 1, green: 128.0 / 255, blue: 0, opacity: 1)
        brandColor.appearances = [ColorAppearance(scheme: .dark): Color(red: 0.1, green: 0.1, blue: 0.1)]
        let orange = AnyShapeStyle.color(brandColor)
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
    let image = AssetCatalog.Asset.image(ImageView(name: "x", isSystemSymbol: false))
    #expect(AssetCatalog.symbol(for: "AccentColor", of: color) == "accent")
    #expect(AssetCatalog.symbol(for: "brand-primary", of: color) == "brandPrimary")
    #expect(AssetCatalog.symbol(for: "zelda_botw_logo@2x", of: image) == "zeldaBotwLogo2X")
    #expect(AssetCatalog.symbol(for: "HeroImage", of: image) == "hero")
    #expect(AssetCatalog.symbol(for: "Color", of: color) == "color")
}

private let accent = #"""
{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.500", "blue": "0.000", "alpha": "1.000"}}}]}
"""#

private let template = #"""
{"images": [
  {"filename": "icon.png", "idiom": "universal", "scale": "1x"},
  {"filename": "icon@2x.png", "idiom": "universal", "scale": "2x"},
  {"filename": "icon-ipad.png", "idiom": "ipad", "scale": "2x"},
  {"idiom": "universal", "scale": "3x"}
], "properties": {"template-rendering-intent": "template"}}
"""#

/// The image of the view tagged `id`.
private func image(_ id: String, in solution: SceneSolution) -> ImageView? {
    guard let node = solution.tree?.root.first(where: { $0.idString == id }) else { return nil }
    let found = node.first { if case .image = $0.kind { true } else { false } }
    guard case .image(let content, let paint as ImagePaint)? = found?.kind else { return nil }
    return ImageView(content: content, paint: paint)
}

/// Solves `App/ContentView.swift`, a view whose body is `body`, in a project beside `files`; `check` is given the
/// solution, the scene file's path and the project's root.
private func solveApp(_ body: String, _ files: [String: Data], _ check: (SceneSolution, String, URL) throws -> Void) throws {
    let scene = """
    import SwiftUI
    struct ContentView: View {
        var body: some View {
    \(body)
        }
    }
    """
    try withProject(files.merging(["App/ContentView.swift": Data(scene.utf8)]) { a, _ in a }) { root in
        let file = root.appendingPathComponent("App/ContentView.swift").path
        try check(SceneDocument(contentsOf: file).solve(), file, root)
    }
}

@Test func anImageSetKeepsItsFilesByScaleAndItsTemplateIntentWhichRenderingModeOverrides() throws {
    try solveApp("""
            VStack {
                Image("Icon").id("set")
                Image("Icon").renderingMode(.original).id("original")
                Image(.icon).renderingMode(nil).resizable().id("kept")
            }
    """, [
        "App/Assets.xcassets/Icon.imageset/Contents.json": Data(template.utf8),
        "App/Assets.xcassets/Icon.imageset/icon@2x.png": pngHeader(width: 40, height: 20),
    ]) { solution, _, root in
        #expect(solution.diagnostics.isEmpty)
        let folder = root.appendingPathComponent("App/Assets.xcassets/Icon.imageset").path
        let set = try #require(image("set", in: solution))
        #expect(set.paint.representations == [ImageRepresentation(file: folder + "/icon.png", scale: 1), ImageRepresentation(file: folder + "/icon@2x.png", scale: 2)])
        #expect(set.content.naturalSize == CGSize(width: 20, height: 10))
        #expect(set.paint.isTemplate)
        #expect(image("original", in: solution)?.paint.isTemplate == false)
        #expect(image("kept", in: solution)?.paint.isTemplate == true)
        #expect(image("kept", in: solution)?.content.isResizable == true)
    }
}

@Test func anAccentColorSetIsTheAppsAccentColour() throws {
    try solveApp(#"Color.accentColor.id("accent")"#, ["App/Assets.xcassets/AccentColor.colorset/Contents.json": Data(accent.utf8)]) { solution, _, _ in
        #expect(solution.diagnostics.isEmpty)
        #expect(solution.tree?.root.environment.accentColor == Color(red: 0, green: 0.5, blue: 0))
        // The colour stays named: the painter resolves it against the environment, as the tint's default.
        if case .color(let color)? = solution.node("accent")?.kind { #expect(color == .accentColor) } else { Issue.record("no colour") }
    }
    let without = SceneHarness("struct ContentView: View { var body: some View { Color.accentColor } }").solve()
    #expect(without.tree?.root.environment.accentColor == nil)
}

@Test func aColourSetsDarkColourIsKeptForTheDarkSchemeASubtreeAsks() throws {
    let body = #"Color("BrandColor").id("brand").environment(\.colorScheme, .dark)"#
    try solveApp(body, ["App/Assets.xcassets/BrandColor.colorset/Contents.json": Data(brand.utf8)]) { solution, _, _ in
        #expect(solution.diagnostics.isEmpty)
        let node = try #require(solution.node("brand"))
        #expect(node.environment.colorScheme == .dark)
        guard case .color(let color) = node.kind else { Issue.record("no colour"); return }
        #expect(color.resolved(for: ColorAppearance(scheme: .dark)) == Color(red: 0.1, green: 0.1, blue: 0.1))
    }
}

@Test func aMissingAssetIsAWarningAtItsUseAndAVisibleStandIn() throws {
    try solveApp("""
            VStack {
                Color("Nope").id("color")
                Image("Gone").id("image")
                Image(uiImage: UIImage(named: "Lost")!)
                Color(uiColor: UIColor(named: "Absent")!)
            }
    """, ["App/Assets.xcassets/BrandColor.colorset/Contents.json": Data(brand.utf8)]) { solution, file, _ in
        #expect(solution.diagnostics.map(\.summary) == [
            "\(file):5:13: warning: no color named 'Nope' in the asset catalogs (Assets.xcassets)",
            "\(file):6:13: warning: no image named 'Gone' in the asset catalogs (Assets.xcassets)",
            "\(file):7:28: warning: no image named 'Lost' in the asset catalogs (Assets.xcassets)",
            "\(file):8:28: warning: no color named 'Absent' in the asset catalogs (Assets.xcassets)",
        ])
        if case .color(let color)? = solution.node("color")?.kind { #expect(color == .gray) } else { Issue.record("no colour") }
        #expect(image("image", in: solution)?.content == ImageContent(name: "Gone", isSystemSymbol: false))
    }
    let alone = SceneHarness("struct ContentView: View { var body: some View { Image(\"Gone\") } }").solve()
    #expect(alone.diagnostics.map(\.summary) == ["Scene.swift:1:50: warning: no image named 'Gone' in the asset catalogs (the project has none)"])
}

@Test func anImagesPixelSizeIsReadFromItsPNGOrJPEGHeader() throws {
    // A JPEG's start, its JFIF segment then its baseline frame of 8 rows of 16 pixels.
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x08, 0x00, 0x10, 0x03]
    try withProject([
        "a.png": pngHeader(width: 30, height: 20), "b.jpg": Data(jpeg), "c.jpg": Data(jpeg.prefix(12)), "d.txt": Data("text".utf8),
    ]) { root in
        let size = { ImageHeader.pixelSize(ofFileAt: root.appendingPathComponent($0).path) }
        #expect(size("a.png") == CGSize(width: 30, height: 20))
        #expect(size("b.jpg") == CGSize(width: 16, height: 8))
        #expect(size("c.jpg") == nil)
        #expect(size("d.txt") == nil)
    }
}

@Test func aSetThatCannotBeReadIsSaidSoWhereItIsUsed() throws {
    try solveApp("""
            VStack {
                Color("Broken")
                Color("Empty")
                Image("Bare")
            }
    """, [
        "App/Assets.xcassets/Broken.colorset/Contents.json": Data(#"{"colors": ["#.utf8),
        "App/Assets.xcassets/Empty.colorset/Contents.json": Data(#"{"colors": [{"color": {"color-space": "srgb"}}]}"#.utf8),
        "App/Assets.xcassets/Bare.imageset/hero.png": pngHeader(width: 2, height: 2),
    ]) { solution, file, _ in
        #expect(solution.diagnostics.map(\.summary) == [
            "\(file):5:13: warning: the color set 'Broken' cannot be read: Assets.xcassets/Broken.colorset/Contents.json is not a JSON object",
            "\(file):6:13: warning: the color set 'Empty' cannot be read: Assets.xcassets/Empty.colorset/Contents.json has no colour Plumb can read",
            "\(file):7:13: warning: the image set 'Bare' cannot be read: it has no Assets.xcassets/Bare.imageset/Contents.json",
        ])
    }
}

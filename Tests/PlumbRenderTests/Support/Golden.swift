import CCairo
import Foundation
import Testing
@testable import PlumbRender

/// Golden-image checks: `Goldens/NAME.png` next to the tests. `PLUMB_RECORD_GOLDENS=1` (re-)records them; a
/// mismatch writes the actual, expected and diff images to `__Failures__/NAME/` and names it in the failure.
enum Golden {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let goldensFolder = testsFolder.appendingPathComponent("Goldens")
    static let failuresFolder = testsFolder.appendingPathComponent("__Failures__")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["PLUMB_RECORD_GOLDENS"] == "1" }

    static func check(
        _ image: RenderedImage, named name: String, comparison: ImageComparison = ImageComparison(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let golden = goldensFolder.appendingPathComponent("\(name).png")
        if isRecording {
            try FileManager.default.createDirectory(at: goldensFolder, withIntermediateDirectories: true)
            try image.writePNG(to: golden)
            return
        }
        guard let expected = loadPNG(golden) else {
            Issue.record("no golden image at \(golden.path); run with PLUMB_RECORD_GOLDENS=1 to record it", sourceLocation: sourceLocation)
            return
        }
        let outcome = comparison.compare(image, with: expected)
        guard !comparison.matches(outcome) else { return }
        let folder = failuresFolder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try image.writePNG(to: folder.appendingPathComponent("actual.png"))
        try expected.writePNG(to: folder.appendingPathComponent("expected.png"))
        try comparison.diffImage(image, expected).writePNG(to: folder.appendingPathComponent("diff.png"))
        let size = outcome.sameSize ? "" : " (size \(image.width)×\(image.height), expected \(expected.width)×\(expected.height))"
        Issue.record(
            "\(name): \(outcome.differingPixels) of \(outcome.totalPixels) pixels differ\(size); see \(folder.path)",
            sourceLocation: sourceLocation
        )
    }

    static func loadPNG(_ url: URL) -> RenderedImage? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let png = cairo_image_surface_create_from_png(url.path)!
        defer { cairo_surface_destroy(png) }
        guard cairo_surface_status(png) == CAIRO_STATUS_SUCCESS else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(png), cairo_image_surface_get_height(png))!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        cairo_set_source_surface(context, png, 0, 0)
        cairo_paint(context)
        cairo_destroy(context)
        return RenderedImage(surface: surface)
    }
}

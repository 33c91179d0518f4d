import CCairo
import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

/// Asset images drawn with their pixels: PNGs written with Cairo into a temporary folder.
@Suite struct ImagePainterTests {
    let scene = SceneRenderer()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-images-\(UUID().uuidString)")

    /// Writes a PNG of `width`×`height` pixels, `pixels` (premultiplied ARGB) row by row, and returns its path.
    func png(_ name: String, width: Int, height: Int, _ pixels: [UInt32]) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            for x in 0..<width {
                (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = pixels[y * width + x] }
            }
        }
        cairo_surface_mark_dirty(surface)
        #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
        return path
    }

    /// A 1×1-point image with a red 1× file and a 2× file of red, green / blue, transparent.
    func quadrants(template: Bool = false) throws -> Image {
        var image = Image("quadrants", size: CGSize(width: 1, height: 1))
        image.paint.representations = [
            ImageRepresentation(file: try png("q.png", width: 1, height: 1, [0xFFFF_0000]), scale: 1),
            ImageRepresentation(file: try png("q@2x.png", width: 2, height: 2, [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0]), scale: 2),
        ]
        image.paint.isTemplate = template
        return image
    }

    /// The 4 pixels of an 11×11-point white picture at scale 2 where `image` (1×1 point) sits in the middle, and
    /// the paint's warnings.
    func middle(_ image: ViewNode, displayScale: CGFloat = 3) throws -> (pixels: [UInt32], warnings: [String]) {
        let tree = scene.solve(11, 11) {
            ZStack {
                Color(white: 1)
                image
            }
            .environment("displayScale") { $0.displayScale = displayScale }
        }
        let result = try scene.render(tree, options: RenderOptions(scale: 2))
        let pixels = [(10, 10), (11, 10), (10, 11), (11, 11)].map { result.output[$0.0, $0.1] & 0xFFFFFF }
        return (pixels, result.warnings.map(\.message))
    }

    @Test func anImageIsDrawnWithThePixelsOfTheFileOfTheDisplaysScaleAtItsNaturalSize() throws {
        let image = try quadrants()
        #expect(try middle(image.viewNode).pixels == [0xFF0000, 0x00FF00, 0x0000FF, 0xFFFFFF])
        #expect(try middle(image.viewNode, displayScale: 1).pixels == [0xFF0000, 0xFF0000, 0xFF0000, 0xFF0000])
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aResizableImageIsStretchedOverItsFrame() throws {
        let image = try quadrants()
        let tree = scene.solve(10, 10) { image.resizable().frame(width: 10, height: 10) }
        let picture = try scene.render(tree).output
        #expect([(2, 2), (7, 2), (2, 7)].map { picture[$0.0, $0.1] & 0xFFFFFF } == [0xFF0000, 0x00FF00, 0x0000FF])
        #expect(picture[7, 7] & 0xFFFFFF == 0xFFFFFF)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aTemplateImageIsItsAlphaInTheForegroundStyle() throws {
        let image = try quadrants(template: true)
        let tinted = image.viewNode.foregroundColor(Color(red: 0, green: 0, blue: 1))
        #expect(try middle(tinted).pixels == [0x0000FF, 0x0000FF, 0x0000FF, 0xFFFFFF])
        // Without a foreground style, the label colour: black.
        #expect(try middle(image.viewNode).pixels == [0x000000, 0x000000, 0x000000, 0xFFFFFF])
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aJPEGIsDrawnWithItsPixels() throws {
        // 16×8 pixels, red on the left half, blue on the right (written with Pillow at quality 100, no subsampling).
        let jpeg = try #require(Data(base64Encoded: """
        /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/\
        2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCAAIABADAREAAhEBAxEB/8QAFAAB\
        AAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAWAQEBAQAAAAAAAAAAAAAAAAALCQr/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIR\
        AxEAPwAX0p2/gQ5VAa+//9k=
        """))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("photo@2x.jpg")
        try jpeg.write(to: file)
        var image = Image("photo", size: CGSize(width: 8, height: 4))
        image.paint.representations = [ImageRepresentation(file: file.path, scale: 2)]
        let result = try scene.render(scene.solve(8, 4) { image }, options: RenderOptions(scale: 2))
        #expect(result.warnings.isEmpty)
        let channels = { (pixel: UInt32) in [pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF].map(Int.init) }
        #expect(zip(channels(result.output[3, 3]), [255, 0, 0]).allSatisfy { abs($0 - $1) <= 3 })
        #expect(zip(channels(result.output[12, 3]), [0, 0, 255]).allSatisfy { abs($0 - $1) <= 3 })
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func anUnreadableFileIsAPlaceholderWithAWarning() throws {
        var image = Image("broken", size: CGSize(width: 1, height: 1))
        image.paint.representations = [ImageRepresentation(file: folder.appendingPathComponent("none@3x.png").path, scale: 3)]
        let missing = try middle(image.viewNode).warnings
        #expect(missing == ["cannot draw the image 'broken' (none@3x.png: no such file); drawn as a placeholder"])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = folder.appendingPathComponent("text@3x.png")
        try Data("not a picture".utf8).write(to: text)
        image.paint.representations = [ImageRepresentation(file: text.path, scale: 3)]
        let warnings = try middle(image.viewNode).warnings
        #expect(warnings == ["cannot draw the image 'broken' (text@3x.png: not a PNG or JPEG file Plumb can read); drawn as a placeholder"])
        try? FileManager.default.removeItem(at: folder)
    }
}

import CCairo
import Foundation
import PlumbLayout

/// Renders solved trees to PNG, SVG or PDF files, or to pixels in memory, with one `Painter` (and its caches).
public final class Renderer {
    public let painter: Painter

    public init(painter: Painter = Painter()) {
        self.painter = painter
    }

    /// A renderer whose text is set with `measurer`: the measurer the trees were solved with.
    public convenience init(measurer: PangoTextMeasurer) {
        self.init(painter: Painter(measurer: measurer))
    }

    /// The most pixels an image may have: 100 million (400 MB), a 10,000-point square at 1× — any device many times
    /// over. A preview asking for more (`.fixedLayout(width: 1e6, height: 1e6)`) is an error, not gigabytes.
    public static let maximumPixels = 100_000_000

    /// The tree painted into an ARGB32 image of its picture's size × `options.scale` (rounded up to whole pixels):
    /// the preview's size, or a `Page` around it when overlays are on.
    public func renderImage(_ tree: SolvedTree, options: RenderOptions = RenderOptions()) throws -> RenderResult<RenderedImage> {
        let painted = try paint(tree, options: options, scale: options.scale) { size in
            let width = Double((size.width * options.scale).rounded(.up)), height = Double((size.height * options.scale).rounded(.up))
            guard width >= 1, height >= 1, width <= 32767, height <= 32767, width * height <= Double(Self.maximumPixels) else {
                throw RenderError.invalidSize(width: width, height: height)
            }
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                throw RenderError.invalidSize(width: width, height: height)
            }
            return surface
        }
        defer { cairo_surface_destroy(painted.surface) }
        return RenderResult(output: RenderedImage(surface: painted.surface), warnings: painted.warnings)
    }

    /// Writes the tree to `url` in the format its extension names.
    @discardableResult
    public func render(_ tree: SolvedTree, options: RenderOptions = RenderOptions(), to url: URL) throws -> [LayoutWarning] {
        guard let format = ImageFormat(fileExtension: url.pathExtension) else { throw RenderError.unsupportedFormat(path: url.path) }
        return try render(tree, options: options, to: url, as: format)
    }

    /// Writes the tree to `url` as `format`.
    @discardableResult
    public func render(_ tree: SolvedTree, options: RenderOptions = RenderOptions(), to url: URL, as format: ImageFormat) throws -> [LayoutWarning] {
        switch format {
        case .png:
            let result = try renderImage(tree, options: options)
            try result.output.writePNG(to: url)
            return result.warnings
        case .svg:
            return try renderVector(tree, options: options, to: url) { cairo_svg_surface_create($0, $1, $2) }
        case .pdf:
            return try renderVector(tree, options: options, to: url) { cairo_pdf_surface_create($0, $1, $2) }
        }
    }

    private func renderVector(
        _ tree: SolvedTree, options: RenderOptions, to url: URL, makeSurface: @escaping (String, Double, Double) -> OpaquePointer?
    ) throws -> [LayoutWarning] {
        guard tree.size.width > 0, tree.size.height > 0, tree.size.width.isFinite, tree.size.height.isFinite else {
            throw RenderError.invalidSize(width: Double(tree.size.width), height: Double(tree.size.height))
        }
        let painted = try paint(tree, options: options, scale: 1) { size in
            let surface = makeSurface(url.path, size.width, size.height)!
            do { try self.check(cairo_surface_status(surface), writing: url) } catch {
                cairo_surface_destroy(surface)
                throw error
            }
            return surface
        }
        defer { cairo_surface_destroy(painted.surface) }
        cairo_surface_finish(painted.surface)
        try check(cairo_surface_status(painted.surface), writing: url)
        return painted.warnings
    }

    /// Paints `tree` at `scale` onto a surface `makeSurface` creates for the picture's size in points: the preview
    /// alone, or, with overlays on, a `Page` — the views and overlays are recorded first, so the legend's size is
    /// known before the picture's.
    private func paint(
        _ tree: SolvedTree, options: RenderOptions, scale: CGFloat, makeSurface: (CGSize) throws -> OpaquePointer
    ) throws -> (surface: OpaquePointer, warnings: [LayoutWarning]) {
        guard options.hasOverlays else {
            let surface = try makeSurface(tree.size)
            let warnings = draw(on: surface, scale: scale) { painter.paint(tree, options: options, in: $0) }
            return (surface, warnings)
        }
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
        defer { cairo_surface_destroy(recording) }
        let scene = draw(on: recording, scale: scale) { context in
            cairo_translate(context, Page.sceneOrigin.x, Page.sceneOrigin.y)
            return painter.paintScene(tree, options: options, labelBounds: Page.labelBounds(around: tree.size), in: context)
        }
        cairo_surface_flush(recording)
        let page = Page(scene: tree.size, legend: options.showsLegend && !scene.overlays.legend.isEmpty ? painter.legendSize(of: scene.overlays.legend) : nil)
        let surface = try makeSurface(page.size)
        draw(on: surface, scale: scale) { context in
            let canvas = Canvas(context)
            let palette = SystemColorPalette(appearance: options.appearance)
            canvas.fill(CGRect(origin: .zero, size: page.size), with: palette.pageMargin)
            canvas.strokeRect(CGRect(origin: Page.sceneOrigin, size: tree.size).insetBy(dx: -1, dy: -1), color: palette.separator)
            cairo_save(context)
            cairo_identity_matrix(context)
            cairo_set_source_surface(context, recording, 0, 0)
            cairo_paint(context)
            cairo_restore(context)
            painter.paintLegend(scene.overlays.legend, at: page.legendOrigin, options: options, in: context)
        }
        return (surface, scene.warnings)
    }

    /// Runs `body` with a context on `surface` whose user space is in points.
    private func draw<Result>(on surface: OpaquePointer, scale: CGFloat, _ body: (OpaquePointer) -> Result) -> Result {
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        return body(context)
    }

    private func check(_ status: cairo_status_t, writing url: URL) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.writeFailed(path: url.path, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}

/// What a render produced, and what had to be drawn as a stand-in.
public struct RenderResult<Output> {
    public var output: Output
    public var warnings: [LayoutWarning]
}

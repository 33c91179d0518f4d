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

    /// The tree painted into an ARGB32 image of its size × `options.scale` (rounded up to whole pixels).
    public func renderImage(_ tree: SolvedTree, options: RenderOptions = RenderOptions()) throws -> RenderResult<RenderedImage> {
        let width = Int((tree.size.width * options.scale).rounded(.up))
        let height = Int((tree.size.height * options.scale).rounded(.up))
        guard width > 0, height > 0, width <= 32767, height <= 32767 else { throw RenderError.invalidSize(width: width, height: height) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw RenderError.invalidSize(width: width, height: height) }
        let warnings = paint(tree, options: options, on: surface, scale: options.scale)
        return RenderResult(output: RenderedImage(surface: surface), warnings: warnings)
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
        _ tree: SolvedTree, options: RenderOptions, to url: URL, makeSurface: (String, Double, Double) -> OpaquePointer?
    ) throws -> [LayoutWarning] {
        guard tree.size.width > 0, tree.size.height > 0 else {
            throw RenderError.invalidSize(width: Int(tree.size.width), height: Int(tree.size.height))
        }
        let surface = makeSurface(url.path, tree.size.width, tree.size.height)!
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), writing: url)
        let warnings = paint(tree, options: options, on: surface, scale: 1)
        cairo_surface_finish(surface)
        try check(cairo_surface_status(surface), writing: url)
        return warnings
    }

    private func paint(_ tree: SolvedTree, options: RenderOptions, on surface: OpaquePointer, scale: CGFloat) -> [LayoutWarning] {
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        return painter.paint(tree, options: options, in: context)
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

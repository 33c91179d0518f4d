import CCairo
import CPangoCairo
import BenchSupport
import Foundation

/// The paint benchmark's picture drawn the plain way, for a same-run comparison: each cell's rounded rectangle
/// built from arcs and filled, and its label laid out by Pango and shown, every frame, with no caches
/// (BENCHMARKS.md's "stock Cairo": about 1,200 such views per 16.7 ms frame).
struct StockCairoBaseline {
    struct Cell {
        var frame: CGRect
        var label: String
        var color: (Double, Double, Double)
    }

    static let colors: [(Double, Double, Double)] = [(0, 0.48, 1), (0.2, 0.78, 0.35), (1, 0.58, 0), (0.69, 0.32, 0.87), (0.19, 0.69, 0.78), (1, 0.18, 0.33)]
    let cells: [Cell]

    /// The paint benchmark's `LabelledCellGrid`, each cell inset by 2 points.
    init(views: Int, in size: CGSize) {
        let grid = LabelledCellGrid(views: views, in: size)
        cells = (0..<views).map { index in
            let frame = CGRect(x: CGFloat(index % grid.columns) * grid.cell.width + 2, y: CGFloat(index / grid.columns) * grid.cell.height + 2,
                               width: grid.cell.width - 4, height: grid.cell.height - 4)
            return Cell(frame: frame, label: "\(index)", color: Self.colors[index % Self.colors.count])
        }
    }

    func paint(in context: OpaquePointer) {
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        let font = pango_font_description_from_string("DejaVu Sans 11px")
        defer { pango_font_description_free(font) }
        for cell in cells {
            roundedRectangle(cell.frame, radius: 4, in: context)
            cairo_set_source_rgb(context, cell.color.0, cell.color.1, cell.color.2)
            cairo_fill(context)
            let layout = pango_cairo_create_layout(context)!
            pango_layout_set_font_description(layout, font)
            pango_layout_set_text(layout, cell.label, -1)
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_pixel_size(layout, &width, &height)
            cairo_move_to(context, cell.frame.midX - Double(width) / 2, cell.frame.midY - Double(height) / 2)
            cairo_set_source_rgb(context, 1, 1, 1)
            pango_cairo_show_layout(context, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
    }

    private func roundedRectangle(_ rect: CGRect, radius: Double, in context: OpaquePointer) {
        cairo_new_sub_path(context)
        cairo_arc(context, rect.maxX - radius, rect.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(context, rect.maxX - radius, rect.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(context, rect.minX + radius, rect.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(context, rect.minX + radius, rect.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(context)
    }
}

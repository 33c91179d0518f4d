import CCairo
import BenchSupport
import Foundation
import PlumbLayout
import PlumbRender

/// `plumb-bench paint [--views 1000] [--runs 51] [--png FILE]`: paints a grid of labelled rounded rectangles into a
/// 1280×800 ARGB32 surface and reports, as JSON lines, the first (cold) paint, the median warm paint in wall and
/// thread CPU time (the latter steadier on a shared machine), the same picture painted by stock Cairo and Pango in
/// the same run (and Plumb's time as a fraction of it), then the median PNG encode time. `--png` keeps the picture.
func runPaintBenchmark(arguments: [String]) {
    func option(_ name: String, default value: Int) -> Int {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let number = Int(arguments[index + 1]) else { return value }
        return number
    }
    let views = option("--views", default: 1000)
    let runs = option("--runs", default: 51)
    let size = CGSize(width: 1280, height: 800)
    let measurer = PangoTextMeasurer()
    let tree = LayoutEngine(measurer: measurer).solve(LabelledCellGrid(views: views, in: size).viewNode(gap: 2), in: size)
    let painter = Painter(measurer: measurer)

    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
    let context = cairo_create(surface)!
    defer {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }
    let cold = milliseconds { painter.paint(tree, options: RenderOptions(), in: context) }
    let paint = median(runs) { painter.paint(tree, options: RenderOptions(), in: context) }
    let cpu = median(runs, clock: CLOCK_THREAD_CPUTIME_ID) { painter.paint(tree, options: RenderOptions(), in: context) }
    print("{\"bench\": \"paint\", \"views\": \(views), \"median_ms\": \(format(paint)), \"cpu_median_ms\": \(format(cpu)), \"cold_ms\": \(format(cold)), \"runs\": \(runs)}")
    let stock = StockCairoBaseline(views: views, in: size)
    let stockPaint = median(runs) { stock.paint(in: context) }
    let stockCPU = median(runs, clock: CLOCK_THREAD_CPUTIME_ID) { stock.paint(in: context) }
    print("{\"bench\": \"paint_stock_cairo\", \"views\": \(views), \"median_ms\": \(format(stockPaint)), \"cpu_median_ms\": \(format(stockCPU)), \"plumb_to_stock\": \(format(paint / stockPaint)), \"runs\": \(runs)}")
    painter.paint(tree, options: RenderOptions(), in: context)

    cairo_surface_flush(surface)
    var bytes = 0
    let encode = median(11) {
        var data = Data()
        _ = withUnsafeMutablePointer(to: &data) { buffer in
            cairo_surface_write_to_png_stream(surface, { closure, chunk, length in
                closure!.assumingMemoryBound(to: Data.self).pointee.append(chunk!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, buffer)
        }
        bytes = data.count
    }
    print("{\"bench\": \"png_encode\", \"width\": \(Int(size.width)), \"height\": \(Int(size.height)), \"median_ms\": \(format(encode)), \"bytes\": \(bytes), \"runs\": 11}")
    if let index = arguments.firstIndex(of: "--png"), index + 1 < arguments.count {
        cairo_surface_write_to_png(surface, arguments[index + 1])
    }
}

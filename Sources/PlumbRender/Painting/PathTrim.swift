import CCairo
import Foundation

/// `Shape.trim(from:to:)` on a Cairo path: the current path, flattened to lines, is replaced by the part of it that
/// lies between two fractions of its length.
enum PathTrim {
    static func trim(_ context: OpaquePointer, from: CGFloat, to: CGFloat) {
        let lines = polylines(context)
        cairo_new_path(context)
        let total = lines.reduce(0) { $0 + length(of: $1) }
        guard total > 0, to > from else { return }
        let (start, end) = (from * total, to * total)
        var walked: CGFloat = 0
        var pen: CGPoint?
        for line in lines {
            for (a, b) in zip(line, line.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                defer { walked += length }
                let (low, high) = (max(start, walked), min(end, walked + length))
                guard length > 0, high > low else { continue }
                let p = point(a, b, (low - walked) / length), q = point(a, b, (high - walked) / length)
                if pen != p { cairo_move_to(context, p.x, p.y) }
                cairo_line_to(context, q.x, q.y)
                pen = q
            }
        }
    }

    /// The current path's sub-paths as points, closed ones ending where they began.
    private static func polylines(_ context: OpaquePointer) -> [[CGPoint]] {
        guard let path = cairo_copy_path_flat(context) else { return [] }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return [] }
        var lines: [[CGPoint]] = []
        var current: [CGPoint] = []
        var index = 0
        while index < Int(path.pointee.num_data) {
            let header = data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                if current.count > 1 { lines.append(current) }
                current = [CGPoint(x: data[index + 1].point.x, y: data[index + 1].point.y)]
            case CAIRO_PATH_LINE_TO:
                current.append(CGPoint(x: data[index + 1].point.x, y: data[index + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH:
                if let first = current.first { current.append(first) }
            default:
                break
            }
            index += Int(header.length)
        }
        if current.count > 1 { lines.append(current) }
        return lines
    }

    private static func length(of line: [CGPoint]) -> CGFloat {
        zip(line, line.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    private static func point(_ a: CGPoint, _ b: CGPoint, _ fraction: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
    }
}

import CCairo
import Foundation
import PlumbLayout

extension ResolvedGradient {
    /// A Cairo pattern painting the gradient over `rect`; the caller destroys it. Linear, radial and elliptical
    /// gradients are Cairo's own (padded with their end colours); an angular one, which Cairo lacks, is a mesh of
    /// thin sectors around the centre, each shading from one angle's colour to the next.
    func pattern(over rect: CGRect) -> OpaquePointer {
        func point(_ unit: UnitPoint) -> CGPoint { CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height) }
        let pattern: OpaquePointer
        switch geometry {
        case .linear(let start, let end):
            let (from, to) = (point(start), point(end))
            pattern = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)
        case .radial(let center, let startRadius, let endRadius):
            let centre = point(center)
            pattern = cairo_pattern_create_radial(centre.x, centre.y, max(startRadius, 0), centre.x, centre.y, max(endRadius, 0))
        case .elliptical(let center, let startFraction, let endFraction):
            // A radial gradient in a space where the bounds are a unit square around the centre.
            let centre = point(center)
            pattern = cairo_pattern_create_radial(0, 0, max(startFraction, 0), 0, 0, max(endFraction, 0))
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / max(rect.width, 1e-6), 1 / max(rect.height, 1e-6))
            cairo_matrix_translate(&matrix, -centre.x, -centre.y)
            cairo_pattern_set_matrix(pattern, &matrix)
        case .angular(let center, let startAngle, let endAngle):
            return angularPattern(around: point(center), from: startAngle.radians, to: endAngle.radians, covering: rect)
        }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        return pattern
    }

    /// A part of an angular gradient: the angles from `start` to `end` shade from location `from` to location `to`.
    private struct Sweep {
        var start: Double
        var end: Double
        var from: CGFloat
        var to: CGFloat
    }

    private func angularPattern(around centre: CGPoint, from start: Double, to end: Double, covering rect: CGRect) -> OpaquePointer {
        let turn = 2 * Double.pi
        var sweep = end - start
        if sweep == 0 { sweep = turn }
        let reversed = sweep < 0
        let (first, last) = reversed ? (end, start) : (start, end)
        sweep = abs(sweep)
        var sweeps: [Sweep]
        if sweep >= turn {
            sweeps = [Sweep(start: last - turn, end: last, from: CGFloat(1 - turn / sweep), to: 1)]
        } else {
            let halfGap = (turn - sweep) / 2
            sweeps = [
                Sweep(start: first, end: last, from: 0, to: 1),
                Sweep(start: last, end: last + halfGap, from: 1, to: 1),
                Sweep(start: last + halfGap, end: first + turn, from: 0, to: 0),
            ]
        }
        if reversed {
            sweeps = sweeps.map { Sweep(start: $0.start, end: $0.end, from: 1 - $0.from, to: 1 - $0.to) }
        }
        let radius = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY),
                      CGPoint(x: rect.maxX, y: rect.maxY)].map { hypot($0.x - centre.x, $0.y - centre.y) }.max()! + 1
        let mesh = cairo_pattern_create_mesh()!
        for part in sweeps where part.end > part.start {
            // Cut at every stop inside the part, so the colour is exact there, and into sectors of at most π/16,
            // across which a patch's colour (interpolated along its curved side) follows the angle closely.
            var cuts = [part.start, part.end]
            if part.from != part.to {
                for stop in stops where (min(part.from, part.to)...max(part.from, part.to)).contains(stop.location) {
                    cuts.append(part.start + Double((stop.location - part.from) / (part.to - part.from)) * (part.end - part.start))
                }
            }
            cuts.sort()
            for (a, b) in zip(cuts, cuts.dropFirst()) where b > a {
                let pieces = Int(((b - a) / (Double.pi / 16)).rounded(.up))
                for piece in 0..<pieces {
                    let (a0, a1) = (a + (b - a) * Double(piece) / Double(pieces), a + (b - a) * Double(piece + 1) / Double(pieces))
                    func location(_ angle: Double) -> CGFloat { part.from + (part.to - part.from) * CGFloat((angle - part.start) / (part.end - part.start)) }
                    addSector(to: mesh, centre: centre, radius: radius, from: a0, color(at: location(a0)), to: a1, color(at: location(a1)))
                }
            }
        }
        return mesh
    }

    /// A patch from the centre out to an arc between two angles (a `Path` arc: one cubic for these narrow sectors):
    /// its two corners at the centre and its side along the start angle take `startColor`, the side along the end
    /// angle `endColor`.
    private func addSector(to mesh: OpaquePointer, centre: CGPoint, radius: CGFloat, from a0: Double, _ startColor: RGBAColor,
                           to a1: Double, _ endColor: RGBAColor) {
        var outline = Path()
        outline.move(to: centre)
        outline.addArc(center: centre, radius: radius, startAngle: Angle(radians: a0), endAngle: Angle(radians: a1), clockwise: false)
        outline.addLine(to: centre)
        cairo_mesh_pattern_begin_patch(mesh)
        for element in outline.elements {
            switch element {
            case .move(let point): cairo_mesh_pattern_move_to(mesh, point.x, point.y)
            case .line(let point): cairo_mesh_pattern_line_to(mesh, point.x, point.y)
            case .curve(let point, let control1, let control2):
                cairo_mesh_pattern_curve_to(mesh, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .quadCurve, .closeSubpath: break  // an arc has neither
            }
        }
        for (corner, color) in [(0, startColor), (1, startColor), (2, endColor), (3, endColor)] {
            cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
        }
        cairo_mesh_pattern_end_patch(mesh)
    }
}

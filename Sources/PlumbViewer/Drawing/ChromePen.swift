import Foundation
import PlumbRender

/// The viewer's own text (status line, banner, inspector, help) on a ``ChromeCanvas``: one font, no layout, sizes in points.
/// Also fills and outlines the viewer's rectangles.
struct ChromePen {
    typealias RGBA = (Double, Double, Double, Double)

    /// The height of a line of the viewer's own text, in points.
    static let lineHeight: CGFloat = 15

    let canvas: ChromeCanvas
    /// Window pixels per point of the viewer's interface (`--scale`).
    let scale: CGFloat

    /// Runs `body` with a pen on a scratch surface, to measure and wrap text outside a paint.
    static func measuring<T>(scale: CGFloat, _ body: (ChromePen) -> T) -> T {
        ChromeCanvas.measuring { body(ChromePen(canvas: $0, scale: scale)) }
    }

    func setFont(size: CGFloat, bold: Bool = false, monospaced: Bool = false) {
        canvas.setFont(size: size * scale, bold: bold, monospaced: monospaced)
    }

    func width(of text: String) -> CGFloat {
        canvas.width(of: text)
    }

    /// `text` broken into lines no wider than `maxWidth` in the current font: at spaces, and inside a word longer than
    /// a line.
    func wrap(_ text: String, maxWidth: CGFloat) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if width(of: candidate) <= maxWidth || line.isEmpty && word.isEmpty {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in word {
                if !line.isEmpty, width(of: line + String(character)) > maxWidth {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Draws `text` with its baseline starting at `point` (callers wrap it to their width first).
    func draw(_ text: String, at point: CGPoint, color: RGBA) {
        canvas.draw(text, at: point, color: Self.color(color))
    }

    func fill(_ rect: CGRect, _ color: RGBA) {
        canvas.fill(rect, Self.color(color))
    }

    /// Outlines `rect` on whole pixels, the line inside it.
    func stroke(_ rect: CGRect, _ color: RGBA, width: CGFloat, dashed: Bool = false) {
        let aligned = CGRect(x: rect.minX.rounded(), y: rect.minY.rounded(), width: rect.width.rounded(), height: rect.height.rounded())
            .insetBy(dx: width / 2, dy: width / 2)
        canvas.stroke(aligned, Self.color(color), width: width, dashes: dashed ? [4 * scale, 3 * scale] : [])
    }

    private static func color(_ rgba: RGBA) -> RGBAColor {
        RGBAColor(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: rgba.3)
    }
}

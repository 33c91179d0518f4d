/// Why a render could not be written.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output's extension names no format Plumb writes.
    case unsupportedFormat(path: String)
    /// The picture would be this many pixels, not positive or more than ``Renderer/maximumPixels`` (or Cairo's
    /// 32,767 a side), or Cairo could not make a surface of this size.
    case invalidSize(width: Double, height: Double)
    /// Cairo reported `reason` while writing `path`.
    case writeFailed(path: String, reason: String)
    /// Cairo reported `reason` while reading the PNG at `path`.
    case readFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .unsupportedFormat(let path): "cannot render to '\(path)': use a .png, .svg or .pdf file"
        case .invalidSize(let width, let height):
            "cannot render an image of \(Self.pixels(width))×\(Self.pixels(height)) pixels: Plumb renders 1 to 32767 pixels a side, \(Renderer.maximumPixels / 1_000_000) million in all"
        case .writeFailed(let path, let reason): "cannot write '\(path)': \(reason)"
        case .readFailed(let path, let reason): "cannot read '\(path)': \(reason)"
        }
    }

    /// A side in pixels: whole below a trillion, in scientific notation above.
    private static func pixels(_ value: Double) -> String {
        abs(value) < 1e12 ? String(format: "%.0f", value) : String(format: "%g", value)
    }
}

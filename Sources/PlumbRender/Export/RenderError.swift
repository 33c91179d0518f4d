/// Why a render could not be written.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output's extension names no format Plumb writes.
    case unsupportedFormat(path: String)
    /// Cairo could not make a surface of this size (too large, or not positive).
    case invalidSize(width: Int, height: Int)
    /// Cairo reported `reason` while writing `path`.
    case writeFailed(path: String, reason: String)
    /// Cairo reported `reason` while reading the PNG at `path`.
    case readFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .unsupportedFormat(let path): "cannot render to '\(path)': use a .png, .svg or .pdf file"
        case .invalidSize(let width, let height): "cannot render an image of \(width)×\(height) pixels"
        case .writeFailed(let path, let reason): "cannot write '\(path)': \(reason)"
        case .readFailed(let path, let reason): "cannot read '\(path)': \(reason)"
        }
    }
}

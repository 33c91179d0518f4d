import Foundation

/// The text of a scene's Swift file, read whole and as UTF-8, and only up to ``maximumBytes``: a file that large is
/// not source a person writes (a log, a data dump saved with a `.swift` name), and reading, parsing and holding it
/// would stall the viewer for minutes.
enum SourceFileText {
    /// The largest Swift file Plumb reads: 10 MB, several times the longest generated Swift files (asset and
    /// localisation tables) and a hundred times a long hand-written one.
    static let maximumBytes = 10_000_000

    /// Why a file's text was not read.
    enum Failure: Error, Equatable, CustomStringConvertible {
        case unreadable
        case notUTF8
        /// The file has `bytes` bytes, more than ``SourceFileText/maximumBytes``.
        case tooLarge(bytes: Int)

        var description: String {
            switch self {
            case .unreadable: "cannot read the file"
            case .notUTF8: "cannot read the file as UTF-8 text"
            case .tooLarge(let bytes):
                "the file is \(String(format: "%.1f", Double(bytes) / 1e6)) MB; Plumb reads Swift files of up to \(maximumBytes / 1_000_000) MB"
            }
        }
    }

    /// Reads the file at `path`, never more than one byte past the limit, however large it is or grows meanwhile.
    static func read(_ path: String) throws(Failure) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            throw .unreadable
        }
        guard data.count <= maximumBytes else {
            var info = stat()
            throw .tooLarge(bytes: stat(path, &info) == 0 ? max(Int(info.st_size), data.count) : data.count)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .notUTF8 }
        return text
    }
}

import Foundation

/// A PNG file's size in pixels, from its header.
enum PNGHeader {
    static func pixelSize(ofFileAt path: String) -> CGSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24,
              header.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        let bytes = [UInt8](header)
        func integer(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return CGSize(width: integer(at: 16), height: integer(at: 20))
    }
}

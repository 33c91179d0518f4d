import Foundation

/// An image file's size in pixels, from its header: a PNG's `IHDR` chunk, or a JPEG's start-of-frame segment (the
/// first 64 KB of the file are searched for it; an EXIF rotation is not applied).
enum ImageHeader {
    static func pixelSize(ofFileAt path: String) -> CGSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 65_536) else { return nil }
        let bytes = [UInt8](data)
        func integer(at offset: Int, bytes count: Int) -> Int { bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) } }
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return CGSize(width: integer(at: 16, bytes: 4), height: integer(at: 20, bytes: 4))
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var offset = 2
        while offset + 9 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return CGSize(width: integer(at: offset + 7, bytes: 2), height: integer(at: offset + 5, bytes: 2))
            }
            offset += 2 + integer(at: offset + 2, bytes: 2)
        }
        return nil
    }
}

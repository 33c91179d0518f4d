import Foundation
import PlumbScene

extension SceneSources {
    /// The lines of the files read, as the progress line counts them: a last line without a newline counts.
    var lineCount: Int {
        files.reduce(0) { count, file in
            var text = file.text
            return count + text.withUTF8 { bytes in
                guard var next = bytes.baseAddress else { return 0 }
                let end = next + bytes.count
                var newlines = 0
                while let found = memchr(next, 0x0A, end - next) {
                    newlines += 1
                    next = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
                }
                return newlines + (bytes.last == 0x0A ? 0 : 1)
            }
        }
    }
}

import PlumbScene

extension SceneSources {
    /// The lines of the files read, as the progress line counts them.
    var lineCount: Int {
        files.reduce(0) { count, file in
            let newlines = file.text.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
            return count + newlines + (file.text.utf8.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
        }
    }
}

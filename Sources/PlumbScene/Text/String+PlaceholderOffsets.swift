extension String {
    /// The UTF-8 offsets of each `placeholder` in the string, in order (byte by byte, so a mark combining with one
    /// does not hide it): where a text's symbols and interpolated values stand until they are put in.
    func utf8Offsets(of placeholder: Character) -> [Int] {
        let marker = Array(placeholder.utf8)
        let bytes = Array(utf8)
        var offsets: [Int] = []
        var offset = 0
        while offset + marker.count <= bytes.count {
            if bytes[offset..<offset + marker.count].elementsEqual(marker) {
                offsets.append(offset)
                offset += marker.count
            } else {
                offset += 1
            }
        }
        return offsets
    }
}

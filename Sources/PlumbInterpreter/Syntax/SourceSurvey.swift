/// What one scan of a Swift file's bytes (``CodeScanner``) finds before it is parsed: whether a check refuses it
/// (``BracketNesting``, ``ControlCharacters``), and where it can be cut into pieces that parse on their own
/// (``TopLevelSplitter``). The checks and the cuts watch the same walk over the code bytes, so a file is scanned
/// once however many of them there are.
struct SourceSurvey {
    /// The first refusal in the file, and its UTF-8 offset; the scan stops there.
    private(set) var refusal: (offset: Int, kind: ErrorKind)?
    /// The candidate cuts before the refusal, in file order (``TopLevelSplitter``).
    private(set) var cuts: [Int] = []

    init(_ text: UnsafeBufferPointer<UInt8>) {
        var scanner = CodeScanner(text: text)
        var nesting = BracketNesting()
        let splitter = TopLevelSplitter(text: text)
        while let offset = scanner.nextCodeByte() {
            let byte = text[offset]
            if ControlCharacters.isRefused(byte) {
                refusal = (offset, .controlCharacter(byte))
                return
            }
            if let kind = nesting.refusal(at: byte) {
                refusal = (offset, kind)
                return
            }
            if let cut = splitter.cut(after: offset, scanner) { cuts.append(cut) }
        }
    }
}

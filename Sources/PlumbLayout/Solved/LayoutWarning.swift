/// A problem the engine noticed, at the view that caused it, with notes at the views involved.
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    /// A secondary place a warning points at (the preference a looping `onPreferenceChange` reads).
    public struct Note: Hashable, Sendable {
        public var message: String
        public var source: SourceLocation?

        public init(_ message: String, source: SourceLocation?) {
            self.message = message
            self.source = source
        }
    }

    public var message: String
    public var source: SourceLocation?
    public var notes: [Note]

    public init(_ message: String, source: SourceLocation?, notes: [Note] = []) {
        self.message = message
        self.source = source
        self.notes = notes
    }

    public var description: String { source.map { "\($0): warning: \(message)" } ?? "warning: \(message)" }
}

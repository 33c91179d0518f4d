import Foundation

/// The modifiers ``IgnoredModifiersVocabulary/accept(_:in:)`` registers as accepted without effect, by name, and
/// whether a call may warn that the picture is drawn without it. The vocabulary is the same for every library a
/// process builds, so one table serves them all; the vocabulary listing (`plumb vocabulary`) reads it.
enum AcceptedModifiers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var warns: [String: Bool] = [:]

    /// Records the entries one call of `accept` registers.
    static func record(_ entries: [IgnoredModifiersVocabulary.Entry]) {
        lock.withLock {
            for entry in entries { warns[entry.name, default: false] = warns[entry.name, default: false] || entry.warning != nil }
        }
    }

    /// Every accepted modifier's name, and whether a call of it may warn.
    static var all: [String: Bool] {
        lock.withLock { warns }
    }
}

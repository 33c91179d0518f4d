import Foundation

/// The `UUID()`s of a solve: numbered from 1 in the order the scene makes them (``UUIDMembers``).
struct UUIDSequence {
    private var made = 0

    /// The next UUID: a well-formed version-4 UUID whose last 12 hex digits count up
    /// (`00000000-0000-4000-8000-000000000001`, …).
    mutating func next() -> UUID {
        made += 1
        let tail = String(UInt64(made) & 0xFFFF_FFFF_FFFF, radix: 16, uppercase: true)
        return UUID(uuidString: "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - tail.count) + tail)!
    }
}

import Foundation

/// A growable table of plain values (no references inside) in memory the engine owns and frees: its per-node arrays
/// read on every query. Reading an element of a Swift array held by a class retains and releases the array's buffer
/// around any call that follows, and so would reading a table held by reference; this table is a plain value (a
/// pointer and counts), so reading through it retains nothing. The engine reads its tables afresh on each access
/// (an append may move the storage), never hands them out, and calls `deallocate` when it goes.
struct PlainTable<Element> {
    private var base = UnsafeMutablePointer<Element>.allocate(capacity: 0)
    private(set) var count = 0
    private var capacity = 0

    @inline(__always) subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "index out of range")
            return base[index]
        }
        nonmutating set {
            precondition(index >= 0 && index < count, "index out of range")
            base[index] = newValue
        }
    }

    var indices: Range<Int> { 0..<count }

    mutating func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(contentsOf elements: some Collection<Element>) {
        if count + elements.count > capacity { grow(to: count + elements.count) }
        for element in elements {
            (base + count).initialize(to: element)
            count += 1
        }
    }

    /// The elements in `range`, copied.
    func elements(_ range: Range<Int>) -> [Element] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        return Array(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// Empties the table, keeping its storage.
    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Frees the storage; the table must not be used again.
    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }

    private mutating func grow(to minimum: Int) {
        let newCapacity = Swift.max(minimum, capacity * 2, 16)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}

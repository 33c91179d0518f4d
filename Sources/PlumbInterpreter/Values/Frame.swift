/// A variable frame: the slots of one function call or block, and the frame it is nested in. Closures keep their
/// frame alive, which is how captured `var`s are shared by reference. The slots live in the frame's own allocation
/// (one allocation per call, and no array whose every write is checked for exclusive access).
final class Frame: ManagedBuffer<Frame.Header, Value> {
    struct Header {
        let parent: Frame?
        let count: Int
    }

    /// A frame of `size` slots, each `Void` until assigned.
    static func make(size: Int, parent: Frame?) -> Frame {
        let frame = unsafeDowncast(create(minimumCapacity: size) { _ in Header(parent: parent, count: size) }, to: Frame.self)
        frame.withUnsafeMutablePointerToElements { $0.initialize(repeating: .void, count: size) }
        return frame
    }

    /// A top-level frame holding `values`.
    static func make(values: [Value]) -> Frame {
        let frame = make(size: values.count, parent: nil)
        for (index, value) in values.enumerated() { frame[index] = value }
        return frame
    }

    deinit {
        _ = withUnsafeMutablePointers { header, slots in slots.deinitialize(count: header.pointee.count) }
    }

    var parent: Frame? { header.parent }

    /// The number of slots.
    var count: Int { header.count }

    subscript(slot: Int) -> Value {
        get {
            precondition(slot < count, "frame slot out of range")
            return withUnsafeMutablePointerToElements { $0[slot] }
        }
        set {
            precondition(slot < count, "frame slot out of range")
            withUnsafeMutablePointerToElements { $0[slot] = newValue }
        }
    }

    func ancestor(_ depth: Int) -> Frame {
        var frame = self
        for _ in 0..<depth {
            guard let parent = frame.parent else { return frame }
            frame = parent
        }
        return frame
    }
}

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

    /// A slot's value. A closure over this very frame (a local `func`, `let f = { … }`) is stored without its
    /// reference to the frame, which would be a cycle keeping both alive after the call; reading it back gives the
    /// closure with the reference again, so a closure that escapes the call keeps the frame alive as it should.
    subscript(slot: Int) -> Value {
        get {
            precondition(slot < count, "frame slot out of range")
            let value = withUnsafeMutablePointerToElements { $0[slot] }
            if case .function(let function) = value, function.capturesItsFrame, case .user(let decl, let receiver, _) = function.kind {
                return .function(Function(.user(decl, receiver: receiver, captured: self), builder: function.builder))
            }
            return value
        }
        set {
            precondition(slot < count, "frame slot out of range")
            var stored = newValue
            if case .function(let function) = newValue, case .user(let decl, let receiver, let captured?) = function.kind, captured === self {
                stored = .function(Function(.user(decl, receiver: receiver, captured: nil), builder: function.builder, capturesItsFrame: true))
            }
            withUnsafeMutablePointerToElements { $0[slot] = stored }
        }
    }

    /// Sets every slot to `Void`, letting go of what the frame held (``CapturedFrames/release()``).
    func removeAllValues() {
        withUnsafeMutablePointerToElements { slots in
            for slot in 0..<count { slots[slot] = .void }
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

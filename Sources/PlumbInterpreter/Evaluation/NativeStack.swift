import Foundation

/// The calling thread's native stack: how deep interpreted calls may recurse before they would overflow it.
enum NativeStack {
    /// The calling thread's stack bottom plus `reserve`, or 0 when the platform does not say.
    static func floor(reserve: Int) -> UInt {
        let bottom = bottom()
        return bottom == 0 ? 0 : bottom + UInt(reserve)
    }

    /// Whether the native stack is within `reserve` bytes of its bottom, `floor` being the bottom plus `reserve`
    /// (``floor(reserve:)``). AddressSanitizer keeps a function's locals in "fake stack" frames on the heap, to catch
    /// their use after return: an address outside the reserve says nothing of the stack, and is not taken for one
    /// below the floor (it made every interpreted call under AddressSanitizer "runaway recursion").
    static func isExhausted(floor: UInt, reserve: Int) -> Bool {
        isExhausted(at: currentAddress(), floor: floor, reserve: reserve)
    }

    /// ``isExhausted(floor:reserve:)`` at `address`.
    static func isExhausted(at address: UInt, floor: UInt, reserve: Int) -> Bool {
        address < floor && address >= floor &- UInt(reserve)
    }

    /// The approximate current native stack address.
    @inline(never)
    static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    #if canImport(Glibc)
    /// The thread's stack bottom, kept per thread: a thread's stack never moves, and asking glibc again for the
    /// main thread means parsing `/proc/self/maps` at every budget session.
    private static let bottomKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static func bottom() -> UInt {
        if let known = pthread_getspecific(bottomKey) { return UInt(bitPattern: known) }
        let bottom = systemBottom()
        pthread_setspecific(bottomKey, UnsafeRawPointer(bitPattern: bottom))
        return bottom
    }

    /// The stack bottom as the system reports it (`pthread_getattr_np`, looked up at run time), or 0.
    private static func systemBottom() -> UInt {
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return 0 }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return 0 }
        return UInt(bitPattern: address)
    }
    #else
    private static func bottom() -> UInt { 0 }
    #endif
}

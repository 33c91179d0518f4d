import Foundation

/// Work split across the machine's cores: parsing and lowering a long scene file.
enum Parallel {
    /// The number of parts worth splitting work into here.
    static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Calls `body` for each index in `0..<count` at once: index 0 on the calling thread, the others on threads of
    /// their own (with an 8 MiB stack, as a main thread has, for deeply nested code); returns when all are done.
    static func forEach(_ count: Int, _ body: (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            var threads: [pthread_t] = []
            for index in 1..<max(count, 1) {
                if let thread = start({ body(index) }) { threads.append(thread) } else { body(index) }
            }
            if count > 0 { body(0) }
            for thread in threads { pthread_join(thread, nil) }
        }
    }

    /// Runs `work` on a new thread; nil if none could be made.
    private static func start(_ work: @escaping () -> Void) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        let context = Unmanaged.passRetained(Work(work)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { context in
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// A closure handed to a thread.
    private final class Work {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}

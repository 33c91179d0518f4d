/// The frames closures have captured while the interpreter ran, held weakly. Swift's closures capture only the
/// variables they name; a closure here keeps its whole frame, so a closure kept in a value its own frame holds — a
/// view in a local whose tap action reads the function's other variables — makes a cycle Swift would not. When the
/// interpreter goes, ``release()`` empties the frames still alive, which breaks every such cycle.
struct CapturedFrames {
    private struct Entry {
        weak var frame: Frame?
    }

    private var entries: [Entry] = []
    /// How many frames are noted (tests).
    var count: Int { entries.count }
    /// The count at which the entries of frames already freed are dropped.
    private var pruneAt = 1024

    /// Notes a frame a closure captured. Closures made one after another in one frame (a `ForEach`'s rows' actions)
    /// note it once.
    mutating func insert(_ frame: Frame) {
        guard entries.last?.frame !== frame else { return }
        entries.append(Entry(frame: frame))
        guard entries.count >= pruneAt else { return }
        entries.removeAll { $0.frame == nil }
        pruneAt = max(1024, 2 * entries.count)
    }

    /// Empties every frame still alive.
    func release() {
        for entry in entries { entry.frame?.removeAllValues() }
    }
}

import Synchronization

/// Where text moved in a file between two of its versions: after each breakpoint (an offset in the earlier text),
/// offsets move by that breakpoint's delta, until the next one. Built by comparing the two texts' declarations
/// (``SkeletonComparison``); an offset inside a body whose text changed moves as the body's start does.
struct OffsetShift: Sendable {
    private(set) var breakpoints: [(from: Int, delta: Int)] = []

    /// Notes that `old` in the earlier text is `new` in the later one (called in increasing order of `old`).
    mutating func note(old: Int, new: Int) {
        let delta = new - old
        if delta != (breakpoints.last?.delta ?? 0) { breakpoints.append((old, delta)) }
    }

    /// The later text's offset of the earlier text's `offset`.
    func apply(_ offset: Int) -> Int {
        var (low, high) = (0, breakpoints.count)
        while low < high {
            let middle = (low + high) / 2
            if breakpoints[middle].from <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? offset : offset + breakpoints[low - 1].delta
    }
}

/// The later texts of files whose bodies a reload lowered again in place (``InPlaceReload``), so that every position
/// lowered from any version of a file is located in its latest text. The load's own positions stay where they were:
/// its code is still in use. Each later text's positions get a space of their own, past every other, and each
/// version's positions move through the shifts of the versions after it.
///
/// Shared by the documents of one program and written while one of them may be locating positions on another
/// thread, so its state is under a lock; a map that was never revised answers without taking it.
final class SourceRevisions: Sendable {
    /// A later text of a file: its positions start at `base`.
    struct Space {
        let file: Int
        let base: Int
        let version: Int
    }

    /// A revised file: the shift from each version to the next (the load's text is version 0), and the latest text's lines.
    struct History {
        var shifts: [OffsetShift] = []
        var lines: LineTable
    }

    struct State {
        var spaces: [Space] = []
        var histories: [Int: History] = [:]
        var nextBase: Int

        /// The later text `position` is in; nil for the load's own positions.
        func space(of position: Int) -> Space? {
            guard let first = spaces.first, position >= first.base else { return nil }
            return spaces.last { $0.base <= position }
        }
    }

    private let state: Mutex<State>
    private let isRevised = Atomic<Bool>(false)

    init(nextBase: Int) {
        state = Mutex(State(nextBase: nextBase))
    }

    /// Where the next version's positions will start.
    var nextBase: Int { state.withLock { $0.nextBase } }

    /// How many times `file` was revised.
    func versionCount(of file: Int) -> Int {
        state.withLock { $0.histories[file]?.shifts.count ?? 0 }
    }

    /// Records a new version of `file`: `text`, whose positions start at ``nextBase``, and `shift` from the last version.
    func revise(file: Int, text: String, shift: OffsetShift) {
        let lines = LineTable(text)
        state.withLock { state in
            var history = state.histories[file] ?? History(lines: lines)
            history.shifts.append(shift)
            history.lines = lines
            state.spaces.append(Space(file: file, base: state.nextBase, version: history.shifts.count))
            state.histories[file] = history
            state.nextBase += text.utf8.count + 1
        }
        isRevised.store(true, ordering: .releasing)
    }

    /// Takes back the last ``revise(file:text:shift:)`` of `file` (its bodies did not lower).
    func withdraw(file: Int) {
        state.withLock { state in
            guard let space = state.spaces.last, space.file == file else { return }
            state.spaces.removeLast()
            state.nextBase = space.base
            state.histories[file]?.shifts.removeLast()
            if state.histories[file]?.shifts.isEmpty == true { state.histories[file] = nil }
        }
    }

    /// The file, latest-text offset and lines of `position`, if it is in a later text or a revised file; nil
    /// otherwise (`fileIndex` finds the load's file of a position, `base` its start).
    func locate(_ position: Int, fileIndex: (Int) -> Int, base: (Int) -> Int) -> (file: Int, offset: Int, lines: LineTable)? {
        guard isRevised.load(ordering: .acquiring) else { return nil }
        return state.withLock { state in
            var (file, offset, version) = (fileIndex(position), 0, 0)
            if let space = state.space(of: position) {
                (file, offset, version) = (space.file, position - space.base, space.version)
            } else {
                offset = position - base(file)
            }
            guard let history = state.histories[file] else { return nil }
            for shift in history.shifts[version...] { offset = shift.apply(offset) }
            return (file, offset, history.lines)
        }
    }

    /// The latest lines of a revised file.
    func lines(of file: Int) -> LineTable? {
        guard isRevised.load(ordering: .acquiring) else { return nil }
        return state.withLock { $0.histories[file]?.lines }
    }

    /// The file a position of a later text is in; nil for the load's own positions.
    func file(of position: Int) -> Int? {
        guard isRevised.load(ordering: .acquiring) else { return nil }
        return state.withLock { $0.space(of: position)?.file }
    }
}

import Foundation

/// A stack's children's answers to one proposal and its size from them: what sizing computes and placing starts
/// from. A pass lives in one block of memory with its per-child values, each an array of its own, which its owner
/// keeps between solves (`allocate`, `deallocate`): solving again allocates nothing and retains nothing, a pass is
/// solved in place and read where it is, and each loop over the children reads only the values it needs.
///
/// Solving again, a child's values stand for the child — its answer to the proposal it was last asked, its minimum
/// and maximum, its guide — until the child is forgotten (it changed), so that only changed children are asked.
struct StackPass {
    let count: Int
    /// Per child, in declaration order: its answer, and the length it was proposed along the axis (`nil` unless
    /// `isMajorProposed`; across the axis every child was proposed `minorProposal`).
    let sizes: UnsafeMutablePointer<CGSize>
    let offers: UnsafeMutablePointer<CGFloat>
    /// Per child: its lengths along the axis for 0 and ∞, its length across for 0, and its priority.
    let minima: UnsafeMutablePointer<CGFloat>
    let maxima: UnsafeMutablePointer<CGFloat>
    let minimumMinors: UnsafeMutablePointer<CGFloat>
    let priorities: UnsafeMutablePointer<Double>
    /// Per child: its value of the stack's guide at its size.
    let guides: UnsafeMutablePointer<CGFloat>
    /// The gaps between consecutive children (`count − 1`), while `areGapsKnown`.
    let gaps: UnsafeMutablePointer<CGFloat>
    /// The order the children were offered space in, while `isOrderKnown`.
    let order: UnsafeMutablePointer<Int32>
    /// Per child: how its answers follow proposals (while its answer or probes stand), and which of its values stand.
    let shapes: UnsafeMutablePointer<AnswerShape>
    let states: UnsafeMutablePointer<StackChildState>

    var isMajorProposed = false
    var minorProposal: CGFloat?
    /// The union of the children's minor extents, each child's origin at minus its guide value.
    var minorExtent: (lower: CGFloat, upper: CGFloat) = (0, 0)
    var size: CGSize = .zero
    /// Whether values answer for their children: off when every question must be asked (to be recorded).
    var remembers = false
    /// The proposal the children's minima were last asked with (their maxima: the same with an infinite major axis).
    var minimumOffer: ProposedViewSize?
    /// The length along the axis, less the gaps, that the children's offers were shared out from in `order`; `nil`
    /// when they were not.
    var distributed: CGFloat?
    var isOrderKnown = false
    var areGapsKnown = false
    var totalGap: CGFloat = 0

    /// A pass for `count` children, none of whose values are known, followed in its block by its arrays.
    static func allocate(count: Int) -> UnsafeMutablePointer<StackPass> {
        let header = (MemoryLayout<StackPass>.stride + 15) / 16 * 16
        let block = UnsafeMutableRawPointer.allocate(byteCount: header + count * bytesPerChild, alignment: 16)
        let pass = block.bindMemory(to: StackPass.self, capacity: 1)
        pass.initialize(to: StackPass(count: count, arrays: block + header))
        return pass
    }

    /// Frees the pass's block: the pass must not be used again.
    static func deallocate(_ pass: UnsafeMutablePointer<StackPass>) {
        UnsafeMutableRawPointer(pass).deallocate()
    }

    private init(count: Int, arrays: UnsafeMutableRawPointer) {
        self.count = count
        var next = arrays
        func array<T>(_ initial: T) -> UnsafeMutablePointer<T> {
            let array = next.bindMemory(to: T.self, capacity: count)
            array.initialize(repeating: initial, count: count)
            next += count * MemoryLayout<T>.stride
            return array
        }
        sizes = array(CGSize.zero)
        offers = array(CGFloat(0))
        minima = array(CGFloat(0))
        maxima = array(CGFloat(0))
        minimumMinors = array(CGFloat(0))
        priorities = array(Double(0))
        guides = array(CGFloat(0))
        gaps = array(CGFloat(0))
        order = array(Int32(0))
        shapes = array(AnswerShape.unknown)
        states = array(StackChildState())
    }

    private static let bytesPerChild = MemoryLayout<CGSize>.stride + 7 * MemoryLayout<CGFloat>.stride
        + MemoryLayout<Int32>.stride + MemoryLayout<AnswerShape>.stride + MemoryLayout<StackChildState>.stride

    /// The proposal child `index` was last asked with.
    func proposal(_ index: Int, axis: Axis) -> ProposedViewSize {
        ProposedViewSize(major: isMajorProposed ? offers[index] : nil, minor: minorProposal, axis: axis)
    }

    /// Forgets what child `index` answered, or what every child did (`nil`): it changed.
    mutating func forget(child index: Int?) {
        areGapsKnown = false
        guard let index else {
            states.update(repeating: [], count: count)
            isOrderKnown = false
            distributed = nil
            return
        }
        if index < count { states[index] = [] }
    }
}

/// Which of a child's values in a `StackPass` stand for the child as it is now.
struct StackChildState: OptionSet {
    let rawValue: UInt8

    /// Its size answers its proposal.
    static let answer = StackChildState(rawValue: 1)
    /// Its minimum, maximum, minor length for 0 and priority answer the pass's `minimumOffer`.
    static let probes = StackChildState(rawValue: 2)
    /// Its guide is its value at its size.
    static let guide = StackChildState(rawValue: 4)
}

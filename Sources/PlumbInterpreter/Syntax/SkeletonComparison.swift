@_spi(RawSyntax) import SwiftSyntax

/// Two texts of a file compared for an in-place reload (``InPlaceReload``): equal when their declarations — every
/// token outside the bodies given as opaque — are the same, token for token (trivia may differ). Then it gives
/// where the text moved (``OffsetShift``) and, by the replaced node, the bodies whose text changed.
struct SkeletonComparison {
    private(set) var shift = OffsetShift()
    /// The new statements of each opaque body met, by the old body's node (a body in a top-level item that is the
    /// same node in both parses is not met: its statements are the same too).
    private(set) var bodies: [RawSyntax.ID: RawCodeBlockItemListSyntax] = [:]
    /// The old nodes of the opaque bodies whose text changed.
    private(set) var changedBodies: Set<RawSyntax.ID> = []
    private let opaque: Set<RawSyntax.ID>
    private let oldText: UnsafeBufferPointer<UInt8>
    private let newText: UnsafeBufferPointer<UInt8>

    /// Compares `old` (parsed from `oldText`) with `new` (from `newText`), the bodies `opaque` names (old nodes)
    /// compared by text only; nil when the declarations differ.
    static func compare(
        old: ParsedSource, oldText: String, new: ParsedSource, newText: String, opaque: Set<RawSyntax.ID>
    ) -> SkeletonComparison? {
        var (oldText, newText) = (oldText, newText)
        oldText.makeContiguousUTF8()
        newText.makeContiguousUTF8()
        return oldText.withUTF8 { oldBytes in
            newText.withUTF8 { newBytes in
                var comparison = SkeletonComparison(opaque: opaque, oldText: oldBytes, newText: newBytes)
                let (oldItems, newItems) = (items(of: old), items(of: new))
                guard oldItems.count == newItems.count else { return nil }
                for (old, new) in zip(oldItems, newItems) {
                    guard comparison.compare(old.node, at: old.offset, new.node, at: new.offset) else { return nil }
                }
                return comparison
            }
        }
    }

    private init(opaque: Set<RawSyntax.ID>, oldText: UnsafeBufferPointer<UInt8>, newText: UnsafeBufferPointer<UInt8>) {
        self.opaque = opaque
        self.oldText = oldText
        self.newText = newText
    }

    /// The file's top-level items across its pieces, with their offsets in the file.
    private static func items(of file: ParsedSource) -> [(node: RawSyntax, offset: Int)] {
        file.pieces.flatMap { piece -> [(node: RawSyntax, offset: Int)] in
            var (items, offset) = ([(node: RawSyntax, offset: Int)](), piece.offset)
            for case let child? in piece.tree.raw.layoutView!.children {
                if child.kind == .codeBlockItemList {
                    var itemOffset = offset
                    for case let item? in child.layoutView!.children {
                        items.append((item, itemOffset))
                        itemOffset += item.byteLength
                    }
                }
                offset += child.byteLength
            }
            return items
        }
    }

    private mutating func compare(_ old: RawSyntax, at oldOffset: Int, _ new: RawSyntax, at newOffset: Int) -> Bool {
        if old.id == new.id {
            shift.note(old: oldOffset, new: newOffset)
            return true
        }
        guard old.kind == new.kind else { return false }
        if opaque.contains(old.id) {
            shift.note(old: oldOffset, new: newOffset)
            let oldBody = UnsafeBufferPointer(rebasing: oldText[oldOffset..<(oldOffset + old.byteLength)])
            let newBody = UnsafeBufferPointer(rebasing: newText[newOffset..<(newOffset + new.byteLength)])
            bodies[old.id] = RawCodeBlockItemListSyntax(new)!
            if !oldBody.elementsEqual(newBody) { changedBodies.insert(old.id) }
            return true
        }
        if let oldToken = old.tokenView {
            guard let newToken = new.tokenView, oldToken.rawKind == newToken.rawKind, oldToken.rawText == newToken.rawText else { return false }
            shift.note(old: oldOffset + old.leadingTriviaByteLength, new: newOffset + new.leadingTriviaByteLength)
            return true
        }
        guard let oldChildren = old.layoutView?.children, let newChildren = new.layoutView?.children, oldChildren.count == newChildren.count else {
            return false
        }
        var (oldChild, newChild) = (oldOffset, newOffset)
        for (oldNode, newNode) in zip(oldChildren, newChildren) {
            switch (oldNode, newNode) {
            case (nil, nil): continue
            case let (oldNode?, newNode?):
                guard compare(oldNode, at: oldChild, newNode, at: newChild) else { return false }
                oldChild += oldNode.byteLength
                newChild += newNode.byteLength
            default: return false
            }
        }
        return true
    }
}

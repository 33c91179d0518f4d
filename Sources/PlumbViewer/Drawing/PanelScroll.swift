import Foundation

/// Which rows of a panel's text show when it holds more than fit: `capacity` rows from the scroll offset (clamped to
/// what there is), and a bar along the panel's trailing edge whose length and place say which part is shown.
struct PanelScroll: Hashable {
    let total: Int
    let capacity: Int
    let offset: Int

    init(total: Int, capacity: Int, offset: Int) {
        self.total = total
        self.capacity = max(1, capacity)
        self.offset = min(max(0, offset), max(0, total - self.capacity))
    }

    /// The furthest the panel can be scrolled.
    var limit: Int { max(0, total - capacity) }

    /// The indices of the rows shown.
    var visible: Range<Int> { offset..<min(total, offset + capacity) }

    /// The scroll bar in `box` (nil when everything fits): `width` wide at its trailing edge.
    func bar(in box: CGRect, width: CGFloat) -> CGRect? {
        guard limit > 0 else { return nil }
        let length = max(width * 2, box.height * CGFloat(capacity) / CGFloat(total))
        let top = box.minY + (box.height - length) * CGFloat(offset) / CGFloat(limit)
        return CGRect(x: box.maxX - width - 1, y: top.rounded(), width: width, height: length.rounded())
    }
}

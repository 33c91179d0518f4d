import Foundation

extension ViewerSession {
    /// The outline of the tree the last change leads to, with the chains opened so far.
    public var outline: Outline? {
        if let cachedOutline { return cachedOutline }
        cachedOutline = transition.map { Outline($0.interpolator.plan.index, expanded: expandedChains) }
        return cachedOutline
    }

    /// A click on row `index` of the outline: on its disclosure (`disclosure`), opens or closes its modifier chain;
    /// elsewhere, selects its view as a click on the canvas does.
    public func clickOutline(row index: Int, disclosure: Bool) {
        guard let rows = outline?.rows, rows.indices.contains(index) else { return }
        let row = rows[index]
        needsPaint = true
        notice = nil
        if disclosure, let chain = row.chain {
            if expandedChains.remove(chain) == nil { expandedChains.insert(chain) }
            return
        }
        select(row.identity)
    }

    /// The pointer is over row `index` of the outline (nil: it left it): its view is outlined on the canvas.
    public func hoverOutline(row index: Int?) {
        let identity = index.flatMap { index in outline?.rows.indices.contains(index) == true ? outline?.rows[index].identity : nil }
        guard identity != hovered else { return }
        hovered = identity
        needsPaint = true
    }

    /// The wheel turned `rows` rows (down is positive) over `panel`: its text scrolls, within what it holds.
    public func scroll(_ panel: ScrollablePanel, by rows: Int) {
        let offset = min(max(0, scrollOffset(panel) + rows), scrollLimits[panel] ?? 0)
        guard offset != scrollOffset(panel) else { return }
        scrollOffsets[panel] = offset
        needsPaint = true
    }

    /// How many rows `panel` is scrolled by.
    public func scrollOffset(_ panel: ScrollablePanel) -> Int {
        min(scrollOffsets[panel] ?? 0, scrollLimits[panel] ?? 0)
    }
}

import Foundation
import PlumbLayout
import PlumbScene

extension ViewerSession {
    /// Live mode: the menu of the control at `control` (preview coordinates) opens over the content.
    func open(_ menu: TapAction.Menu, from control: CGRect) {
        guard let size = target?.size else { return }
        openMenu = MenuList(menu, from: control, in: size, measurer: measurer)
    }

    /// Live mode, a menu open: a tap on an item runs it; the menu closes wherever the tap is.
    func tapMenu(_ menu: MenuList, at point: CGPoint, at now: Double) {
        openMenu = nil
        guard let index = menu.item(at: point), let document, problems.isEmpty else { return }
        if document.perform(TapAction { menu.items[index].perform() }) || document.needsSolve { resolve(at: now) }
    }

    /// `tree` with the open menu drawn over it.
    func withOpenMenu(_ tree: SolvedTree) -> SolvedTree {
        guard let openMenu else { return tree }
        var shown = tree
        shown.root = SolvedNode(kind: .zstack(alignment: .topLeading), frame: tree.root.frame, children: [tree.root, openMenu.node])
        return shown
    }
}

import Foundation
import PlumbContent
import PlumbLayout
@testable import PlumbScene

extension SolvedNode {
    /// Every node in tree order (self first) that satisfies `predicate`.
    func all(where predicate: (SolvedNode) -> Bool) -> [SolvedNode] {
        (predicate(self) ? [self] : []) + children.flatMap { $0.all(where: predicate) }
    }

    /// The string of a `Text` node.
    var string: String? {
        if case .text(let string, _) = kind { return string }
        return nil
    }
}

extension SceneSolution {
    /// The node tagged `.id(id)`.
    func node(_ id: String) -> SolvedNode? {
        tree?.root.first { $0.idString == id }
    }

    /// The strings of every `Text`, in tree order.
    var texts: [String] {
        tree?.root.all { $0.string != nil }.compactMap(\.string) ?? []
    }

    /// The `Text` node showing `string`.
    func text(_ string: String) -> SolvedNode? {
        tree?.root.first { $0.string == string }
    }

    /// The toggle switches, on or off, in tree order.
    var switches: [Bool] {
        painted(ToggleSwitch.self).map(\.content.isOn)
    }

    /// The nodes painting `Content` (a control's chrome), with it, in tree order.
    func painted<Content: PaintedContent>(_ type: Content.Type) -> [(node: SolvedNode, content: Content)] {
        tree?.root.all { _ in true }.compactMap { node in
            if case .painted(let content as Content) = node.kind { (node, content) } else { nil }
        } ?? []
    }

    /// The drawing transforms (`scaleEffect`, `rotationEffect`, a progress bar's fill) of every node, in tree order.
    var drawingTransforms: [DrawingTransform] {
        tree?.root.all { _ in true }.compactMap { node in if case .effect(.transform(let transform)) = node.kind { transform } else { nil } } ?? []
    }

    /// The nodes of a kind, by its name in the solved tree (`Text`, `FormRow`, `Toggle`).
    func nodes(named name: String) -> [SolvedNode] {
        tree?.root.all { $0.kindName == name } ?? []
    }
}

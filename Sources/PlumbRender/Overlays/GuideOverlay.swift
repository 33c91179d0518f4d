import Foundation
import PlumbLayout

/// Alignment guides: a container's alignment lines across its bounds, labelled with the container, the alignment's
/// name and the position ("VStack .leading 40"), and each child's guide at the value it was aligned by — solid when
/// explicit, dashed when implicit — coloured per alignment and labelled with its name and value (".center 12.5"), at
/// most one decimal. Views chosen by id show theirs whatever they are (a frame aligns its child too), every label
/// drawn. With `.all`, containers are stacks, ZStacks and custom layouts, and only the `labelled` views' labels are
/// sure to be drawn: the others go where they cover no label and no text, once per container, or are left out.
struct GuideOverlay {
    static let lineOverhang: CGFloat = 6
    static let guideDashes: [Double] = [4, 3]
    let canvas: Canvas
    let selection: GuideSelection
    /// Under `.all`, the views (by printed id) whose labels are always drawn: the selected and hovered ones.
    var labelled: Set<String> = []

    /// A container's alignment line's label: "VStack .leading 40".
    static func label(of line: AlignmentLine, in container: SolvedNode) -> String {
        "\(container.kindName) .\(line.key.name) \(formatLength(line.position, decimals: 1))"
    }

    /// A child's guide's label: ".center 12.5".
    static func label(of guide: GuideValue) -> String {
        ".\(guide.key.name) \(formatLength(guide.value, decimals: 1))"
    }

    /// Paints the guides of `root`'s subtree and returns the legend lines for what it drew.
    func paint(_ root: SolvedNode, labels: inout OverlayLabels) -> [LegendEntry] {
        var keys: [AlignmentKey] = []
        var styles = Set<LegendEntry.Swatch>()
        var seen = Set<String>()
        visit(root, chosenParent: nil, seen: &seen, labels: &labels, keys: &keys, styles: &styles)
        let explanations: [LegendEntry] = [
            LegendEntry(swatch: .thinLine, color: RGBAColor(128, 128, 128), text: "container alignment line"),
            LegendEntry(swatch: .solidLine, color: RGBAColor(128, 128, 128), text: "explicit guide (alignmentGuide)"),
            LegendEntry(swatch: .dashedLine, color: RGBAColor(128, 128, 128), text: "implicit guide (default value)"),
        ].filter { styles.contains($0.swatch) }
        return explanations + keys.map {
            LegendEntry(swatch: .solidLine, color: OverlayPalette.color(for: $0), text: "\($0.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment").\($0.name)")
        }
    }

    /// Whether, under `.all`, `node` is one of the views whose labels are always drawn.
    private func isLabelled(_ node: SolvedNode?) -> Bool {
        guard selection == .all, let id = node?.id else { return false }
        return labelled.contains("\(id.base)")
    }

    /// `chosenParent`: the chosen container `node` is a child of, whose labels it shares (`seen`: the labels of
    /// theirs drawn so far, each drawn once per container under `.all`).
    private func visit(
        _ node: SolvedNode, chosenParent: SolvedNode?, seen: inout Set<String>, labels: inout OverlayLabels,
        keys: inout [AlignmentKey], styles: inout Set<LegendEntry.Swatch>
    ) {
        let chosen = selection.chooses(node) && node.frame.isDrawable
        var seenInside = Set<String>()
        if chosen {
            for line in node.alignmentLines where line.position.isFinite {
                drawContainerLine(line, of: node, required: selection != .all || isLabelled(node), labels: &labels)
                note(line.key, .thinLine, keys: &keys, styles: &styles)
            }
        }
        if node.frame.isDrawable, chosenParent != nil || (chosen && selection != .all) {
            let labelledView = isLabelled(node) || isLabelled(chosenParent)
            for guide in node.guides where guide.value.isFinite {
                let text = Self.label(of: guide)
                // Chosen by id, an explicit guide's label is always drawn; under `.all`, a labelled view's are.
                let required = selection == .all ? labelledView : guide.isExplicit
                let isRepeat = selection == .all && !required && !seen.insert(text).inserted
                drawGuide(guide, of: node.frame, text: isRepeat ? nil : text, required: required, labels: &labels)
                note(guide.key, guide.isExplicit ? .solidLine : .dashedLine, keys: &keys, styles: &styles)
            }
        }
        for child in node.children {
            visit(child, chosenParent: chosen ? node : nil, seen: &seenInside, labels: &labels, keys: &keys, styles: &styles)
        }
    }

    private func note(_ key: AlignmentKey, _ swatch: LegendEntry.Swatch, keys: inout [AlignmentKey], styles: inout Set<LegendEntry.Swatch>) {
        if !keys.contains(key) { keys.append(key) }
        styles.insert(swatch)
    }

    private func drawContainerLine(_ line: AlignmentLine, of container: SolvedNode, required: Bool, labels: inout OverlayLabels) {
        let frame = container.frame
        let color = OverlayPalette.color(for: line.key)
        let text = Self.label(of: line, in: container)
        let overhang = Self.lineOverhang
        if line.key.axis == .horizontal {
            let x = frame.minX + line.position
            canvas.strokeLine(from: CGPoint(x: x, y: frame.minY - overhang), to: CGPoint(x: x, y: frame.maxY + overhang), color: color.withAlphaMultiplied(by: 0.7))
            let size = labels.size(of: text)
            labels.draw(text, color: color, spots: [
                .init(origin: CGPoint(x: x - size.width / 2, y: frame.minY - overhang - size.height), step: CGSize(width: 0, height: -size.height - 1)),
                .init(origin: CGPoint(x: x - size.width / 2, y: frame.maxY + overhang), step: CGSize(width: 0, height: size.height + 1)),
            ], required: required)
        } else {
            let y = frame.minY + line.position
            canvas.strokeLine(from: CGPoint(x: frame.minX - overhang, y: y), to: CGPoint(x: frame.maxX + overhang, y: y), color: color.withAlphaMultiplied(by: 0.7))
            let size = labels.size(of: text)
            labels.draw(text, color: color, spots: [
                .init(origin: CGPoint(x: frame.maxX + overhang + 1, y: y - size.height / 2), step: CGSize(width: 0, height: size.height + 1)),
                .init(origin: CGPoint(x: frame.minX - overhang - 1 - size.width, y: y - size.height / 2), step: CGSize(width: 0, height: size.height + 1)),
            ], required: required)
        }
    }

    /// A child's guide across its bounds, labelled `text` (nil: not labelled) beside it: on the side of the line away
    /// from the view for horizontal positions, below the view for vertical ones. A label not `required` gives way
    /// when crowded.
    private func drawGuide(_ guide: GuideValue, of frame: CGRect, text: String?, required: Bool, labels: inout OverlayLabels) {
        let color = OverlayPalette.color(for: guide.key)
        let dashes = guide.isExplicit ? nil : Self.guideDashes
        let size = text.map { labels.size(of: $0) } ?? .zero
        let down = CGSize(width: 0, height: size.height + 1)
        if guide.key.axis == .horizontal {
            let x = frame.minX + guide.value
            canvas.strokeLine(from: CGPoint(x: x, y: frame.minY), to: CGPoint(x: x, y: frame.maxY), color: color, width: 2, dashes: dashes)
            guard let text else { return }
            let labelX = x <= frame.midX ? x - size.width - 3 : x + 3
            labels.draw(text, color: color, spots: [.init(origin: CGPoint(x: labelX, y: frame.midY - size.height / 2), step: down)], required: required)
        } else {
            let y = frame.minY + guide.value
            canvas.strokeLine(from: CGPoint(x: frame.minX, y: y), to: CGPoint(x: frame.maxX, y: y), color: color, width: 2, dashes: dashes)
            guard let text else { return }
            labels.draw(text, color: color, spots: [
                .init(origin: CGPoint(x: frame.minX, y: max(y, frame.maxY) + 2), step: down),
                .init(origin: CGPoint(x: frame.minX, y: min(y, frame.minY) - size.height - 2), step: CGSize(width: 0, height: -down.height)),
            ], required: required)
        }
    }
}

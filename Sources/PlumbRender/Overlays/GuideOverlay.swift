import Foundation
import PlumbLayout

/// Alignment guides: a container's alignment lines across its bounds, labelled with the alignment's name and
/// position, and each child's guide at the value it was aligned by — solid when explicit, dashed when implicit —
/// coloured per alignment and labelled with its value (and name, when explicit). With `.all`, containers are stacks,
/// ZStacks and custom layouts; views chosen by id show theirs whatever they are (a frame aligns its child too).
struct GuideOverlay {
    static let lineOverhang: CGFloat = 6
    static let guideDashes: [Double] = [4, 3]
    let canvas: Canvas
    let selection: GuideSelection

    /// Paints the guides of `root`'s subtree and returns the legend lines for what it drew.
    func paint(_ root: SolvedNode, labels: inout OverlayLabels) -> [LegendEntry] {
        var keys: [AlignmentKey] = []
        var styles = Set<LegendEntry.Swatch>()
        visit(root, parentChosen: false, labels: &labels, keys: &keys, styles: &styles)
        let explanations: [LegendEntry] = [
            LegendEntry(swatch: .thinLine, color: RGBAColor(128, 128, 128), text: "container alignment line"),
            LegendEntry(swatch: .solidLine, color: RGBAColor(128, 128, 128), text: "explicit guide (alignmentGuide)"),
            LegendEntry(swatch: .dashedLine, color: RGBAColor(128, 128, 128), text: "implicit guide (default value)"),
        ].filter { styles.contains($0.swatch) }
        return explanations + keys.map {
            LegendEntry(swatch: .solidLine, color: OverlayPalette.color(for: $0), text: "\($0.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment").\($0.name)")
        }
    }

    private func isChosen(_ node: SolvedNode) -> Bool {
        switch selection {
        case .none: false
        case .all:
            switch node.kind {
            case .stack, .zstack, .layout: true
            default: false
            }
        case .views(let ids): node.id.map { ids.contains("\($0.base)") } ?? false
        }
    }

    private func visit(_ node: SolvedNode, parentChosen: Bool, labels: inout OverlayLabels, keys: inout [AlignmentKey], styles: inout Set<LegendEntry.Swatch>) {
        let chosen = isChosen(node) && node.frame.isDrawable
        if chosen {
            for line in node.alignmentLines where line.position.isFinite {
                drawContainerLine(line, in: node.frame, labels: &labels)
                note(line.key, .thinLine, keys: &keys, styles: &styles)
            }
        }
        if node.frame.isDrawable, parentChosen || (chosen && selection != .all) {
            for guide in node.guides where guide.value.isFinite {
                drawGuide(guide, of: node.frame, labels: &labels)
                note(guide.key, guide.isExplicit ? .solidLine : .dashedLine, keys: &keys, styles: &styles)
            }
        }
        for child in node.children {
            visit(child, parentChosen: chosen, labels: &labels, keys: &keys, styles: &styles)
        }
    }

    private func note(_ key: AlignmentKey, _ swatch: LegendEntry.Swatch, keys: inout [AlignmentKey], styles: inout Set<LegendEntry.Swatch>) {
        if !keys.contains(key) { keys.append(key) }
        styles.insert(swatch)
    }

    private func drawContainerLine(_ line: AlignmentLine, in frame: CGRect, labels: inout OverlayLabels) {
        let color = OverlayPalette.color(for: line.key)
        let text = "\(line.key.name) \(formatLength(line.position))"
        let overhang = Self.lineOverhang
        if line.key.axis == .horizontal {
            let x = frame.minX + line.position
            canvas.strokeLine(from: CGPoint(x: x, y: frame.minY - overhang), to: CGPoint(x: x, y: frame.maxY + overhang), color: color.withAlphaMultiplied(by: 0.7))
            let size = labels.size(of: text)
            labels.draw(text, color: color, spots: [
                .init(origin: CGPoint(x: x - size.width / 2, y: frame.minY - overhang - size.height), step: CGSize(width: 0, height: -size.height - 1)),
                .init(origin: CGPoint(x: x - size.width / 2, y: frame.maxY + overhang), step: CGSize(width: 0, height: size.height + 1)),
            ])
        } else {
            let y = frame.minY + line.position
            canvas.strokeLine(from: CGPoint(x: frame.minX - overhang, y: y), to: CGPoint(x: frame.maxX + overhang, y: y), color: color.withAlphaMultiplied(by: 0.7))
            let size = labels.size(of: text)
            labels.draw(text, color: color, spots: [
                .init(origin: CGPoint(x: frame.maxX + overhang + 1, y: y - size.height / 2), step: CGSize(width: 0, height: size.height + 1)),
                .init(origin: CGPoint(x: frame.minX - overhang - 1 - size.width, y: y - size.height / 2), step: CGSize(width: 0, height: size.height + 1)),
            ])
        }
    }

    /// A child's guide across its bounds, labelled beside it: on the side of the line away from the view for
    /// horizontal positions, below the view for vertical ones. Implicit guides' labels give way when crowded.
    private func drawGuide(_ guide: GuideValue, of frame: CGRect, labels: inout OverlayLabels) {
        let color = OverlayPalette.color(for: guide.key)
        let dashes = guide.isExplicit ? nil : Self.guideDashes
        let value = formatLength(guide.value)
        let text = guide.isExplicit ? "\(guide.key.name) \(value)" : value
        let size = labels.size(of: text)
        let down = CGSize(width: 0, height: size.height + 1)
        if guide.key.axis == .horizontal {
            let x = frame.minX + guide.value
            canvas.strokeLine(from: CGPoint(x: x, y: frame.minY), to: CGPoint(x: x, y: frame.maxY), color: color, width: 2, dashes: dashes)
            let labelX = x <= frame.midX ? x - size.width - 3 : x + 3
            labels.draw(text, color: color, spots: [.init(origin: CGPoint(x: labelX, y: frame.midY - size.height / 2), step: down)], required: guide.isExplicit)
        } else {
            let y = frame.minY + guide.value
            canvas.strokeLine(from: CGPoint(x: frame.minX, y: y), to: CGPoint(x: frame.maxX, y: y), color: color, width: 2, dashes: dashes)
            labels.draw(text, color: color, spots: [
                .init(origin: CGPoint(x: frame.minX, y: max(y, frame.maxY) + 2), step: down),
                .init(origin: CGPoint(x: frame.minX, y: min(y, frame.minY) - size.height - 2), step: CGSize(width: 0, height: -down.height)),
            ], required: guide.isExplicit)
        }
    }
}

import Foundation
import PlumbLayout
@testable import PlumbRender

/// Solved nodes built by hand, with real text sizes from a Pango measurer.
struct TreeFixtures {
    let measurer: PangoTextMeasurer

    func node(_ kind: ViewKind, _ frame: CGRect, environment: EnvironmentValues = EnvironmentValues(), children: [SolvedNode] = []) -> SolvedNode {
        SolvedNode(kind: kind, frame: frame, environment: environment, children: children)
    }

    /// A Text at `origin`, measured for `width` (unlimited when `nil`).
    func text(_ string: String, at origin: CGPoint, width: CGFloat? = nil, configure: (inout EnvironmentValues) -> Void = { _ in }) -> SolvedNode {
        var environment = EnvironmentValues()
        configure(&environment)
        let run = TextRun(string, font: environment.resolvedFont, lineLimit: environment.lineLimit,
                          alignment: environment.multilineTextAlignment, truncationMode: environment.truncationMode)
        let measurement = measurer.measure(run, proposal: ProposedViewSize(width: width, height: nil))
        var node = SolvedNode(kind: .text(string), frame: CGRect(origin: origin, size: measurement.size), environment: environment)
        node.text = measurement
        return node
    }

    /// An `Image(systemName:)` at `origin` in its natural size for `font`.
    func symbol(_ name: String, at origin: CGPoint, font: Font = .body, color: Color? = nil) -> SolvedNode {
        var environment = EnvironmentValues()
        environment.font = font
        environment.foregroundColor = color
        let size = measurer.symbolSize(named: name, font: font, scale: .medium)
        return SolvedNode(kind: .image(ImageContent(name: name, isSystemSymbol: true)), frame: CGRect(origin: origin, size: size), environment: environment)
    }

    func tree(_ width: CGFloat, _ height: CGFloat, _ children: [SolvedNode]) -> SolvedTree {
        let frame = CGRect(x: 0, y: 0, width: width, height: height)
        return SolvedTree(size: frame.size, root: node(.zstack(alignment: .topLeading), frame, children: children))
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

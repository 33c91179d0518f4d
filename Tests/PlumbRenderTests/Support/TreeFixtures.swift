import Foundation
import PlumbLayout
@testable import PlumbRender

/// Solved nodes built by hand, with real text sizes from a Pango measurer: for views the scene layer builds (controls).
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
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

/// The engine laying out real text: default spacing next to text and baseline alignment from Pango's metrics.
@Suite struct TextSpacingTests {
    let scene = SceneRenderer()

    func texts(in node: SolvedNode) -> [SolvedNode] {
        if case .text = node.kind { return [node] }
        return node.children.flatMap(texts)
    }

    @Test func textToTextSpacingIsTheLowerFontsLeading() {
        let tree = scene.solve(300, 300) {
            VStack {
                Text("First")
                Text("Second").font(.title)
            }
        }
        let lines = texts(in: tree.root)
        let leading = scene.measurer.metrics(of: .title).leading
        #expect(lines.count == 2)
        #expect(abs(lines[1].frame.minY - lines[0].frame.maxY - leading.rounded(.up)) < 0.001)
        // 20.287 ceiled to an iPhone's pixel grid.
        #expect(lines[0].frame.height == CGFloat(61) / 3)
    }

    @Test func spacingBetweenTextAndOtherViewsIsPositive() {
        let tree = scene.solve(300, 300) {
            VStack {
                Text("Caption")
                Color.red.frame(width: 10, height: 10)
            }
        }
        let text = texts(in: tree.root)[0]
        let color = tree.root.children.last!
        #expect(color.frame.minY - text.frame.maxY > 0)
    }

    @Test func firstTextBaselinesLineUpAcrossFontSizes() {
        let tree = scene.solve(300, 100) {
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle)
                Text("small").font(.caption)
                Text("two\nlines")
            }
        }
        let baselines = texts(in: tree.root).map { $0.frame.minY + $0.text!.firstBaseline }
        #expect(baselines.count == 3)
        #expect(baselines.allSatisfy { abs($0 - baselines[0]) < 0.001 })
    }

    @Test func lastTextBaselinesLineUpAcrossLineCounts() {
        let tree = scene.solve(300, 100) {
            HStack(alignment: .lastTextBaseline) {
                Text("one")
                Text("two\nlines")
            }
        }
        let baselines = texts(in: tree.root).map { $0.frame.minY + $0.text!.lastBaseline }
        #expect(abs(baselines[0] - baselines[1]) < 0.001)
    }
}

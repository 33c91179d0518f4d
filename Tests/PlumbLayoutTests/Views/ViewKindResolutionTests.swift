import Foundation
import PlumbContent
import Testing
@testable import PlumbLayout

/// A `Divider`'s line runs across the minor axis of its stack, and horizontally outside stacks (Divider docs).
@Suite struct ViewKindResolutionTests {
    /// A divider 1 pt thick over a gray line, tagged `id`.
    func divider(_ id: String = "divider") -> ViewNode {
        ViewNode(.divider(thickness: 1), children: [Color.gray.viewNode], id: id)
    }

    @Test func inAnHStackTheLineIsVerticalAndAsTallAsOffered() {
        let tree = solve(HStack(spacing: 0) { box(10, 20); divider(); box(10, 40) })
        // The window's 400 pt height is offered to every child: the line takes it all, as in SwiftUI.
        #expect(tree.frame("divider") == rect(199.5, 0, 1, 400))
    }

    @Test func aVerticallyFixedRowMakesTheLineAsTallAsTheTallestView() {
        // §3.2: sized at ideal heights (the line's 10), then re-offered the row's 40.
        let tree = solve(HStack(spacing: 0) { box(10, 20); divider(); box(10, 40) }.fixedSize(horizontal: false, vertical: true))
        #expect(tree.frame("divider") == rect(199.5, 180, 1, 40))
    }

    @Test func inAVStackTheLineIsHorizontal() {
        let tree = solve(VStack(spacing: 0) { box(20, 10); divider(); box(40, 10) })
        #expect(tree.frame("divider") == rect(0, 199.5, 400, 1))
    }

    @Test func outsideStacksTheLineIsHorizontal() {
        #expect(solve(divider()).frame("divider") == rect(0, 199.5, 400, 1))
        // A ZStack is no stack of the line's: inside one, within an HStack, the line is horizontal again.
        let tree = solve(HStack(spacing: 0) { box(10, 20); ZStack { divider() }.frame(width: 30) })
        #expect(tree.frame("divider") == rect(190, 199.5, 30, 1))
    }

    @Test func modifiersAndStackLayoutsKeepTheStackAxis() {
        let padded = solve(HStack(spacing: 0) { box(10, 20); divider().padding(2).frame(height: 30) })
        #expect(padded.frame("divider") == rect(204.5, 187, 1, 26))
        let layout = solve(AnyLayout(HStackLayout(spacing: 0)) { box(10, 20); divider() }.frame(height: 50))
        #expect(layout.frame("divider") == rect(204.5, 175, 1, 50))
    }
}

/// A scene's own shape is outlined by its `path(in:)` of the view's bounds, once the view is placed.
@Suite struct CustomShapeResolutionTests {
    static func triangle(_ asked: Box? = nil) -> CustomShape {
        CustomShape(name: "Triangle") { rect in
            asked?.rects.append(rect)
            var path = Path()
            path.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
            path.closeSubpath()
            return path
        }
    }

    final class Box { var rects: [CGRect] = [] }

    @Test func theSolvedTreeHoldsTheOutlineForTheViewsBounds() throws {
        let asked = Box()
        let tree = solve(ViewNode(.shape(.custom(Self.triangle(asked)), ShapePaint.fill(.color(.red))), id: "triangle").frame(width: 30, height: 20))
        let node = try #require(tree.node("triangle"))
        #expect(node.kindName == "Triangle")
        guard case .shape(.custom(let shape), _) = node.kind else { Issue.record("not a custom shape"); return }
        #expect(shape.resolvedPath?.elements.compactMap(\.end) == [CGPoint(x: 15, y: 0), CGPoint(x: 30, y: 20), CGPoint(x: 0, y: 20)])
        #expect(asked.rects == [CGRect(x: 0, y: 0, width: 30, height: 20)])
    }

    @Test func aClipShapeAndATrimAreResolvedToo() throws {
        let clipped = ViewNode(.effect(.clipShape(.custom(Self.triangle()))), children: [Color.red.viewNode], id: "clipped")
        let trimmed = ViewNode(.shape(.trimmed(.custom(Self.triangle()), from: 0, to: 0.5), ShapePaint.stroke(.color(.red), lineWidth: 1)), id: "trimmed")
        let tree = solve(VStack { clipped.frame(width: 10, height: 10); trimmed.frame(width: 8, height: 4) })
        guard case .effect(.clipShape(.custom(let clip))) = try #require(tree.node("clipped")).kind,
              case .shape(.trimmed(.custom(let trim), _, _), _) = try #require(tree.node("trimmed")).kind else {
            Issue.record("not resolved custom shapes"); return
        }
        #expect(clip.resolvedPath?.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(trim.resolvedPath?.boundingRect == CGRect(x: 0, y: 0, width: 8, height: 4))
    }
}

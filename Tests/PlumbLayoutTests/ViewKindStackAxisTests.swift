import Foundation
import Testing
@testable import PlumbLayout

/// A `Divider`'s line runs across the minor axis of its stack, and horizontally outside stacks (Divider docs).
@Suite struct ViewKindStackAxisTests {
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

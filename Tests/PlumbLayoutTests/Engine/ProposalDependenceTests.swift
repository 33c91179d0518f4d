import Foundation
import PlumbContent
import Testing
@testable import PlumbLayout

/// Without recording queries the engine caches answers under the proposal axes they depend on
/// (`ProposalDependence`): every frame and proposal must be those of a solve that records every query.
@Suite struct ProposalDependenceTests {
    static let scenes: [(String, ViewNode)] = [
        ("rows of fixed leaves and a spacer", VStack(spacing: 4) {
            ForEach(0..<4) { _ in
                HStack(spacing: 4) {
                    ForEach(0..<5) { _ in box(20, 20) }
                    Spacer()
                }.padding(4)
            }
        }.padding(8)),
        ("nested stacks with default spacing", HStack(alignment: .top) {
            VStack(alignment: .leading) { box(10, 10).padding(1); box(14, 10).padding(1) }.padding(2)
            VStack { box(10, 12); HStack { box(3, 3); box(4, 4) }.padding(2) }.padding(2)
        }.padding(2)),
        ("flexible and fixed views", HStack(spacing: 0) {
            Color.red.frame(height: 20)
            Color.blue.frame(minWidth: 5, maxWidth: 40).frame(height: 10)
            Text("Hello, wrapping world").fixedSize(horizontal: false, vertical: true)
            Color.green.aspectRatio(2, contentMode: .fit)
            Spacer(minLength: 3)
            box(30, 30).layoutPriority(1)
        }.viewNode),
        ("children a stack answers from their probes", HStack(spacing: 0) {
            // The inner stack's maximum is ∞ only if the last child, offered ∞ − ∞, still answers 7.
            HStack(spacing: 0) {
                HStack(spacing: 0) { Color.red; box(12, 8); box(7, 7).layoutPriority(-1) }
                Color.green.frame(minWidth: 25)
                Color.gray
            }.frame(width: 60)
            HStack(spacing: 0) { Spacer(minLength: -3); Color.blue.frame(height: 6) }
            Spacer(minLength: 4)
            Color.green.padding(.vertical, 3).fixedSize(horizontal: false, vertical: true)
            Text("fixed").fixedSize()
            VStack(spacing: 1) { Color.gray; box(5, 5).padding(.horizontal, 2); Spacer() }.frame(width: 30)
            Color.orange.frame(height: 4).fixedSize(horizontal: true, vertical: false)
        }.viewNode),
        ("text, overlays and a ZStack", VStack {
            Text("A title").font(.title)
            ZStack(alignment: .bottomTrailing) { box(40, 40); Text("badge").padding(2) }
            box(50, 20).background { Color.yellow.frame(width: 70) }.overlay(alignment: .top) { Text("x") }
            Image(systemName: "star").frame(width: 30, alignment: .leading)
        }.viewNode),
    ]

    @Test(arguments: [CGSize(width: 400, height: 400), CGSize(width: 90, height: 1000)])
    func framesMatchARecordedSolve(window: CGSize) {
        for (name, scene) in Self.scenes {
            let recorded = LayoutEngine().solve(scene, in: window)
            let engine = LayoutEngine()
            engine.recordsQueries = false
            let unrecorded = engine.solve(scene, in: window)
            #expect(geometry(unrecorded.root) == geometry(recorded.root), "\(name) in \(window)")
        }
    }
}

/// Every node's frame and placement proposal, in tree order.
func geometry(_ node: SolvedNode) -> [String] {
    ["\(node.path) \(node.kindName) \(node.frame) \(node.proposal)"] + node.children.flatMap(geometry)
}

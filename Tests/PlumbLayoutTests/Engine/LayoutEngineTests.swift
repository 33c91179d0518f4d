import Foundation
import Testing
@testable import PlumbLayout

/// Solving again after `replaceKind(of:with:)` reuses what did not change; the result must be exactly a solve from
/// scratch of the changed tree.
@Suite struct LayoutEngineTests {
    /// A leaf over a gray colour, tagged `target`, with `kind` as its modifier.
    static func target(_ kind: ViewKind) -> ViewNode {
        ViewNode(kind, children: [Color.gray.viewNode], id: "target")
    }

    static let scenes: [(name: String, original: ViewKind, changed: ViewKind, build: (ViewKind) -> ViewNode)] = [
        ("rows", .frame(width: 20, height: 20, alignment: .center), .frame(width: 24, height: 20, alignment: .center), { kind in
            VStack(spacing: 4) {
                ForEach(0..<5) { row in
                    HStack(spacing: 4) {
                        ForEach(0..<4) { column in row == 2 && column == 1 ? target(kind) : box(20, 20) }
                        Spacer()
                    }.padding(4)
                }
            }.padding(8)
        }),
        ("flat", .frame(width: nil, height: 20, alignment: .center), .flexFrame(FlexFrame(minWidth: 5, minHeight: 20, maxHeight: 20)), { kind in
            HStack(spacing: 0) {
                ForEach(0..<9) { index in index == 4 ? target(kind) : Color.gray.frame(height: 20) }
            }.viewNode
        }),
        ("nested", .frame(width: 10, height: 10, alignment: .center), .frame(width: 14, height: 10, alignment: .center), { kind in
            HStack(alignment: .center) {
                VStack(alignment: .leading) {
                    HStack(alignment: .top) { box(10, 10).padding(1); box(10, 10).padding(1) }.padding(2)
                    HStack(alignment: .top) { target(kind).padding(1); box(10, 10).padding(1) }.padding(2)
                }.padding(2)
                VStack(alignment: .leading) {
                    HStack(alignment: .top) { box(10, 10).padding(1) }.padding(2)
                    HStack(alignment: .top) { box(10, 10).padding(1); box(10, 10).padding(1) }.padding(2)
                }.padding(2)
            }.padding(2)
        }),
        ("text in a stack", .frame(width: 10, height: 10, alignment: .center), .padding(EdgeInsets(all: 3)), { kind in
            VStack { Text("Some text that wraps"); HStack { target(kind); Text("more") }; Spacer(minLength: 2) }.viewNode
        }),
        ("a divider in a row", .divider(thickness: 1), .frame(width: 6, height: nil, alignment: .center), { kind in
            HStack(spacing: 2) { box(10, 20); target(kind); Text("label") }.fixedSize(horizontal: false, vertical: true)
        }),
        ("priorities and flexible frames", .frame(width: 10, height: nil, alignment: .leading), .flexFrame(FlexFrame(minWidth: 30, maxWidth: 60)), { kind in
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    target(kind)
                    Text("a longer label that wraps").layoutPriority(1)
                    Color.red.frame(minWidth: 4, maxWidth: 20).frame(height: 8)
                    Spacer()
                }
                HStack(alignment: .bottom) { box(12, 30); Text("tail").fixedSize(); Color.blue }.frame(height: 40)
            }.viewNode
        }),
    ]

    static func solved(_ engine: LayoutEngine, width: CGFloat = 130) -> [String] {
        engine.layout(proposal: ProposedViewSize(width: width, height: nil))
        return geometry(engine.solvedTree().root)
    }

    static func fromScratch(_ view: ViewNode, recordsQueries: Bool, width: CGFloat = 130) -> [String] {
        let engine = LayoutEngine()
        engine.recordsQueries = recordsQueries
        engine.load(view)
        return solved(engine, width: width)
    }

    @Test(arguments: [false, true])
    func replacingAKindSolvesAsFromScratch(recordsQueries: Bool) throws {
        for scene in Self.scenes {
            let engine = LayoutEngine()
            engine.recordsQueries = recordsQueries
            engine.load(scene.build(scene.original))
            _ = Self.solved(engine)
            let handle = try #require(engine.node(withID: "target"))
            for kind in [scene.changed, scene.original, scene.changed] {
                engine.replaceKind(of: handle, with: kind)
                let expected = Self.fromScratch(scene.build(kind), recordsQueries: true)
                #expect(Self.solved(engine) == expected, "\(scene.name)")
                #expect(Self.solved(engine) == expected, "\(scene.name), solved again unchanged")
            }
        }
    }

    /// Stacks keep their last pass between solves: solving again for other widths, and back, with and without a
    /// change in between, must match a solve from scratch.
    @Test(arguments: [false, true])
    func solvingForAnotherWidthSolvesAsFromScratch(recordsQueries: Bool) throws {
        for scene in Self.scenes {
            let engine = LayoutEngine()
            engine.recordsQueries = recordsQueries
            engine.load(scene.build(scene.original))
            let handle = try #require(engine.node(withID: "target"))
            for (width, kind) in [(130, scene.original), (90, scene.original), (130, scene.changed), (40, scene.changed), (130, scene.original)] {
                engine.replaceKind(of: handle, with: kind)
                let expected = Self.fromScratch(scene.build(kind), recordsQueries: true, width: CGFloat(width))
                #expect(Self.solved(engine, width: CGFloat(width)) == expected, "\(scene.name) at \(width)")
            }
        }
    }

    /// A stack re-asks only the children that changed: two changes before one solve, and switching query recording
    /// on and off between solves, must still match solves from scratch.
    @Test func severalChangesBetweenSolvesSolveAsFromScratch() throws {
        let build: (ViewKind, ViewKind) -> ViewNode = { first, second in
            VStack(spacing: 2) {
                HStack(spacing: 1) { ViewNode(first, children: [Color.gray.viewNode], id: "first"); box(8, 8); Spacer() }
                HStack { box(5, 9); ViewNode(second, children: [Color.gray.viewNode], id: "second"); Text("label") }
                box(20, 3)
            }.viewNode
        }
        let narrow = ViewKind.frame(width: 10, height: 10, alignment: .center)
        let wide = ViewKind.frame(width: 30, height: 12, alignment: .bottom)
        let engine = LayoutEngine()
        engine.recordsQueries = false
        engine.load(build(narrow, narrow))
        _ = Self.solved(engine)
        let first = try #require(engine.node(withID: "first")), second = try #require(engine.node(withID: "second"))
        for (index, kinds) in [(wide, wide), (narrow, wide), (narrow, narrow), (wide, narrow)].enumerated() {
            engine.replaceKind(of: first, with: kinds.0)
            engine.replaceKind(of: second, with: kinds.1)
            engine.recordsQueries = index == 2
            #expect(Self.solved(engine) == Self.fromScratch(build(kinds.0, kinds.1), recordsQueries: true), "change \(index)")
        }
    }
}

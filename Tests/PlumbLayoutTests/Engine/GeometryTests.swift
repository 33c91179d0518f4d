import Foundation
import Testing
@testable import PlumbLayout

@Suite struct RootTests {
    @Test func rootIsProposedTheSafeAreaAndCentredInIt() {
        // §1.3, fatbobman: iPhone 13 Pro, root proposal 390×763, an 85.33×20.33 text at global (152.33, 418.33).
        let engine = LayoutEngine()
        let tree = engine.solve(ZStack { box(85.33, 20.33).id("text") }.viewNode, in: CGSize(width: 390, height: 844),
                                safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(close(tree.frame("text"), rect(152.335, 418.335, 85.33, 20.33)))
        #expect(tree.node("text")?.proposal == ProposedViewSize(width: 390, height: 763))
    }

    @Test func severalRootViewsFormAVStack() {
        let tree = solve(Group { box(10, 10).id("a"); box(10, 10).id("b") })
        #expect(tree.frame("a") == rect(195, 186, 10, 10))
        #expect(tree.frame("b") == rect(195, 204, 10, 10))
    }
}

@Suite struct OffsetTests {
    @Test func offsetMovesWhatIsDrawnNotTheLayout() {
        let tree = solve(HStack(spacing: 0) { box(10, 10).id("c").offset(x: 5, y: 7).id("o"); box(10, 10).id("next") }.id("stack"))
        #expect(tree.frame("stack").width == 20)
        #expect(tree.frame("o") == rect(190, 195, 10, 10))
        #expect(tree.frame("c") == rect(195, 202, 10, 10))
        #expect(tree.node("c")?.layoutFrame == rect(190, 195, 10, 10))
        #expect(tree.frame("next").minX == 200)
    }
}

@Suite struct GeometryReaderTests {
    @Test func readerIsGreedyWithAnIdealOfTen() {
        #expect(solve(GeometryReader { _ in EmptyView() }.id("g"), width: 300, height: 200).frame("g").size == CGSize(width: 300, height: 200))
        #expect(solve(GeometryReader { _ in EmptyView() }.fixedSize().id("g")).frame("g").size == CGSize(width: 10, height: 10))
    }

    @Test func contentSitsTopLeadingProposedTheReadersSize() {
        let tree = solve(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 2).id("half")
        }.frame(width: 200, height: 100).id("g"))
        #expect(tree.frame("half") == rect(100, 150, 100, 50))
    }

    @Test func proxyReportsFramesInEverySpace() {
        var local = CGRect.null, global = CGRect.null, named = CGRect.null
        _ = solve(VStack(spacing: 0) {
            box(100, 50)
            HStack(spacing: 0) {
                box(50, 50)
                GeometryReader { proxy in
                    let _ = (local = proxy.frame(in: .local), global = proxy.frame(in: .global), named = proxy.frame(in: .named("outer")))
                    EmptyView()
                }.frame(width: 40, height: 30)
                box(50, 50)
            }
        }.coordinateSpace(name: "outer"))
        #expect(local == rect(0, 0, 40, 30))
        // VStack 140×100 centred in 400×400 → origin (130, 150); HStack below the 50-high box, reader after 50.
        #expect(global == rect(180, 210, 40, 30))
        #expect(named == rect(50, 60, 40, 30))
    }

    @Test func unknownNamedSpaceIsGlobal() {
        var frame = CGRect.null
        _ = solve(GeometryReader { proxy in
            let _ = (frame = proxy.frame(in: .named("nowhere")))
            EmptyView()
        }.frame(width: 10, height: 10))
        #expect(frame == rect(195, 195, 10, 10))
    }

    @Test func safeAreaReachesReadersTouchingIt() {
        var insets = EdgeInsets()
        _ = LayoutEngine().solve(GeometryReader { proxy in
            let _ = (insets = proxy.safeAreaInsets)
            EmptyView()
        }.viewNode, in: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(insets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func boundsOfANamedAncestor() {
        var bounds: CGRect?
        _ = solve(GeometryReader { proxy in
            let _ = (bounds = proxy.bounds(of: .named("card")))
            EmptyView()
        }.frame(width: 20, height: 20).padding(10).coordinateSpace(name: "card"))
        #expect(bounds == rect(-10, -10, 40, 40))
    }

    @Test func readerDoesNotLeakItsContentsPriority() {
        let tree = solve(HStack(spacing: 0) {
            Color.red.id("plain")
            GeometryReader { _ in Color.blue.layoutPriority(5) }.id("g")
        }.frame(width: 100, height: 10))
        #expect(tree.frame("g").width == 50)
    }
}

private struct Widths: PreferenceKey {
    static var defaultValue: [CGFloat] = []
    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) { value += nextValue() }
}

private struct Bounds: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

@Suite struct PreferenceTests {
    @Test func valuesCombineInTreeOrderBackgroundPrimaryOverlay() {
        var seen: [CGFloat] = []
        _ = solve(VStack {
            box(10, 10).preference(key: Widths.self, value: [1])
                .background(box(1, 1).preference(key: Widths.self, value: [0]))
                .overlay(box(1, 1).preference(key: Widths.self, value: [2]))
            box(10, 10).preference(key: Widths.self, value: [3])
        }.onPreferenceChange(Widths.self) { seen = $0 })
        #expect(seen == [0, 1, 2, 3])
    }

    @Test func preferenceReplacesItsSubtreesValue() {
        var seen: [CGFloat] = []
        _ = solve(VStack { box(10, 10).preference(key: Widths.self, value: [1]) }
            .preference(key: Widths.self, value: [9])
            .onPreferenceChange(Widths.self) { seen = $0 })
        #expect(seen == [9])
    }

    @Test func transformPreferenceEditsTheCombinedValue() {
        var seen: [CGFloat] = []
        _ = solve(box(10, 10).preference(key: Widths.self, value: [1])
            .transformPreference(Widths.self) { $0.append(5) }
            .onPreferenceChange(Widths.self) { seen = $0 })
        #expect(seen == [1, 5])
    }

    @Test func onPreferenceChangeSettlesState() {
        // Equal-width labels: measure, store the max in state, apply it; settles on the second pass.
        var maxWidth: CGFloat?
        var passes = 0
        let tree = LayoutEngine().solve(in: CGSize(width: 400, height: 400)) {
            passes += 1
            return VStack(alignment: .leading) {
                ForEach([30.0, 80.0], id: \.self) { width in
                    box(width, 10)
                        .background(GeometryReader { proxy in Color.clear.preference(key: Widths.self, value: [proxy.size.width]) })
                        .frame(width: maxWidth, alignment: .leading)
                        .id("label\(Int(width))")
                }
            }.onPreferenceChange(Widths.self) { maxWidth = $0.max() }.viewNode
        }
        #expect(maxWidth == 80)
        #expect(passes == 2)
        #expect(tree.frame("label30").width == 80)
        #expect(tree.warnings.isEmpty)
    }

    @Test func unsettledPreferencesWarnAfterTenPasses() {
        var counter: CGFloat = 0
        let tree = LayoutEngine().solve(in: CGSize(width: 100, height: 100)) {
            box(10, 10).preference(key: Widths.self, value: [counter]).onPreferenceChange(Widths.self) { _ in counter += 1 }.viewNode
        }
        #expect(tree.warnings.count == 1)
        #expect(counter == 10)
    }

    @Test func anchorIsCapturedGloballyAndResolvedInTheReader() {
        var resolved = CGRect.null
        let tree = solve(VStack(spacing: 0) {
            box(40, 20)
            box(60, 30).anchorPreference(key: Bounds.self, value: .bounds) { $0 }.id("target")
        }.padding(10)
        .overlayPreferenceValue(Bounds.self) { anchor in
            GeometryReader { proxy in
                let _ = (resolved = anchor.map { proxy[$0] } ?? .null)
                EmptyView()
            }
        })
        // The padded VStack is 80×70 centred: origin (160, 165); the target is at (10, 30) inside it.
        #expect(resolved == rect(10, 30, 60, 30))
        #expect(tree.node("target")?.anchors.first?.value == .rect(rect(170, 195, 60, 30)))
    }

    @Test func transformAnchorPreferenceEditsTheCombinedValueWithItsAnchor() {
        // The transform sees what the views inside combined (here nothing: the key's default) and this view's anchor.
        var resolved: [CGPoint] = []
        let tree = solve(VStack(spacing: 0) {
            box(40, 20).anchorPreference(key: Corners.self, value: .topLeading) { [$0] }
                .transformAnchorPreference(key: Corners.self, value: .bottomTrailing) { $0.append($1) }
                .id("target")
            box(10, 10).transformAnchorPreference(key: Corners.self, value: .center) { $0.append($1) }
        }
        .overlayPreferenceValue(Corners.self) { corners in
            GeometryReader { proxy in
                let _ = (resolved = corners.map { proxy[$0] })
                EmptyView()
            }
        })
        // The VStack is 40×30 centred in 400×400: origin (180, 185).
        #expect(resolved == [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 20), CGPoint(x: 20, y: 25)])
        #expect(tree.node("target")?.anchors.map(\.value) == [.point(CGPoint(x: 220, y: 205))])
    }

    @Test func anchorIncludesOffsetsAppliedOutside() {
        var resolved = CGPoint.zero
        _ = solve(box(10, 10).anchorPreference(key: PointKey.self, value: .center) { $0 }.offset(x: 30)
            .frame(width: 100, height: 100)
            .overlayPreferenceValue(PointKey.self) { anchor in
                GeometryReader { proxy in
                    let _ = (resolved = anchor.map { proxy[$0] } ?? .zero)
                    EmptyView()
                }
            })
        #expect(resolved == CGPoint(x: 80, y: 50))
    }
}

private struct Corners: PreferenceKey {
    static var defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
}

private struct PointKey: PreferenceKey {
    static var defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
}

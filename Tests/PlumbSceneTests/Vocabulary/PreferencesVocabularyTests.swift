import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func onPreferenceChangeWritesStateAndTheSceneIsSolvedAgain() throws {
    let solution = SceneHarness("""
    struct WidestKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }
    struct ContentView: View {
        @State private var widest: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 30, height: 10).preference(key: WidestKey.self, value: 30)
                Color.red.frame(width: 80, height: 10).preference(key: WidestKey.self, value: 80)
                Color.blue.frame(width: widest, height: 10).id("echo")
            }
            .onPreferenceChange(WidestKey.self) { widest = $0 }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // The VStack is 80×30, centred in 400×400.
    #expect(SceneHarness.frame("echo", in: solution) == CGRect(x: 160, y: 205, width: 80, height: 10))
}

@Test func valuesCombineInTreeOrderAndTransformsEditThem() throws {
    let solution = SceneHarness("""
    struct NamesKey: PreferenceKey {
        static var defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }
    struct ContentView: View {
        var body: some View {
            Color.red.frame(width: 100, height: 50)
                .preference(key: NamesKey.self, value: ["A"])
                .background(Color.blue.preference(key: NamesKey.self, value: ["B"]))
                .overlay(Color.green.preference(key: NamesKey.self, value: ["C"]))
                .transformPreference(NamesKey.self) { $0.append("T") }
                .overlayPreferenceValue(NamesKey.self) { names in
                    Text(names.joined()).id("names")
                }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.text("names", in: solution) == "BACT")
    // "BACT" is 4 × 8.5 wide and 20.4 high, centred on the 100×50 primary at (150, 175).
    #expect(SceneHarness.frame("names", in: solution) == CGRect(x: 183, y: 189.8, width: 34, height: 20.4))
}

@Test func anchorsAreResolvedInTheReadingProxysSpace() throws {
    let solution = SceneHarness("""
    struct BoxesKey: PreferenceKey {
        static var defaultValue: [Anchor<CGRect>] = []
        static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
    }
    struct CornerKey: PreferenceKey {
        static var defaultValue: Anchor<CGPoint>? = nil
        static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = nextValue() ?? value }
    }
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 10) {
                Color.red.frame(width: 40, height: 20)
                    .anchorPreference(key: BoxesKey.self, value: .bounds) { [$0] }
                Color.red.frame(width: 60, height: 30)
                    .anchorPreference(key: BoxesKey.self, value: .rect(CGRect(x: 5, y: 5, width: 10, height: 10))) { [$0] }
                    .anchorPreference(key: CornerKey.self, value: .bottomTrailing) { $0 }
            }
            .padding(20)
            .backgroundPreferenceValue(BoxesKey.self) { boxes in
                GeometryReader { proxy in
                    ForEach(boxes.indices, id: \\.self) { index in
                        let box = proxy[boxes[index]]
                        Color.yellow.frame(width: box.width, height: box.height).id("box\\(index)").offset(x: box.minX, y: box.minY)
                    }
                }
            }
            .overlayPreferenceValue(CornerKey.self, alignment: .topLeading) { corner in
                GeometryReader { proxy in
                    if let corner {
                        let point = proxy[corner]
                        Color.black.frame(width: point.x, height: point.y).id("corner")
                    }
                }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    // The padded VStack is 100×100 at (150, 150); the reader in its background has that frame.
    #expect(SceneHarness.frame("box0", in: solution) == CGRect(x: 180, y: 170, width: 40, height: 20))
    #expect(SceneHarness.frame("box1", in: solution) == CGRect(x: 175, y: 205, width: 10, height: 10))
    // The second red view's bottom-trailing corner is (230, 230): (80, 80) in the overlay's reader.
    #expect(SceneHarness.frame("corner", in: solution) == CGRect(x: 150, y: 150, width: 80, height: 80))
}

@Test func transformAnchorPreferenceAddsThisViewsAnchorToTheCombinedValue() throws {
    // The SwiftUI Lab's month picker: each label writes its top-leading anchor, then sets its bottom-trailing one
    // into the value it wrote; the border drawn from the two is the label's frame.
    let solution = SceneHarness("""
    struct Corners {
        let index: Int
        var topLeading: Anchor<CGPoint>? = nil
        var bottomTrailing: Anchor<CGPoint>? = nil
    }
    struct CornersKey: PreferenceKey {
        static var defaultValue: [Corners] = []
        static func reduce(value: inout [Corners], nextValue: () -> [Corners]) { value.append(contentsOf: nextValue()) }
    }
    struct ContentView: View {
        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<2) { index in
                    Color.red.frame(width: 50, height: 20).id("label\\(index)")
                        .anchorPreference(key: CornersKey.self, value: .topLeading) { [Corners(index: index, topLeading: $0)] }
                        .transformAnchorPreference(key: CornersKey.self, value: .bottomTrailing) { (value: inout [Corners], anchor: Anchor<CGPoint>) in
                            value[0].bottomTrailing = anchor
                        }
                }
            }
            .backgroundPreferenceValue(CornersKey.self) { corners in
                GeometryReader { proxy in
                    if let second = corners.last, let topLeading = second.topLeading, let bottomTrailing = second.bottomTrailing {
                        let (from, to) = (proxy[topLeading], proxy[bottomTrailing])
                        Color.green.frame(width: to.x - from.x, height: to.y - from.y).id("border").offset(x: from.x, y: from.y)
                    }
                }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("border", in: solution) == SceneHarness.frame("label1", in: solution))
    #expect(SceneHarness.frame("border", in: solution) == CGRect(x: 200, y: 190, width: 50, height: 20))
}

@Test func anArrayOfSourcesGivesAnAnchorOfAnArray() throws {
    let solution = SceneHarness("""
    struct PairKey: PreferenceKey {
        static var defaultValue: Anchor<[CGRect]>? = nil
        static func reduce(value: inout Anchor<[CGRect]>?, nextValue: () -> Anchor<[CGRect]>?) { value = value ?? nextValue() }
    }
    struct ContentView: View {
        var body: some View {
            Color.red.frame(width: 100, height: 50)
                .anchorPreference(key: PairKey.self, value: Anchor<[CGRect]>.Source([.bounds, .rect(CGRect(x: 10, y: 12, width: 20, height: 20))])) { $0 }
                .overlayPreferenceValue(PairKey.self) { pair in
                    GeometryReader { proxy in
                        if let pair {
                            let rects = proxy[pair]
                            Color.green.frame(width: rects[1].minX, height: rects[0].height - rects[1].minY).id("pair")
                        }
                    }
                }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("pair", in: solution) == CGRect(x: 150, y: 175, width: 10, height: 38))
}

@Test func aKeyWithoutDefaultValueIsReportedAtTheModifier() throws {
    let solution = SceneHarness("""
    struct Broken: PreferenceKey {
        static func reduce(value: inout Int, nextValue: () -> Int) {}
    }
    struct ContentView: View {
        var body: some View {
            Color.red.preference(key: Broken.self, value: 1)
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [
        "Scene.swift:6:19: error: type 'Broken' does not conform to protocol 'PreferenceKey': it has no static 'defaultValue'",
    ])
}

@Test func keysMustBePreferenceKeyTypes() throws {
    func summaries(_ modifier: String) -> [String] {
        SceneHarness("""
        struct Plain { static var defaultValue = 0 }
        struct ContentView: View {
            var body: some View {
                Color.red\(modifier)
            }
        }
        """).solve().diagnostics.map(\.summary)
    }
    #expect(summaries(".preference(key: 5, value: 1)") == [
        "Scene.swift:4:19: error: cannot convert value of type 'Int' to expected argument type 'PreferenceKey.Type'",
    ])
    #expect(summaries(".onPreferenceChange(Plain.self) { _ in }") == ["Scene.swift:4:19: error: 'Plain' does not conform to PreferenceKey"])
}

@Test func aFaultInReduceIsReportedInTheKeysCode() throws {
    let solution = SceneHarness("""
    struct CountKey: PreferenceKey {
        static var defaultValue: [Int] = []
        static func reduce(value: inout [Int], nextValue: () -> [Int]) { value = [value[5]] }
    }
    struct ContentView: View {
        var body: some View {
            VStack {
                Color.red.preference(key: CountKey.self, value: [1])
                Color.red.preference(key: CountKey.self, value: [2])
            }
            .overlayPreferenceValue(CountKey.self) { values in Text("\\(values.count)").id("count") }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == ["Scene.swift:3:84: error: index out of range: index 5 in a collection of 1 element"])
    #expect(SceneHarness.text("count", in: solution) == "1")
}

@Test func aKeysValueIsInferredFromItsDefaultValueOrReduceWithoutATypealias() {
    let solution = SceneHarness("""
    struct SizesKey: PreferenceKey {
        static let defaultValue: [Int: CGSize] = [:]
        static func reduce(value: inout Value, nextValue: () -> Value) { value.merge(nextValue()) { $1 } }
    }
    struct WidestKey: PreferenceKey {
        static var defaultValue = CGFloat.zero
        static func reduce(value: inout Value, nextValue: () -> Value) { value = max(value, nextValue()) }
    }
    struct BoundsKey: PreferenceKey {
        static var defaultValue: Anchor<CGRect>?
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }
    struct ContentView: View {
        @State private var sizes: [Int: CGSize] = [:]
        @State private var widest: CGFloat = 0
        var body: some View {
            VStack {
                Text("\\(sizes.count) \\(Int(widest)) \\(BoundsKey.defaultValue == nil)").id("text")
                Color.red.frame(width: 40, height: 30)
                    .preference(key: SizesKey.self, value: [1: CGSize(width: 40, height: 30)])
                    .preference(key: WidestKey.self, value: 40)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
            .onPreferenceChange(SizesKey.self) { sizes = $0 }
            .onPreferenceChange(WidestKey.self) { widest = $0 }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(SceneHarness.text("text", in: solution) == "1 40 true")
}

@Test func aPreferenceKeysValueTypesImplicitMembersInTheValue() throws {
    let solution = SceneHarness("""
    struct Mark: Equatable {
        let index: Int
        let width: CGFloat
    }
    struct MarksKey: PreferenceKey {
        static var defaultValue: [Mark] = []
        static func reduce(value: inout [Mark], nextValue: () -> [Mark]) { value += nextValue() }
    }
    struct ContentView: View {
        @State private var total: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 30, height: 10).preference(key: MarksKey.self, value: [.init(index: 0, width: 30)])
                Color.red.frame(width: 50, height: 10).preference(key: MarksKey.self, value: [.init(index: 1, width: 50)])
                Color.blue.frame(width: total, height: 10).id("total")
            }
            .onPreferenceChange(MarksKey.self) { marks in total = marks.reduce(0) { $0 + $1.width } }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("total", in: solution)?.width == 80)
}

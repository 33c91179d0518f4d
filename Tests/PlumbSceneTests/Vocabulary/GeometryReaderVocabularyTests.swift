import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// A reader 200×150 beside a 50-wide colour in an HStack 250×150 below a greedy 100-high colour: the VStack is
/// 400×250, centred in 400×400, so the HStack is at (75, 175) and the reader at (125, 175).
private func coordinateSpaces(declaring space: String, reading named: String, bounds: String = "") -> String {
    #"""
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                HStack(spacing: 0) {
                    Color.blue.frame(width: 50, height: 150)
                    GeometryReader { proxy in
                        let global = proxy.frame(in: .global)
                        let named = proxy.frame(in: \#(named))
                        let local = proxy.frame(in: .local)
                        Text("\(global.minX),\(global.minY) \(named.minX),\(named.minY) \(local.minX),\(local.minY) \(proxy.size.width)x\(proxy.size.height)\#(bounds)")
                            .id("values")
                    }
                    .frame(width: 200, height: 150)
                    .id("reader")
                }
                .coordinateSpace(\#(space))
            }
        }
    }
    """#
}

@Test func theReaderSeesItsFrameInTheLocalGlobalAndNamedSpaces() throws {
    let solution = SceneHarness(coordinateSpaces(declaring: #"name: "row""#, reading: #".named("row")"#)).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("reader", in: solution) == CGRect(x: 125, y: 175, width: 200, height: 150))
    #expect(SceneHarness.text("values", in: solution) == "125.0,175.0 50.0,0.0 0.0,0.0 200.0x150.0")
    #expect(SceneHarness.frame("values", in: solution)?.origin == CGPoint(x: 125, y: 175))
}

@Test func iOS17NamedSpacesTakeAnyHashableNameAndGiveTheirBounds() throws {
    let source = "enum Space: Hashable { case row }\n" + coordinateSpaces(
        declaring: ".named(Space.row)", reading: "CoordinateSpace.named(Space.row)",
        bounds: #" \(proxy.bounds(of: .named(Space.row))!) \(proxy.bounds(of: .named("elsewhere")) == nil)"#)
    let solution = SceneHarness(source).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.text("values", in: solution) == "125.0,175.0 50.0,0.0 0.0,0.0 200.0x150.0 (-50.0, 0.0, 250.0, 150.0) true")
}

@Test func aSpaceNamedInACoordinateSpaceProtocolExtensionIsFoundAsAnImplicitMember() throws {
    let source = "extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {\n"
        + "    static var row: NamedCoordinateSpace { .named(\"row\") }\n}\n"
        + coordinateSpaces(declaring: ".row", reading: ".row")
    let solution = SceneHarness(source).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.text("values", in: solution) == "125.0,175.0 50.0,0.0 0.0,0.0 200.0x150.0")
}

@Test func aNameNoAncestorDeclaresGivesGlobalCoordinates() throws {
    let solution = SceneHarness(coordinateSpaces(declaring: #"name: "row""#, reading: #".named("column")"#)).solve()
    #expect(SceneHarness.text("values", in: solution) == "125.0,175.0 125.0,175.0 0.0,0.0 200.0x150.0")
}

@Test func theReaderIsGreedyAndPlacesItsContentTopLeading() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            GeometryReader { proxy in
                RoundedRectangle(cornerRadius: 8)
                    .frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
                    .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
                    .id("half")
                Color.red.frame(width: 10, height: 10).id("corner")
            }
            .id("reader")
        }
    }
    """, size: CGSize(width: 400, height: 200)).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("reader", in: solution) == CGRect(x: 0, y: 0, width: 400, height: 200))
    #expect(solution.tree?.root.first { $0.kindName == "RoundedRectangle" }?.frame == CGRect(x: 100, y: 75, width: 200, height: 50))
    #expect(SceneHarness.frame("corner", in: solution) == CGRect(x: 0, y: 0, width: 10, height: 10))
}

@Test func aReaderWithoutAProposalIsTenByTen() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            GeometryReader { _ in Color.red }.fixedSize().id("reader")
        }
    }
    """).solve()
    #expect(SceneHarness.frame("reader", in: solution) == CGRect(x: 195, y: 195, width: 10, height: 10))
}

@Test func aFaultInTheReadersContentIsReportedAndTheRestShows() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    Text("\\(proxy.frame(in: 5).width)")
                }
                .frame(width: 20, height: 20)
                Color.red.frame(width: 10, height: 10).id("after")
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == ["Scene.swift:5:41: error: cannot convert value of type 'Int' to expected argument type 'CoordinateSpace'"])
    #expect(SceneHarness.frame("after", in: solution) == CGRect(x: 195, y: 205, width: 10, height: 10))
}

@Test func onlyANamedSpaceCanBeDeclared() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Color.red.coordinateSpace(.local)
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == ["Scene.swift:3:19: error: coordinateSpace(_:) declares a named space: use .named(…)"])
}

@Test func onGeometryChangeHandsTheTransformedGeometryToItsActionAfterLayout() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var width: CGFloat = 0
        @State private var change = "none"
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 120, height: 30)
                    .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width = $0 }
                    .id("measured")
                Color.blue.frame(width: width / 2, height: 10).id("half")
                Color.green.frame(width: 50, height: 20)
                    .onGeometryChange(for: CGSize.self) { $0.size } action: { old, new in change = "\\(old.height) \\(new.height)" }
                Text(change)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.frame("measured", in: solution)?.size == CGSize(width: 120, height: 30))
    #expect(SceneHarness.frame("half", in: solution)?.size == CGSize(width: 60, height: 10))
    #expect(solution.text("20.0 20.0") != nil)
}

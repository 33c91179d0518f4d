import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbScene

@Test func lazyStacksAreLaidOutAsPlainStacksWithAWarning() throws {
    func solve(_ stack: String, _ alignment: String = ".leading") -> SceneSolution {
        SceneHarness("""
        struct ContentView: View {
            var body: some View {
                \(stack)(alignment: \(alignment), spacing: 4) {
                    Color.red.frame(width: 10, height: 10).id("a")
                    Color.red.frame(width: 20, height: 10).id("b")
                }
            }
        }
        """).solve()
    }
    let plain = solve("VStack"), lazy = solve("LazyVStack")
    #expect(plain.diagnostics.isEmpty)
    #expect(lazy.diagnostics.map(\.summary) == ["Scene.swift:3:9: warning: LazyVStack is laid out as a plain VStack: Plumb does not model lazy stacks"])
    for id in ["a", "b"] { #expect(SceneHarness.frame(id, in: lazy) == SceneHarness.frame(id, in: plain)) }
    #expect(SceneHarness.frame("b", in: lazy) == CGRect(x: 190, y: 202, width: 20, height: 10))
    #expect(solve("LazyHStack", ".top").diagnostics.map(\.summary) == ["Scene.swift:3:9: warning: LazyHStack is laid out as a plain HStack: Plumb does not model lazy stacks"])
}

@Test func materialsAndGradientsPaintAsColours() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Text("a").background(.ultraThinMaterial)
                Rectangle().fill(Color.blue.gradient).frame(width: 10, height: 10)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.tree?.root.first { if case .color(Color.gray.opacity(0.12)) = $0.kind { true } else { false } } != nil)
    #expect(solution.tree?.root.first { if case .shape(.rectangle, ShapePaint.fill(.color(Color.blue), _)) = $0.kind { true } else { false } } != nil)
}

@Test func backgroundInAShapeFillsTheShapeBehindTheView() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Color.clear.frame(width: 60, height: 20)
                .background(.quaternary, in: Capsule())
                .id("tag")
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let capsule = try #require(solution.tree?.root.first { if case .shape(.capsule, ShapePaint.fill(.color(Color(named: "quaternary")), _)) = $0.kind { true } else { false } })
    #expect(capsule.frame == CGRect(x: 170, y: 190, width: 60, height: 20))
    #expect(capsule.frame == SceneHarness.frame("tag", in: solution))

    let notAShape = SceneHarness("struct ContentView: View { var body: some View { Text(\"a\").background(.red, in: Text(\"b\")) } }").solve()
    #expect(notAShape.diagnostics.map(\.summary) == ["Scene.swift:1:81: error: cannot convert value of type 'Text' to expected argument type 'Shape'"])
}

@Test func shapeShorthandsStandForTheBuiltInShapes() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            HStack {
                Color.red.frame(width: 40, height: 20).background(.blue, in: .rect(cornerRadius: 6)).id("card")
                Color.red.frame(width: 40, height: 20).clipShape(.capsule).id("pill")
                Color.red.frame(width: 40, height: 20).clipShape(.rect(cornerRadius: 4, style: .circular)).id("tile")
                Color.red.frame(width: 20, height: 20).clipShape(.circle).id("dot")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let card = try #require(solution.node("card"))
    #expect(card.children.map(\.kindName) == ["frame", "RoundedRectangle"])
    func clip(_ id: String) -> ShapeKind? {
        if case .effect(.clipShape(let shape))? = solution.node(id)?.kind { shape } else { nil }
    }
    #expect(clip("pill") == .capsule)
    #expect(clip("tile") == .roundedRectangle(cornerRadius: 4, style: .circular))
    #expect(clip("dot") == .circle)
}

@Test func textsAddUpToOneText() throws {
    let plain = SceneHarness("struct ContentView: View { var body: some View { (Text(\"Hello, \") + Text(\"World\")).id(\"t\") } }").solve()
    #expect(plain.diagnostics.isEmpty)
    #expect(SceneHarness.text("t", in: plain) == "Hello, World")
    #expect(SceneHarness.frame("t", in: plain)?.width == 12 * 8.5)
    #expect(spans(of: "t", in: plain).isEmpty)
    let notText = SceneHarness("struct ContentView: View { var body: some View { Text(\"a\") + Text(\"b\").padding() } }").solve()
    #expect(SceneHarness.summaries(notText) == ["Scene.swift:1:60: error: binary operator '+' cannot be applied to operands of type 'Text' and 'ModifiedContent'"])
}

@Test func eachPartOfATextSumKeepsItsOwnModifiers() throws {
    let styled = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            (Text("ab").italic() + Text("cd").bold().foregroundColor(.red) + Text("e")).font(.title).id("t")
        }
    }
    """).solve()
    #expect(styled.diagnostics.isEmpty)
    #expect(SceneHarness.text("t", in: styled) == "abcde")
    #expect(spans(of: "t", in: styled) == ["0..<2 italic()", "2..<4 foregroundColor(.red) bold()", "4..<5"])
    // The fixed-metrics measurer advances half the font size, bold 0.55 of it: the title's 28 points.
    #expect(abs((SceneHarness.frame("t", in: styled)?.width ?? 0) - (3 * 14 + 2 * 15.4)) < 1e-9)
}

@Test func aStringLiteralReadsMarkdownAndAStringValueDoesNot() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        let name = "a*b"
        var body: some View {
            VStack {
                Text("Hello, **world**").id("literal")
                Text("**\\(name)** and `code`").id("interpolated")
                Text(name + " **plain**").id("value")
                Text(verbatim: "**verbatim**").id("verbatim")
                Text(LocalizedStringKey("*key*")).id("key")
                Text(.init("~~implicit~~")).id("implicit")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.text("literal", in: solution) == "Hello, world")
    #expect(spans(of: "literal", in: solution) == ["7..<12 bold()"])
    #expect(abs((SceneHarness.frame("literal", in: solution)?.width ?? 0) - (7 * 8.5 + 5 * 9.35)) < 1e-9)
    #expect(SceneHarness.text("interpolated", in: solution) == "a*b and code")
    #expect(spans(of: "interpolated", in: solution) == ["0..<3 bold()", "8..<12 monospaced()"])
    #expect(SceneHarness.text("value", in: solution) == "a*b **plain**")
    #expect(SceneHarness.text("verbatim", in: solution) == "**verbatim**")
    #expect(SceneHarness.text("key", in: solution) == "key")
    #expect(spans(of: "key", in: solution) == ["0..<3 italic()"])
    #expect(SceneHarness.text("implicit", in: solution) == "implicit")
    #expect(spans(of: "implicit", in: solution) == ["0..<8 strikethrough()"])
}

@Test func anSFSymbolIsSetInATextInterpolatedOrAdded() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Text("**a\\(Image(systemName: "star.fill"))b** c").id("interpolated")
                (Text(Image(systemName: "heart.fill")).foregroundColor(.red) + Text(" 4.8")).id("sum")
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(SceneHarness.text("interpolated", in: solution) == "a\u{FFFC}b c")
    #expect(spans(of: "interpolated", in: solution) == ["0..<1 bold()", "1..<4 bold() star.fill", "4..<5 bold()"])
    #expect(spans(of: "sum", in: solution) == ["0..<3 foregroundColor(.red) heart.fill", "3..<7"])
    // The fixed-metrics measurer's symbols are 1.2 × the font size square (20 points for the body font).
    #expect(SceneHarness.frame("sum", in: solution)?.width == 20 + 4 * 8.5)
}

/// The spans of the first text at or below the view tagged `id`: each its range and its modifiers.
private func spans(of id: String, in solution: SceneSolution) -> [String] {
    guard let text = solution.tree?.root.first(where: { $0.idString == id })?.first(where: { if case .text = $0.kind { true } else { false } }),
          case .text(_, let spans) = text.kind else { return ["no text"] }
    return spans.map { span in ([span.range.description] + span.writers.map(\.description) + (span.symbol.map { [$0] } ?? [])).joined(separator: " ") }
}

@Test func anAsyncImageShowsItsPlaceholderForNothingLoads() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        let url = URL(string: "https://example.com/a.png")
        var body: some View {
            VStack(spacing: 0) {
                AsyncImage(url: url).frame(width: 100, height: 50)
                AsyncImage(url: url) { image in image.resizable() } placeholder: { Text("Loading") }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.nodes(named: "Rectangle").first?.frame == CGRect(x: 150, y: 164.8, width: 100, height: 50))
    #expect(solution.text("Loading")?.frame == CGRect(x: 170.25, y: 214.8, width: 59.5, height: 20.4))
}

/// The phase closure of an `AsyncImage` sees the `.empty` phase, whose `image` is nil.
@Test func anAsyncImageWithAPhaseClosureShowsTheEmptyPhase() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
                switch phase {
                case .empty: Text(phase.image == nil ? "empty" : "image")
                case .success(let image): image.resizable()
                case .failure: Text("failed")
                @unknown default: EmptyView()
                }
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["empty"])
}

/// An image of a package's bundle is looked up as an asset of the project.
@Test func anImageOfAnotherBundleIsAnAsset() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            Image("donut", bundle: .module)
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == ["Scene.swift:3:9: warning: no image named 'donut' in the asset catalogs (the project has none)"])
}

@Test func uiKitColoursAreNamedColours() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Color(.systemBackground)
                Color(uiColor: .secondaryLabel)
                Color(.systemRed)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let colors = solution.tree?.root.all { _ in true }.compactMap { if case .color(let color) = $0.kind { color } else { nil } }
    #expect(colors == [Color(named: "systemBackground"), Color(named: "secondaryLabel"), .red])
}

@Test func textAndLabeledContentFormatNumbers() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        let price: Decimal = 2.75
        var body: some View {
            VStack {
                Text(price, format: .currency(code: "USD"))
                LabeledContent("Share", value: 0.5, format: .percent)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    #expect(solution.texts == ["$2.75", "Share", "50%"])

    let notANumber = SceneHarness("struct ContentView: View { var body: some View { Text(\"a\", format: .number) } }").solve()
    #expect(notANumber.diagnostics.map(\.summary) == ["Scene.swift:1:50: error: cannot convert value of type 'String' to expected argument type 'Double'"])
}

@Test func shapesTrimToPartOfTheirOutline() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Circle().trim(from: 0.2, to: 0.5)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round, dash: [5, 2]))
                    .frame(width: 40, height: 40)
                Rectangle().trim(to: 2).fill(.blue).frame(width: 40, height: 40)
                Rectangle().rotation(.degrees(90), anchor: .top).stroke(.red).frame(width: 40, height: 40)
                Rectangle().stroke(.red, style: StrokeStyle(dash: [-2, 4])).frame(width: 40, height: 40)
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let kinds = solution.tree?.root.all { if case .shape = $0.kind { true } else { false } }.map(\.kind) ?? []
    #expect(kinds.count == 4)
    let line = LineStyle(cap: .round, join: .round, dash: [5, 2])
    #expect({ if case .shape(.trimmed(.circle, from: 0.2, to: 0.5), ShapePaint.stroke(.color(.green), lineWidth: 4, line)) = kinds.first { true } else { false } }())
    #expect({ if case .shape(.trimmed(.rectangle, from: 0, to: 1), ShapePaint.fill(.color(.blue), _)) = kinds[1] { true } else { false } }())
    #expect({ if case .shape(.rotated(.rectangle, .degrees(90), anchor: .top), ShapePaint.stroke(.color(.red), _, _)) = kinds[2] { true } else { false } }())
    // A pattern with a negative length is a solid line, as in Core Graphics.
    #expect({ if case .shape(.rectangle, ShapePaint.stroke(_, 1, LineStyle())) = kinds.last { true } else { false } }())

    let notAShape = SceneHarness("struct ContentView: View { var body: some View { Text(\"a\").trim(to: 0.5) } }").solve()
    #expect(notAShape.diagnostics.map(\.summary) == ["Scene.swift:1:60: error: value of type 'Text' has no member 'trim'"])
}

@Test func unevenRoundedRectanglesTakeARadiusPerCornerInEveryForm() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 4)
                UnevenRoundedRectangle(cornerRadii: .init(bottomLeading: 3), style: .circular)
                Color.red.clipShape(.rect(topLeadingRadius: 1, bottomLeadingRadius: 2, bottomTrailingRadius: 3, topTrailingRadius: 4))
            }
        }
    }
    """).solve()
    #expect(solution.diagnostics.isEmpty)
    let shapes = solution.nodes(named: "UnevenRoundedRectangle").map(\.kind)
    guard shapes.count == 2, case .shape(.unevenRoundedRectangle(let first, .continuous), _) = shapes[0],
          case .shape(.unevenRoundedRectangle(let second, .circular), _) = shapes[1] else {
        Issue.record("not two uneven rounded rectangles: \(shapes)")
        return
    }
    #expect(first == RectangleCornerRadii(topLeading: 8, bottomTrailing: 4))
    #expect(second == RectangleCornerRadii(bottomLeading: 3))
    guard case .effect(.clipShape(.unevenRoundedRectangle(let clip, _))) = solution.nodes(named: "clipShape").first?.kind else {
        Issue.record("no uneven clip")
        return
    }
    #expect(clip == RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4))
}

@Test func coloursFromHueSaturationAndBrightnessOrAColourSpaceAndDecorativeImages() throws {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            VStack {
                Color(hue: 0, saturation: 1, brightness: 1).id("red")
                Color(hue: 0.5, saturation: 0.5, brightness: 0.5, opacity: 0.8).id("teal")
                Color(hue: 1.0 / 3, saturation: 1, brightness: 1).id("green")
                Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4).id("srgb")
                Color(.displayP3, white: 0.5).id("gray")
                Color(hue: 0.0 / 0.0, saturation: 1, brightness: 1).id("nan")
                Circle().fill(.red.shadow(.drop(radius: 2)))
                Image(decorative: "Logo")
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == ["Scene.swift:11:13: warning: no image named 'Logo' in the asset catalogs (the project has none)"])
    let color = { (id: String) -> Color? in
        if case .color(let color) = solution.node(id)?.kind { return color }
        return nil
    }
    #expect(color("red") == Color(red: 1, green: 0, blue: 0))
    #expect(color("teal") == Color(red: 0.25, green: 0.5, blue: 0.5, opacity: 0.8))
    #expect(color("green").map { abs($0.red) < 1e-9 && abs($0.green - 1) < 1e-9 && abs($0.blue) < 1e-9 } == true)
    #expect(color("srgb") == Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4))
    #expect(color("gray") == Color(white: 0.5))
    #expect(color("nan") == Color(red: 1, green: 0, blue: 0))
    guard case .shape(.circle, ShapePaint.fill(let style, _)) = solution.nodes(named: "Circle").first?.kind else {
        Issue.record("no filled circle")
        return
    }
    #expect(style == .color(.red))
    guard case .image(let image, _) = solution.nodes(named: "Image").first?.kind else {
        Issue.record("no image")
        return
    }
    #expect(image.name == "Logo" && !image.isSystemSymbol)
}

@Test func anInsetShapeIsDrawnInItsFrameInsetOnEveryEdge() {
    let solution = SceneHarness("""
    struct ContentView: View {
        var body: some View {
            ZStack {
                Capsule().inset(by: 6).fill(Color("Brand", bundle: nil)).id("capsule")
                Circle().inset(by: 10).stroke(.red, lineWidth: 2).id("circle")
            }
            .frame(width: 120, height: 60)
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == ["Scene.swift:4:41: warning: no color named 'Brand' in the asset catalogs (the project has none)"])
    let kinds = ["capsule", "circle"].compactMap { id in solution.tree?.root.first { $0.idString == id }?.first { if case .shape = $0.kind { true } else { false } }?.kind }
    #expect({ if case .shape(.inset(.capsule, by: 6), _) = kinds.first { true } else { false } }())
    #expect({ if case .shape(.inset(.circle, by: 10), _) = kinds.last { true } else { false } }())
    #expect(SceneHarness.frame("capsule", in: solution)?.size == CGSize(width: 120, height: 60))
}

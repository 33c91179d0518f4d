import Foundation
import Testing

@Test func checkExitsZeroForAGoodScene() throws {
    let file = try PlumbCommand.scene("import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"Hi\").padding() } }\n")
    let result = try PlumbCommand(["check", file.path])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
}

@Test func checkPrintsSwiftcStyleDiagnosticsAndExitsOne() throws {
    let file = try PlumbCommand.scene("""
    import SwiftUI
    struct ContentView: View {
        var body: some View {
            Rectangel().frame(width: 10)
        }
    }
    """)
    let result = try PlumbCommand(["check", file.path])
    #expect(result.status == 1)
    #expect(result.stderr == """
    \(file.path):4:9: error: cannot find 'Rectangel' in scope; did you mean 'Rectangle'?
            Rectangel().frame(width: 10)
            ^

    """)
}

@Test func runtimeFaultsFailTheCheckAtTheirPlace() throws {
    let file = try PlumbCommand.scene("""
    struct ContentView: View {
        let widths: [CGFloat] = [10, 20]
        var body: some View {
            Color.red.frame(width: widths[2])
        }
    }
    """)
    let result = try PlumbCommand(["check", file.path])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("\(file.path):4:38: error: index out of range: index 2 in a collection of 2 elements"))
}

@Test func usageErrorsExitTwo() throws {
    #expect(try PlumbCommand(["check"]).status == 2)
    #expect(try PlumbCommand(["solve", "x.swift", "--size", "wide"]).status == 2)
    #expect(try PlumbCommand(["render", "x.swift", "-o", "x.gif"]).status == 2)
}

@Test func aMissingFileIsAnError() throws {
    let result = try PlumbCommand(["check", "/nonexistent/Scene.swift"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("/nonexistent/Scene.swift:1:1: error: no such file"))
}

@Test func aMisspeltMemberIsAWarningWhereItNeverRunsAndAnErrorWhereItRuns() throws {
    let file = try PlumbCommand.scene("""
    import SwiftUI
    struct Badge: View {
        var body: some View { Text("new").paddin(4) }
    }
    struct ContentView: View {
        var body: some View { Text("Hi").frme(width: 40) }
    }
    """)
    let result = try PlumbCommand(["check", file.path])
    #expect(result.status == 1)
    #expect(result.stderr == """
    \(file.path):3:39: warning: no type has a member named 'paddin'; did you mean 'padding'?; this code stops with an error if it runs
        var body: some View { Text("new").paddin(4) }
                                          ^
    \(file.path):6:38: error: value of type 'Text' has no member 'frme'; did you mean 'frame'?
        var body: some View { Text("Hi").frme(width: 40) }
                                         ^

    """)
}

@Test func checkAndRenderReportWhatOnlyDrawingFinds() throws {
    let file = try PlumbCommand.scene("""
    import SwiftUI
    struct ContentView: View {
        var body: some View {
            Image(systemName: "no.such.symbol")
        }
    }
    """)
    let warning = "\(file.path):4:9: warning: no built-in symbol 'no.such.symbol'; drawn as a placeholder\n"
    let check = try PlumbCommand(["check", file.path])
    #expect(check.status == 0)
    #expect(check.stderr == warning)
    let output = file.deletingPathExtension().appendingPathExtension("png")
    let render = try PlumbCommand(["render", file.path, "--output", output.path])
    #expect(render.status == 0)
    #expect(render.stderr == warning)
}

@Test func aModifierPlumbDoesNotModelIsAWarningThatStrictMakesAnError() throws {
    let file = try PlumbCommand.scene("""
    import SwiftUI
    struct ContentView: View {
        var body: some View {
            Text("Hi").scrollDismissesKeyboard(.interactively)
        }
    }
    """)
    let result = try PlumbCommand(["check", file.path])
    #expect(result.status == 0)
    #expect(result.stderr == """
    \(file.path):4:20: warning: ignored .scrollDismissesKeyboard(…): Plumb does not model it; the picture is drawn without it
            Text("Hi").scrollDismissesKeyboard(.interactively)
                       ^

    """)
    #expect(try PlumbCommand(["check", "--strict", file.path]).status == 1)
}

@Test func aNearMissOfAModifierOrAMemberOfAnotherTypeStaysAnError() throws {
    let file = try PlumbCommand.scene("""
    import SwiftUI
    struct ContentView: View {
        var body: some View {
            VStack { Text("Hi").paddng(8); Text("a").trim(to: 0.5) }
        }
    }
    """)
    let result = try PlumbCommand(["check", file.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("4:29: error: value of type 'Text' has no member 'paddng'; did you mean 'padding'?"))
}

@Test func checkReportsTheFaultsOfEveryPreviewInSourceOrder() throws {
    let file = try PlumbCommand.scene("""
    import SwiftUI
    #Preview("empty") {
        let none: [Int] = []
        Text("\\(none[0])")
    }
    #Preview("zero") {
        let zero = 0
        Text("\\(1 / zero)")
    }
    """)
    let result = try PlumbCommand(["check", file.path])
    #expect(result.status == 1)
    #expect(result.stderr.split(separator: "\n").filter { $0.contains(": error: ") } == [
        "\(file.path):4:17: error: index out of range: index 0 in a collection of 0 elements",
        "\(file.path):8:15: error: division by zero",
    ])
    let one = try PlumbCommand(["check", file.path, "--preview", "zero"])
    #expect(one.stderr.split(separator: "\n").filter { $0.contains(": error: ") } == ["\(file.path):8:15: error: division by zero"])
}

@Test func aPreviewThatStoppedAtAnErrorIsReportedNotPainted() throws {
    // The error leaves nothing to draw (0×0 points): painting it must not replace the error with a painting one.
    let file = try PlumbCommand.scene("""
    struct Row: View {
        let items: [Int]
        var body: some View {
            ForEach(items, id: \\.self) { item in
                Text(item.label)
            }
        }
    }
    #Preview(traits: .sizeThatFitsLayout) { Row(items: [1]) }
    """)
    let result = try PlumbCommand(["check", file.path])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("\(file.path):5:23: error: value of type 'Int' has no member 'label'"))
    #expect(!result.stderr.contains("cannot render an image"))
}

@Test func aPreviewTooLargeToPaintIsCheckedAndSaysSo() throws {
    let file = try PlumbCommand.scene("""
    #Preview(traits: .sizeThatFitsLayout) {
        Color.red.frame(width: 40000, height: 10)
    }
    """)
    let result = try PlumbCommand(["check", file.path])
    #expect(result.status == 0)
    #expect(result.stderr == """
    warning: Preview 1 was not painted, so what only drawing finds is unchecked: cannot render an image of 40000×10 pixels: \
    Plumb renders 1 to 32767 pixels a side, 100 million in all

    """)
}

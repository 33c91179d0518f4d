import Foundation
import Testing

@Test func renderWritesAPNGOfThePreviewSizeTimesScale() throws {
    let file = try PlumbCommand.scene("""
    #Preview(traits: .fixedLayout(width: 120, height: 80)) { Color.red.frame(width: 40, height: 40) }
    """)
    let output = file.deletingLastPathComponent().appendingPathComponent("out/scene.png")
    let result = try PlumbCommand(["render", file.path, "-o", output.path, "--scale", "2"])
    #expect(result.status == 0)
    let data = try Data(contentsOf: output)
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 240 && height == 160)
}

@Test func renderReportsSceneErrorsLikeCheck() throws {
    let file = try PlumbCommand.scene("#Preview { Text(1 +) }")
    let result = try PlumbCommand(["render", file.path, "-o", "/tmp/never.png"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("\(file.path):1:"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never.png"))
}

@Test func guidesOfAViewThePreviewLacksAreAnError() throws {
    let file = try PlumbCommand.scene("""
    #Preview { VStack { Text("A").id("title"); Color.red.id("swatch") } }
    """)
    let output = file.deletingLastPathComponent().appendingPathComponent("out/guides.png")
    let result = try PlumbCommand(["render", file.path, "-o", output.path, "--guides", "swatch,bogus"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("error: --guides: no view with .id(\"bogus\") in the preview (its ids: swatch, title)"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
    #expect(try PlumbCommand(["render", file.path, "-o", output.path, "--guides", "swatch"]).status == 0)
}

@Test func anUnknownPreviewNumberIsAnErrorInEveryCommand() throws {
    let file = try PlumbCommand.scene("""
    #Preview("Light") { Color.red }
    #Preview("Dark") { Color.blue }
    """)
    let output = file.deletingLastPathComponent().appendingPathComponent("out/nine.png")
    for command in [["render", file.path, "-o", output.path], ["solve", file.path], ["check", file.path]] {
        let result = try PlumbCommand(command + ["--preview", "9"])
        #expect(result.status == 1, "\(command[0])")
        #expect(result.stderr.contains("error: no preview 9 (the file has 2: 1 'Light', 2 'Dark')"), "\(command[0])")
    }
}

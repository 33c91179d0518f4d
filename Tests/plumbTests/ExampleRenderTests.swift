import Foundation
import Testing

/// Every scene in `examples/` checks clean and renders (PNG at 2×, with guides and anchors) from the command line.
@Test(arguments: try FileManager.default.contentsOfDirectory(atPath: ExampleRender.folder.path).filter { $0.hasSuffix(".swift") }.sorted())
func everyExampleRenders(_ name: String) throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-examples-\(UUID().uuidString)/\(name).png")
    let result = try PlumbCommand(["render", ExampleRender.folder.appendingPathComponent(name).path, "-o", output.path,
                                   "--scale", "2", "--guides", "all", "--anchors"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let data = try Data(contentsOf: output)
    #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    #expect(data.count > 2_000, "a picture with content, not a blank page")
}

enum ExampleRender {
    static var folder: URL { Repository.root.appendingPathComponent("examples") }
}

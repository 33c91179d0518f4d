import Foundation
import PlumbRender

/// Where a case's reference lives: `__Snapshots__/<File>/<name>.png`, `.json` and `.meta.json` beside the source
/// file, or under `root` (`--references DIR`) as `<File>/<name>…`.
public struct ReferenceStore: Hashable, Sendable {
    /// The folder that holds each file's folder; nil: `__Snapshots__` beside each source file.
    public var root: URL?

    public init(root: URL? = nil) {
        self.root = root
    }

    /// The folder a case's references are in.
    public func folder(of snapshotCase: SnapshotCase) -> URL {
        let base = root ?? URL(fileURLWithPath: snapshotCase.file).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        return base.appendingPathComponent(snapshotCase.fileStem, isDirectory: true)
    }

    public func image(of snapshotCase: SnapshotCase) -> URL { folder(of: snapshotCase).appendingPathComponent(snapshotCase.name + ".png") }
    public func layout(of snapshotCase: SnapshotCase) -> URL { folder(of: snapshotCase).appendingPathComponent(snapshotCase.name + ".json") }
    public func sidecar(of snapshotCase: SnapshotCase) -> URL { folder(of: snapshotCase).appendingPathComponent(snapshotCase.name + ".meta.json") }

    /// Whether the case has a reference image and layout.
    public func hasReference(for snapshotCase: SnapshotCase) -> Bool {
        FileManager.default.fileExists(atPath: image(of: snapshotCase).path) && FileManager.default.fileExists(atPath: layout(of: snapshotCase).path)
    }

    /// Writes `snapshot` as the case's reference, with what made it.
    public func record(_ snapshot: PreviewSnapshot, of snapshotCase: SnapshotCase, madeWith sidecar: ReferenceSidecar) throws {
        try FileManager.default.createDirectory(at: folder(of: snapshotCase), withIntermediateDirectories: true)
        try snapshot.image.writePNG(to: image(of: snapshotCase))
        try Data((snapshot.layoutJSON + "\n").utf8).write(to: layout(of: snapshotCase))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try (encoder.encode(sidecar) + Data("\n".utf8)).write(to: self.sidecar(of: snapshotCase))
    }

    /// The case's reference: its image, layout record and (when there is one) sidecar.
    public func reference(of snapshotCase: SnapshotCase) throws -> (image: RenderedImage, layout: Data, sidecar: ReferenceSidecar?) {
        let image = try RenderedImage(contentsOfPNG: image(of: snapshotCase))
        let layout = try Data(contentsOf: layout(of: snapshotCase))
        let sidecar = (try? Data(contentsOf: sidecar(of: snapshotCase))).flatMap { try? JSONDecoder().decode(ReferenceSidecar.self, from: $0) }
        return (image, layout, sidecar)
    }
}

import Foundation
import PlumbLayout
import PlumbRender
import PlumbSnapshot
import SnapshotTesting

extension Snapshotting where Value == PreviewOf, Format == RenderedImage {
    /// The preview's picture as PNG, compared as `plumb snapshot` compares it (``ImageComparison``'s defaults).
    public static var plumbImage: Snapshotting { plumbImage() }

    /// The preview's picture as PNG; a pixel differs beyond `threshold` (YIQ distance, 0…1), and the pictures
    /// match while no more than `maxDifferingShare` of the pixels differ. A failure attaches the reference, the
    /// actual picture and the diff.
    public static func plumbImage(threshold: Double = 0.1, maxDifferingShare: Double = 0.001) -> Snapshotting {
        let comparison = ImageComparison(threshold: threshold, maxDifferingShare: maxDifferingShare)
        return Snapshotting(
            pathExtension: "png",
            diffing: .diff(
                toData: { (try? $0.pngData()) ?? Data() },
                fromData: { (try? RenderedImage(pngData: $0)) ?? RenderedImage(width: 0, height: 0, pixels: []) }
            ) { reference, actual in
                let result = comparison.compare(reference, actual)
                guard !result.matches else { return nil }
                let diff = DiffImages.diff(reference: reference, actual: actual, result: result)
                let attachments = [("reference.png", reference), ("actual.png", actual), ("diff.png", diff)].compactMap { name, image in
                    (try? image.pngData()).map { DiffAttachment.data($0, name: name) }
                }
                return (result.summary, attachments)
            },
            snapshot: { $0.snapshot.image })
    }
}

extension Snapshotting where Value == PreviewOf, Format == String {
    /// The preview's solved tree as JSON (`plumb solve --json`), compared to 0.01 pt: a failure lists each view
    /// that moved or resized and the cause found in its chain, and attaches that list.
    public static var plumbLayout: Snapshotting {
        Snapshotting(
            pathExtension: "json",
            diffing: .diff(toData: { Data(($0 + "\n").utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { reference, actual in
                guard let old = try? LayoutRecord(json: Data(reference.utf8)), let new = try? LayoutRecord(json: Data(actual.utf8)) else {
                    return reference == actual ? nil : ("the layout reference cannot be read as a Plumb layout record", [])
                }
                let diff = LayoutDiff(reference: old, actual: new)
                guard !diff.isEmpty else { return nil }
                return (diff.description, [.data(Data(diff.description.utf8), name: "layout-diff.txt")])
            },
            snapshot: { $0.layoutJSON })
    }
}

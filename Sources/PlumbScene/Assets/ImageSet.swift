import Foundation
import PlumbContent
import PlumbLayout

/// An image set's `Contents.json`, as Xcode's asset compiler reads it: its files by scale (`1x`, `2x`, `3x`; a file
/// without a scale is 1×) for the iPhone (`universal` and `iphone` idioms; another idiom's only when it has no such
/// file), and its `template-rendering-intent`.
enum ImageSet {
    /// The image called `name` whose set is the folder `folder`: its files, and its natural size in points from the
    /// header (PNG or JPEG) of its file of the highest scale (100×100, a placeholder's, when no header reads).
    static func image(_ json: [String: Any], in folder: String, named name: String) -> ImageView {
        let entries = (json["images"] as? [[String: Any]] ?? []).filter { $0["filename"] is String }
        let phone = entries.filter { ["universal", "iphone", nil].contains($0["idiom"] as? String) }
        var image = ImageView(name: name, isSystemSymbol: false)
        image.paint.representations = (phone.isEmpty ? entries : phone).map { entry in
            let scale = Double(((entry["scale"] as? String) ?? "1x").dropLast()) ?? 1
            return ImageRepresentation(file: (folder as NSString).appendingPathComponent(entry["filename"] as! String), scale: scale)
        }
        image.paint.isTemplate = (json["properties"] as? [String: Any])?["template-rendering-intent"] as? String == "template"
        if let best = image.paint.representations.max(by: { $0.scale < $1.scale }), let size = ImageHeader.pixelSize(ofFileAt: best.file) {
            image.content.naturalSize = CGSize(width: size.width / best.scale, height: size.height / best.scale)
        }
        return image
    }
}

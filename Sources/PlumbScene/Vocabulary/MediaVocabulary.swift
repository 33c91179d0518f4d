import Foundation
import PlumbInterpreter
import PlumbLayout

/// Photos and video: `PhotosPicker` (PhotosUI) is its label tinted, as a button is drawn, and picks nothing in a
/// preview; `VideoPlayer` (AVKit) is a greedy black area, with a warning that Plumb plays no video, its overlay on top.
/// `AVPlayer(url:)`, `PhotosPickerItem` and `PHPickerFilter` (`.images`, `.videos`, `.any(of:)`…) exist so that the code
/// around them loads.
enum MediaVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.register(NativeType("PhotosPickerItem", conformances: ["Equatable", "Hashable"]))
        types.registerTokens("PhotosPickerSelectionBehavior", ["default", "ordered", "continuous", "continuousAndOrdered"])
        var filter = NativeType("PHPickerFilter")
        for name in ["images", "videos", "livePhotos", "screenshots", "panoramas", "bursts", "depthEffectPhotos"] {
            filter.staticConstant(name, types.make("PHPickerFilter", name))
        }
        for name in ["any", "all", "not"] {
            filter.staticMethod(name, [NativeParameter(name == "not" ? nil : "of", name == "not" ? "PHPickerFilter" : "[PHPickerFilter]")]) { _ in
                types.make("PHPickerFilter", name)
            }
        }
        library.register(filter)

        var picker = NativeType("PhotosPicker", conformances: ["View"])
        let matching = NativeParameter("matching", "PHPickerFilter?", default: .optional(nil))
        let encoding = NativeParameter("preferredItemEncoding", "Any", default: .void)
        let several = [NativeParameter("selection", "Binding<[PhotosPickerItem]>"), NativeParameter("maxSelectionCount", "Int?", default: .optional(nil)),
                       NativeParameter("selectionBehavior", "PhotosPickerSelectionBehavior", default: types.make("PhotosPickerSelectionBehavior", "default"))]
        for selection in [[NativeParameter("selection", "Binding<PhotosPickerItem?>")], several] {
            let label = NativeParameter("label", "@ViewBuilder () -> Label")
            picker.initializer(selection + [matching, encoding, label]) { call in
                photosPicker(ControlParts(call), label: try call.callArgument(call.arguments.count - 1))
            }
            picker.initializer([NativeParameter(nil, "String")] + selection + [matching, encoding]) { call in
                photosPicker(ControlParts(call), label: types.text(try call.string(0), at: call.location))
            }
        }
        library.register(picker)

        var player = NativeType("AVPlayer")
        player.initializer([]) { _ in types.make("AVPlayer", "player") }
        player.initializer([NativeParameter("url", "URL")]) { _ in types.make("AVPlayer", "player") }
        player.method("play") { _ in .void }
        player.method("pause") { _ in .void }
        library.register(player)
        var video = NativeType("VideoPlayer", conformances: ["View"])
        let avPlayer = NativeParameter("player", "AVPlayer?")
        video.initializer([avPlayer]) { call in videoPlayer(call, overlay: nil) }
        video.initializer([avPlayer, NativeParameter("videoOverlay", "@ViewBuilder () -> Overlay")]) { call in
            videoPlayer(call, overlay: try call.callArgument(1))
        }
        library.register(video)
    }

    private static func photosPicker(_ parts: ControlParts, label: Value) -> Value {
        parts.view("PhotosPicker", parts.node(ViewKind.tintForeground, label))
    }

    private static func videoPlayer(_ call: NativeCall, overlay: Value?) -> Value {
        let parts = ControlParts(call)
        let screen = parts.color(.black)
        let shown = overlay.map { parts.node(.overlay(.center), screen, $0) } ?? screen
        return call.warning("VideoPlayer is drawn as a black area: Plumb plays no video", on: parts.view("VideoPlayer", shown))
    }
}

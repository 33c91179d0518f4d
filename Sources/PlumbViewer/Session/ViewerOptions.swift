import Foundation
import PlumbLayout

/// How `plumb preview` was asked to show the scene.
public struct ViewerOptions: Sendable {
    public var file: String
    /// The `#Preview` to start on, by name or number.
    public var preview: String?
    /// `--size WxH`: a fixed preview size, whatever the preview's traits say.
    public var size: CGSize?
    /// `--device NAME`: the device's size and safe area.
    public var device: DevicePreset?
    /// `--safe-area`: insets for a window-sized or `--size` preview.
    public var safeArea: EdgeInsets?
    /// Device pixels per point (`--scale 2` on HiDPI screens).
    public var scale: CGFloat
    public var font: String?
    public var dark: Bool
    /// Watch the file by polling instead of inotify.
    public var poll: Bool
    /// Where exported frames go.
    public var exportDirectory: String
    /// `--tap ID`…: tap actions performed, in order, on every newly loaded scene, as `plumb solve` does.
    public var taps: [String]
    /// `--now`: the moment `Date()` is in every solve; nil reads the clock at each solve.
    public var now: Date?
    /// `--select ID`: the view tagged `.id(ID)` selected when the scene is first shown, the inspector on it.
    public var select: String?

    public init(file: String, preview: String? = nil, size: CGSize? = nil, device: DevicePreset? = nil, safeArea: EdgeInsets? = nil,
                scale: CGFloat = 1, font: String? = nil, dark: Bool = false, poll: Bool = false, exportDirectory: String = "out",
                taps: [String] = [], now: Date? = nil, select: String? = nil) {
        self.file = file
        self.preview = preview
        self.size = size
        self.device = device
        self.safeArea = safeArea
        self.scale = scale
        self.font = font
        self.dark = dark
        self.poll = poll
        self.exportDirectory = exportDirectory
        self.taps = taps
        self.now = now
        self.select = select
    }
}

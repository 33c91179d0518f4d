import ArgumentParser
import Foundation
import PlumbRender
import PlumbViewer

/// `plumb preview FILE`: the live viewer. Without a display it renders the scene to a PNG and says where.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the live viewer on a scene file (without a display: render a PNG).",
        discussion: "The window reloads the file on every save and animates each change. Its keys and pointer are listed last.")

    @OptionGroup var scene: SceneOptions

    @Option(help: "Pixels per point in the window, for HiDPI screens.")
    var scale: Double = 1

    @Option(help: "Size the preview as a device, with its safe area: \(DevicePreset.all.map { "'\($0.name)'" }.joined(separator: ", ")).")
    var device: String?

    @Flag(help: "Watch the file by polling (for filesystems without inotify).")
    var poll = false

    @Flag(help: "Dark appearance.")
    var dark = false

    @Option(help: "Where exported frames go.")
    var exportDirectory = "out"

    @Option(help: ArgumentHelp("Start with the view tagged .id(ID) selected: the inspector shows it and why it has its size.", valueName: "ID"))
    var select: String?

    @Flag(help: "Exit with an error when the file does not exist, instead of waiting for it to be created.")
    var noWait = false

    @Option(help: "Where the PNG goes when there is no display.")
    var fallbackOutput = "out/preview.png"

    func validate() throws {
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be between 0 and 8") }
        if let device, DevicePreset.named(device) == nil {
            throw ValidationError("unknown --device '\(device)'; known: \(DevicePreset.all.map(\.name).joined(separator: ", "))")
        }
    }

    func run() throws {
        let preset = device.flatMap(DevicePreset.named)
        let options = ViewerOptions(
            file: scene.file, preview: scene.preview, size: scene.size.flatMap(parseSize), device: preset,
            safeArea: scene.safeArea.flatMap(parseInsets), scale: scale, font: scene.font, dark: dark, poll: poll,
            exportDirectory: exportDirectory, taps: scene.tap, now: scene.now.flatMap(parseDate), select: select)
        let missing = !FileManager.default.fileExists(atPath: scene.file)
        if missing, noWait { throw ViewerRunError.missingFile(scene.file) }
        if Viewer.displayIsReachable() {
            try Viewer.run(options)
            return
        }
        if missing { waitForFile() }
        let url = URL(fileURLWithPath: fallbackOutput)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let select {
            try renderWindow(options, selecting: select)
            return
        }
        var fallback = scene
        if fallback.size == nil, let preset { fallback.size = "\(preset.size.width)x\(preset.size.height)" }
        if fallback.safeArea == nil, let preset {
            let insets = preset.safeArea
            fallback.safeArea = "\(insets.top),\(insets.leading),\(insets.bottom),\(insets.trailing)"
        }
        let (solution, measurer) = try fallback.solve()
        guard let tree = solution.tree else { return }
        let rendering = RenderOptions(scale: 2, appearance: dark ? .dark : .light, guides: .all)
        _ = try Renderer(painter: Painter(measurer: measurer)).render(tree, options: rendering, to: url)
        print("plumb: no display; rendered \(scene.file) to \(fallbackOutput)")
    }

    /// Without a display, waits until the file exists, having said so.
    private func waitForFile() {
        print("plumb: waiting for \(scene.file) to be created")
        while !FileManager.default.fileExists(atPath: scene.file) { usleep(100_000) }
    }

    /// Without a display, `--select` renders the viewer's window as it opens: the preview, and the inspector saying
    /// why the selected view has its size.
    private func renderWindow(_ options: ViewerOptions, selecting id: String) throws {
        let session = ViewerSession(options: options)
        session.report = { scene.report($0) }
        session.announce = { print($0) }
        try Viewer.renderWindow(session, to: fallbackOutput)
        guard session.problems.isEmpty else { throw ExitCode.failure }
        if let notice = session.notice { FileHandle.standardError.write(Data("\(scene.file): warning: \(notice)\n".utf8)) }
        print("plumb: no display; rendered the viewer's window, the inspector on .id(\"\(id)\"), to \(fallbackOutput)")
    }
}

import CX11
import Foundation
import PlumbLayout
import PlumbScene

/// `plumb preview`'s window: opens it on a scene file and runs until the person quits.
public enum Viewer {
    /// Whether an X display is reachable (`$DISPLAY` set and accepting connections).
    public static func displayIsReachable() -> Bool {
        guard let display = XOpenDisplay(nil) else { return false }
        XCloseDisplay(display)
        return true
    }

    /// Opens the window, loads the scene and runs the event loop until quit. Diagnostics go to stderr; the window id
    /// and each export are printed on stdout.
    public static func run(_ options: ViewerOptions) throws {
        guard let display = X11Window.openDisplay() else { throw ViewerRunError.noDisplay }
        let quitSignals = QuitSignals()
        let session = ViewerSession(options: options)
        var printed: [Diagnostic] = []
        session.report = { diagnostics in
            guard diagnostics != printed else { return }
            printed = diagnostics
            guard !diagnostics.isEmpty else { return }
            FileHandle.standardError.write(Data((diagnostics.map(\.description).joined(separator: "\n") + "\n").utf8))
        }
        let screen = XDefaultScreen(display)
        let screenSize = CGSize(width: Int(XDisplayWidth(display, screen)), height: Int(XDisplayHeight(display, screen)))
        let scale = options.scale
        let statusHeight = FrameComposer.statusHeight(scale: scale)
        let device = options.device?.size ?? CGSize(width: 390, height: 844)
        let fitting = CGSize(width: screenSize.width * 0.95, height: screenSize.height * 0.95 - statusHeight)
        let initialCanvas = CGSize(width: min(device.width * scale, fitting.width), height: min(device.height * scale, fitting.height))
        session.resize(canvas: CGSize(width: initialCanvas.width / scale, height: initialCanvas.height / scale), at: ViewerLoop.now())
        session.reload(at: ViewerLoop.now())
        var canvas = initialCanvas
        if !session.followsWindow, let size = session.target?.size {
            canvas = CGSize(width: size.width * scale + 2 * Viewport.margin + FrameComposer.sidebarWidth(scale: scale),
                            height: size.height * scale + 2 * Viewport.margin)
        }
        let windowSize = CGSize(width: min(max(canvas.width, 320 * scale), fitting.width).rounded(),
                                height: (min(canvas.height, fitting.height) + statusHeight).rounded())
        let window = try X11Window(display: display, title: "plumb — \(URL(fileURLWithPath: options.file).lastPathComponent)", size: windowSize)
        let watcher: FileWatcher
        if !options.poll, let inotify = InotifyWatcher(paths: session.watchedPaths) {
            watcher = inotify
        } else {
            watcher = PollingWatcher(paths: session.watchedPaths)
        }
        let presenter = window.usesSharedMemory ? "MIT-SHM" : "XPutImage"
        let line = "plumb: previewing \(options.file) in window 0x\(String(window.window, radix: 16)) (\(presenter), \(watcher.fileDescriptor == nil ? "polling" : "inotify"))\n"
        FileHandle.standardOutput.write(Data(line.utf8))
        ViewerLoop(session: session, window: window, watcher: watcher, quitSignals: quitSignals).run()
    }
}

/// Why the viewer did not start, or stopped.
public enum ViewerRunError: Error, CustomStringConvertible {
    case noDisplay
    /// The connection to the X server broke (the server quit or was killed): the viewer exits with status 1.
    case displayLost(name: String)

    public var description: String {
        switch self {
        case .noDisplay: "cannot open the X display (is DISPLAY set?)"
        case .displayLost(let name): "lost the connection to the X display \(name) (the X server quit or was killed)"
        }
    }
}

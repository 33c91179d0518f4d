import CX11
import Foundation
import PlumbLayout
import PlumbRender
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
        session.announce = { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }
        let screen = XDefaultScreen(display)
        let screenSize = CGSize(width: Int(XDisplayWidth(display, screen)), height: Int(XDisplayHeight(display, screen)))
        let windowSize = open(session, screen: screenSize, at: ViewerLoop.now())
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
        ViewerLoop(session: session, window: window, watcher: watcher, quitSignals: quitSignals, screen: screenSize).run()
    }
}

extension Viewer {
    /// Loads the session's scene in a canvas of the device's size (the window's default, at most 95 % of `screen`)
    /// and returns the window's size in pixels (``windowSize(for:fitting:statusHeight:)``).
    static func open(_ session: ViewerSession, screen: CGSize, at now: Double) -> CGSize {
        let scale = session.options.scale
        let device = deviceSize(of: session)
        let available = fitting(screen: screen, scale: scale)
        session.resize(canvas: CGSize(width: min(device.width * scale, available.width) / scale,
                                      height: min(device.height * scale, available.height) / scale), at: now)
        session.reload(at: now)
        return windowSize(for: session, fitting: available, statusHeight: FrameComposer.statusHeight(scale: scale))
    }

    /// The most a canvas may take of `screen`: 95 % of it, less the sidebar and the status line.
    static func fitting(screen: CGSize, scale: CGFloat) -> CGSize {
        CGSize(width: screen.width * 0.95 - WindowLayout.sidebarWidth(scale: scale), height: screen.height * 0.95 - FrameComposer.statusHeight(scale: scale))
    }

    /// The size of the device a window-sized preview is shown as: `--device`'s, else an iPhone's 390 × 844.
    private static func deviceSize(of session: ViewerSession) -> CGSize {
        session.options.device?.size ?? CGSize(width: 390, height: 844)
    }

    /// The window that fits `session`'s preview: its canvas — the device's for a window-sized preview, else the
    /// preview with its margins — at most `fitting`, and the sidebar beside it; at least as tall as the sidebar needs.
    static func windowSize(for session: ViewerSession, fitting: CGSize, statusHeight: CGFloat) -> CGSize {
        let scale = session.options.scale
        let content: CGSize
        if !session.followsWindow, let size = session.target?.size {
            content = CGSize(width: max(size.width * scale + 2 * Viewport.margin, 160 * scale), height: size.height * scale + 2 * Viewport.margin)
        } else {
            content = CGSize(width: deviceSize(of: session).width * scale, height: deviceSize(of: session).height * scale)
        }
        let canvas = CGSize(width: min(content.width, fitting.width),
                            height: min(max(content.height, FrameComposer.sidebarHeight(scale: scale)), fitting.height))
        return CGSize(width: (canvas.width + WindowLayout.sidebarWidth(scale: scale)).rounded(), height: (canvas.height + statusHeight).rounded())
    }

    /// Loads `session`'s scene and paints the window as it first opens — the preview, and the inspector on the
    /// `--select`ed view — into a PNG at `path`, without a display. Nothing is written when the scene has errors
    /// (the session's `problems`).
    public static func renderWindow(_ session: ViewerSession, to path: String) throws {
        let size = open(session, screen: CGSize(width: 2560, height: 1600), at: 0)
        guard session.problems.isEmpty else { return }
        let surface = DrawingSurface(size: size)
        // Long after the load: the change from nothing to the scene has finished.
        FrameComposer(session: session).paint(session, window: size, at: 3600, on: surface)
        guard surface.writePNG(to: path) else { throw ViewerRunError.unwritable(path) }
    }
}

/// Why the viewer did not start, or stopped.
public enum ViewerRunError: Error, CustomStringConvertible {
    case noDisplay
    /// The connection to the X server broke (the server quit or was killed): the viewer exits with status 1.
    case displayLost(name: String)
    case unwritable(String)
    /// `--no-wait` on a file that does not exist.
    case missingFile(String)

    public var description: String {
        switch self {
        case .missingFile(let path): "no such file or directory: '\(path)' (without --no-wait, plumb preview waits for it to be created)"
        case .noDisplay: "cannot open the X display (is DISPLAY set?)"
        case .displayLost(let name): "lost the connection to the X display \(name) (the X server quit or was killed)"
        case .unwritable(let path): "cannot write \(path)"
        }
    }
}

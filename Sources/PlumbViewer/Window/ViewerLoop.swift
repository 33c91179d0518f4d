import CX11
import Foundation
import PlumbLayout
import PlumbRender

/// The viewer's event loop: waits on the X connection, the file watcher, the quit signals and the end of a background
/// load at once, turns X events into session input, reloads (on a worker thread) when a burst of file events is over,
/// shows a finished load, and paints whole frames — at once after input, every 1/60 s while a change animates.
final class ViewerLoop {
    static let frameInterval = 1.0 / 60
    let session: ViewerSession
    let window: X11Window
    let composer: FrameComposer
    let watcher: FileWatcher
    let quitSignals: QuitSignals?
    private var coalescer = ReloadCoalescer()
    private var lastFrame = -Double.infinity
    private var nextPoll = 0.0
    private var title = ""
    private var watchedPaths: [String]
    /// When the load whose files are watched started (``ViewerSession/lastReload``).
    private var watchedSince: Date?
    /// The screen's size, which a window fitted to a preview stays within.
    private let screen: CGSize
    /// Whether the space bar is held: a drag with the left button then pans.
    private var spaceHeld = false
    /// Where the last pan drag event was, while one is under way.
    private var panning: CGPoint?

    init(session: ViewerSession, window: X11Window, watcher: FileWatcher, quitSignals: QuitSignals?, screen: CGSize) {
        self.session = session
        self.screen = screen
        self.window = window
        self.watcher = watcher
        self.quitSignals = quitSignals
        watchedPaths = session.watchedPaths
        composer = FrameComposer(session: session)
        session.loadsInBackground = true
    }

    /// Seconds on a monotonic clock.
    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    func run() {
        while !session.quitRequested {
            handleEvents()
            let now = Self.now()
            if coalescer.take(at: now) { session.reload(at: now) }
            session.finishLoad(at: now)
            if session.lastReload != watchedSince {
                // A load started: a project's module may have gained or lost files.
                watchedSince = session.lastReload
                if session.watchedPaths != watchedPaths { watchedPaths = session.watchedPaths; watcher.watch(watchedPaths) }
            }
            if let interval = watcher.pollInterval, now >= nextPoll {
                if watcher.changed() { coalescer.note(at: now) }
                nextPoll = now + interval
            }
            if session.wantsWindowFit { fitWindow() }
            let animating = session.isAnimating(at: now)
            if (session.needsPaint || animating), !window.awaitingCompletion, !animating || now >= lastFrame + Self.frameInterval {
                paint(at: now)
                continue
            }
            wait(timeout: timeout(at: now, animating: animating))
        }
        session.stopLoading()
    }

    private func timeout(at now: Double, animating: Bool) -> Double {
        var deadlines = [now + 1]
        if (session.needsPaint || animating) && !window.awaitingCompletion {
            deadlines.append(animating ? lastFrame + Self.frameInterval : now)
        }
        if let deadline = coalescer.deadline { deadlines.append(deadline) }
        if watcher.pollInterval != nil { deadlines.append(nextPoll) }
        return max(0, deadlines.min()! - now)
    }

    /// Sleeps until the X connection, the watcher, a quit signal or a finished load has something, or `timeout` seconds
    /// pass.
    private func wait(timeout: Double) {
        guard XPending(window.display) == 0 else { return }
        var descriptors = [pollfd(fd: window.connection, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: session.loadFinishedDescriptor, events: Int16(POLLIN), revents: 0)]
        let quitting = quitSignals.map { signals in
            descriptors.append(pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0))
            return descriptors.count - 1
        }
        let watching = watcher.fileDescriptor.map { fd in
            descriptors.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
            return descriptors.count - 1
        }
        _ = poll(&descriptors, nfds_t(descriptors.count), Int32((timeout * 1000).rounded(.up)))
        if let quitting, descriptors[quitting].revents != 0, quitSignals?.received() == true { session.perform(.quit, at: Self.now()) }
        if let watching, descriptors[watching].revents != 0, watcher.changed() { coalescer.note(at: Self.now()) }
    }

    private func paint(at now: Double) {
        guard let surface = window.surface else { return }
        composer.paint(session, window: window.size, at: now, on: surface)
        let painted = Self.now()
        window.present()
        let presented = Self.now()
        session.frameWasPresented()
        session.paintMilliseconds = (painted - now) * 1000
        session.frameMilliseconds = (presented - now) * 1000
        session.needsPaint = session.isAnimating(at: now)
        lastFrame = now
        let title = "plumb — \(URL(fileURLWithPath: session.options.file).lastPathComponent) — \(session.previewTitle)"
        if title != self.title {
            window.setTitle(title)
            self.title = title
        }
    }

    /// Resizes the window to the preview now shown.
    private func fitWindow() {
        session.wantsWindowFit = false
        let fitting = Viewer.fitting(screen: screen, scale: session.options.scale)
        let size = Viewer.windowSize(for: session, fitting: fitting, statusHeight: FrameComposer.statusHeight(scale: session.options.scale))
        if size != window.size { window.request(size: size) }
    }

    private func handleEvents() {
        var event = XEvent()
        while XPending(window.display) > 0 {
            XNextEvent(window.display, &event)
            if window.isCompletion(event) { continue }
            handle(event)
        }
    }

    private func handle(_ event: XEvent) {
        var event = event
        let now = Self.now()
        let layout = composer.painted?.layout ?? FrameComposer.layout(for: session, window: window.size)
        let viewport = FrameComposer.viewport(for: session, layout: layout)
        func onPreview(_ pixel: CGPoint) -> Bool { layout.canvas.contains(pixel) && viewport.previewRect.contains(pixel) }
        switch event.type {
        case Expose:
            session.needsPaint = true
        case ConfigureNotify:
            let size = CGSize(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height))
            guard size != window.size else { return }
            try? window.resize(to: size)
            let canvas = FrameComposer.layout(for: session, window: size).canvas
            session.resize(canvas: CGSize(width: canvas.width / session.options.scale, height: canvas.height / session.options.scale), at: now)
            session.needsPaint = true
        case KeyPress:
            let key = Self.key(of: &event.xkey)
            if session.focus != nil, let input = TextInput(keysym: key.keysym, typed: key.typed) {
                session.type(input, at: now)
            } else if key.binding == "space" {
                spaceHeld = true
            } else if let command = ViewerCommand.command(forKey: key.binding) {
                session.perform(command, at: now)
            }
        case KeyRelease:
            if Self.key(of: &event.xkey).binding == "space", !Self.isAutoRepeat(event.xkey, in: window.display) { spaceHeld = false }
        case ButtonPress:
            let pixel = CGPoint(x: Int(event.xbutton.x), y: Int(event.xbutton.y))
            let panel = composer.painted?.scrollablePanel(at: pixel)
            let state = event.xbutton.state
            switch event.xbutton.button {
            case UInt32(Button2),
                 UInt32(Button1) where spaceHeld:
                panning = pixel
            case UInt32(Button1) where composer.painted?.help == nil && onPreview(pixel):
                session.click(at: viewport.point(atPixel: pixel), shift: state & UInt32(ShiftMask) != 0, at: now)
            case UInt32(Button1):
                if let (row, disclosure) = composer.painted?.outlineRow(at: pixel) { session.clickOutline(row: row, disclosure: disclosure) }
            case UInt32(Button4), UInt32(Button5):
                let step = event.xbutton.button == UInt32(Button4) ? -1 : 1
                if let panel {
                    session.scroll(panel, by: 3 * step)
                } else if state & UInt32(ControlMask) != 0 {
                    session.perform(step < 0 ? .zoomIn : .zoomOut, at: now)
                } else if !(onPreview(pixel) && wheel(0, CGFloat(step), at: pixel, viewport, now)) {
                    let distance = CGFloat(-step) * 40 * session.options.scale
                    session.pan(by: state & UInt32(ShiftMask) != 0 ? CGPoint(x: distance, y: 0) : CGPoint(x: 0, y: distance), in: viewport)
                }
            case UInt32(6) where onPreview(pixel), UInt32(7) where onPreview(pixel):
                wheel(event.xbutton.button == 6 ? -1 : 1, 0, at: pixel, viewport, now)
            default: break
            }
        case ButtonRelease:
            panning = nil
            session.release(at: viewport.point(atPixel: CGPoint(x: Int(event.xbutton.x), y: Int(event.xbutton.y))), at: now)
        case MotionNotify:
            let pixel = CGPoint(x: Int(event.xmotion.x), y: Int(event.xmotion.y))
            if let last = panning {
                session.pan(by: CGPoint(x: pixel.x - last.x, y: pixel.y - last.y), in: viewport)
                panning = pixel
                return
            }
            if event.xmotion.state & UInt32(Button1Mask) != 0 { session.drag(to: viewport.point(atPixel: pixel), at: now) }
            if let (row, _) = composer.painted?.outlineRow(at: pixel) {
                session.hoverOutline(row: row)
            } else {
                session.hover(at: onPreview(pixel) ? viewport.point(atPixel: pixel) : nil)
            }
        case LeaveNotify:
            session.hover(at: nil)
        default:
            if window.isCloseRequest(event) { session.perform(.quit, at: now) }
        }
    }

    /// Whether a key release is the server's auto-repeat (a press of the same key follows at once), not the key let go.
    private static func isAutoRepeat(_ release: XKeyEvent, in display: OpaquePointer) -> Bool {
        guard XEventsQueued(display, QueuedAfterReading) > 0 else { return false }
        var next = XEvent()
        XPeekEvent(display, &next)
        return next.type == KeyPress && next.xkey.time == release.time && next.xkey.keycode == release.keycode
    }

    /// How far a notch of the wheel scrolls, in points.
    static let wheelStep: CGFloat = 40

    /// Live mode: a notch of the wheel (`dx`, `dy`: −1, 0 or 1) over the preview scrolls the scroll view under it.
    /// Returns whether one took it.
    @discardableResult
    private func wheel(_ dx: CGFloat, _ dy: CGFloat, at pixel: CGPoint, _ viewport: Viewport, _ now: Double) -> Bool {
        guard viewport.previewRect.contains(pixel) else { return false }
        return session.scroll(by: CGSize(width: dx * Self.wheelStep, height: dy * Self.wheelStep), at: viewport.point(atPixel: pixel), at: now)
    }

    /// The text a key types, its keysym's name (`Tab`, `Escape`), and the key as the bindings name it: the typed
    /// character, or the keysym's name.
    private static func key(of event: inout XKeyEvent) -> (typed: String, keysym: String, binding: String) {
        var buffer = [CChar](repeating: 0, count: 8)
        var keysym: KeySym = 0
        let count = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
        let typed = String(decoding: buffer.prefix(Int(max(count, 0))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let name = XKeysymToString(keysym).map { String(cString: $0) } ?? ""
        if let scalar = typed.unicodeScalars.first, typed.unicodeScalars.count == 1, scalar.value >= 0x21, scalar.value < 0x7f {
            return (typed, name, typed)
        }
        return (typed, name, name)
    }
}

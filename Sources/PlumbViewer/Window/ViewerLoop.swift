import CCairo
import CX11
import Foundation
import PlumbLayout

/// The viewer's event loop: waits on the X connection, the file watcher and the quit signals at once, turns X events
/// into session input, reloads when a burst of file events is over, and paints whole frames — at once after input,
/// every 1/60 s while a change animates.
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

    init(session: ViewerSession, window: X11Window, watcher: FileWatcher, quitSignals: QuitSignals?) {
        self.session = session
        self.window = window
        self.watcher = watcher
        self.quitSignals = quitSignals
        watchedPaths = session.watchedPaths
        composer = FrameComposer(session: session)
    }

    /// Seconds on a monotonic clock.
    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    func run() {
        while !session.quitRequested {
            handleEvents()
            let now = Self.now()
            if coalescer.take(at: now) {
                session.reload(at: now)
                // A project's module may have gained or lost files.
                if session.watchedPaths != watchedPaths { watchedPaths = session.watchedPaths; watcher.watch(watchedPaths) }
            }
            if let interval = watcher.pollInterval, now >= nextPoll {
                if watcher.changed() { coalescer.note(at: now) }
                nextPoll = now + interval
            }
            let animating = session.isAnimating(at: now)
            if (session.needsPaint || animating), !window.awaitingCompletion, !animating || now >= lastFrame + Self.frameInterval {
                paint(at: now)
                continue
            }
            wait(timeout: timeout(at: now, animating: animating))
        }
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

    /// Sleeps until the X connection, the watcher or a quit signal has something, or `timeout` seconds pass.
    private func wait(timeout: Double) {
        guard XPending(window.display) == 0 else { return }
        var descriptors = [pollfd(fd: window.connection, events: Int16(POLLIN), revents: 0)]
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
        let context = cairo_create(surface)!
        composer.paint(session, window: window.size, at: now, in: context)
        cairo_destroy(context)
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
        let viewport = FrameComposer.viewport(for: session, window: window.size)
        switch event.type {
        case Expose:
            session.needsPaint = true
        case ConfigureNotify:
            let size = CGSize(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height))
            guard size != window.size else { return }
            try? window.resize(to: size)
            let canvas = FrameComposer.viewport(for: session, window: size).canvas
            session.resize(canvas: CGSize(width: canvas.width / session.options.scale, height: canvas.height / session.options.scale), at: now)
            session.needsPaint = true
        case KeyPress:
            let key = Self.key(of: &event.xkey)
            if session.focus != nil, let input = TextInput(keysym: key.keysym, typed: key.typed) {
                session.type(input, at: now)
            } else if let command = ViewerCommand.command(forKey: key.binding) {
                session.perform(command, at: now)
            }
        case ButtonPress:
            let pixel = CGPoint(x: Int(event.xbutton.x), y: Int(event.xbutton.y))
            switch event.xbutton.button {
            case UInt32(Button1) where viewport.previewRect.contains(pixel):
                session.click(at: viewport.point(atPixel: pixel), shift: event.xbutton.state & UInt32(ShiftMask) != 0, at: now)
            case UInt32(Button4) where !wheel(0, -1, at: pixel, viewport, now): session.perform(.zoomIn, at: now)
            case UInt32(Button5) where !wheel(0, 1, at: pixel, viewport, now): session.perform(.zoomOut, at: now)
            case UInt32(6), UInt32(7): wheel(event.xbutton.button == 6 ? -1 : 1, 0, at: pixel, viewport, now)
            default: break
            }
        case ButtonRelease:
            session.release()
        case MotionNotify:
            let pixel = CGPoint(x: Int(event.xmotion.x), y: Int(event.xmotion.y))
            if event.xmotion.state & UInt32(Button1Mask) != 0 { session.drag(to: viewport.point(atPixel: pixel), at: now) }
            session.hover(at: viewport.previewRect.contains(pixel) ? viewport.point(atPixel: pixel) : nil)
        case LeaveNotify:
            session.hover(at: nil)
        default:
            if window.isCloseRequest(event) { session.perform(.quit, at: now) }
        }
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

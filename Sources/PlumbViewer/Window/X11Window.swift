import CX11
import Foundation
import PlumbRender

/// The viewer's X11 window: a top-level window, and an off-screen image of its size that frames are painted into
/// (a ``DrawingSurface`` over the image's memory) and presented whole — through MIT-SHM when the server offers it
/// (the server reads the pixels from shared memory; no copy through the socket), else with `XPutImage`.
final class X11Window {
    let display: OpaquePointer
    let window: Window
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    private let gc: GC
    private let deleteAtom: Atom
    private(set) var size: CGSize
    private(set) var image: UnsafeMutablePointer<XImage>?
    private var segment = XShmSegmentInfo()
    /// Whether frames go through shared memory.
    private(set) var usesSharedMemory: Bool
    private let completionEvent: Int32
    /// Set after a shared-memory present until the server says it has read the pixels.
    private(set) var awaitingCompletion = false
    /// The image's pixels to paint into.
    private(set) var surface: DrawingSurface?

    /// Opens `displayName` (nil: `$DISPLAY`); nil when no display is reachable.
    static func openDisplay(_ displayName: String? = nil) -> OpaquePointer? {
        XOpenDisplay(displayName)
    }

    init(display: OpaquePointer, title: String, size: CGSize) throws {
        self.display = display
        X11Errors.install()
        let screen = XDefaultScreen(display)
        visual = XDefaultVisual(display, screen)
        depth = XDefaultDepth(display, screen)
        guard depth == 24 || depth == 32 else { throw ViewerError.unsupportedVisual(depth: Int(depth)) }
        let root = XRootWindow(display, screen)
        window = XCreateSimpleWindow(display, root, 0, 0, UInt32(size.width), UInt32(size.height), 0, 0, XWhitePixel(display, screen))
        self.size = size
        let events = ExposureMask | KeyPressMask | KeyReleaseMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | LeaveWindowMask | StructureNotifyMask
        XSelectInput(display, window, Int(events))
        var atom = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        deleteAtom = atom
        XSetWMProtocols(display, window, &atom, 1)
        gc = XCreateGC(display, window, 0, nil)
        usesSharedMemory = XShmQueryExtension(display) != 0 && ProcessInfo.processInfo.environment["PLUMB_NO_SHM"] == nil
        completionEvent = usesSharedMemory ? XShmGetEventBase(display) + Int32(ShmCompletion) : -1
        setTitle(title)
        XMapWindow(display, window)
        try makeImage()
        XFlush(display)
    }

    deinit {
        destroyImage()
        XFreeGC(display, gc)
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }

    var connection: Int32 { XConnectionNumber(display) }

    func setTitle(_ title: String) {
        XStoreName(display, window, title)
        let utf8 = XInternAtom(display, "UTF8_STRING", 0)
        let name = XInternAtom(display, "_NET_WM_NAME", 0)
        let bytes = Array(title.utf8)
        XChangeProperty(display, window, name, utf8, 8, PropModeReplace, bytes, Int32(bytes.count))
    }

    /// Asks the window manager for a window of `size` pixels; the image follows when the server says it changed.
    func request(size: CGSize) {
        XResizeWindow(display, window, UInt32(max(1, size.width)), UInt32(max(1, size.height)))
        XFlush(display)
    }

    /// Gives the off-screen image a new size (after the window was resized).
    func resize(to newSize: CGSize) throws {
        guard newSize != size, newSize.width >= 1, newSize.height >= 1 else { return }
        waitForCompletion()
        destroyImage()
        size = newSize
        try makeImage()
    }

    /// Sends the whole image to the window. With shared memory the next paint waits until the server has read it.
    func present() {
        guard let image else { return }
        let width = UInt32(image.pointee.width), height = UInt32(image.pointee.height)
        if usesSharedMemory {
            XShmPutImage(display, window, gc, image, 0, 0, 0, 0, width, height, 1)
            awaitingCompletion = true
        } else {
            XPutImage(display, window, gc, image, 0, 0, 0, 0, width, height)
        }
        XFlush(display)
    }

    /// Whether `event` is the server's note that it has read a presented frame.
    func isCompletion(_ event: XEvent) -> Bool {
        guard usesSharedMemory, event.type == completionEvent else { return false }
        awaitingCompletion = false
        return true
    }

    /// Blocks until the server has read the last frame (so the pixels can be painted over).
    func waitForCompletion() {
        guard awaitingCompletion else { return }
        var event = XEvent()
        XIfEvent(display, &event, { _, event, argument in
            event!.pointee.type == Int32(Int(bitPattern: argument)) ? 1 : 0
        }, XPointer(bitPattern: Int(completionEvent)))
        awaitingCompletion = false
    }

    /// The protocol message a window manager sends when the window's close button is pressed.
    func isCloseRequest(_ event: XEvent) -> Bool {
        guard event.type == ClientMessage else { return false }
        var message = event.xclient
        return withUnsafeBytes(of: &message.data) { $0.load(as: Int.self) } == Int(deleteAtom)
    }

    private func makeImage() throws {
        let width = Int32(size.width), height = Int32(size.height)
        if usesSharedMemory, let shared = makeSharedImage(width: width, height: height) {
            image = shared
        } else {
            usesSharedMemory = false
            let bytes = Int(width) * Int(height) * 4
            let data = malloc(bytes)!.assumingMemoryBound(to: CChar.self)
            guard let plain = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0, data, UInt32(width), UInt32(height), 32, 0) else {
                free(data)
                throw ViewerError.imageFailed
            }
            image = plain
        }
        let image = image!
        guard image.pointee.bits_per_pixel == 32, image.pointee.byte_order == LSBFirst else {
            throw ViewerError.unsupportedVisual(depth: Int(image.pointee.bits_per_pixel))
        }
        let data = UnsafeMutableRawPointer(image.pointee.data!).assumingMemoryBound(to: UInt8.self)
        surface = DrawingSurface(wrapping: data, width: Int(width), height: Int(height), bytesPerRow: Int(image.pointee.bytes_per_line))
    }

    private func makeSharedImage(width: Int32, height: Int32) -> UnsafeMutablePointer<XImage>? {
        guard let image = XShmCreateImage(display, visual, UInt32(depth), ZPixmap, nil, &segment, UInt32(width), UInt32(height)) else { return nil }
        let bytes = Int(image.pointee.bytes_per_line) * Int(image.pointee.height)
        segment.shmid = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
        guard segment.shmid >= 0, let address = shmat(segment.shmid, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            _ = image.pointee.f.destroy_image(image)
            return nil
        }
        segment.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.readOnly = 0
        image.pointee.data = segment.shmaddr
        X11Errors.reset()
        XShmAttach(display, &segment)
        XSync(display, 0)
        shmctl(segment.shmid, IPC_RMID, nil)
        guard !X11Errors.occurred else {
            shmdt(address)
            image.pointee.data = nil
            _ = image.pointee.f.destroy_image(image)
            return nil
        }
        return image
    }

    private func destroyImage() {
        surface = nil
        guard let image else { return }
        if usesSharedMemory {
            XShmDetach(display, &segment)
            XSync(display, 0)
            shmdt(segment.shmaddr)
            image.pointee.data = nil
        }
        _ = image.pointee.f.destroy_image(image)
        self.image = nil
    }
}

/// Why the viewer could not open its window.
enum ViewerError: Error, CustomStringConvertible {
    case unsupportedVisual(depth: Int)
    case imageFailed

    var description: String {
        switch self {
        case .unsupportedVisual(let depth): "the display's default visual (\(depth) bits) is not 24- or 32-bit true colour"
        case .imageFailed: "could not make the off-screen image"
        }
    }
}

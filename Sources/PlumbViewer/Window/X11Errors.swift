import CX11
import Foundation

/// Xlib's error handlers. The default protocol-error handler exits the process, so failed shared-memory attaches
/// (a remote display) are recorded instead and the viewer falls back to `XPutImage`. A broken connection (the X
/// server quit or was killed) cannot be recovered from — Xlib's I/O error handler must not return — so it ends the
/// viewer with ``ViewerRunError/displayLost(name:)`` and exit status 1. Writing to a connection the server closed
/// would otherwise raise SIGPIPE, which kills the process before Xlib sees the error: it is ignored, so the write
/// fails and the handler runs, whether the viewer was reading or writing when the server went away.
enum X11Errors {
    nonisolated(unsafe) private(set) static var occurred = false

    static func install() {
        signal(SIGPIPE, SIG_IGN)
        XSetErrorHandler { _, _ in
            X11Errors.occurred = true
            return 0
        }
        XSetIOErrorHandler { display in
            let name = display.flatMap { XDisplayString($0) }.map { String(cString: $0) } ?? "?"
            FileHandle.standardError.write(Data("Error: \(ViewerRunError.displayLost(name: name))\n".utf8))
            exit(1)
        }
    }

    static func reset() { occurred = false }
}

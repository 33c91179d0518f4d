import Foundation
import PlumbLayout

/// The status line: file, preview, size, reloads, timings, mode and toggles.
enum StatusLine {
    static func text(for session: ViewerSession) -> String {
        var parts = [URL(fileURLWithPath: session.options.file).lastPathComponent, session.previewTitle]
        if let size = session.target?.size { parts.append("\(formatLength(size.width))×\(formatLength(size.height))") }
        if session.zoom != 1 { parts.append("zoom \(Int((session.zoom * 100).rounded()))%") }
        var reload = "reloads \(session.reloadCount)"
        if let last = session.lastReload { reload += " at " + Self.clock.string(from: last) }
        parts.append(reload)
        parts.append(String(format: "load %.1f ms · solve %.1f ms · paint %.1f ms · frame %.1f ms", session.loadMilliseconds,
                            session.solveMilliseconds, session.paintMilliseconds, session.frameMilliseconds))
        var modes = [session.mode == .live ? "LIVE" : "select"]
        if session.showsAllGuides { modes.append("guides") }
        if session.showsAnchors { modes.append("anchors") }
        if session.showsBounds { modes.append("bounds") }
        if session.twoPhase { modes.append("two-phase") }
        if session.slowMotion { modes.append("slow ×5") }
        parts.append(modes.joined(separator: "+"))
        if let notice = session.notice { parts.append(notice) }
        parts.append("? for keys")
        return parts.joined(separator: " · ")
    }

    private static let clock: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter
    }()
}

import Foundation
import PlumbLayout

/// The status line: what needs attention first — the mode and its toggles, a load under way, the errors, a notice (an
/// export, a tap that hit nothing) — then the file, preview, size, zoom, reloads and timings.
enum StatusLine {
    static func text(for session: ViewerSession) -> String {
        var modes = [session.mode == .live ? "LIVE" : "select"]
        if session.showsAllGuides { modes.append("guides") }
        if session.showsAnchors { modes.append("anchors") }
        if session.showsBounds { modes.append("bounds") }
        if session.twoPhase { modes.append("two-phase") }
        if session.slowMotion { modes.append("slow ×5") }
        var parts = [modes.joined(separator: "+")]
        if session.isWaitingForFile { parts.append(session.waitingMessage) }
        if let lines = session.loadingLines { parts.append("loading \(grouped(lines)) lines…") }
        if !session.problems.isEmpty { parts.append(session.problems.count == 1 ? "1 error" : "\(session.problems.count) errors") }
        if let notice = session.notice { parts.append(notice) }
        parts += [URL(fileURLWithPath: session.options.file).lastPathComponent, session.previewTitle]
        if let size = session.target?.size { parts.append("\(formatLength(size.width))×\(formatLength(size.height))") }
        if session.zoom != 1 { parts.append("zoom \(Int((session.zoom * 100).rounded()))%") }
        var reload = "reloads \(session.reloadCount)"
        if let last = session.lastReload { reload += " at " + Self.clock.string(from: last) }
        parts.append(reload)
        parts.append(String(format: "load %.1f ms · solve %.1f ms · paint %.1f ms · frame %.1f ms", session.loadMilliseconds,
                            session.solveMilliseconds, session.paintMilliseconds, session.frameMilliseconds))
        parts.append("? for keys")
        return parts.joined(separator: " · ")
    }

    /// `count` with its thousands separated by commas, whatever the locale: 33,000.
    static func grouped(_ count: Int) -> String {
        var digits = String(count.magnitude)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return (count < 0 ? "-" : "") + digits
    }

    private static let clock: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter
    }()
}

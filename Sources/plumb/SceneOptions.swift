import ArgumentParser
import Foundation
import PlumbLayout
import PlumbRender
import PlumbScene

/// What every scene command takes: the file, the preview, the size and safe area, scripted taps, the font, the clock.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A SwiftUI .swift file (inside a project: loaded with its module), or a project's folder.")
    var file: String

    @Option(help: "The #Preview to show: Name, N, File.swift:Name or File.swift:N (default: the file's first).")
    var preview: String?

    @Option(help: "The window size, WxH (default: the preview's trait, else 390x844).")
    var size: String?

    @Option(name: .customLong("safe-area"), help: "Safe-area insets: top,leading,bottom,trailing.")
    var safeArea: String?

    @Option(help: "Perform the tap action of the view tagged .id(ID) (repeatable, in order).")
    var tap: [String] = []

    @Option(help: "A font family to measure and draw Text in, with its own metrics (default: San Francisco's metrics, drawn in Inter).")
    var font: String?

    @Option(help: "The moment Date() is, ISO 8601 (2026-11-18T12:00:00Z), for a solve that repeats exactly (default: now).")
    var now: String?

    func validate() throws {
        if let size, parseSize(size) == nil { throw ValidationError("--size must be WxH, e.g. 390x844") }
        if let now, parseDate(now) == nil { throw ValidationError("--now must be an ISO 8601 date and time, e.g. 2026-11-18T12:00:00Z") }
        if let safeArea, parseInsets(safeArea) == nil { throw ValidationError("--safe-area must be top,leading,bottom,trailing") }
    }

    /// Loads the scene, performs the taps and solves it (saying why each view has its size when `explainingSizes`);
    /// prints every diagnostic on stderr. Returns the measurer (for rendering) and the solution; throws exit code 1
    /// when there are errors.
    func solve(explainingSizes: Bool = false) throws -> (solution: SceneSolution, measurer: PangoTextMeasurer) {
        let (document, request, measurer) = try load(explainingSizes: explainingSizes)
        let solution = document.solve(request, tapping: tap, missingTap: .error)
        report(solution.diagnostics)
        if solution.hasErrors { throw ExitCode.failure }
        return (solution, measurer)
    }

    /// Loads the scene and makes the request of the options, for the preview `--preview` names (else the first of
    /// the file); a name no preview has is reported, with the load's diagnostics, and exits 1.
    func load(explainingSizes: Bool = false) throws -> (document: SceneDocument, request: SolveRequest, measurer: PangoTextMeasurer) {
        let measurer = PangoTextMeasurer(family: font)
        let document = SceneDocument(contentsOf: file, measurer: measurer)
        var request = SolveRequest(size: size.flatMap(parseSize), safeAreaInsets: safeArea.flatMap(parseInsets) ?? .zero, now: now.flatMap(parseDate),
                                   explainsSizes: explainingSizes)
        request.preview = document.initialPreview
        if let preview {
            guard let index = document.previewIndex(named: preview) else {
                report(document.loadDiagnostics)
                FileHandle.standardError.write(Data("\(file): error: \(document.unknownPreviewMessage(preview))\n".utf8))
                throw ExitCode.failure
            }
            request.preview = index
        }
        return (document, request, measurer)
    }

    /// Writes diagnostics, or what drawing the scene warned of, to standard error, one each.
    func report(_ diagnostics: [some CustomStringConvertible]) {
        guard !diagnostics.isEmpty else { return }
        FileHandle.standardError.write(Data((diagnostics.map(\.description).joined(separator: "\n") + "\n").utf8))
    }
}

func parseSize(_ text: String) -> CGSize? {
    let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" }).compactMap { Double($0) }
    guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
    return CGSize(width: parts[0], height: parts[1])
}

func parseInsets(_ text: String) -> EdgeInsets? {
    let parts = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 4, parts.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
    return EdgeInsets(top: parts[0], leading: parts[1], bottom: parts[2], trailing: parts[3])
}

func parseDate(_ text: String) -> Date? {
    ISO8601DateFormatter().date(from: text)
}

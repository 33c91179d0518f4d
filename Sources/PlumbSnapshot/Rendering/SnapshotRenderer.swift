import Foundation
import PlumbLayout
import PlumbRender
import PlumbScene

/// Takes the snapshots of one scene file: one ``SceneDocument`` with its own measurer and renderer, the path
/// `plumb render` draws through. Not thread-safe; a renderer per file is the unit that runs in parallel.
public final class SnapshotRenderer {
    public let document: SceneDocument
    public let settings: SnapshotSettings
    private let renderer: Renderer

    /// Loads `file`; its load errors are in ``loadErrors``.
    public init(file: String, settings: SnapshotSettings) {
        let measurer = PangoTextMeasurer()
        self.settings = settings
        document = SceneDocument(contentsOf: file, measurer: measurer)
        renderer = Renderer(measurer: measurer)
    }

    /// The load's errors (syntax, unknown names, no preview): nothing can be snapshotted while there are any.
    public var loadErrors: [Diagnostic] { document.loadDiagnostics.filter { $0.severity == .error } }

    /// Every preview of the file, as it is and then in each variant — the file's own, not those of the other files
    /// of its project's module, which load with it (each is a case of its own file), numbered within the file.
    public func cases(variants: [SnapshotVariant]) -> [SnapshotCase] {
        ownPreviews.flatMap { index in
            ([nil] + variants).map { SnapshotCase(file: document.file, preview: index, previewTitle: title(ofPreview: index), variant: $0) }
        }
    }

    /// The indices of the file's own previews.
    private var ownPreviews: [Int] {
        document.previews.indices.filter { document.primaryFile == nil || document.previews[$0].location?.file == document.primaryFile }
    }

    /// A preview's title in its file: its name, else its number among the file's own previews.
    public func title(ofPreview index: Int) -> String {
        document.previews[index].title(index: ownPreviews.firstIndex(of: index) ?? index)
    }

    /// Solves and draws `snapshotCase`; the solve's errors, when it has any, instead.
    public func snapshot(_ snapshotCase: SnapshotCase) -> Result<PreviewSnapshot, PreviewError> {
        let start = DispatchTime.now()
        var request = SolveRequest(preview: snapshotCase.preview, now: settings.now)
        var options = RenderOptions(scale: settings.scale)
        switch snapshotCase.variant {
        case .appearance(let appearance)?: options.appearance = appearance
        case .dynamicType(let size)?: request.dynamicTypeSize = size
        case .device(let device)?: request.size = size(of: snapshotCase.preview, onDevice: device.size)
        case .landscape?:
            request.size = size(of: snapshotCase.preview, onDevice: CGSize(width: SolveRequest.deviceSize.height, height: SolveRequest.deviceSize.width))
        case nil: break
        }
        let solution = document.solve(request)
        let errors = solution.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let tree = solution.tree else { return .failure(.diagnostics(errors.map(\.description))) }
        do {
            let rendered = try renderer.renderImage(tree, options: options)
            let warnings = solution.diagnostics.filter { $0.severity == .warning }.map(\.description) + rendered.warnings.map(\.description)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            return .success(PreviewSnapshot(image: rendered.output, layoutJSON: tree.json, warnings: warnings, duration: seconds))
        } catch {
            return .failure(.diagnostics(["\(document.file): error: \(error)"]))
        }
    }

    /// The size a preview is shown at on a device: the device's, unless the preview's traits fix its own.
    private func size(of preview: Int, onDevice size: CGSize) -> CGSize? {
        switch document.previews[preview].layout {
        case .device, .landscape: size
        case .fixed, .sizeThatFits: nil
        }
    }
}

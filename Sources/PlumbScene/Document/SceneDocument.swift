import Foundation
import PlumbInterpreter
import PlumbLayout

/// A scene file, loaded: its previews, and solving any of them with its `@State` kept between solves, so taps
/// (`perform`) change the state and the next solve shows the change.
///
/// ```swift
/// let document = SceneDocument(contentsOfFile: "examples/Anchors.swift", measurer: PangoTextMeasurer())
/// var solution = document.solve()
/// if document.tap(id: "next", in: solution) { solution = document.solve() }
/// ```
public final class SceneDocument {
    public let file: String
    /// The load's diagnostics: syntax, names, unsupported constructs, a missing entry point.
    public var loadDiagnostics: [Diagnostic] {
        finishLoading()
        return diagnostics
    }
    private var diagnostics: [Diagnostic] = []
    /// Faults of finding the previews while the file was still loading, reported if it loads without errors.
    private var previewFaults: [Diagnostic] = []
    public private(set) var previews: [ScenePreview] = []
    private let interpreter: Interpreter
    private let context: SceneContext
    private let engine: LayoutEngine
    private var entryPoints: [EntryPoint] = []
    /// Faults of tap actions since the last solve, reported with the next solution.
    private var actionFaults: [Diagnostic] = []

    /// Loads `source`; given the last load's ``parsedSource`` (a reload after an edit), only the declarations
    /// whose text changed are parsed again.
    public init(source: String, file: String, measurer: TextMeasurer = FixedMetricsTextMeasurer(), reusing previous: ParsedSource? = nil) {
        self.file = file
        let (library, types) = SwiftUIVocabulary.library()
        interpreter = Interpreter(library: library)
        interpreter.output = { FileHandle.standardError.write(Data($0.utf8)) }
        let project = ProjectFolder.of(file)
        interpreter.bundleResources = BundleResources(root: project?.path, includesSubfolders: project?.includesSubfolders ?? false)
        context = SceneContext(interpreter: interpreter, types: types, file: file)
        context.assets = AssetCatalog(interpreter.bundleResources)
        interpreter.embedderStaticMembers = AssetSymbols.members(of: context.assets, types)
        engine = LayoutEngine(measurer: measurer)
        interpreter.startLoading(source: source, file: file, reusing: previous)
        guard !interpreter.hasErrors else { return }
        do {
            try findPreviews()
        } catch {
            context.record(error)
            previewFaults = context.faults
            context.clearFaults()
        }
    }

    /// Ends the load the initializer started: the file's bodies are lowered while the first solve already runs,
    /// and a file with errors leaves that solve's work unused (see ``Interpreter/startLoading(source:file:)``).
    private func finishLoading() {
        guard !loadFinished else { return }
        loadFinished = true
        diagnostics = interpreter.finishLoading()
        if !interpreter.hasErrors { diagnostics += previewFaults }
    }
    private var loadFinished = false

    /// Loads a file; an unreadable file is an error diagnostic.
    public convenience init(contentsOfFile path: String, measurer: TextMeasurer = FixedMetricsTextMeasurer()) {
        guard let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8) else {
            self.init(source: "", file: path, measurer: measurer)
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the file as UTF-8 text" : "no such file"
            finishLoading()
            diagnostics = [Diagnostic(severity: .error, message: reason, location: SourceLocation(file: path, line: 1, column: 1))]
            previews = []
            return
        }
        self.init(source: source, file: path, measurer: measurer)
    }

    /// The file as parsed, for a reload of it to reuse.
    public var parsedSource: ParsedSource? { interpreter.parsedSource }

    /// Whether the file loaded with errors, so nothing in it runs.
    public var hasLoadErrors: Bool { loadDiagnostics.contains { $0.severity == .error } }

    /// Whether `@State` changed since the last solve (a tap, a binding), so the scene should be solved again.
    public var needsSolve: Bool { context.stateChanged }

    private func findPreviews() throws {
        let declared = try interpreter.previews()
        if declared.isEmpty {
            // Without a `#Preview`, the entry point is a type: a preview provider or a view.
            let entry = try interpreter.entryPoint()
            switch entry {
            case .view(let type):
                previews = [ScenePreview(name: type.name, layout: .device, location: nil)]
                entryPoints = [entry]
                let views = interpreter.types(conformingTo: "View")
                if interpreter.requiresArguments(type), let location = interpreter.declarationLocation(of: type),
                   let arguments = try interpreter.instantiateWithPlaceholders(type)?.arguments {
                    previewFaults.append(Diagnostic(
                        severity: .warning,
                        message: "no #Preview: showing '\(type.name)' with placeholder arguments (\(arguments.joined(separator: ", "))); add a #Preview { \(type.name)(…) } to choose them",
                        location: location
                    ))
                } else if views.count > 1, type.name != "ContentView", let location = interpreter.declarationLocation(of: type) {
                    let names = views.map { "'\($0.name)'" }.joined(separator: ", ")
                    previewFaults.append(Diagnostic(
                        severity: .warning, message: "no #Preview: showing '\(type.name)', the first of the file's views (\(names)); add a #Preview { … } to choose",
                        location: location
                    ))
                }
            case .previewProvider(let type):
                previews = [ScenePreview(name: type.name, layout: requestedLayout(of: entry), location: nil)]
                entryPoints = [entry]
            case .preview:
                break
            }
            return
        }
        previews = declared.map { preview in
            var layout = ScenePreview.Layout.device
            for trait in preview.traits {
                switch trait {
                case .fixedLayout(let width, let height): layout = .fixed(CGSize(width: width, height: height))
                case .sizeThatFitsLayout: layout = .sizeThatFits
                case .other(let name): if Self.landscapeOrientations.contains(name) { layout = .landscape }
                }
            }
            return ScenePreview(name: preview.name, layout: layout, location: preview.location)
        }
        entryPoints = declared.map(EntryPoint.preview)
    }

    /// The traits and orientations that turn the device on its side.
    static let landscapeOrientations: Set = ["landscapeLeft", "landscapeRight"]

    /// The layout a preview provider's first preview asks for with `previewLayout(_:)` or
    /// `previewInterfaceOrientation(_:)`, read by building it once; the device's when it asks for none (or fails,
    /// which its solve reports).
    private func requestedLayout(of entry: EntryPoint) -> ScenePreview.Layout {
        context.requestedPreviewLayout = nil
        _ = rootNode(entry)
        context.clearFaults()
        defer { context.requestedPreviewLayout = nil }
        return context.requestedPreviewLayout ?? .device
    }

    /// The index of the preview named `name` (or numbered `name`, from 1).
    public func previewIndex(named name: String) -> Int? {
        if let index = previews.firstIndex(where: { $0.name == name }) { return index }
        if let number = Int(name), previews.indices.contains(number - 1) { return number - 1 }
        return nil
    }

    /// Solves a preview: evaluates it with the kept state, solves the layout (again while `onPreferenceChange`
    /// changes state, at most 10 passes), and collects every diagnostic.
    public func solve(_ request: SolveRequest = SolveRequest()) -> SceneSolution {
        let tree = solvedTree(request)
        var solution = SceneSolution(tree: nil, diagnostics: loadDiagnostics + actionFaults, previewIndex: request.preview)
        actionFaults.removeAll()
        guard !hasLoadErrors, let tree else { return solution }
        solution.tree = tree
        solution.diagnostics += context.faults
        solution.dropWarningsRestatedByErrors()
        solution.diagnostics += tree.warnings.map { warning in
            context.diagnostic(warning.message, severity: .warning, at: warning.source)
        }
        solution.animation = context.pendingAnimation
        context.pendingAnimation = nil
        context.stateChanged = false
        return solution
    }

    /// The solved layout of a preview, or nil when there is none or nothing may run; the first solve runs while
    /// the file is still loading, and ``solve(_:)`` drops it when the load ends with errors.
    private func solvedTree(_ request: SolveRequest) -> SolvedTree? {
        guard !interpreter.hasErrors, entryPoints.indices.contains(request.preview) else { return nil }
        let entry = entryPoints[request.preview]
        context.clearFaults()
        context.implicitAnimation = nil
        context.types.clock.now = request.now ?? Date()
        engine.rootEnvironment.displayScale = request.displayScale
        engine.rootEnvironment.dynamicTypeSize = request.dynamicTypeSize
        let size = request.size ?? resolvedSize(of: previews[request.preview].layout, entry: entry)
        context.types.screen.size = size
        context.stateChanged = false
        let solveOnce = { self.engine.solve(in: size, safeAreaInsets: request.safeAreaInsets) { self.rootNode(entry) } }
        var tree = solveOnce()
        // Views that appeared run their `.onAppear` and `.task` actions, as a preview does once it shows them (`await`
        // runs to the end at once here); the scene is solved again while they change state, and views they bring
        // in run theirs, up to `maxAppearPasses` times.
        for pass in 0... {
            let actions = context.takeAppearActions()
            guard !actions.isEmpty else { break }
            context.stateChanged = false
            for (action, _) in actions { context.guarded(()) { _ = try context.runningAction { try interpreter.call(action) } } }
            guard context.stateChanged else { break }
            guard pass < Self.maxAppearPasses else {
                let message = "appearing views kept changing state after \(Self.maxAppearPasses) passes"
                tree.warnings.append(LayoutWarning(message, source: actions.last?.location))
                break
            }
            tree = solveOnce()
        }
        context.stateChanged = false
        return tree
    }

    /// How many times a solve runs the actions of views that appeared, then solves again.
    static let maxAppearPasses = 10

    /// Evaluates a preview into the view tree `solve` hands the engine, without solving it: the interpreter's
    /// share of a solve (views inside GeometryReaders and preference readers are built during the solve).
    public func viewTree(preview: Int = 0) -> ViewNode? {
        guard !interpreter.hasErrors, entryPoints.indices.contains(preview) else { return nil }
        context.clearFaults()
        context.types.clock.now = Date()
        let root = rootNode(entryPoints[preview])
        return hasLoadErrors ? nil : root
    }

    /// A preview provider's first preview: its `previews` may list several (`ContentView()` and
    /// `ContentView().preferredColorScheme(.dark)`, or a `ForEach` over devices), which Xcode's canvas shows one by one.
    private func firstPreview(_ value: Value) -> Value {
        guard case .native(let object) = value, let view = object.payload(as: SceneView.self), case .group = view.role,
              let first = view.content.first else { return value }
        return firstPreview(first)
    }

    private func rootNode(_ entry: EntryPoint) -> ViewNode {
        context.models.beginSolve()
        do {
            var root = try interpreter.evaluate(entry)
            if case .previewProvider = entry { root = firstPreview(root) }
            return SceneTreeBuilder(context: context).node(for: root, identity: .root)
        } catch {
            context.record(error)
            return ViewNode(.empty)
        }
    }

    private func resolvedSize(of layout: ScenePreview.Layout, entry: EntryPoint) -> CGSize {
        switch layout {
        case .device: return SolveRequest.deviceSize
        case .landscape: return CGSize(width: SolveRequest.deviceSize.height, height: SolveRequest.deviceSize.width)
        case .fixed(let size): return size
        case .sizeThatFits:
            context.types.screen.size = SolveRequest.deviceSize
            engine.load(rootNode(entry))
            engine.layout(proposal: .unspecified)
            return engine.solvedTree().root.size
        }
    }

    // MARK: Interaction

    /// Runs a tap action of the solved tree (a view's `onTapGesture`, a `Button`'s action, a `Toggle`'s switch).
    /// Returns whether it changed `@State`; faults are reported with the next solution.
    @discardableResult
    public func perform(_ action: TapAction) -> Bool {
        context.stateChanged = false
        context.runningAction { action.perform() }
        if context.stateChanged, context.pendingAnimation == nil { context.pendingAnimation = context.implicitAnimation }
        actionFaults += context.faults
        context.clearFaults()
        return context.stateChanged
    }

    /// The text of a 1-based line of the file, without its line break.
    public func sourceLine(_ line: Int) -> String? {
        interpreter.sourceLine(line)
    }

    /// Solves, then performs the tap action of each view tagged `.id(ID)` in `taps`, in order, solving again after
    /// each (`--tap ID`…). An id with no tap action adds a diagnostic of `severity`: an error stops there, a warning
    /// skips the id.
    public func solve(_ request: SolveRequest, tapping taps: [String], missingTap severity: Diagnostic.Severity) -> SceneSolution {
        var solution = solve(request)
        var unmatched: [Diagnostic] = []
        for id in taps where !solution.hasErrors {
            if tap(id: id, in: solution) {
                solution = solve(request)
                continue
            }
            unmatched.append(Diagnostic(severity: severity, message: "no view tagged .id(\"\(id)\") with a tap action to perform",
                                        location: SourceLocation(file: file, line: 1, column: 1)))
            if severity == .error { break }
        }
        solution.diagnostics += unmatched
        return solution
    }

    /// Performs the tap action of the view tagged `.id(id)`: the first tap handler at or below it. Returns false
    /// when no view has that id or none below it handles taps (a disabled one does not).
    public func tap(id: String, in solution: SceneSolution) -> Bool {
        guard let tree = solution.tree, let tagged = tree.root.first(where: { $0.idString == id }),
              let action = tagged.first(where: { if case .tapAction = $0.kind { true } else { false } }),
              case .tapAction(let tap) = action.kind, action.environment.isEnabled else { return false }
        perform(tap)
        return true
    }
}

extension SolvedNode {
    /// The `.id` as text (`.id("row")` is `row`, `.id(3)` is `3`).
    public var idString: String? {
        id.map { "\($0.base)" }
    }

    /// The first node in tree order (self, then descendants, depth first) that satisfies `predicate`.
    public func first(where predicate: (SolvedNode) -> Bool) -> SolvedNode? {
        if predicate(self) { return self }
        for child in children {
            if let found = child.first(where: predicate) { return found }
        }
        return nil
    }
}

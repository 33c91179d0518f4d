import Foundation
import PlumbInterpreter
import PlumbLayout

/// A scene, loaded — a file alone, or the module of a project it is in: its previews, and solving any of them with
/// its `@State` kept between solves, so taps (`perform`) change the state and the next solve shows the change.
///
/// ```swift
/// let document = SceneDocument(contentsOf: "examples/Anchors.swift", measurer: PangoTextMeasurer())
/// var solution = document.solve()
/// if document.tap(id: "next", in: solution) { solution = document.solve() }
/// ```
public final class SceneDocument {
    /// The path the scene was opened at: a `.swift` file, or a project's folder.
    public let file: String
    /// The `.swift` file asked for, whose previews come first (nil for a folder).
    public let primaryFile: String?
    /// The load's diagnostics: reading the project, syntax, names, unsupported constructs, a missing entry point.
    public var loadDiagnostics: [Diagnostic] {
        finishLoading()
        return diagnostics
    }
    private var diagnostics: [Diagnostic] = []
    /// What reading the files found, ahead of the load's own diagnostics.
    private let readDiagnostics: [Diagnostic]
    /// Faults of finding the previews while the file was still loading, reported if it loads without errors.
    private var previewFaults: [Diagnostic] = []
    public private(set) var previews: [ScenePreview] = []
    /// The preview shown first: the first of the file asked for (the first of all for a folder).
    public private(set) var initialPreview = 0
    let interpreter: Interpreter
    /// The files' places in the load, by path.
    private let fileOrder: [String: Int]
    private let context: SceneContext
    private let engine: LayoutEngine
    private var entryPoints: [EntryPoint] = []
    /// Faults of tap actions since the last solve, reported with the next solution.
    private var actionFaults: [Diagnostic] = []

    /// Loads `source` as a file alone; given the last load's ``parsedModule`` (a reload after an edit), only the
    /// declarations whose text changed are parsed again.
    public convenience init(source: String, file: String, measurer: TextMeasurer = FixedMetricsTextMeasurer(), reusing previous: ParsedModule? = nil) {
        let project = ProjectFolder.of(file)
        self.init(
            files: [SourceFile(path: file, text: source)], path: file, primaryFile: file,
            resources: BundleResources(root: project?.path, includesSubfolders: project?.includesSubfolders ?? false),
            catalogs: nil, stringsFiles: nil, readDiagnostics: [], unloadedModules: [], measurer: measurer, reusing: previous, cancellation: nil
        )
    }

    /// Loads the file or project folder at `path` (``SceneSources/read(_:)``): a file inside a project with the
    /// files of its module and the modules it imports.
    public convenience init(contentsOf path: String, measurer: TextMeasurer = FixedMetricsTextMeasurer(), reusing previous: ParsedModule? = nil) {
        self.init(sources: SceneSources.read(path), measurer: measurer, reusing: previous)
    }

    /// Loads sources already read. Raising `cancellation` (from another thread) stops its interpretation early: the
    /// document is then only fit to be dropped.
    public convenience init(sources: SceneSources, measurer: TextMeasurer = FixedMetricsTextMeasurer(), reusing previous: ParsedModule? = nil,
                            cancellation: Cancellation? = nil) {
        var readDiagnostics = sources.diagnostics
        if sources.files.isEmpty, let project = sources.project {
            readDiagnostics.append(Diagnostic(severity: .error, message: "no views: the folder has no Swift files", location: SourceLocation(file: project.root, line: 1, column: 1)))
        }
        let resources: BundleResources
        switch sources.project?.kind {
        case .file?, nil:
            let project = ProjectFolder.of(sources.primaryFile ?? sources.path)
            resources = BundleResources(root: project?.path, includesSubfolders: project?.includesSubfolders ?? false)
        default:
            resources = BundleResources(root: sources.project?.root, includesSubfolders: true)
        }
        // A project's module names its own asset catalogs and strings files; without any, those of the bundle's walk.
        let module = sources.project?.kind == .file ? nil : sources.module
        self.init(
            files: sources.files, path: sources.path, primaryFile: sources.primaryFile, resources: resources,
            catalogs: module.flatMap { $0.assetCatalogs.isEmpty ? nil : $0.assetCatalogs },
            stringsFiles: module.flatMap { $0.stringsFiles.isEmpty ? nil : $0.stringsFiles }, readDiagnostics: readDiagnostics, unloadedModules: Set(sources.project?.unloadable.map(\.name) ?? []),
            measurer: measurer, reusing: previous, cancellation: cancellation
        )
    }

    private init(
        files: [SourceFile], path: String, primaryFile: String?, resources: BundleResources, catalogs: [String]?, stringsFiles: [String]?,
        readDiagnostics: [Diagnostic], unloadedModules: Set<String>, measurer: TextMeasurer, reusing previous: ParsedModule?,
        cancellation: Cancellation?
    ) {
        file = path
        self.primaryFile = primaryFile
        self.readDiagnostics = readDiagnostics
        fileOrder = Dictionary(files.enumerated().map { ($1.path, $0) }) { first, _ in first }
        let (library, types) = SwiftUIVocabulary.library()
        interpreter = Interpreter(library: library)
        interpreter.cancellation = cancellation
        interpreter.output = { FileHandle.standardError.write(Data($0.utf8)) }
        interpreter.bundleResources = resources
        interpreter.unloadedModules = unloadedModules
        context = SceneContext(interpreter: interpreter, types: types, file: primaryFile ?? path)
        context.assets = catalogs.map(AssetCatalog.init(catalogs:)) ?? AssetCatalog(interpreter.bundleResources)
        interpreter.embedderStaticMembers = AssetSymbols.members(of: context.assets, types)
        context.strings = stringsFiles.map(LocalizedStrings.init(files:)) ?? LocalizedStrings(interpreter.bundleResources)
        interpreter.localizedString = { [unowned context] key, table in context.localizedText(for: key, table: table) }
        engine = LayoutEngine(measurer: measurer)
        guard !readDiagnostics.contains(where: { $0.severity == .error }) else {
            loadFinished = true
            diagnostics = readDiagnostics
            return
        }
        interpreter.startLoading(files: files, reusing: previous)
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
    /// and a file with errors leaves that solve's work unused (see ``Interpreter/startLoading(files:reusing:)``).
    private func finishLoading() {
        guard !loadFinished else { return }
        loadFinished = true
        diagnostics = readDiagnostics + interpreter.finishLoading()
        if !interpreter.hasErrors { diagnostics += previewFaults }
    }
    private var loadFinished = false

    /// The files as parsed, for a reload of them to reuse; after a load without errors, with its program, into
    /// which a reload that changed only bodies of one file lowers them in place.
    public var parsedModule: ParsedModule? {
        finishLoading()
        return interpreter.parsedModule
    }

    /// Whether the load lowered only an edited file's changed bodies, into the program of the load it reused.
    public var reloadedInPlace: Bool { interpreter.reloadedInPlace }

    /// Whether the scene loaded with errors, so nothing in it runs.
    public var hasLoadErrors: Bool { loadDiagnostics.contains { $0.severity == .error } }

    /// Whether `@State` changed since the last solve (a tap, a binding), so the scene should be solved again.
    public var needsSolve: Bool { context.stateChanged }

    private func findPreviews() throws {
        let declared = try interpreter.previews()
        // A module's files each have their own previews: an older project's preview providers count beside the
        // `#Preview`s of newer files. (In one file, `#Preview`s come first, as the canvas shows them.)
        let providers = fileOrder.count > 1 ? interpreter.types(conformingTo: interpreter.library.previewProviderName) : []
        if declared.isEmpty, providers.isEmpty {
            // Without a `#Preview`, the entry point is a type: a preview provider or a view.
            let entry = try interpreter.entryPoint(inFile: primaryFile)
            switch entry {
            case .view(let type):
                previews = [ScenePreview(name: type.name, layout: .device, location: interpreter.declarationLocation(of: type))]
                entryPoints = [entry]
                let views = interpreter.types(conformingTo: "View").filter { interpreter.declarationLocation(of: $0)?.file == primaryFile }
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
                previews = [ScenePreview(name: type.name, layout: requestedLayout(of: entry), location: interpreter.declarationLocation(of: type))]
                entryPoints = [entry]
            case .preview:
                break
            }
            return
        }
        var found = declared.map { preview in
            var layout = ScenePreview.Layout.device
            for trait in preview.traits {
                switch trait {
                case .fixedLayout(let width, let height): layout = .fixed(CGSize(width: width, height: height))
                case .sizeThatFitsLayout: layout = .sizeThatFits
                case .other(let name): if Self.landscapeOrientations.contains(name) { layout = .landscape }
                }
            }
            return (ScenePreview(name: preview.name, layout: layout, location: preview.location), EntryPoint.preview(preview))
        }
        for provider in providers {
            let entry = EntryPoint.previewProvider(provider)
            found.append((ScenePreview(name: provider.name, layout: requestedLayout(of: entry), location: interpreter.declarationLocation(of: provider)), entry))
        }
        // Grouped by file, in the order the files load, and in each by line.
        let order = { (preview: ScenePreview) in (self.fileOrder[preview.location?.file ?? ""] ?? 0, preview.location?.line ?? 0) }
        found.sort { order($0.0) < order($1.0) }
        previews = found.map(\.0)
        entryPoints = found.map(\.1)
        initialPreview = previews.firstIndex { $0.location?.file == primaryFile } ?? 0
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

    /// The index of the preview named `name` (or numbered `name`, from 1): among the previews of the file asked
    /// for first, then of every file; `File.swift:Name` and `File.swift:N` choose among one file's.
    public func previewIndex(named name: String) -> Int? {
        if let colon = name.lastIndex(of: ":"), name[..<colon].hasSuffix(".swift") {
            let fileName = String(name[..<colon])
            let inFile = previews.indices.filter { index in
                guard let path = previews[index].location?.file else { return false }
                return path == fileName || path.hasSuffix("/" + fileName)
            }
            return Self.index(named: String(name[name.index(after: colon)...]), among: inFile, of: previews)
        }
        let primary = primaryFile.map { file in previews.indices.filter { previews[$0].location?.file == file } } ?? []
        return Self.index(named: name, among: primary, of: previews) ?? Self.index(named: name, among: Array(previews.indices), of: previews)
    }

    /// Why `--preview asked` names no preview (``previewIndex(named:)`` is nil): "no preview 9 (the file has 2: 1 'Light',
    /// 2 'Dark')", or "no preview named 'Tall' (…)".
    public func unknownPreviewMessage(_ asked: String) -> String {
        let names = previews.indices.map { "\($0 + 1) '\(title(ofPreview: $0))'" }.joined(separator: ", ")
        let what = Int(asked).map { "no preview \($0)" } ?? "no preview named '\(asked)'"
        return "\(what) (the file has \(names.isEmpty ? "none" : "\(previews.count): \(names)"))"
    }

    /// How the preview at `index` is listed: its title (``ScenePreview/title(index:)``) — prefixed with its file's name
    /// when the previews come from several files, as `--preview` accepts it (`Card.swift:Dark`, `Card.swift:2`).
    public func title(ofPreview index: Int) -> String {
        let files = previews.map { $0.location?.file }
        guard Set(files).count > 1, let file = files[index] else { return previews[index].title(index: index) }
        let inFile = previews.indices.filter { files[$0] == file }
        let number = inFile.firstIndex(of: index) ?? 0
        return "\(URL(fileURLWithPath: file).lastPathComponent):\(previews[index].name ?? String(number + 1))"
    }

    /// The index among `indices` of the preview named `name`, or numbered `name` (from 1) among them.
    private static func index(named name: String, among indices: [Int], of previews: [ScenePreview]) -> Int? {
        if let index = indices.first(where: { previews[$0].name == name }) { return index }
        if let number = Int(name), indices.indices.contains(number - 1) { return indices[number - 1] }
        return nil
    }

    /// Solves a preview: evaluates it with the kept state, solves the layout (again while `onPreferenceChange`
    /// changes state, at most 10 passes), and collects every diagnostic, as ``reported(_:)`` lists them.
    public func solve(_ request: SolveRequest = SolveRequest()) -> SceneSolution {
        let tree = solvedTree(request)
        var solution = SceneSolution(tree: nil, diagnostics: loadDiagnostics + actionFaults, previewIndex: request.preview)
        actionFaults.removeAll()
        guard !hasLoadErrors, let tree else {
            solution.diagnostics = reported(solution.diagnostics)
            return solution
        }
        solution.tree = tree
        solution.diagnostics += context.faults
        solution.dropWarningsRestatedByErrors()
        solution.diagnostics += tree.warnings.map { warning in
            var diagnostic = context.diagnostic(warning.message, severity: .warning, at: warning.source)
            diagnostic.notes = warning.notes.map { context.note($0.message, at: $0.source) }
            return diagnostic
        }
        solution.diagnostics = reported(solution.diagnostics)
        solution.animation = context.pendingAnimation
        context.pendingAnimation = nil
        context.stateChanged = false
        return solution
    }

    /// Diagnostics as a check lists them: in source order, the files in the order they load, each once, and at most
    /// ``Diagnostic/errorLimit`` errors (``Swift/Array/reported(fileOrder:errorLimit:)``).
    public func reported(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.reported(fileOrder: fileOrder)
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
        engine.rootEnvironment.accentColor = context.assets.accentColor
        engine.rootEnvironment.dynamicTypeSize = request.dynamicTypeSize
        engine.explainsSizes = request.explainsSizes
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
            for (perform, _) in actions { context.guarded(()) { try context.runningAction(perform) } }
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

    /// The text of the line `location` is on, in its file, without its line break.
    public func sourceLine(at location: SourceLocation) -> String? {
        interpreter.sourceLine(at: location)
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

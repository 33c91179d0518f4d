import Foundation
import PlumbLayout
import PlumbRender
import PlumbScene

/// Everything the viewer shows and knows, without the window: the loaded scene, the solved tree and the transition
/// to it, the broken save's diagnostics, the selection, guides, zoom, modes and timings. The window feeds it input
/// and the clock; `FrameComposer` draws it.
public final class ViewerSession {
    public enum Mode: Sendable {
        /// Clicks select views and toggle their guides.
        case select
        /// Clicks go to the scene's tap actions.
        case live
    }

    public let options: ViewerOptions
    let measurer: PangoTextMeasurer
    let palette: SystemColorPalette
    /// The document the shown layout comes from (the last one that solved without errors).
    private(set) var document: SceneDocument?
    /// The document a reload replaced, kept until the new layout's first frame is on screen (``frameWasPresented()``):
    /// freeing a long file's document takes a fraction of a millisecond, which comes after that frame, not before it.
    private(set) var replacedDocument: SceneDocument?
    /// What the last load read wants watched (``watchedPaths``); nil before any load started.
    private var loadedPaths: [String]?
    /// The last load's parse (whether or not it had errors): the next reload parses only what changed since.
    private(set) var lastParse: ParsedModule?

    /// The files whose saves reload the scene: the file asked for, and in a project its module's files, those of
    /// the modules it imports, and its asset catalogs and strings. A file asked for stays watched whatever becomes of
    /// it (deleted, replaced by a folder), so its return is seen.
    public var watchedPaths: [String] {
        let asked = opensFolder ? [] : [URL(fileURLWithPath: options.file).standardizedFileURL.path]
        return asked + (loadedPaths ?? []).filter { !asked.contains($0) }
    }
    /// Whether the viewer was opened on a project's folder rather than a file.
    private let opensFolder: Bool

    /// The errors of the last load or solve, when it broke the scene: the last good layout stays on screen, dimmed.
    public internal(set) var problems: [Diagnostic] = []
    /// Whether the file asked for does not exist yet: the window waits for it (``waitingMessage``).
    public private(set) var isWaitingForFile = false
    /// Whether reloads run on the load worker's thread, as the window's do (the UI stays live while a long file is
    /// read and loads); without, a reload loads before it returns (headless, tests).
    public var loadsInBackground = false
    /// While a background load runs, the lines of the files it loads (counted on the worker, so shown from the turn
    /// after it read them): the status line's progress.
    public private(set) var loadingLines: Int?
    /// Loads on the UI thread (without ``loadsInBackground``).
    private lazy var loader = SceneLoader(measurer: measurer)
    /// Runs the background loads, once one was asked for.
    private var worker: LoadWorker<SceneLoad, SceneLoader.News>?
    public internal(set) var previewIndex = 0
    public internal(set) var previewNames: [String] = []
    /// The change being animated, or the last one (finished).
    var transition: Transition? {
        didSet { cachedOutline = nil }
    }
    /// What was drawn last: where a new change starts from.
    var presented: SolvedTree?
    /// The canvas in points (the window without the status line): the size of a window-sized preview.
    public internal(set) var canvasSize = CGSize(width: 390, height: 844)

    public internal(set) var mode = Mode.select
    public internal(set) var selection: ViewIdentity?
    /// The `.id` to select once the scene is first shown (`--select`).
    private var pendingSelection: String?
    public internal(set) var hovered: ViewIdentity?
    public internal(set) var toggledGuides: Set<ViewIdentity> = []
    /// The outline's rows whose modifier chains are open, by the chain's outermost modifier.
    public internal(set) var expandedChains: Set<ViewIdentity> = [] {
        didSet { cachedOutline = nil }
    }
    /// The outline of the shown tree with the open chains, built when first asked for after either changed
    /// (``transition``, ``expandedChains``).
    var cachedOutline: Outline?
    /// How many rows each panel is scrolled by, and how far it can be (what its last paint held beyond its height).
    var scrollOffsets: [ScrollablePanel: Int] = [:]
    public var scrollLimits: [ScrollablePanel: Int] = [:]
    var stack: (point: CGPoint, identities: [ViewIdentity], index: Int)?
    /// In live mode, the slider whose track the pressed pointer drags, and its frame.
    var dragged: (track: TapAction.Track, frame: CGRect)?
    /// In live mode, the button the pressed pointer holds down (its path in the solved tree), what presses it and
    /// lets it go, and whether the pointer is on it (drawn pressed) or dragged off it.
    var pressed: (path: [Int], setPressed: (Bool) -> Void, isInside: Bool)?
    /// In live mode, the text field the keys type into.
    var focus: FieldFocus?
    /// In live mode, the menu open over the content (a menu picker's options).
    var openMenu: MenuList?
    /// In live mode, the scroll view whose content the pressed pointer drags: where the press was and its offset then.
    var scrolling: (view: ViewIdentity, from: CGPoint, offset: CGSize)?
    public internal(set) var zoom: CGFloat = 1
    /// How far the preview is moved from its place in the canvas, in window pixels (``Viewport/pan``).
    public internal(set) var pan = CGPoint.zero
    /// Set when the shown preview changed size (`p`, the file waited for): the window should fit it again.
    public var wantsWindowFit = false
    public internal(set) var showsAllGuides = false
    public internal(set) var showsAnchors = false
    public internal(set) var showsBounds = false
    public internal(set) var twoPhase = false
    public internal(set) var slowMotion = false
    public internal(set) var showsHelp = false
    public internal(set) var quitRequested = false

    public internal(set) var reloadCount = 0
    public internal(set) var lastReload: Date?
    public internal(set) var solveMilliseconds = 0.0
    /// How long the last reload took to read, parse and interpret the file (before solving).
    public internal(set) var loadMilliseconds = 0.0
    public var paintMilliseconds = 0.0
    public var frameMilliseconds = 0.0
    var exportCount = 0
    /// A short message for the status line (an export, a tap that hit nothing).
    public internal(set) var notice: String?
    /// Whether something changed since the last paint.
    public var needsPaint = true
    /// Where diagnostics go (stderr in the viewer).
    public var report: ([Diagnostic]) -> Void = { _ in }
    /// Where what the viewer says for copying goes (stdout in the viewer): why a selected view has its size.
    public var announce: (String) -> Void = { _ in }

    public init(options: ViewerOptions) {
        self.options = options
        opensFolder = WatchedFolders.isFolder(options.file)
        pendingSelection = options.select
        measurer = PangoTextMeasurer(family: options.font)
        palette = SystemColorPalette(appearance: options.dark ? .dark : .light)
    }

    // MARK: Loading and solving

    /// Reads the file — or the files of its project's module — and, when their text changed (or `force`), loads
    /// and solves them; the change animates. In the window (``loadsInBackground``) this only hands the request to
    /// the load worker, which reads, compares and loads on its thread, and the result shows once
    /// ``finishLoad(at:)`` takes it; otherwise all happens before this returns. Returns whether it loads (in the
    /// background: whether the request was handed over).
    @discardableResult
    public func reload(at now: Double, force: Bool = false) -> Bool {
        guard !waitsForFile() else { return false }
        let load = SceneLoad(path: options.file, force: force, reusing: lastParse,
                             shownName: previewNames.indices.contains(previewIndex) ? previewNames[previewIndex] : options.preview,
                             shownIndex: previewIndex, showedNone: previewNames.isEmpty, options: options, canvasSize: canvasSize)
        if loadsInBackground {
            backgroundWorker.submit(load)
            return true
        }
        var started = false
        loader.perform(load, cancellation: nil) { news in
            if case .started = news { started = true }
            take(news, at: now)
        }
        return started
    }

    /// Takes what the load worker said since: the lines it started loading (the progress line), and the newest load
    /// once it has finished, shown as a load before ``reload(at:force:)`` returned would have been; a load a newer
    /// one replaced is never shown. Returns whether one was.
    @discardableResult
    public func finishLoad(at now: Double) -> Bool {
        guard let worker else { return false }
        var shown = false
        for news in worker.takeNews() {
            if case .loaded = news { shown = true }
            take(news, at: now)
        }
        return shown
    }

    /// Whether a background load was asked for and has not ended.
    var isLoading: Bool { worker?.isLoading ?? false }

    /// The descriptor that becomes readable when the load worker has news (``finishLoad(at:)``).
    var loadFinishedDescriptor: Int32 { backgroundWorker.wake.fileDescriptor }

    /// Ends the load worker's thread, cancelling its load (the window closes).
    func stopLoading() {
        worker?.stop()
    }

    /// The load worker, started on first use with a measurer of the session's font that its loads share.
    private var backgroundWorker: LoadWorker<SceneLoad, SceneLoader.News> {
        if let worker { return worker }
        let family = options.font
        let started = LoadWorker<SceneLoad, SceneLoader.News> {
            var loader = SceneLoader(measurer: SerialTextMeasurer(PangoTextMeasurer(family: family)))
            return { load, cancellation, post in loader.perform(load, cancellation: cancellation, post: post) }
        }
        worker = started
        return started
    }

    private func take(_ news: SceneLoader.News, at now: Double) {
        needsPaint = true
        switch news {
        case .started(let lines, let watchedPaths):
            if loadedPaths != nil || !problems.isEmpty { reloadCount += 1 }
            loadedPaths = watchedPaths
            lastReload = Date()
            if loadsInBackground { loadingLines = lines }
        case .loaded(let loaded):
            loadingLines = nil
            show(loaded, at: now)
        }
    }

    private func show(_ loaded: LoadedScene, at now: Double) {
        lastParse = loaded.parse
        loadMilliseconds = loaded.loadMilliseconds
        accept(loaded.solution, of: loaded.document, preview: loaded.preview, names: loaded.names,
               solveMilliseconds: loaded.solveMilliseconds, at: now, animation: nil)
        if loaded.canvasSize != canvasSize, followsWindow { resolve(at: now) }
    }

    /// Takes `solution` of `candidate`: without errors the candidate becomes the shown document and its tree the
    /// new target; with errors the last good layout stays under them.
    private func accept(_ solution: SceneSolution, of candidate: SceneDocument, preview: Int, names: [String], solveMilliseconds: Double,
                        at now: Double, animation: SceneAnimation?) {
        self.solveMilliseconds = solveMilliseconds
        report(solution.diagnostics)
        guard !solution.hasErrors, let tree = solution.tree else {
            problems = solution.diagnostics.filter { $0.severity == .error }
            if problems.isEmpty {
                problems = [Diagnostic(severity: .error, message: "the scene has nothing to show",
                                       location: SourceLocation(file: options.file, line: 1, column: 1))]
            }
            needsPaint = true
            return
        }
        problems = []
        if candidate !== document {
            replacedDocument = document
            letGoOfReplacedDocument()
        }
        document = candidate
        previewIndex = preview
        previewNames = names
        show(tree, animation: animation ?? solution.animation ?? .default, at: now)
    }

    /// Closes the open menu and lets go of the pressed button, the dragged slider and the dragged scroll view when a
    /// reload replaces the document: their actions act on the replaced one, and the new one has none of them open.
    private func letGoOfReplacedDocument() {
        openMenu = nil
        pressed = nil
        dragged = nil
        scrolling = nil
    }

    /// Whether the file asked for does not exist and nothing was shown yet: the viewer waits for it to be created
    /// (and says so once, on standard output) rather than showing an error.
    private func waitsForFile() -> Bool {
        let waits = document == nil && problems.isEmpty && !FileManager.default.fileExists(atPath: options.file)
        if waits != isWaitingForFile {
            isWaitingForFile = waits
            needsPaint = true
            if waits { announce("plumb: \(waitingMessage)") } else { wantsWindowFit = true }
        }
        return waits
    }

    /// What the window and standard output say while the file asked for does not exist.
    public var waitingMessage: String { "waiting for \(options.file) to be created" }

    /// Frees the document the last reload replaced; the viewer's loop calls this once a frame is presented.
    func frameWasPresented() {
        replacedDocument = nil
    }

    /// Solves the shown document again (after a tap, a resize, a preview switch), animating the change.
    func resolve(at now: Double, animation: SceneAnimation? = nil) {
        guard let document, problems.isEmpty else { return }
        let request = SceneLoad.request(for: document, preview: previewIndex, options: options, canvas: canvasSize)
        let (solution, milliseconds) = SceneLoad.timed { document.solve(request) }
        accept(solution, of: document, preview: previewIndex, names: previewNames, solveMilliseconds: milliseconds, at: now, animation: animation)
    }

    /// Whether the preview takes the window's size (so a resize solves it again).
    var followsWindow: Bool {
        guard options.size == nil, options.device == nil, let document, document.previews.indices.contains(previewIndex) else { return false }
        return document.previews[previewIndex].layout == .device
    }

    private func show(_ tree: SolvedTree, animation: SceneAnimation, at now: Double) {
        let from = presented?.root ?? tree.root
        transition = Transition(from: from, to: tree, animation: animation, twoPhase: twoPhase, start: now,
                                slowdown: slowMotion ? 5 : 1, palette: palette)
        let index = transition!.interpolator.plan.index
        if let selection, index.position(of: selection) == nil { self.selection = nil }
        if let id = pendingSelection {
            pendingSelection = nil
            select(id: id, in: index)
        }
        stack = nil
        adoptFocusState()
        needsPaint = true
    }

    // MARK: Frames

    /// The solved tree the last change leads to.
    public var target: SolvedTree? { transition?.target }

    /// Whether a change is still animating at `now`.
    public func isAnimating(at now: Double) -> Bool {
        transition.map { !$0.isFinished(at: now) } ?? false
    }

    /// The tree to draw at `now`: the transition's in-between tree, with toggled guides tagged. It becomes the start of
    /// the next change.
    public func frameTree(at now: Double) -> SolvedTree? {
        guard let transition else { return nil }
        let plan = transition.interpolator.plan
        let guides = guidePositions(in: plan.index)
        let progress = transition.isFinished(at: now) ? TransitionProgress.done : transition.progress(at: now)
        let tree = transition.interpolator.tree(at: progress, tagged: guides)
        presented = tree
        return withOpenMenu(tree)
    }

    /// The current frame of the view with `identity`, moving with the transition.
    func frame(of identity: ViewIdentity, at now: Double) -> CGRect? {
        guard let transition, let position = transition.interpolator.plan.index.position(of: identity) else { return nil }
        let progress = transition.isFinished(at: now) ? TransitionProgress.done : transition.progress(at: now)
        return transition.interpolator.frame(at: position, progress: progress)
    }

    /// The renderer's options for the current toggles.
    public var renderOptions: RenderOptions {
        let tags = labelledViews.isEmpty ? [] : frameTags
        return RenderOptions(scale: options.scale * zoom, appearance: options.dark ? .dark : .light,
                             guides: showsAllGuides ? .all : tags.isEmpty ? .none : .views(tags),
                             showsAnchors: showsAnchors, showsBounds: showsBounds, labelledViews: showsAllGuides ? tags : [])
    }

    /// The ids written on views whose guides are toggled.
    private var frameTags: Set<String> {
        guard let plan = transition?.interpolator.plan else { return [] }
        return Set(guidePositions(in: plan.index).map { GuideTag(original: nil, serial: $0).description })
    }

    /// The views whose guides are drawn with their labels: each toggled view — with all guides on, the selected and
    /// hovered ones too — and the outermost modifier wrapping it, which its container aligned.
    private func guidePositions(in index: IdentityIndex) -> Set<Int> {
        Set(labelledViews.compactMap { index.position(of: $0) }.flatMap { [$0, index.chainTop(at: $0)] })
    }

    private var labelledViews: Set<ViewIdentity> {
        showsAllGuides ? toggledGuides.union([selection, hovered].compactMap { $0 }) : toggledGuides
    }

    /// The selected view, its parent, its source line and why it has its size, for the inspector.
    public var inspectorLines: [Inspector.Line] {
        guard let selection, let index = transition?.interpolator.plan.index, let position = index.position(of: selection) else { return [] }
        let entry = index.entries[position]
        let parent = entry.parent.map { index.entries[$0].node }
        let top = index.chainTop(at: position)
        return Inspector.lines(for: entry.node, parent: parent, alignedAs: top == position ? nil : index.entries[top].node,
                               text: { [document] in document?.sourceLine(at: $0) },
                               explanation: SizeExplanation(chain: index.chain(to: position)))
    }

    /// Why the selected view has its size, step by step from the root.
    public var sizeExplanation: SizeExplanation? {
        guard let selection, let index = transition?.interpolator.plan.index, let position = index.position(of: selection) else { return nil }
        return SizeExplanation(chain: index.chain(to: position))
    }

    /// Selects the first view tagged `.id(id)` (`--select`), or says there is none.
    private func select(id: String, in index: IdentityIndex) {
        guard let entry = index.entries.first(where: { $0.node.idString == id }) else {
            notice = "no view tagged .id(\"\(id)\") to select"
            return
        }
        selection = entry.identity
        toggledGuides.insert(entry.identity)
        announceSelection()
    }

    /// Says on standard output why the selected view has its size, one step a line, for copying; then where it is
    /// written in the scene and, for a view an extension's method made, where that method is ("defined at").
    func announceSelection() {
        guard let explanation = sizeExplanation, let last = explanation.steps.last else { return }
        let title = "plumb: why \(last.node.explainedName) has its size:"
        let places = Inspector.places(of: last.node).map { "\($0.label) \(Inspector.place($0.location))" }
        let placeLine = places.isEmpty ? [] : ["  " + places.joined(separator: ", ")]
        announce(([title] + explanation.lines.map { "  " + $0.text } + placeLine).joined(separator: "\n"))
    }

    public var previewTitle: String {
        previewNames.indices.contains(previewIndex) ? previewNames[previewIndex] : "no preview"
    }

    // MARK: Window

    /// The window's canvas changed size (in points); a window-sized preview is solved again.
    public func resize(canvas: CGSize, at now: Double) {
        guard canvas != canvasSize, canvas.width > 0, canvas.height > 0 else { return }
        canvasSize = canvas
        needsPaint = true
        if followsWindow { resolve(at: now) }
    }
}

import Foundation
import PlumbInterpreter
import PlumbLayout

/// What one loaded scene keeps beside its interpreter: the `@State` boxes by view identity, the engine keys made for
/// the file's `AlignmentID`s, `PreferenceKey`s and `LayoutValueKey`s, the runtime faults of the current solve, and
/// the animation the last state change asked for. Native functions reach it through `call.interpreter`.
final class SceneContext {
    unowned let interpreter: Interpreter
    let file: String
    let types: SceneTypes
    private var stateBoxes: [String: StateBox] = [:]
    private(set) var faults: [Diagnostic] = []
    var alignmentKeys: [String: AlignmentKey] = [:]
    var preferenceKeys: [String: PreferenceKeyID] = [:]
    var layoutValueKeys: [String: LayoutValueKeyID] = [:]
    /// The control styles (`buttonStyle`, `listStyle`) of the part of the tree being built.
    var styles = SceneStyles()
    /// Set when interpreted code writes `@State`; the document solves again.
    var stateChanged = false
    /// The SwiftData models the file inserted.
    var models = ModelStore()
    /// Set while an action runs (a tap, an appear action), whose model inserts stay (see ``ModelStore``).
    private(set) var isRunningAction = false
    /// The animation of the pending change: `withAnimation`'s, or nil for an immediate one.
    var pendingAnimation: SceneAnimation?
    /// The animation an `.animation(_:value:)` modifier in the last built tree asks for, used for changes made
    /// outside `withAnimation`.
    var implicitAnimation: SceneAnimation?
    /// Set while `withAnimation`'s body runs.
    var currentAnimation: SceneAnimation?
    /// What the content of the `NavigationStack` being built says of its bar.
    var navigation = SceneNavigation()
    /// Whether a grouped `List` or `Form` was built in the container being built: its background runs on under the
    /// container's bars (a navigation bar at the top, a tab bar at the bottom), which are transparent at rest.
    var builtGroupedContent = false
    /// How far the scroll views the viewer's live mode scrolled have their content moved, by the identity of the
    /// offset that moves it.
    var scrollOffsets: [String: CGSize] = [:]
    /// The tabs live mode selected in `TabView`s without a selection binding, by the identity of their screen.
    var tabSelections: [String: Int] = [:]
    /// The screens live mode pushed onto each navigation stack, by the identity of the stack's screen: each builds
    /// its view when shown (a link's destination, or what `navigationDestination(for:)` makes of a link's value).
    var navigationPaths: [String: [PushedScreen]] = [:]
    /// The `navigationDestination(for:)` closures of each navigation stack, by the identity of the stack's screen and
    /// the name of the type of value they show.
    var navigationDestinations: [String: [String: Value]] = [:]
    /// The button live mode holds pressed (the pointer down on it), by the identity of its look.
    var pressedButton: String?
    /// What a preview provider's `previewLayout(_:)` or `previewInterfaceOrientation(_:)` asked for, while its
    /// previews are evaluated to find out.
    var requestedPreviewLayout: ScenePreview.Layout?
    /// The `.onAppear`/`.task` actions (and where they are in the file) of views that appeared in the trees built
    /// since they were last taken, and each place in the tree where such an action's view has appeared so far (an
    /// action runs once for each).
    private var appearActions: [(perform: () throws -> Void, location: SourceLocation?)] = []
    private var appearedPlaces: Set<String> = []

    /// The asset catalogs of the scene's project.
    var assets = AssetCatalog(BundleResources())
    /// The localized texts of the scene's project.
    var strings = LocalizedStrings(files: [])

    init(interpreter: Interpreter, types: SceneTypes, file: String) {
        self.interpreter = interpreter
        self.types = types
        self.file = file
        interpreter.embedderContext = self
        interpreter.stateDidChange = { [unowned self] _ in stateDidChange() }
        interpreter.methodDidReturn = CallSiteStamp.stamp
    }

    /// Runs `body` as an action.
    func runningAction<T>(_ body: () throws -> T) rethrows -> T {
        let outer = isRunningAction
        isRunningAction = true
        defer { isRunningAction = outer }
        return try body()
    }

    /// Notes a change of state (a `@State` write, a model inserted): the scene is solved again, animated as the
    /// `withAnimation` running now asks.
    func stateDidChange() {
        stateChanged = true
        if let currentAnimation { pendingAnimation = currentAnimation }
    }

    /// The context of the scene an interpreter runs.
    static func of(_ interpreter: Interpreter) -> SceneContext {
        interpreter.embedderContext as! SceneContext
    }

    /// The box of a view's `@State` property: the one kept for this identity, or `fresh` from now on.
    func stateBox(_ identity: SceneIdentity, _ property: String, fresh: StateBox) -> StateBox {
        let key = identity.path + "." + property
        if let box = stateBoxes[key] { return box }
        stateBoxes[key] = fresh
        return fresh
    }

    /// Keeps the appear action written at `location` of a view built at `identity`, unless it has run there before.
    func viewAppeared(at identity: SceneIdentity, location: SourceLocation?, perform: @escaping () throws -> Void) {
        let place = identity.path + "@" + (location.map { "\($0.line):\($0.column)" } ?? "")
        guard appearedPlaces.insert(place).inserted else { return }
        appearActions.append((perform, location))
    }

    /// The appear actions kept since the last call, in the order their views were built.
    func takeAppearActions() -> [(perform: () throws -> Void, location: SourceLocation?)] {
        defer { appearActions.removeAll() }
        return appearActions
    }

    /// Runs scene code the engine calls back during a solve; a fault becomes a diagnostic and `fallback` the answer.
    func guarded<T>(_ fallback: @autoclosure () -> T, _ body: () throws -> T) -> T {
        do {
            return try body()
        } catch {
            record(error)
            return fallback()
        }
    }

    /// The object of class `typeName` a view reads with `@EnvironmentObject` when no view above gives one: made with
    /// its `init()` once for the scene (so its state lasts), and a warning, as Xcode's preview would stop there; nil
    /// when the class cannot be made without arguments.
    func madeEnvironmentObject(_ typeName: String, for view: String, at location: SourceLocation?) -> Value? {
        let made: Value
        if let kept = madeEnvironmentObjects[typeName] {
            made = kept
        } else {
            guard let type = interpreter.type(named: typeName), type.kind == .classType, let instance = try? interpreter.instantiate(type) else { return nil }
            madeEnvironmentObjects[typeName] = instance
            made = instance
        }
        let message = "no environmentObject(_:) above '\(view)' gives the '\(typeName)' it reads: shown with \(typeName)(), made for the preview"
        record(SceneError(diagnostic: diagnostic(message, severity: .warning, at: location)))
        return made
    }
    private var madeEnvironmentObjects: [String: Value] = [:]

    /// Keeps a fault for the solve's diagnostics (each one once).
    func record(_ error: Error) {
        let diagnostic: Diagnostic
        switch error {
        case let error as InterpreterError: diagnostic = error.diagnostic
        case let error as SceneError: diagnostic = error.diagnostic
        default: diagnostic = self.diagnostic("\(error)", severity: .error, at: nil)
        }
        if !faults.contains(diagnostic) { faults.append(diagnostic) }
    }

    func clearFaults() { faults.removeAll() }
}

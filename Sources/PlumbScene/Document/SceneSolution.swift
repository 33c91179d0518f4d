import Foundation
import PlumbInterpreter
import PlumbLayout

/// What solving a scene gives: the solved tree (nil when the file has errors that stop it from running), every
/// diagnostic of the load and the solve, and the animation the change that led here asked for.
public struct SceneSolution {
    public var tree: SolvedTree?
    public var diagnostics: [Diagnostic]
    /// The preview solved (its index in ``SceneDocument/previews``).
    public var previewIndex: Int
    /// How the change since the previous solution should animate (`withAnimation`, `.animation`); nil: at once.
    public var animation: SceneAnimation?

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Drops warnings at a place where an error was reported: running `Text("a").frme()` reports `value of type
    /// 'Text' has no member 'frme'`, which says what the load's warning (`no type has a member named 'frme'`) said,
    /// with the type.
    mutating func dropWarningsRestatedByErrors() {
        let errorPlaces = Set(diagnostics.lazy.filter { $0.severity == .error }.map(\.location))
        guard !errorPlaces.isEmpty else { return }
        diagnostics.removeAll { $0.severity == .warning && errorPlaces.contains($0.location) }
    }
}

/// What the caller asks a solve for.
public struct SolveRequest: Hashable, Sendable {
    /// The preview's index in ``SceneDocument/previews``.
    public var preview: Int
    /// The window; nil means the preview's own layout (its fixed size, its ideal size, else 390×844).
    public var size: CGSize?
    public var safeAreaInsets: EdgeInsets
    /// The moment `Date()` and `Date.now` are during the solve; nil reads the clock when the solve starts.
    public var now: Date?
    /// The device's pixels per point (`displayScale`), whose grid text sizes are ceiled to: 3, an iPhone's, unless
    /// the device says otherwise.
    public var displayScale: CGFloat
    /// The Dynamic Type size text styles are set in (`large`, the default, unless a variant asks for another).
    public var dynamicTypeSize: DynamicTypeSize
    /// Whether the solved tree says why each view has its size (``SolvedNode/sizing``): `plumb solve --explain` and
    /// the viewer's inspector ask for it; it costs a little, so other solves do not.
    public var explainsSizes: Bool

    public init(
        preview: Int = 0, size: CGSize? = nil, safeAreaInsets: EdgeInsets = .zero, now: Date? = nil, displayScale: CGFloat = 3,
        dynamicTypeSize: DynamicTypeSize = .large, explainsSizes: Bool = false
    ) {
        self.preview = preview
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.now = now
        self.displayScale = displayScale
        self.dynamicTypeSize = dynamicTypeSize
        self.explainsSizes = explainsSizes
    }

    /// iPhone-sized: what `plumb solve` uses when neither the preview nor the caller gives a size.
    public static let deviceSize = CGSize(width: 390, height: 844)
}

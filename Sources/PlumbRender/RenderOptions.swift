import Foundation

/// How a solved tree is painted: pixel scale, appearance and which explanatory overlays are on.
public struct RenderOptions: Hashable, Sendable {
    /// Device pixels per point (`--scale 2` renders at 2×). Vector outputs ignore it.
    public var scale: CGFloat
    public var appearance: Appearance
    /// Which views show their alignment guides.
    public var guides: GuideSelection
    /// Outline or mark every captured anchor preference.
    public var showsAnchors: Bool
    /// Outline every view's frame, shade gaps between stacked views and hatch Spacers.
    public var showsBounds: Bool
    /// Draw a legend of the overlay colours when any overlay is on.
    public var showsLegend: Bool

    public init(
        scale: CGFloat = 1, appearance: Appearance = .light, guides: GuideSelection = .none,
        showsAnchors: Bool = false, showsBounds: Bool = false, showsLegend: Bool = true
    ) {
        self.scale = scale
        self.appearance = appearance
        self.guides = guides
        self.showsAnchors = showsAnchors
        self.showsBounds = showsBounds
        self.showsLegend = showsLegend
    }

    /// Whether any overlay is drawn over the content.
    public var hasOverlays: Bool { guides != .none || showsAnchors || showsBounds }
}

/// The views whose alignment guides are drawn (`--guides all|none|ID,ID`).
public enum GuideSelection: Hashable, Sendable {
    case none
    case all
    /// Views whose `.id(_:)`, printed, is one of these; each shows its own guides, its alignment lines and its
    /// children's guides.
    case views(Set<String>)

    /// Parses the command line's form: `all`, `none` or a comma-separated list of ids.
    public init(argument: String) {
        switch argument {
        case "all": self = .all
        case "none", "": self = .none
        default: self = .views(Set(argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }))
        }
    }
}

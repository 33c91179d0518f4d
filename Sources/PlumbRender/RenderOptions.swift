import Foundation
import PlumbLayout

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
    /// With `guides: .all`, the views (by `.id`, printed) whose guide labels are always drawn — the others' are
    /// drawn only where they cover no other label and no text, and left out otherwise.
    public var labelledViews: Set<String>

    public init(
        scale: CGFloat = 1, appearance: Appearance = .light, guides: GuideSelection = .none,
        showsAnchors: Bool = false, showsBounds: Bool = false, showsLegend: Bool = true, labelledViews: Set<String> = []
    ) {
        self.scale = scale
        self.appearance = appearance
        self.guides = guides
        self.showsAnchors = showsAnchors
        self.showsBounds = showsBounds
        self.showsLegend = showsLegend
        self.labelledViews = labelledViews
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

    /// Whether `node` shows its alignment lines and its children's guides: under `.all` stacks, ZStacks and
    /// custom layouts; chosen by id, the views with those ids, whatever they are.
    public func chooses(_ node: SolvedNode) -> Bool {
        switch self {
        case .none: false
        case .all:
            switch node.kind {
            case .stack, .zstack, .layout: true
            default: false
            }
        case .views(let ids): node.id.map { ids.contains("\($0.base)") } ?? false
        }
    }
}

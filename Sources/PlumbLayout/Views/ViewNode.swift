import Foundation

/// One view of the tree the engine solves: a primitive view, a container, or a modifier wrapping its child.
/// Modifiers are nodes of their own, as in SwiftUI, so `Color.red.padding().frame(width: 50)` is frame → padding → color.
public struct ViewNode {
    public var kind: ViewKind
    /// Children in declaration order. Unary modifiers have one; `background`/`overlay` have the primary and then the
    /// secondary; containers have their content (with `Group`s still nested; the engine flattens them).
    public var children: [ViewNode]
    /// Where the view was written: its place in the scene.
    public var source: SourceLocation?
    /// Where a method the scene called there (an extension's modifier) made it, when one did.
    public var definition: SourceLocation?
    /// The `.id(_:)` given to the view at this point of its modifier chain.
    public var id: AnyHashable?

    public init(_ kind: ViewKind, children: [ViewNode] = [], source: SourceLocation? = nil, definition: SourceLocation? = nil, id: AnyHashable? = nil) {
        self.kind = kind
        self.children = children
        self.source = source
        self.definition = definition
        self.id = id
    }
}

/// What a node is. The doc comment of each case names the SwiftUI view or modifier and the SEMANTICS rule.
public enum ViewKind {
    // MARK: Leaves (§1.2)
    /// `Color`: a greedy leaf filled with the colour.
    case color(Color)
    /// `LinearGradient`, `RadialGradient`, `EllipticalGradient`, `AngularGradient`: greedy leaves, as `Color` is.
    case gradient(GradientFill)
    /// `Rectangle()`, `Circle()`, …: greedy leaves, outlined by the shape and painted as their paint says (its fill
    /// or stroke, which only the renderer reads).
    case shape(ShapeKind, any LeafPaint)
    /// `Canvas`: a greedy leaf, as a shape is, whose drawing (resolved for the size it is given) only the renderer
    /// reads.
    case canvas(any LeafPaint)
    /// `Text`: measured by the `TextMeasurer` with the environment's font; `spans` are its parts styled on their own
    /// (`Text + Text`, Markdown in a string literal).
    case text(String, spans: [TextSpan] = [])
    /// `Image(systemName:)` (sized from the font) or a named image of a known size; `resizable` makes it greedy. Its
    /// paint (an asset's files, template rendering) only the renderer reads.
    case image(ImageContent, any LeafPaint)
    /// `Spacer(minLength:)` (§3.5).
    case spacer(minLength: CGFloat?)
    /// `EmptyView`, a false `if`: contributes nothing to a container.
    case empty

    // MARK: Containers
    /// `HStack` / `VStack` (§3), also `HStackLayout` / `VStackLayout` used as views.
    case stack(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?)
    /// `ZStack` / `ZStackLayout` (§4).
    case zstack(alignment: Alignment)
    /// A custom `Layout` used as a container (§17).
    case layout(AnyLayout)
    /// `Group` and `ForEach`: their children join the parent's list (§1.5).
    case group
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:)`: its children are its rows, `GridRow`s and views that
    /// span every column (`GridLayout`).
    case grid(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?)
    /// `GridRow(alignment:)` in a `Grid`: its children are the row's cells. Outside a grid it is a `Group`.
    case gridRow(alignment: AlignmentKey?)
    /// `LazyVGrid(columns:alignment:spacing:)` (growing along `.vertical`) and `LazyHGrid(rows:alignment:spacing:)`
    /// (along `.horizontal`) (`LazyGridLayout`).
    case lazyGrid(axis: Axis, items: [GridItem], alignment: AlignmentKey, spacing: CGFloat?)
    /// `ViewThatFits(in:)`: the first child whose ideal size fits on those axes, else the last (`ViewThatFitsLayout`).
    case viewThatFits(Axis.Set)

    // MARK: Layout modifiers
    /// `frame(width:height:alignment:)` (§5).
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (§6).
    case flexFrame(FlexFrame)
    /// `Divider`'s line: `thickness` across the axis of the enclosing stack — a vertical line in an `HStack`, a
    /// horizontal one in a `VStack` or outside any stack ("When contained in a stack, the divider extends across the
    /// minor axis of the stack, or horizontally when not in a stack", Divider docs). Built as the `frame` it is there.
    case divider(thickness: CGFloat)
    /// `padding` (§7): the insets are resolved (the default is 16).
    case padding(EdgeInsets)
    /// `fixedSize(horizontal:vertical:)` (§11).
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `aspectRatio(_:contentMode:)`, `scaledToFit`, `scaledToFill` (§12).
    case aspectRatio(CGFloat?, ContentMode)
    /// `layoutPriority(_:)` (§3.6).
    case layoutPriority(Double)
    /// `offset(x:y:)`: moves what is drawn, not the layout (§9).
    case offset(CGSize)
    /// `position(x:y:)`: places the child's centre (§9).
    case position(CGPoint)
    /// `containerRelativeFrame(…)`: a frame sized from the nearest container (``ContainerRelativeFrame``).
    case containerRelativeFrame(ContainerRelativeFrame)
    /// The container a `containerRelativeFrame` inside it sizes against — a `ScrollView`, `List` or `NavigationStack`
    /// (the root's is the window less its safe area): as big as its proposal, an unspecified length being that of
    /// the container around it. Lays out as its child.
    case sizingContainer
    /// `alignmentGuide(_:computeValue:)` (§8.2).
    case alignmentGuide(AlignmentKey, (ViewDimensions) -> CGFloat)
    /// `background(alignment:content:)`: children are [primary, secondary] (§10).
    case background(Alignment)
    /// `overlay(alignment:content:)`: children are [primary, secondary] (§10).
    case overlay(Alignment)
    /// `layoutValue(key:value:)`: a trait read by a custom layout (§17).
    case layoutValue(LayoutValueKeyID, Any)
    /// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`: a trait the `Grid` reads.
    case gridCell(GridCellTrait)

    // MARK: Geometry
    /// `GeometryReader { proxy in … }` (§13): the content is built when the reader is placed.
    case geometryReader((GeometryProxy) -> ViewNode)
    /// `coordinateSpace(name:)` (§14).
    case coordinateSpace(AnyHashable)

    // MARK: Preferences (§15, §16)
    /// `preference(key:value:)`.
    case preference(PreferenceKeyID, Any)
    /// `anchorPreference(key:value:transform:)`: the transform receives the captured `AnchorStorage`.
    case anchorPreference(PreferenceKeyID, AnchorSourceSpec, (AnchorStorage) -> Any)
    /// `transformPreference(_:_:)`.
    case transformPreference(PreferenceKeyID, (inout Any) -> Void)
    /// `transformAnchorPreference(key:value:transform:)`: the transform edits the combined value with the captured
    /// `AnchorStorage`.
    case transformAnchorPreference(PreferenceKeyID, AnchorSourceSpec, (inout Any, AnchorStorage) -> Void)
    /// `overlayPreferenceValue` / `backgroundPreferenceValue`: children are [primary]; the secondary is built from the
    /// primary's combined value once the primary is placed.
    case preferenceReader(PreferenceKeyID, PreferenceReaderPlacement, Alignment, (Any) -> ViewNode)
    /// `onPreferenceChange(_:perform:)`: called after layout when the value changes.
    case onPreferenceChange(PreferenceKeyID, (Any) -> Void)

    // MARK: Environment and drawing (no layout effect)
    /// `font`, `foregroundColor`, `lineLimit`, `multilineTextAlignment`, …
    case environment(EnvironmentWriter)
    /// `opacity`, `clipShape`, `cornerRadius`, `zIndex`, `hidden`.
    case effect(DrawingEffect)
    /// `onTapGesture`, a `Button`'s action: what a tap on this view does.
    case tapAction(TapAction)
    /// A view whose chrome the renderer draws from `content` (a control in the platform's style); its layout is its
    /// children's.
    case painted(any PaintedContent)
}

/// `ContentMode` of `aspectRatio`.
public enum ContentMode: String, Hashable, Sendable {
    case fit, fill
}

/// Where a preference reader adds the view it builds.
public enum PreferenceReaderPlacement: String, Hashable, Sendable {
    case overlay, background
}

/// What an image is sized by: its name, whether it is a symbol, its natural size and whether it is resizable.
public struct ImageContent: Hashable, Sendable {
    /// `Image(systemName:)`'s name, or the asset name.
    public var name: String
    public var isSystemSymbol: Bool
    /// The natural size of a non-symbol image (placeholders are 100×100).
    public var naturalSize: CGSize
    public var isResizable: Bool

    public init(name: String, isSystemSymbol: Bool, naturalSize: CGSize = CGSize(width: 100, height: 100), isResizable: Bool = false) {
        self.name = name
        self.isSystemSymbol = isSystemSymbol
        self.naturalSize = naturalSize
        self.isResizable = isResizable
    }
}

/// The flexible frame's stored values, normalised as SwiftUI's initializer does (§6.1).
public struct FlexFrame: Hashable, Sendable {
    public var minWidth, idealWidth, maxWidth: CGFloat?
    public var minHeight, idealHeight, maxHeight: CGFloat?
    public var alignment: Alignment

    public init(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) {
        (self.minWidth, self.idealWidth, self.maxWidth) = FlexFrame.normalise(minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = FlexFrame.normalise(minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }

    /// min' = max(min, 0); ideal' = max(ideal, min' ?? 0); max' = max(max, ideal' ?? 0), each only if given.
    static func normalise(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
        let minimum = min.map { $0.isNaN ? $0 : Swift.max($0, 0) }
        let idealValue = ideal.map { Swift.max($0, minimum ?? 0) }
        let maximum = max.map { Swift.max($0, idealValue ?? minimum ?? 0) }
        return (minimum, idealValue, maximum)
    }

    public func min(_ axis: Axis) -> CGFloat? { axis == .horizontal ? minWidth : minHeight }
    public func ideal(_ axis: Axis) -> CGFloat? { axis == .horizontal ? idealWidth : idealHeight }
    public func max(_ axis: Axis) -> CGFloat? { axis == .horizontal ? maxWidth : maxHeight }
}

/// Drawing effects that do not change layout.
public enum DrawingEffect: Hashable, Sendable {
    case opacity(Double)
    case clipShape(ShapeKind)
    case zIndex(Double)
    case hidden
    /// `rotationEffect` / `scaleEffect`.
    case transform(DrawingTransform)
    /// `ignoresSafeArea(edges:)`, and the fill of `background(_:ignoresSafeAreaEdges:)`: colours, gradients and
    /// rectangles in the content whose frames touch the safe area on one of `edges` are painted out to the window's
    /// edge there (§10). Drawing only: frames stay inside the safe area.
    case extendsIntoSafeArea(Edge.Set)
    /// `shadow(color:radius:x:y:)`: the content's shape, blurred by `radius` and moved by `offset`, painted in
    /// `color` under the content.
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
}

/// What a tap does: runs `perform`, then the scene is solved again.
public struct TapAction {
    /// For a control set by where along its width it is pressed and dragged (a `Slider`): what the pointer sets.
    public struct Track {
        /// How far inside each end of the control's frame the thumb's centre stops: the track's ends.
        public var inset: CGFloat
        /// Sets the value at `fraction` (0…1, clamped) of the way from the track's leading end to its trailing one.
        public var setFraction: (Double) -> Void

        public init(inset: CGFloat, setFraction: @escaping (Double) -> Void) {
            self.inset = inset
            self.setFraction = setFraction
        }

        /// The fraction of the track at `x`, for a control whose frame spans `minX…maxX`.
        public func fraction(at x: CGFloat, minX: CGFloat, maxX: CGFloat) -> Double {
            let length = maxX - minX - 2 * inset
            guard length > 0 else { return 0 }
            return Double(min(max((x - minX - inset) / length, 0), 1))
        }
    }

    public var count: Int
    public var perform: () -> Void
    /// Set for a control a press and drag set by position; a tap then sets the value where it lands.
    public var track: Track?
    /// Set for a text field: a tap focuses it, and typing edits its text.
    public var entry: TextEntry?
    /// Set for a scroll view: the wheel and a drag move its content; a tap on it is no tap.
    public var scroll: Scroll?
    /// Set for a menu: a tap opens the list of its items.
    public var menu: Menu?
    /// Set for a button: holds it pressed (true) or lets it go (false), as a pointer held down on it does; its
    /// action then runs on release inside it, not on the press.
    public var setPressed: ((Bool) -> Void)?

    public init(
        count: Int = 1, track: Track? = nil, entry: TextEntry? = nil, scroll: Scroll? = nil, menu: Menu? = nil,
        setPressed: ((Bool) -> Void)? = nil, perform: @escaping () -> Void
    ) {
        self.count = count
        self.track = track
        self.entry = entry
        self.scroll = scroll
        self.menu = menu
        self.setPressed = setPressed
        self.perform = perform
    }
}

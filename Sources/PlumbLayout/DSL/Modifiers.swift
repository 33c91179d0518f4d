import Foundation

extension View {
    private func modified(_ kind: ViewKind) -> ViewNode { ViewNode(kind, children: [viewNode]) }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ViewNode {
        modified(.frame(width: width, height: height, alignment: alignment))
    }

    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> ViewNode {
        modified(.flexFrame(FlexFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }

    /// `padding()` is 16 on every edge (§7).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ViewNode {
        modified(.padding(EdgeInsets(edges, length ?? 16)))
    }
    public func padding(_ length: CGFloat) -> ViewNode { modified(.padding(EdgeInsets(all: length))) }
    public func padding(_ insets: EdgeInsets) -> ViewNode { modified(.padding(insets)) }

    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        modified(.fixedSize(horizontal: horizontal, vertical: vertical))
    }
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ViewNode { modified(.aspectRatio(ratio, contentMode)) }
    public func scaledToFit() -> ViewNode { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> ViewNode { aspectRatio(contentMode: .fill) }
    public func layoutPriority(_ priority: Double) -> ViewNode { modified(.layoutPriority(priority)) }

    /// `containerRelativeFrame`: sized from the nearest container (``ContainerRelativeFrame``).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ViewNode {
        modified(.containerRelativeFrame(ContainerRelativeFrame(axes, alignment: alignment)))
    }
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> ViewNode {
        modified(.containerRelativeFrame(ContainerRelativeFrame(axes, count: count, span: span, spacing: spacing, alignment: alignment)))
    }
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> ViewNode {
        modified(.containerRelativeFrame(ContainerRelativeFrame(axes, alignment: alignment, length: length)))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ViewNode { modified(.offset(CGSize(width: x, height: y))) }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ViewNode { modified(.position(CGPoint(x: x, y: y))) }

    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ViewNode {
        modified(.alignmentGuide(guide.key, computeValue))
    }
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ViewNode {
        modified(.alignmentGuide(guide.key, computeValue))
    }

    public func background(alignment: Alignment = .center, @ViewBuilder _ content: () -> ViewNode) -> ViewNode {
        ViewNode(.background(alignment), children: [viewNode, content()])
    }
    public func background(_ view: some View, alignment: Alignment = .center) -> ViewNode {
        ViewNode(.background(alignment), children: [viewNode, view.viewNode])
    }
    public func overlay(alignment: Alignment = .center, @ViewBuilder _ content: () -> ViewNode) -> ViewNode {
        ViewNode(.overlay(alignment), children: [viewNode, content()])
    }
    public func overlay(_ view: some View, alignment: Alignment = .center) -> ViewNode {
        ViewNode(.overlay(alignment), children: [viewNode, view.viewNode])
    }

    public func coordinateSpace(name: AnyHashable) -> ViewNode { modified(.coordinateSpace(name)) }

    public func gridCellColumns(_ count: Int) -> ViewNode { modified(.gridCell(.columns(count))) }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ViewNode { modified(.gridCell(.columnAlignment(guide.key))) }
    public func gridCellAnchor(_ anchor: UnitPoint) -> ViewNode { modified(.gridCell(.anchor(anchor))) }
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ViewNode { modified(.gridCell(.unsizedAxes(axes))) }
    public func id(_ id: AnyHashable) -> ViewNode {
        var node = viewNode
        node.id = id
        return node
    }
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ViewNode {
        modified(.layoutValue(LayoutValueKeyID(key), value))
    }

    // MARK: Preferences

    public func preference<K: PreferenceKey>(key: K.Type, value: K.Value) -> ViewNode {
        modified(.preference(PreferenceKeyID(key), value))
    }
    public func anchorPreference<K: PreferenceKey, A>(key: K.Type, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> ViewNode {
        modified(.anchorPreference(PreferenceKeyID(key), value.spec, { transform(Anchor<A>(storage: $0)) }))
    }
    public func transformPreference<K: PreferenceKey>(_ key: K.Type, _ transform: @escaping (inout K.Value) -> Void) -> ViewNode {
        modified(.transformPreference(PreferenceKeyID(key), { value in
            var typed = value as! K.Value
            transform(&typed)
            value = typed
        }))
    }
    public func transformAnchorPreference<K: PreferenceKey, A>(
        key: K.Type, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> ViewNode {
        modified(.transformAnchorPreference(PreferenceKeyID(key), value.spec, { value, storage in
            var typed = value as! K.Value
            transform(&typed, Anchor<A>(storage: storage))
            value = typed
        }))
    }
    public func overlayPreferenceValue<K: PreferenceKey>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ content: @escaping (K.Value) -> ViewNode) -> ViewNode {
        modified(.preferenceReader(PreferenceKeyID(key), .overlay, alignment, { content($0 as! K.Value) }))
    }
    public func backgroundPreferenceValue<K: PreferenceKey>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ content: @escaping (K.Value) -> ViewNode) -> ViewNode {
        modified(.preferenceReader(PreferenceKeyID(key), .background, alignment, { content($0 as! K.Value) }))
    }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type, perform action: @escaping (K.Value) -> Void) -> ViewNode {
        modified(.onPreferenceChange(PreferenceKeyID(key), { action($0 as! K.Value) }))
    }

    // MARK: Environment and drawing

    public func font(_ font: Font?) -> ViewNode {
        modified(.environment(EnvironmentWriter("font(\(font.map(\.description) ?? "nil"))") { $0.font = font }))
    }
    public func foregroundColor(_ color: Color?) -> ViewNode {
        modified(.environment(EnvironmentWriter("foregroundColor(\(color.map(\.description) ?? "nil"))") { $0.foregroundStyle = color.map(AnyShapeStyle.color) }))
    }
    public func foregroundStyle(_ gradient: GradientFill) -> ViewNode {
        modified(.environment(EnvironmentWriter("foregroundStyle(\(gradient))") { $0.foregroundStyle = .gradient(gradient) }))
    }
    public func tint(_ color: Color?) -> ViewNode {
        modified(.environment(EnvironmentWriter("tint(\(color.map(\.description) ?? "nil"))") { $0.tint = color }))
    }
    public func lineLimit(_ limit: Int?) -> ViewNode {
        modified(.environment(EnvironmentWriter("lineLimit(\(limit.map(String.init) ?? "nil"))") { $0.lineLimit = limit }))
    }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ViewNode {
        modified(.environment(EnvironmentWriter("multilineTextAlignment(.\(alignment.rawValue))") { $0.multilineTextAlignment = alignment }))
    }
    public func symbolVariant(_ variants: SymbolVariants) -> ViewNode {
        modified(.environment(variants.writer))
    }
    public func bold() -> ViewNode {
        modified(.environment(EnvironmentWriter("bold()") { $0.forcesBold = true }))
    }
    public func italic() -> ViewNode {
        modified(.environment(EnvironmentWriter("italic()") { $0.forcesItalic = true }))
    }
    public func opacity(_ opacity: Double) -> ViewNode { modified(.effect(.opacity(opacity))) }
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ViewNode {
        modified(.effect(.shadow(color: color, radius: radius, offset: CGSize(width: x, height: y))))
    }
    public func zIndex(_ value: Double) -> ViewNode { modified(.effect(.zIndex(value))) }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ViewNode {
        modified(.effect(.transform(DrawingTransform(rotation: angle, anchor: anchor))))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ViewNode {
        modified(.effect(.transform(DrawingTransform(scale: CGSize(width: x, height: y), anchor: anchor))))
    }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ViewNode { scaleEffect(x: scale, y: scale, anchor: anchor) }
    public func clipShape(_ shape: some Shape) -> ViewNode { modified(.effect(.clipShape(shape.shapeKind))) }
    public func cornerRadius(_ radius: CGFloat) -> ViewNode { clipShape(RoundedRectangle(cornerRadius: radius, style: .circular)) }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ViewNode {
        modified(.tapAction(TapAction(count: count, perform: action)))
    }
}

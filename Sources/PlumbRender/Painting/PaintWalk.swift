import CCairo
import Foundation
import PlumbContent
import PlumbLayout

/// One paint of a solved tree: walks it in drawing order, applying effects, and collects warnings.
///
/// The walk reaches nodes through pointers: `SolvedNode` holds existentials, so every by-value pass or array read
/// would copy a whole node (a dozen retains), which dominated painting large trees.
struct PaintWalk {
    typealias NodePointer = UnsafePointer<SolvedNode>

    let canvas: Canvas
    /// The colours of the appearance being drawn: the picture's, or a subtree's `colorScheme`.
    private(set) var palette: SystemColorPalette
    let text: TextPainter
    let shapes: ShapePainter
    let safeArea: SafeAreaBleed
    /// What had to be drawn as a stand-in, collected as the walk goes.
    let warnings = WarningLog()

    init(canvas: Canvas, palette: SystemColorPalette, text: TextPainter, shapes: ShapePainter, safeArea: SafeAreaBleed) {
        self.canvas = canvas
        self.palette = palette
        self.text = text
        self.shapes = shapes
        self.safeArea = safeArea
    }

    /// Paints `root` and its subtree in the label colour.
    func paint(_ root: SolvedNode) {
        withUnsafePointer(to: root) { paint($0, foreground: .color(palette.label), bleed: []) }
    }

    /// Paints a node and its subtree; `inherited` is the style a view with no `foregroundStyle` draws in, and
    /// `bleed` the safe-area edges colours, gradients and rectangles in the subtree extend past (``SafeAreaBleed``).
    private func paint(_ node: NodePointer, foreground inherited: ResolvedStyle, bleed: Edge.Set, row: FormRowPosition = FormRowPosition()) {
        let environment = node.pointee.environment
        if let scheme = environment.colorScheme, Appearance(scheme) != palette.appearance {
            // `environment(\.colorScheme, …)`: the subtree in that appearance's colours, its text in its label colour.
            var walk = self
            walk.palette = SystemColorPalette(appearance: Appearance(scheme))
            return walk.paint(node, foreground: .color(walk.palette.label), bleed: bleed, row: row)
        }
        let source = node.pointee.source
        let foreground = environment.foregroundStyle.map { resolve($0, environment, source: source) } ?? inherited
        let frame = node.pointee.frame
        let context = canvas.context
        guard frame.isDrawable else {
            warnings.add(LayoutWarning("a \(node.pointee.kindName) whose frame is not finite or lies beyond a million points was not drawn", source: source))
            return
        }
        switch node.pointee.kind {
        case .color(let color):
            canvas.fill(canvas.snapped(safeArea.extending(frame, into: bleed)), with: resolve(color, environment, source: source))
        case .gradient(let gradient):
            let style = ShapeStyle(mode: .fill, lineWidth: 0, style: resolve(.gradient(gradient), environment, source: source))
            shapes.paint(.rectangle, style: style, in: safeArea.extending(frame, into: bleed), on: canvas)
        case .shape(let shape, let paint as ShapePaint):
            let style = ShapeStyle(paint) { style in style.map { resolve($0, environment, source: source) } ?? foreground }
            shapes.paint(shape, style: style, in: shape == .rectangle ? safeArea.extending(frame, into: bleed) : frame, on: canvas)
        case .canvas(let drawing as CanvasDrawing):
            paintCanvas(drawing.value(for: frame.size), in: frame, environment: environment, foreground: foreground, source: source)
        case .text(let string, let spans):
            canvas.paint(foreground, over: frame) { color in
                paintText(string, spans: spans, measurement: node.pointee.text, environment: environment, frame: frame, color: color, source: source)
            }
        case .image(let image, let paint as ImagePaint) where !paint.representations.isEmpty && !paint.isTemplate:
            paintAssetImage(image, paint, template: nil, environment: environment, frame: frame, source: source)
        case .image(let image, let paint as ImagePaint):
            canvas.paint(foreground, over: frame) { color in
                paintImage(image, paint, environment: environment, frame: frame, source: source, color: color)
            }
        case .effect(.hidden):
            return
        case .effect(.extendsIntoSafeArea(let edges)):
            paintChildren(of: node, foreground: foreground, bleed: bleed.union(edges))
        case .effect(.opacity(let opacity)):
            cairo_push_group(context)
            paintChildren(of: node, foreground: foreground, bleed: bleed)
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, opacity)
        case .effect(.shadow(let color, let radius, let offset)):
            ShadowPainter(color: resolve(color, environment, source: source), radius: radius, offset: offset).paint(on: canvas, bounds: frame) {
                paintChildren(of: node, foreground: foreground, bleed: bleed)
            }
        case .effect(.transform(let transform)):
            guard !transform.isDegenerate else { return }
            canvas.isolated {
                let anchor = CGPoint(x: frame.minX + transform.anchor.x * frame.width, y: frame.minY + transform.anchor.y * frame.height)
                cairo_translate(context, anchor.x, anchor.y)
                cairo_rotate(context, transform.rotation.radians)
                cairo_scale(context, transform.scale.width, transform.scale.height)
                cairo_translate(context, -anchor.x, -anchor.y)
                paintChildren(of: node, foreground: foreground, bleed: bleed)
            }
        case .effect(.clipShape(let shape)):
            canvas.isolated {
                ShapeOutline(shape: shape, rect: canvas.snapped(frame)).add(to: context)
                cairo_clip(context)
                paintChildren(of: node, foreground: foreground, bleed: bleed)
            }
        case .painted(let control as any PaintedControl):
            paint(control, node: node, foreground: foreground, bleed: bleed, row: row)
        default:
            paintChildren(of: node, foreground: foreground, bleed: bleed)
        }
    }

    /// Paints a control's chrome and then its children (its label), as its look where it is disabled says.
    private func paint(_ control: any PaintedControl, node: NodePointer, foreground: ResolvedStyle, bleed: Edge.Set, row: FormRowPosition) {
        let environment = node.pointee.environment
        let tint = resolve(Color.tint, environment, source: node.pointee.source)
        let paintControl = {
            control.paint(with: ControlPainter(
                palette: palette, shapes: shapes, text: text, safeArea: safeArea, canvas: canvas, node: node.pointee, tint: tint, row: row))
            let labelColor = control.drawsLabelInTint && environment.foregroundStyle == nil ? .color(tint) : foreground
            paintChildren(of: node, foreground: labelColor, bleed: bleed)
        }
        switch environment.isEnabled ? .unchanged : control.disabledLook {
        case .unchanged:
            paintControl()
        case .greyLabel:
            paintChildren(of: node, foreground: .color(palette.named("tertiaryLabel")!), bleed: bleed)
        case .dimmed:
            cairo_push_group(canvas.context)
            paintControl()
            cairo_pop_group_to_source(canvas.context)
            cairo_paint_with_alpha(canvas.context, Self.disabledOpacity)
        }
    }

    /// Says an SF Symbol is not one Plumb draws, and what is drawn instead.
    func warnUnknownSymbol(_ name: String, _ instead: String, source: SourceLocation?) {
        warnings.add(LayoutWarning("no built-in symbol '\(name)'; \(instead)", source: source))
    }

    /// How strongly a disabled switch, field or slider is drawn.
    static let disabledOpacity = 0.5

    /// Paints the children in `DrawingOrder`.
    private func paintChildren(of node: NodePointer, foreground: ResolvedStyle, bleed: Edge.Set) {
        let order = DrawingOrder.order(of: node)
        node.pointee.children.withUnsafeBufferPointer { buffer in
            guard let children = buffer.baseAddress, !buffer.isEmpty else { return }
            let total = order?.count ?? buffer.count
            func isFormRow(at position: Int) -> Bool {
                (0..<total).contains(position) && Self.isFormRow(children + (order?[position] ?? position))
            }
            for position in 0..<total {
                let row = FormRowPosition(isFirst: !isFormRow(at: position - 1), isLast: !isFormRow(at: position + 1))
                paint(children + (order?[position] ?? position), foreground: foreground, bleed: bleed, row: row)
            }
        }
    }

    private static func isFormRow(_ node: NodePointer) -> Bool {
        if case .painted(let content) = node.pointee.kind { return content is FormRow }
        return false
    }

    private func paintText(
        _ string: String, spans: [TextSpan], measurement: TextMeasurement?, environment: EnvironmentValues, frame: CGRect, color: RGBAColor,
        source: SourceLocation?
    ) {
        let measurement = measurement ?? text.measurer.measure(TextRun(string, spans: spans, in: environment), proposal: ProposedViewSize(frame.size))
        // Fonts as the text was set: shrunk when `minimumScaleFactor` made it fit.
        func scaled(_ font: Font) -> Font { var font = font; font.size *= measurement.fontScale; return font }
        let font = scaled(environment.resolvedFont)
        // A part's own colour is drawn when its modifiers set one (a gradient or other style over a part is drawn in
        // the text's colour).
        let styles = spans.map { span in
            let own = span.environment(in: environment)
            var color: RGBAColor?
            if case .color(let partColor)? = own.foregroundStyle, own.foregroundStyle != environment.foregroundStyle {
                color = resolve(partColor, own, source: source)
            }
            let symbol = span.symbol.map { name in
                if SymbolLibrary.knownSymbol(named: name, variants: .none) == nil {
                    warnUnknownSymbol(name, "its room in the text is left empty", source: source)
                }
                return text.measurer.inlineSymbol(named: name, font: scaled(own.resolvedFont))
            }
            let background = own.textBackground.map { resolve($0, own, source: source) }
            return StyledLine.Style(font: scaled(own.resolvedFont), decoration: own.textDecoration, tracking: own.tracking, color: color, background: background, symbol: symbol)
        }
        let largest = styles.map(\.font.size).reduce(font.size, max)
        guard largest * canvas.scale <= TextPainter.maximumFontPixels else {
            let message = String(format: "a Text in a font of %g points at %g× was not drawn: Plumb draws fonts of up to %g pixels", largest, canvas.scale, TextPainter.maximumFontPixels)
            warnings.add(LayoutWarning(message, source: source))
            return
        }
        text.draw(
            measurement, font: font, decoration: environment.textDecoration, tracking: environment.tracking, spans: styles,
            alignment: environment.multilineTextAlignment, color: color, in: frame, on: canvas
        )
    }

    private func paintImage(
        _ image: ImageContent, _ paint: ImagePaint, environment: EnvironmentValues, frame: CGRect, source: SourceLocation?, color: RGBAColor
    ) {
        guard image.isSystemSymbol else {
            paintAssetImage(image, paint, template: color, environment: environment, frame: frame, source: source)
            return
        }
        paintSymbol(
            named: image.name, variants: environment.symbolVariants, in: frame, color: color, weight: environment.resolvedFont.weight,
            source: source, on: canvas
        )
    }

    /// Draws an image of the asset catalogs with its pixels (`template`: its alpha in that colour); a placeholder for
    /// one without pixels, with a warning when its file could not be read.
    private func paintAssetImage(
        _ image: ImageContent, _ paint: ImagePaint, template: RGBAColor?, environment: EnvironmentValues, frame: CGRect, source: SourceLocation?
    ) {
        guard let representation = paint.representation(for: environment.displayScale) else {
            SymbolPainter(textPainter: text).paintPlaceholder(named: image.name, in: frame, palette: palette, on: canvas)
            return
        }
        if let failure = ImagePainter(canvas: canvas).paint(representation, in: frame, template: template) {
            warnings.add(LayoutWarning("cannot draw the image '\(image.name)' (\(failure)); drawn as a placeholder", source: source))
            SymbolPainter(textPainter: text).paintPlaceholder(named: image.name, in: frame, palette: palette, on: canvas)
        }
    }

    /// Draws the SF Symbol `name` as `variants` show it in `frame`, or a placeholder, with a warning, when Plumb draws
    /// no such symbol.
    func paintSymbol(
        named name: String, variants: SymbolVariants, in frame: CGRect, color: RGBAColor, weight: Font.Weight, source: SourceLocation?,
        on target: Canvas
    ) {
        let symbols = SymbolPainter(textPainter: text)
        guard let symbol = SymbolLibrary.knownSymbol(named: name, variants: variants) else {
            warnUnknownSymbol(name, "drawn as a placeholder", source: source)
            symbols.paintPlaceholder(named: name, in: frame, palette: palette, on: target)
            return
        }
        symbols.paint(symbol, in: frame, color: color, weight: weight, on: target)
    }

    /// `style` for this appearance, each of its colours resolved as a colour is.
    func resolve(_ style: AnyShapeStyle, _ environment: EnvironmentValues, source: SourceLocation?) -> ResolvedStyle {
        switch style {
        case .color(let color):
            return .color(resolve(color, environment, source: source))
        case .gradient(let fill):
            let stops = fill.gradient.stops.map {
                ResolvedGradient.Stop(color: resolve($0.color, environment, source: source), location: $0.location)
            }
            return .gradient(ResolvedGradient(stops: stops, geometry: fill.geometry))
        }
    }

    /// `color` for this appearance in `environment` (`.tint` is its tint, `.accentColor` its accent colour); an
    /// unknown name paints gray, with a warning.
    func resolve(_ color: Color, _ environment: EnvironmentValues, source: SourceLocation?) -> RGBAColor {
        if color.name == Color.tint.name {
            let tint = environment.tint.flatMap { $0.name == Color.tint.name ? nil : $0 } ?? .accentColor
            return resolve(tint, environment, source: source).withAlphaMultiplied(by: color.opacity)
        }
        if color.name == Color.accentColor.name, let accent = environment.accentColor, accent.name != Color.accentColor.name {
            return resolve(accent, environment, source: source).withAlphaMultiplied(by: color.opacity)
        }
        if let resolved = palette.resolve(color) { return resolved }
        warnings.add(LayoutWarning("unknown colour '\(color.name ?? "")'; drawn as gray", source: source))
        return palette.named("gray")!.withAlphaMultiplied(by: color.opacity)
    }
}

/// Where a Form row sits among the rows next to it: the first and last of a run round their outer corners, and all
/// but the last have a separator.
struct FormRowPosition {
    var isFirst = true
    var isLast = true
}

/// Warnings a paint collects, each once (a colour inherited by a subtree is resolved at every view in it).
final class WarningLog {
    private(set) var entries: [LayoutWarning] = []
    private var seen = Set<LayoutWarning>()

    func add(_ warning: LayoutWarning) {
        if seen.insert(warning).inserted { entries.append(warning) }
    }
}

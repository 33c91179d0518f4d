import Foundation
import PlumbLayout
import PlumbRender
import PlumbScene

extension ViewerSession {
    /// Runs a key's command.
    public func perform(_ command: ViewerCommand, at now: Double) {
        notice = nil
        needsPaint = true
        switch command {
        case .toggleLiveMode:
            mode = mode == .select ? .live : .select
            focus = nil
            openMenu = nil
            adoptFocusState()
        case .toggleAllGuides:
            showsAllGuides.toggle()
            if showsAllGuides, target.map(GuideCount.containers) == 0 { notice = "no stack or layout here: no guides to draw" }
        case .toggleAnchors:
            showsAnchors.toggle()
            if showsAnchors, target.map(GuideCount.anchors) == 0 { notice = "no anchor preference here: nothing to highlight" }
        case .toggleBounds:
            showsBounds.toggle()
            if showsBounds, target?.root.children.isEmpty == true { notice = "one view: no gaps or spacers to show" }
        case .toggleTwoPhase: twoPhase.toggle()
        case .toggleSlowMotion:
            slowMotion.toggle()
            transition?.setSlowdown(slowMotion ? 5 : 1, at: now)
        case .zoomIn: zoom = min(zoom * 1.25, 8)
        case .zoomOut: zoom = max(zoom / 1.25, 0.125)
        case .zoomToFit: zoomToFit()
        case .zoomActualSize:
            zoom = 1
            pan = .zero
        case .nextPreview:
            guard previewNames.count > 1, problems.isEmpty else { return }
            previewIndex = (previewIndex + 1) % previewNames.count
            resolve(at: now)
            pan = .zero
            wantsWindowFit = true
        case .reload: reload(at: now, force: true)
        case .exportPNG: exportPNG()
        case .toggleHelp: showsHelp.toggle()
        case .clearSelection:
            if openMenu != nil {
                openMenu = nil
            } else if showsHelp {
                showsHelp = false
            } else {
                selection = nil
                toggledGuides.removeAll()
                showsAllGuides = false
            }
        case .quit: quitRequested = true
        }
    }

    /// The pointer moved to `point` (preview coordinates; nil: it left the preview): select mode outlines the view.
    public func hover(at point: CGPoint?) {
        let identity = point.flatMap { hits(at: $0).first }
        guard identity != hovered else { return }
        hovered = identity
        if mode == .select { needsPaint = true }
    }

    /// A click at `point` (preview coordinates). Select mode: selects the top-most view and toggles its guides;
    /// with shift, the next view stacked under the pointer. Live mode: performs the tap action there.
    public func click(at point: CGPoint, shift: Bool, at now: Double) {
        needsPaint = true
        notice = nil
        switch mode {
        case .live: tap(at: point, at: now)
        case .select where shift: cycle(at: point)
        case .select:
            let identities = hits(at: point)
            stack = (point, identities, 0)
            guard let top = identities.first else {
                selection = nil
                return
            }
            select(top)
        }
    }

    /// Selects the view with `identity` and toggles its guides; the inspector starts at its top.
    func select(_ identity: ViewIdentity) {
        selection = identity
        scrollOffsets[.inspector] = 0
        if toggledGuides.remove(identity) == nil { toggledGuides.insert(identity) }
        announceSelection()
    }

    private func cycle(at point: CGPoint) {
        let identities = hits(at: point)
        guard !identities.isEmpty else { return }
        var index = 0
        if let stack, stack.identities == identities {
            index = (stack.index + 1) % identities.count
            toggledGuides.remove(stack.identities[stack.index])
        }
        stack = (point, identities, index)
        selection = identities[index]
        toggledGuides.insert(identities[index])
        announceSelection()
    }

    private func tap(at point: CGPoint, at now: Double) {
        if let openMenu {
            tapMenu(openMenu, at: point, at: now)
            return
        }
        let focused = focus?.field
        let focusState = focusedField?.entry.focus
        focus = nil
        if problems.isEmpty, let target, HitTester(target).tapTarget(at: point)?.action.entry == nil {
            moveFocusState(from: focusState, to: nil, at: now)
        }
        guard problems.isEmpty, let document, let tree = target else {
            notice = "fix the errors to tap the scene"
            return
        }
        let tester = HitTester(tree)
        guard let target = tester.tapTarget(at: point) else {
            if let scrolled = tester.tapTarget(at: point, where: { $0.scroll != nil }), let index = transition?.interpolator.plan.index,
               let position = index.position(ofPath: scrolled.path) {
                startScrolling(index.entries[position].identity, from: point)
            } else {
                notice = "nothing to tap there"
            }
            return
        }
        if let entry = target.action.entry, let index = transition?.interpolator.plan.index, let field = index.position(ofPath: target.path) {
            let identity = index.entries[field].identity
            focus(identity, entry: entry, caretAt: identity == focused ? point.x : nil)
            moveFocusState(from: identity == focused ? nil : focusState, to: entry.focus, at: now)
            return
        }
        if let menu = target.action.menu {
            open(menu, from: target.frame)
            return
        }
        if let setPressed = target.action.setPressed {
            pressed = (target.path, setPressed, true)
            if document.perform(TapAction { setPressed(true) }) { resolve(at: now, animation: SceneAnimation(curve: .linear, duration: 0)) }
            return
        }
        if let track = target.action.track {
            dragged = (track, target.frame)
            drag(to: point, at: now)
            return
        }
        if document.perform(target.action) || document.needsSolve { resolve(at: now) }
    }

    /// Live mode: the pointer, pressed on a slider or a scroll view, is at `point` (preview coordinates): the value,
    /// or the content, follows it at once.
    public func drag(to point: CGPoint, at now: Double) {
        if mode == .live, pressed != nil {
            movePress(to: point, at: now)
            return
        }
        if mode == .live, problems.isEmpty, let scrolling {
            scroll(scrolling.view, to: { _ in
                CGSize(width: scrolling.offset.width + scrolling.from.x - point.x, height: scrolling.offset.height + scrolling.from.y - point.y)
            }, at: now)
            return
        }
        guard mode == .live, let (track, frame) = dragged, let document, problems.isEmpty else { return }
        let fraction = track.fraction(at: point.x, minX: frame.minX, maxX: frame.maxX)
        if document.perform(TapAction { track.setFraction(fraction) }) || document.needsSolve {
            needsPaint = true
            resolve(at: now, animation: SceneAnimation(curve: .linear, duration: 0))
        }
    }

    /// Live mode: the pointer held on a button moved to `point`: off the button it is drawn let go, back on it
    /// pressed again, as a finger dragged off a UIButton and back.
    private func movePress(to point: CGPoint, at now: Double) {
        guard var held = pressed, let document, problems.isEmpty else { return }
        let isInside = target.flatMap { HitTester($0).tapTarget(at: point) }?.path == held.path
        guard isInside != held.isInside else { return }
        held.isInside = isInside
        pressed = held
        needsPaint = true
        if document.perform(TapAction { held.setPressed(isInside) }) || document.needsSolve {
            resolve(at: now, animation: SceneAnimation(curve: .linear, duration: 0))
        }
    }

    /// The pointer's button went up at `point` (preview coordinates): a drag ends; a pressed button is let go, and
    /// its action runs when the pointer is still on it, as UIKit's touch-up-inside.
    public func release(at point: CGPoint, at now: Double) {
        dragged = nil
        scrolling = nil
        guard let (path, setPressed, _) = pressed else { return }
        pressed = nil
        guard let document, problems.isEmpty else { return }
        let hit = mode == .live ? target.flatMap { HitTester($0).tapTarget(at: point) } : nil
        let action = hit?.path == path ? hit?.action : nil
        needsPaint = true
        if document.perform(TapAction { setPressed(false); action?.perform() }) || document.needsSolve { resolve(at: now) }
    }

    /// The identities of the views under `point`, top-most first.
    func hits(at point: CGPoint) -> [ViewIdentity] {
        guard let plan = transition?.interpolator.plan else { return [] }
        return HitTester(plan.target).hits(at: point).compactMap { path in
            plan.index.position(ofPath: path).map { plan.index.entries[$0].identity }
        }
    }

    /// Writes the current frame (the preview with its overlays) to the export folder and says where.
    private func exportPNG() {
        guard let tree = presented else { return }
        let stem = URL(fileURLWithPath: options.file).deletingPathExtension().lastPathComponent
        let directory = URL(fileURLWithPath: options.exportDirectory)
        exportCount += 1
        let url = directory.appendingPathComponent("\(stem)-\(exportCount).png")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var options = renderOptions
            options.scale = max(options.scale, 1)
            try Renderer(painter: Painter(measurer: measurer)).render(tree, options: options, to: url)
            notice = "exported \(url.path)"
            print("plumb: exported the current frame to \(url.path)")
        } catch {
            notice = "export failed: \(error)"
        }
    }
}

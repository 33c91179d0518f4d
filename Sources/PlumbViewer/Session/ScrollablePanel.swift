/// The parts of the window whose text scrolls (the wheel over them) when it is taller than they are.
public enum ScrollablePanel: Hashable, Sendable, CaseIterable {
    /// The broken save's diagnostics over the canvas.
    case banner
    case outline
    case inspector
    case help
}

/// What a key does in the viewer.
public enum ViewerCommand: Hashable, Sendable, CaseIterable {
    case toggleLiveMode, toggleAllGuides, toggleAnchors, toggleBounds, toggleTwoPhase, toggleSlowMotion
    case zoomIn, zoomOut, zoomToFit, zoomActualSize, nextPreview, reload, exportPNG, toggleHelp, clearSelection, quit

    /// The keys, as typed characters (X keysym names for the others), and what they do: what `--help` and the `?`
    /// overlay list.
    public static let bindings: [(keys: [String], command: ViewerCommand, help: String)] = [
        (["l"], .toggleLiveMode, "live mode: clicks tap the scene, keys type into a tapped field; again for select mode"),
        (["g"], .toggleAllGuides, "all alignment guides"),
        (["a"], .toggleAnchors, "anchor highlights"),
        (["b"], .toggleBounds, "bounds: frames, stack spacing, Spacers"),
        (["t"], .toggleTwoPhase, "two-phase animation: guides slide, then views move"),
        (["s"], .toggleSlowMotion, "slow motion (x5)"),
        (["+", "="], .zoomIn, "zoom in"),
        (["-"], .zoomOut, "zoom out"),
        (["0"], .zoomToFit, "fit the preview to the window"),
        (["1"], .zoomActualSize, "actual size"),
        (["p", "Tab"], .nextPreview, "next #Preview"),
        (["r"], .reload, "reload the file"),
        (["e"], .exportPNG, "export the current frame as PNG"),
        (["?", "h"], .toggleHelp, "this help"),
        (["Escape"], .clearSelection, "clear the selection and every guide, close the help"),
        (["q"], .quit, "quit"),
    ]

    /// The command bound to a key.
    public static func command(forKey key: String) -> ViewerCommand? {
        bindings.first { $0.keys.contains(key) }?.command
    }

    /// The key table as text, one binding a line, for `--help`.
    public static var helpText: String {
        let pointer = [
            "click          select the top-most view under the pointer, toggle its guides",
            "shift-click    cycle through the views stacked under the pointer",
            "wheel          scroll the preview when zoomed in (shift: sideways), or the panel under the pointer",
            "ctrl-wheel     zoom",
            "middle-drag    pan the preview (or hold space and drag)",
        ]
        return (pointer + bindings.map { binding in
            binding.keys.joined(separator: " ").padding(toLength: 15, withPad: " ", startingAt: 0) + binding.help
        }).joined(separator: "\n")
    }
}

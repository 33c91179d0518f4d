import PlumbLayout

/// The foreground styles controls draw their parts in, as the `foregroundColor` nodes the vocabulary wraps them in.
extension ViewKind {
    /// What a control's secondary text (a caption, a value) is drawn in.
    static var secondaryForeground: ViewKind { .environment(EnvironmentWriter("foregroundColor(.secondary)") { $0.foregroundStyle = .color(.secondary) }) }
    /// What a label on a tinted fill (a `.borderedProminent` button, a paste button) is drawn in.
    static var whiteForeground: ViewKind { .environment(EnvironmentWriter("foregroundColor(.white)") { $0.foregroundStyle = .color(.white) }) }
    /// What a control's tinted part (a gauge's arc, a progress bar's fill) is drawn in: the tint, else the accent colour.
    static var tintForeground: ViewKind { .environment(EnvironmentWriter("foregroundColor(tint)") { $0.foregroundStyle = .color($0.tint ?? .accentColor) }) }
}

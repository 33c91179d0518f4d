import PlumbLayout

/// The system appearance colours resolve for: iOS light mode (the default) or dark mode.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

extension Appearance {
    /// The appearance of a subtree's `colorScheme`.
    init(_ scheme: ColorScheme) {
        self = scheme == .dark ? .dark : .light
    }
}

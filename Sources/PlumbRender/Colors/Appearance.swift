/// The system appearance colours resolve for: iOS light mode (the default) or dark mode.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

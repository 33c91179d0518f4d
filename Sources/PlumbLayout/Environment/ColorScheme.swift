/// SwiftUI's `ColorScheme`: the appearance semantic colours (`.primary`, `Color(.systemBackground)`) resolve for.
public enum ColorScheme: Hashable, Sendable {
    case light, dark
}

import SwiftUI

extension Color {
    /// The shop's colour, from the asset catalog (light and dark appearances).
    static let brand = Color("Brand")
}

/// Spacing used across the shop's views.
enum Metrics {
    static let cardPadding: CGFloat = 12
    static let cornerRadius: CGFloat = 10
}

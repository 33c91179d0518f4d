import SwiftUI
import FlowKit

/// A product: its name and price over its tags, which wrap into rows.
struct ProductCard: View {
    let product: Product

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(product.name)
                    .font(.headline)
                Spacer()
                Text(product.price, format: .currency(code: "EUR"))
                    .foregroundStyle(.secondary)
            }
            TagFlow(spacing: 6) {
                ForEach(product.tags, id: \.self) { tag in
                    TagLabel(text: tag)
                }
            }
        }
        .padding(Metrics.cardPadding)
        .background(Color.brand.opacity(0.12), in: RoundedRectangle(cornerRadius: Metrics.cornerRadius))
    }
}

/// Private to this file: ProductGrid.swift has a helper of the same name.
private struct TagLabel: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.brand))
            .foregroundStyle(.white)
    }
}

#Preview("Card", traits: .fixedLayout(width: 240, height: 120)) {
    ProductCard(product: Product.samples[2])
        .padding()
}

#Preview("Card dark", traits: .fixedLayout(width: 240, height: 120)) {
    ProductCard(product: Product.samples[0])
        .padding()
        .preferredColorScheme(.dark)
}

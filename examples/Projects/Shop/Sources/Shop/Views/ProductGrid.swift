import SwiftUI

/// Every product, one card each, under a badge.
struct ProductGrid: View {
    let products: [Product]

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                TagLabel()
                ForEach(products) { product in
                    ProductCard(product: product)
                }
            }
            .padding()
        }
    }
}

/// Private to this file: ProductCard.swift has a view of the same name.
private struct TagLabel: View {
    var body: some View {
        Image("Badge")
    }
}

#Preview {
    ProductGrid(products: Product.samples)
        .environmentObject(Cart())
}

import Foundation

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Decimal
    let tags: [String]

    static let samples = [
        Product(id: 1, name: "Espresso cup", price: 12, tags: ["ceramic", "kitchen", "gift"]),
        Product(id: 2, name: "Linen apron", price: 34, tags: ["linen", "kitchen"]),
        Product(id: 3, name: "Oak tray", price: 48, tags: ["wood", "serving", "handmade", "gift"]),
    ]
}

/// What the customer has put aside.
final class Cart: ObservableObject {
    @Published var items: [Product.ID] = []
}

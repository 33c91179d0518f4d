import SwiftUI

struct Card: View {
    var title: String
    var detail: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline).id("title")
            Text(detail).font(.subheadline).foregroundStyle(.secondary)
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
        .padding()
    }
}

#Preview("Card", traits: .fixedLayout(width: 320, height: 120)) {
    Card(title: "Plumb", detail: "SwiftUI layout on Linux")
}

#Preview("Long title", traits: .fixedLayout(width: 320, height: 160)) {
    Card(title: "A title long enough to wrap onto a second line", detail: "SwiftUI layout on Linux")
}

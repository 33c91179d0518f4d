import SwiftUI

struct Card: View {
    var title = "Plumb"

    var body: some View {
        HStack(spacing: 8) {
            Circle().fill(Color.orange).frame(width: 24, height: 24)
            Text(title).font(.headline).id("title")
        }
        .padding(12)
        .background(Color.yellow.opacity(0.3))
    }
}

#Preview("Light", traits: .sizeThatFitsLayout) { Card() }
#Preview("Long", traits: .sizeThatFitsLayout) { Card(title: "Plumb on Linux") }

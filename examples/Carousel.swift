// An iOS 17 carousel: each card is sized from the scroll view it is in, not from its content.
//
// `containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)` divides the scroll view's width into five
// columns 12 points apart and gives a card four of them and the three gaps between them, so one card fills most of
// the width and the next one peeks in. The thumbnails below take one column of three. The scroll views are the
// containers: their visible width is what the cards divide, however wide their content runs. Change a count or a
// span and save: the cards resize.

import SwiftUI

struct Card: View {
    let title: String
    let color: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(color)
            .overlay(alignment: .bottomLeading) {
                Text(title)
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding()
            }
    }
}

struct ContentView: View {
    let colors: [Color] = [.blue, .purple, .orange, .green]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Featured")
                .font(.title2)
                .bold()
                .padding(.horizontal)
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(colors.indices, id: \.self) { index in
                        Card(title: "Card \(index + 1)", color: colors[index])
                            .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 12)
                            .id("card \(index)")
                    }
                }
            }
            .frame(height: 220)
            Text("More")
                .font(.title2)
                .bold()
                .padding(.horizontal)
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(0..<6) { index in
                        RoundedRectangle(cornerRadius: 10)
                            .fill(colors[index % colors.count].opacity(0.5))
                            .containerRelativeFrame(.horizontal, count: 3, spacing: 12)
                            .id("thumbnail \(index)")
                    }
                }
            }
            .frame(height: 100)
            Spacer()
        }
    }
}

#Preview {
    ContentView()
}

// A wrapping grid built from preferences alone — no Layout protocol, no GeometryReader around the cards.
//
// 1. Each card reports where it is with an anchor preference (`Anchor<CGRect>`: its bounds, resolvable later).
// 2. The grid reads the collected anchors in a background, resolves them with a GeometryReader into sizes, and
//    publishes the sizes as a second preference.
// 3. `onPreferenceChange` receives the sizes after layout, breaks them into rows that fit the width, and stores
//    each card's offset in `@State`.
// 4. The state change solves the view again: in a top-leading ZStack every card would sit at the top-left
//    corner, but each card's leading and top alignment guides say "my edge is offset.x / offset.y before the
//    line", so the ZStack moves it by its offset. The sizes do not change, so the second pass settles.

import SwiftUI

/// The bounds of every card, in card order.
struct CardAnchors: PreferenceKey {
    static var defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
        value.append(contentsOf: nextValue())
    }
}

/// The cards' sizes, once resolved.
struct CardSizes: PreferenceKey {
    static var defaultValue: [CGSize] = []
    static func reduce(value: inout [CGSize], nextValue: () -> [CGSize]) {
        value.append(contentsOf: nextValue())
    }
}

struct WrappingGrid: View {
    let words = ["SwiftUI", "proposals", "stacks", "frames", "padding", "alignment", "guides", "preferences",
                 "anchors", "GeometryReader", "Layout", "spacing"]
    var width: CGFloat = 300
    var spacing: CGFloat = 8
    @State private var offsets: [CGPoint] = []

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(words.indices, id: \.self) { index in
                Text(words[index])
                    .padding(.horizontal, 10)
                    .padding(.vertical, 6)
                    .background(Capsule().fill(Color.blue.opacity(0.15)))
                    .anchorPreference(key: CardAnchors.self, value: .bounds) { [$0] }
                    .alignmentGuide(.leading) { _ in -offset(of: index).x }
                    .alignmentGuide(.top) { _ in -offset(of: index).y }
                    .id("card\(index)")
            }
        }
        .frame(width: width, alignment: .topLeading)
        .backgroundPreferenceValue(CardAnchors.self) { anchors in
            GeometryReader { proxy in
                Color.clear.preference(key: CardSizes.self, value: anchors.map { proxy[$0].size })
            }
        }
        .onPreferenceChange(CardSizes.self) { sizes in
            offsets = rows(for: sizes)
        }
        .id("grid")
    }

    private func offset(of index: Int) -> CGPoint {
        index < offsets.count ? offsets[index] : .zero
    }

    /// Greedy line breaking: a card goes on the current row if it fits, else it starts the next one.
    private func rows(for sizes: [CGSize]) -> [CGPoint] {
        var result: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        for size in sizes {
            if x > 0 && x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            result.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return result
    }
}

#Preview {
    WrappingGrid()
        .padding()
}

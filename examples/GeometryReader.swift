// GeometryReader.swift — what a GeometryReader is told, and the three coordinate spaces it can measure in.
//
// A GeometryReader takes all the space it is offered (like a Color), then builds its content knowing that size:
// `proxy.size`. Its content is placed at the reader's top-leading corner, which is why the first preview centres
// the rounded rectangle explicitly with `position`: half the reader's width and height is its centre.
//
// `proxy.frame(in:)` gives the reader's own rectangle in a coordinate space:
// - `.local`: the reader itself, so the origin is always (0, 0);
// - `.global`: the whole window;
// - `.named("card")`: the view that declared `.coordinateSpace(name: "card")` — here the padded card, so the
//   origin counts from the card's top-leading corner. (iOS 17 also spells it `.coordinateSpace(.named("card"))`.)
//
// The second preview prints all three for a reader sitting in the middle of an HStack inside a VStack.

import SwiftUI

struct HalfSizeCard: View {
    var body: some View {
        GeometryReader { proxy in
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.blue)
                .frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
                .id("half")
                .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
        }
        .id("container")
    }
}

struct CoordinateSpaces: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Coordinate spaces")
            HStack(spacing: 12) {
                Color.orange.frame(width: 60, height: 100)
                GeometryReader { proxy in
                    let local = proxy.frame(in: .local)
                    let global = proxy.frame(in: .global)
                    let card = proxy.frame(in: .named("card"))
                    VStack(alignment: .leading, spacing: 4) {
                        Text("local \(Int(local.minX)), \(Int(local.minY))").id("local")
                        Text("global \(Int(global.minX)), \(Int(global.minY))").id("global")
                        Text("card \(Int(card.minX)), \(Int(card.minY))").id("named")
                    }
                }
                .frame(width: 180, height: 100)
                .background(Color.yellow.opacity(0.3))
                .id("reader")
                Color.orange.frame(width: 60, height: 100)
            }
        }
        .padding(20)
        .coordinateSpace(name: "card")
        .id("card")
    }
}

#Preview("Half size", traits: .fixedLayout(width: 300, height: 200)) {
    HalfSizeCard()
}

#Preview("Coordinate spaces", traits: .fixedLayout(width: 390, height: 300)) {
    CoordinateSpaces()
}

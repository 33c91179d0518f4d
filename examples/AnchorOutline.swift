// AnchorOutline.swift — outlining a view from one of its ancestors, with an anchor preference.
//
// A view can only draw inside its own bounds, yet here a red outline is drawn around the word "up" by the card
// that contains it. Three pieces make that work:
//
// 1. `anchorPreference(key:value:transform:)` on the word captures `.bounds` — its own rectangle — as an
//    `Anchor<CGRect>`: a token that remembers where the view ended up once layout is done.
// 2. The anchor travels up the tree as a preference (`HighlightKey`) until an ancestor reads it with
//    `overlayPreferenceValue(_:_:)`. The overlay is proposed the card's size, exactly like `.overlay { }`.
// 3. Inside the overlay a GeometryReader turns the anchor into a rectangle in its own coordinates with
//    `proxy[anchor]`. Because the reader covers the card, that rectangle is the word's frame relative to the card's
//    top-leading corner, and the outline can be framed and positioned on it.
//
// The word itself never knows it is being outlined: move it anywhere in the card and the outline follows.

import SwiftUI

struct HighlightKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct AnchorOutline: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Anchors")
            HStack(spacing: 8) {
                Text("travel")
                Text("up")
                    .anchorPreference(key: HighlightKey.self, value: .bounds) { $0 }
                    .id("word")
                Text("the tree")
            }
        }
        .padding(20)
        .background(Color.gray.opacity(0.15))
        .id("card")
        .overlayPreferenceValue(HighlightKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    RoundedRectangle(cornerRadius: 6)
                        .stroke(Color.red, lineWidth: 2)
                        .frame(width: rect.width + 8, height: rect.height + 8)
                        .id("outline")
                        .position(x: rect.midX, y: rect.midY)
                }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 200)) {
    AnchorOutline()
}

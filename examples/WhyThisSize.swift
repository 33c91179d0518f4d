// Why this size: the question of every layout, answered step by step.
//
// A view's size is its answer to the size its parent proposed, and the parent's proposal is decided by the
// parent's own rule: a stack shares out its length among its children, least flexible first; a frame fixes the
// lengths it has; `fixedSize()` asks for the ideal size; `layoutPriority` is offered space before its siblings.
// Select a view in the viewer (or `plumb solve WhyThisSize.swift --explain ID`) and Plumb prints that chain from
// the root: at each step the proposal received, the answer given, and the rule that decided it, with its numbers.
// Three previews: press P in the viewer to go through them.

import SwiftUI

// MARK: 1. A stack shares out its width

/// The text is the least flexible child, so it is offered its share first and takes only what it needs; the two
/// colours share what it left. Select the orange one.
struct PriceRow: View {
    var body: some View {
        HStack(spacing: 8) {
            Color.orange.id("left")
            Text("$12.99").font(.headline).id("price")
            Color.teal.id("right")
        }
        .frame(height: 44)
        .padding()
    }
}

#Preview("Stack", traits: .fixedLayout(width: 320, height: 120)) { PriceRow() }

// MARK: 2. layoutPriority is offered first

/// The title has priority 1: it is offered all the width but the minimum the others need, and takes what it wants.
/// The price, offered what is left, is cut. Select the price.
struct ProductRow: View {
    var body: some View {
        HStack {
            Text("Noise-cancelling headphones").layoutPriority(1).id("title")
            Spacer()
            Text("$1,299.00").id("price").lineLimit(1)
        }
        .padding()
    }
}

#Preview("Priority", traits: .fixedLayout(width: 320, height: 120)) { ProductRow() }

// MARK: 3. Frames, aspect ratios and ideal sizes

/// The video keeps 16:9 in what the stack offers it, inside a frame at most 240 wide; the caption asks for its ideal
/// size. Select the video.
struct VideoCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Color.indigo.id("video").aspectRatio(16 / 9, contentMode: .fit)
            Text("A caption").fixedSize().id("caption")
        }
        .frame(maxWidth: 240)
        .padding()
    }
}

#Preview("Frames", traits: .fixedLayout(width: 320, height: 220)) { VideoCard() }

// Anchors, re-implemented in user code — to see what SwiftUI's `Anchor` does for you.
//
// SwiftUI's way: `.anchorPreference(key:value:transform:)` captures an opaque `Anchor<CGRect>`; an ancestor's
// `overlayPreferenceValue` receives it and a `GeometryProxy` resolves it into its own coordinates with
// `proxy[anchor]`.
//
// Our way: `MyAnchor` stores the view's frame in global coordinates, measured by a GeometryReader in an overlay
// (an overlay is proposed exactly the view's size, so the reader sees the view's frame); a `View` extension
// publishes it as a preference; a `GeometryProxy` subscript converts it into the proxy's coordinates by
// subtracting the proxy's own global origin — which is all an anchor is.
//
// Both draw an ellipse around the same text; the toggle switches between them, and they land on the same spot.

import SwiftUI

/// A rectangle of some view, kept in global coordinates until a proxy resolves it.
struct MyAnchor<Value: Equatable>: Equatable {
    let globalFrame: CGRect
}

struct MyBoundsKey: PreferenceKey {
    static var defaultValue: MyAnchor<CGRect>? = nil
    static func reduce(value: inout MyAnchor<CGRect>?, nextValue: () -> MyAnchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct SwiftUIBoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

extension View {
    /// Publishes this view's bounds as our own anchor.
    func myBoundsAnchor() -> some View {
        overlay(
            GeometryReader { proxy in
                Color.clear.preference(key: MyBoundsKey.self, value: MyAnchor(globalFrame: proxy.frame(in: .global)))
            }
        )
    }
}

extension GeometryProxy {
    /// Our anchor in this proxy's coordinates.
    subscript(anchor: MyAnchor<CGRect>) -> CGRect {
        let origin = frame(in: .global).origin
        return anchor.globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
}

/// An ellipse drawn around a rectangle given in the enclosing GeometryReader's coordinates.
struct Highlight: View {
    let rect: CGRect
    let color: Color

    var body: some View {
        Ellipse()
            .stroke(color, lineWidth: 3)
            .frame(width: rect.width + 40, height: rect.height + 24)
            .position(x: rect.midX, y: rect.midY)
    }
}

struct UserAnchors: View {
    @State private var usesMyAnchors = false

    var body: some View {
        VStack(spacing: 40) {
            Toggle("Use my own anchors", isOn: $usesMyAnchors)
                .id("toggle")
            Text("Where am I?")
                .font(.title)
                .anchorPreference(key: SwiftUIBoundsKey.self, value: .bounds) { $0 }
                .myBoundsAnchor()
                .id("label")
            Text(usesMyAnchors ? "Drawn from MyAnchor (green)" : "Drawn from SwiftUI's Anchor (red)")
                .font(.footnote)
                .id("caption")
        }
        .padding(24)
        .overlayPreferenceValue(SwiftUIBoundsKey.self) { anchor in
            GeometryReader { proxy in
                if !usesMyAnchors, let anchor {
                    Highlight(rect: proxy[anchor], color: .red).id("swiftUIHighlight")
                }
            }
        }
        .overlayPreferenceValue(MyBoundsKey.self) { anchor in
            GeometryReader { proxy in
                if usesMyAnchors, let anchor {
                    Highlight(rect: proxy[anchor], color: .green).id("myHighlight")
                }
            }
        }
    }
}

#Preview {
    UserAnchors()
}

import Foundation
import PlumbContent
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct EffectGoldenTests {
    let scene = SceneRenderer()

    @Test func backgroundPaintsBehindAndOverlayAbove() throws {
        let image = try scene.image(120, 60) {
            Text("Label")
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(Capsule().fill(.yellow))
                .overlay(alignment: .topTrailing) {
                    Circle().fill(.red).frame(width: 12, height: 12).offset(x: 4, y: -4)
                }
        }
        try Golden.check(image, named: "effects-background-overlay")
    }

    @Test func rotationAndScaleTurnAndStretchTheDrawingAboutTheAnchor() throws {
        let white: UInt32 = 0xFFFF_FFFF
        let turned = try scene.image(100, 100) { Color.black.frame(width: 60, height: 10).rotationEffect(.degrees(90)) }
        #expect(turned[50, 25] != white && turned[50, 74] != white)
        #expect(turned[25, 50] == white && turned[74, 50] == white)
        let cornered = try scene.image(100, 100) {
            Color.black.frame(width: 60, height: 10).rotationEffect(.degrees(90), anchor: .topLeading)
        }
        #expect(cornered[17, 50] != white && cornered[22, 50] == white && cornered[50, 47] == white)
        let stretched = try scene.image(100, 100) { Color.black.frame(width: 20, height: 20).scaleEffect(x: 3, y: 0.5) }
        #expect(stretched[22, 50] != white && stretched[77, 50] != white)
        #expect(stretched[50, 43] == white && stretched[50, 46] != white)
        let vanished = try scene.image(100, 100) { Color.black.frame(width: 20, height: 20).scaleEffect(0) }
        #expect(vanished[50, 50] == white)
    }

    @Test func aShadowIsTheContentsShapeBlurredAndMovedUnderIt() throws {
        // A white 40-point square at (30, 30) with a black shadow blurred by 4 and moved 10 down: the square hides the
        // shadow's middle; beside the square's left edge the shadow is half dark (the blur's edge), 25 points out
        // nothing; below the square it is dark, above it light.
        let white: UInt32 = 0xFFFF_FFFF
        let image = try scene.image(100, 100) { Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 4, x: 0, y: 10) }
        let red = { (x: Int, y: Int) in Int((image[x, y] >> 16) & 0xFF) }
        #expect(image[50, 50] == white)
        #expect(image[5, 60] == white && image[50, 96] == white)
        #expect((96...160).contains(red(29, 60)))
        #expect(red(50, 75) < 96 && red(50, 27) > 200)
        // A radius or offset that is no number, or past a million points (found by fuzzing: `radius: 1e300` trapped in
        // Foundation's `CGRect.intersection`), draws the content without a shadow.
        for (radius, offset) in [(CGFloat.infinity, CGFloat(0)), (1e300, 0), (2, 1e300)] {
            let unbounded = try scene.image(100, 100) { Color.black.frame(width: 40, height: 40).shadow(color: .black, radius: radius, x: offset, y: 0) }
            #expect(unbounded[50, 50] != white && unbounded[20, 50] == white)
        }
    }

    @Test func opacityClipShapeAndCornerRadius() throws {
        let image = try scene.image(248, 84) {
            HStack(spacing: 12) {
                HStack(spacing: 6) {
                    ForEach(0..<5) { _ in Color.indigo.frame(width: 6) }
                }
                .frame(width: 60, height: 60)
                .clipShape(Circle())
                Color.orange.frame(width: 60, height: 60).cornerRadius(10)
                ZStack(alignment: .topLeading) {
                    Color.blue.frame(width: 40, height: 40)
                    Color.blue.frame(width: 40, height: 40).offset(x: 20, y: 20)
                }
                .frame(width: 60, height: 60, alignment: .topLeading)
                .opacity(0.4)
            }
        }
        try Golden.check(image, named: "effects-clip-opacity")
    }

    @Test func zIndexOrdersSiblingsAndHiddenViewsVanish() throws {
        let image = try scene.image(110, 100) {
            ZStack {
                Color.red.frame(width: 50, height: 50).offset(x: -12, y: -12).zIndex(1)
                Color.green.frame(width: 50, height: 50).offset(x: 12, y: 12)
                Color.black.frame(width: 30, height: 30).offset(x: 30, y: -30).hiddenView()
            }
        }
        try Golden.check(image, named: "effects-zindex-hidden")
    }

    @Test func offsetMovesWhatIsDrawnNotTheLayout() throws {
        let image = try scene.image(140, 60) {
            HStack(spacing: 8) {
                Color.gray.frame(width: 30, height: 30)
                Color.teal.frame(width: 30, height: 30).offset(x: 10, y: 10)
                Color.gray.frame(width: 30, height: 30)
            }
        }
        try Golden.check(image, named: "effects-offset")
    }
}

extension EffectGoldenTests {
    /// The classic selection highlight: anchors collected by a preference, drawn by `overlayPreferenceValue` above
    /// and `backgroundPreferenceValue` behind.
    @Test func preferenceReadersDrawAboveAndBehind() throws {
        let image = try scene.image(220, 70) {
            HStack(spacing: 16) {
                Text("One")
                Text("Two").anchorPreference(key: BadgeAnchorKey.self, value: .bounds) { [$0] }
                Text("Three")
            }
            .overlayPreferenceValue(BadgeAnchorKey.self) { anchors in
                GeometryReader { proxy in
                    ForEach(anchors.indices) { index in
                        let rect = proxy[anchors[index]]
                        Capsule().stroke(.red, lineWidth: 2)
                            .frame(width: rect.width + 12, height: rect.height + 6)
                            .position(x: rect.midX, y: rect.midY)
                    }
                }
            }
            .backgroundPreferenceValue(BadgeAnchorKey.self) { anchors in
                GeometryReader { proxy in
                    ForEach(anchors.indices) { index in
                        let rect = proxy[anchors[index]]
                        Capsule().fill(.yellow)
                            .frame(width: rect.width + 12, height: rect.height + 6)
                            .position(x: rect.midX, y: rect.midY)
                    }
                }
            }
        }
        try Golden.check(image, named: "effects-preference-readers")
    }
}

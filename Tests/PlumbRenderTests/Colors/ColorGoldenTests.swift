import Foundation
import PlumbLayout
import Testing
@testable import PlumbRender

@Suite struct ColorGoldenTests {
    let scene = SceneRenderer()

    static let colors: [Color] = Color.systemNames.map { Color(named: $0) } + [
        Color(red: 0.2, green: 0.6, blue: 0.4), Color(red: 1, green: 0.5, blue: 0, opacity: 0.5), Color.blue.opacity(0.3),
    ]

    @Test(arguments: Appearance.allCases)
    func systemColoursAndLiterals(appearance: Appearance) throws {
        let image = try scene.image(316, 64, options: RenderOptions(appearance: appearance)) {
            VStack(spacing: 4) {
                ForEach([0, 11]) { start in
                    HStack(spacing: 4) {
                        ForEach(start..<min(start + 11, Self.colors.count)) { index in
                            Self.colors[index].frame(width: 24, height: 24)
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            .padding(8)
        }
        try Golden.check(image, named: "colors-\(appearance)")
    }
}

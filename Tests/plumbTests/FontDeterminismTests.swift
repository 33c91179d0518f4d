import Foundation
import Testing

/// A fontconfig configuration that puts another font first for every family, Inter included.
private let hostileConfiguration = """
<?xml version="1.0"?>
<fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir>
  <match target="pattern">
    <edit name="family" mode="prepend" binding="strong"><string>DejaVu Serif</string></edit>
  </match>
</fontconfig>
"""

@Test func aHostileFontconfigEnvironmentGivesIdenticalPixels() throws {
    let scene = try PlumbCommand.scene("""
    import SwiftUI

    #Preview(traits: .fixedLayout(width: 200, height: 80)) {
        VStack { Text("Plumb draws in Inter").font(.headline); Text("日本語 and 😀").font(.body) }
    }
    """)
    let folder = scene.deletingLastPathComponent()
    let configuration = folder.appendingPathComponent("hostile.conf")
    try hostileConfiguration.write(to: configuration, atomically: true, encoding: .utf8)
    let plain = try PlumbCommand(["render", scene.path, "-o", folder.appendingPathComponent("plain.png").path, "--scale", "2"])
    let hostile = try PlumbCommand(
        ["render", scene.path, "-o", folder.appendingPathComponent("hostile.png").path, "--scale", "2"],
        environment: ["FONTCONFIG_FILE": configuration.path, "FONTCONFIG_PATH": folder.path])
    #expect(plain.status == 0 && hostile.status == 0)
    let plainPixels = try Data(contentsOf: folder.appendingPathComponent("plain.png"))
    let hostilePixels = try Data(contentsOf: folder.appendingPathComponent("hostile.png"))
    #expect(plainPixels == hostilePixels)
}

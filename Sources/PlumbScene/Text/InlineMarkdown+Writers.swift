import PlumbLayout

extension InlineMarkdown.Style {
    /// The text modifiers the style stands for, as SwiftUI draws Markdown in a `Text`: strong bold, emphasis
    /// italic, code monospaced, strikethrough, and a link in the tint (the accent colour unless one is set).
    var writers: [EnvironmentWriter] {
        var writers: [EnvironmentWriter] = []
        if contains(.strong) { writers.append(EnvironmentWriter("bold()") { $0.forcesBold = true }) }
        if contains(.emphasis) { writers.append(EnvironmentWriter("italic()") { $0.forcesItalic = true }) }
        if contains(.strikethrough) { writers.append(EnvironmentWriter("strikethrough()") { $0.textDecoration.insert(.strikethrough) }) }
        if contains(.code) { writers.append(EnvironmentWriter("monospaced()") { $0.font = ($0.font ?? .body).monospaced() }) }
        if contains(.link) { writers.append(EnvironmentWriter("link") { $0.foregroundStyle = .color($0.tint ?? .accentColor) }) }
        return writers
    }
}

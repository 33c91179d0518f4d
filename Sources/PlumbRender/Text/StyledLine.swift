import PlumbLayout

/// One line of text in one font (and its decoration): the key text widths, layouts and sprites are cached by.
struct StyledLine: Hashable {
    var string: String
    var font: Font
    var decoration: TextDecoration = []
}

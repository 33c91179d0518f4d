/// Where a button stands in the tree and whether live mode holds it pressed, found as its look is built (before the
/// tap action around it, which presses it by that place): its style's `configuration.isPressed` and the standard
/// styles' dimmed label read it.
final class ButtonPress {
    /// The identity of the button's look.
    var key = ""
    var isPressed = false
}

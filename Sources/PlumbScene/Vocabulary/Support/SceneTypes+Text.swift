import PlumbInterpreter
import PlumbLayout

extension SceneTypes {
    /// A `Text` of `string` written at `location`: a control's title or caption given as a string.
    func text(_ string: String, at location: SourceLocation?) -> Value {
        view("Text", SceneView.node(.text(string), at: location))
    }
}

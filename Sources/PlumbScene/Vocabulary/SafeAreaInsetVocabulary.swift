import PlumbInterpreter
import PlumbLayout

/// `safeAreaInset(edge:alignment:spacing:content:)`, laid out as a stack of the view and the inset content (at the
/// top or bottom in a `VStack`, at the leading or trailing edge in an `HStack`), with a warning: SwiftUI gives the
/// view the whole area and shrinks its safe area instead, which puts content that respects the safe area in the
/// same places, but the view itself (a background, a scroll view) reaches under the inset there and not here.
enum SafeAreaInsetVocabulary {
    static let warning = "safeAreaInset is laid out as a stack: the view gets the space the inset leaves, where SwiftUI gives it the whole area and a smaller safe area"

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        types.registerTokens("VerticalEdge", ["top", "bottom"])
        types.registerTokens("HorizontalEdge", ["leading", "trailing"])
        var view = NativeType("View", isProtocol: true)
        for (edgeType, guideType, axis, center) in [
            ("VerticalEdge", "HorizontalAlignment", Axis.vertical, types.make("HorizontalAlignment", HorizontalAlignment.center)),
            ("HorizontalEdge", "VerticalAlignment", Axis.horizontal, types.make("VerticalAlignment", VerticalAlignment.center)),
        ] {
            view.method("safeAreaInset", [
                NativeParameter("edge", edgeType), NativeParameter("alignment", guideType, default: center),
                NativeParameter("spacing", "CGFloat?", default: .optional(nil)), NativeParameter("content", "@ViewBuilder () -> V"),
            ]) { call in
                let edge = try call.payload(0, as: String.self, edgeType)
                let inset = try call.callArgument(3)
                let views = edge == "top" || edge == "leading" ? [inset, call.receiver] : [call.receiver, inset]
                let parts = ControlParts(call)
                let stack = ViewKind.stack(axis: axis, alignment: try ViewsVocabulary.alignmentKey(call, 1, guideType), spacing: try call.optionalCGFloat(2))
                return call.warning(warning, on: parts.node(stack, parts.group(views)))
            }
        }
        library.register(view)
    }
}

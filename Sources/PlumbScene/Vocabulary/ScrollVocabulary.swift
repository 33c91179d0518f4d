import Foundation
import PlumbInterpreter
import PlumbLayout

/// `ScrollView` and the navigation containers.
///
/// A `ScrollView` takes the whole proposal and proposes `nil` along its scroll axes to its content, which it lays
/// out in a stack along the scroll axis (several views inside are stacked, as SwiftUI does). The content sits at the
/// start of the scroll axis and is centred across it, clipped to the scroll view, scrolled to its start. It is built
/// from engine nodes: clip ← `frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
/// alignment:)` (the proposal, however big the content) ← `fixedSize` along the scroll axes ← stack, with the
/// container `containerRelativeFrame`s inside size against (its visible size) between the clip and the frame.
///
/// `NavigationStack` and `NavigationView` draw no bar (titles and toolbars are accepted and ignored): they are a
/// greedy frame that centres their content, as the container does below its bar, and the container of the
/// `containerRelativeFrame`s inside.
enum ScrollVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["ScrollView", "NavigationStack", "NavigationView"])
        var set = NativeType("Axis.Set", conformances: ["Equatable", "Hashable"])
        let sets: [(String, ScrollAxes)] = [("horizontal", ScrollAxes(horizontal: true, vertical: false)),
                                             ("vertical", ScrollAxes(horizontal: false, vertical: true))]
        for (name, value) in sets { set.staticConstant(name, types.make("Axis.Set", value)) }
        set.describe = { "\($0 as! ScrollAxes)" }
        set.optionSetLiteral(types) { (sets: [ScrollAxes]) in
            ScrollAxes(horizontal: sets.contains { $0.horizontal }, vertical: sets.contains { $0.vertical })
        }
        library.register(set)

        var scroll = NativeType("ScrollView")
        let vertical = types.make("Axis.Set", ScrollAxes(horizontal: false, vertical: true))
        scroll.initializer([
            NativeParameter(nil, "Axis.Set", default: vertical), NativeParameter("showsIndicators", "Bool", default: .bool(true)),
            NativeParameter("content", "@ViewBuilder () -> Content"),
        ]) { call in
            makeScrollView(call, axes: try call.payload(0, as: ScrollAxes.self, "Axis.Set"), content: try call.callArgument(2))
        }
        library.register(scroll)

        for name in ["NavigationStack", "NavigationView"] {
            var navigation = NativeType(name)
            navigation.initializer([NativeParameter("content", "@ViewBuilder () -> Content")]) { call in
                let parts = ControlParts(call)
                let greedy = parts.node(.flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity)), try call.callArgument(0))
                return parts.view(name, parts.node(.sizingContainer, greedy))
            }
            library.register(navigation)
        }
    }

    /// The scroll view of `content` along `axes`.
    static func makeScrollView(_ call: NativeCall, axes: ScrollAxes, content: Value, typeName: String = "ScrollView") -> Value {
        let parts = ControlParts(call)
        let axis: Axis = axes.vertical || !axes.horizontal ? .vertical : .horizontal
        let stack: ViewKind = axis == .vertical
            ? .stack(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
            : .stack(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil)
        let alignment: Alignment = axes.horizontal ? (axes.vertical ? .topLeading : .leading) : .top
        let unbounded = parts.node(.fixedSize(horizontal: axes.horizontal, vertical: axes.vertical || !axes.horizontal), parts.node(stack, content))
        let framed = parts.node(.flexFrame(FlexFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: alignment)), unbounded)
        return parts.view(typeName, parts.node(.effect(.clipShape(.rectangle)), parts.node(.sizingContainer, framed)))
    }
}

/// An `Axis.Set` value: the scroll axes of a `ScrollView`, the axes `ViewThatFits` and `gridCellUnsizedAxes` take.
struct ScrollAxes: Hashable, CustomStringConvertible {
    var horizontal: Bool
    var vertical: Bool

    /// The engine's set.
    var axisSet: Axis.Set {
        var set: Axis.Set = []
        if horizontal { set.insert(.horizontal) }
        if vertical { set.insert(.vertical) }
        return set
    }

    var description: String {
        switch (horizontal, vertical) {
        case (true, true): "[.horizontal, .vertical]"
        case (true, false): ".horizontal"
        case (false, true): ".vertical"
        case (false, false): "[]"
        }
    }
}

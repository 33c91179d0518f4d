extension ViewKind {
    /// The SwiftUI name of the view or modifier (`VStack`, `frame`, `Text`).
    public var name: String {
        switch self {
        case .color: "Color"
        case .gradient(let gradient): gradient.name
        case .shape(let shape, _): shape.description
        case .canvas: "Canvas"
        case .text: "Text"
        case .image: "Image"
        case .spacer: "Spacer"
        case .empty: "EmptyView"
        case .stack(let axis, _, _): axis == .horizontal ? "HStack" : "VStack"
        case .zstack: "ZStack"
        case .layout(let layout): layout.name
        case .group: "Group"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .lazyGrid(let axis, _, _, _): axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        case .viewThatFits: "ViewThatFits"
        case .gridCell(let trait): trait.name
        case .frame, .flexFrame, .divider: "frame"
        case .padding: "padding"
        case .fixedSize: "fixedSize"
        case .aspectRatio: "aspectRatio"
        case .layoutPriority: "layoutPriority"
        case .offset: "offset"
        case .position: "position"
        case .containerRelativeFrame: "containerRelativeFrame"
        case .sizingContainer: "sizingContainer"
        case .alignmentGuide: "alignmentGuide"
        case .background: "background"
        case .overlay: "overlay"
        case .layoutValue: "layoutValue"
        case .geometryReader: "GeometryReader"
        case .coordinateSpace: "coordinateSpace"
        case .preference: "preference"
        case .anchorPreference: "anchorPreference"
        case .transformPreference: "transformPreference"
        case .transformAnchorPreference: "transformAnchorPreference"
        case .preferenceReader(_, let placement, _, _): placement == .overlay ? "overlayPreferenceValue" : "backgroundPreferenceValue"
        case .onPreferenceChange: "onPreferenceChange"
        case .environment(let writer): writer.description
        case .effect(let effect):
            switch effect {
            case .opacity: "opacity"
            case .clipShape: "clipShape"
            case .zIndex: "zIndex"
            case .hidden: "hidden"
            case .extendsIntoSafeArea: "ignoresSafeArea"
            case .shadow: "shadow"
            case .transform(let transform): transform.rotation == .zero ? "scaleEffect" : "rotationEffect"
            }
        case .tapAction(let tap): tap.scroll == nil ? "onTapGesture" : "ScrollView"
        case .painted(let content): content.name
        }
    }
}

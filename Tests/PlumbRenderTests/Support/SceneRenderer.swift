import Foundation
import PlumbLayout
@testable import PlumbRender

/// Solves DSL views with the engine and a Pango measurer, as the command line does, and renders them.
struct SceneRenderer {
    let measurer = PangoTextMeasurer()

    func solve(_ width: CGFloat, _ height: CGFloat, @ViewBuilder _ content: () -> ViewNode) -> SolvedTree {
        LayoutEngine(measurer: measurer).solve(content(), in: CGSize(width: width, height: height))
    }

    func render(_ tree: SolvedTree, options: RenderOptions = RenderOptions()) throws -> RenderResult<RenderedImage> {
        try Renderer(measurer: measurer).renderImage(tree, options: options)
    }

    /// Solves and renders in one step, returning the picture.
    func image(_ width: CGFloat, _ height: CGFloat, options: RenderOptions = RenderOptions(), @ViewBuilder _ content: () -> ViewNode) throws -> RenderedImage {
        try render(solve(width, height, content), options: options).output
    }
}

extension View {
    /// Applies an environment value the DSL has no modifier for.
    func environment(_ name: String, _ apply: @escaping (inout EnvironmentValues) -> Void) -> ViewNode {
        ViewNode(.environment(EnvironmentWriter(name, apply: apply)), children: [viewNode])
    }

    /// `hidden()`.
    func hiddenView() -> ViewNode { ViewNode(.effect(.hidden), children: [viewNode]) }
}

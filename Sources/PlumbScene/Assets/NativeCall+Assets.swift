import PlumbInterpreter
import PlumbLayout

/// The assets a call names (`Color("Brand")`, `Image("Hero")`, `UIColor(named:)`): the catalogs' asset, or for a
/// missing one a warning at the call and a visible stand-in where SwiftUI would draw nothing.
extension NativeCall {
    /// The colour set called `name`; a missing one is gray.
    func assetColor(named name: String) -> Color {
        if let color = context.assets.color(named: name) { return color }
        warnMissing("color", named: name)
        return .gray
    }

    /// The image set called `name`; a missing one is a 100×100 placeholder showing the name.
    func assetImage(named name: String) -> ImageView {
        if let image = context.assets.image(named: name) { return image }
        warnMissing("image", named: name)
        return ImageView(name: name, isSystemSymbol: false)
    }

    private func warnMissing(_ kind: String, named name: String) {
        context.record(SceneError(diagnostic: context.diagnostic(context.assets.missing(kind, named: name), severity: .warning, at: location)))
    }
}

import Foundation

/// Kinds that depend on where their view is: a `Divider`'s line on its stack, a scene's own `Shape` on its size.
extension ViewKind {
    /// The kind as built under a stack along `stackAxis` (`nil` outside any stack): a `Divider`'s line becomes the
    /// frame it is there — `thickness` wide in an `HStack`, `thickness` tall in a `VStack` or outside stacks.
    func resolved(stackAxis: Axis?) -> ViewKind {
        guard case .divider(let thickness) = self else { return self }
        return stackAxis == .horizontal
            ? .frame(width: thickness, height: nil, alignment: .center)
            : .frame(width: nil, height: thickness, alignment: .center)
    }

    /// The kind as solved at `size`: the outline of a scene's own shape (drawn, or clipping) and a canvas's drawing
    /// resolved for it.
    func resolvingShapes(for size: CGSize) -> ViewKind {
        switch self {
        case .shape(let shape, let paint): .shape(shape.resolved(for: size), paint)
        case .canvas(let drawing): .canvas(drawing.resolved(for: size))
        case .effect(.clipShape(let shape)): .effect(.clipShape(shape.resolved(for: size)))
        default: self
        }
    }
}

import Foundation

extension ViewKind {
    /// The kind as built under a stack along `stackAxis` (`nil` outside any stack): a `Divider`'s line becomes the
    /// frame it is there — `thickness` wide in an `HStack`, `thickness` tall in a `VStack` or outside stacks.
    func resolved(stackAxis: Axis?) -> ViewKind {
        guard case .divider(let thickness) = self else { return self }
        return stackAxis == .horizontal
            ? .frame(width: thickness, height: nil, alignment: .center)
            : .frame(width: nil, height: thickness, alignment: .center)
    }
}

import Foundation

/// SwiftUI's `SymbolVariants`: the variant of SF Symbols that `symbolVariant(_:)` asks for in a subtree — slashed,
/// in an enclosing shape, filled — spelled, as SF Symbols' names spell it, as suffixes of a symbol's name in that
/// order (`mic.slash.circle.fill`).
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
    /// The shapes a symbol can be enclosed in.
    public enum Shape: String, Hashable, Sendable, CaseIterable {
        case circle, square, rectangle
    }

    public var shape: Shape?
    public var isFilled = false
    public var isSlashed = false

    public init(shape: Shape? = nil, isFilled: Bool = false, isSlashed: Bool = false) {
        self.shape = shape
        self.isFilled = isFilled
        self.isSlashed = isSlashed
    }

    public static let none = SymbolVariants()
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)

    /// This variant filled too (`.circle.fill`).
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant slashed too.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }
    /// This variant in `shape` (`.fill.circle`).
    public func enclosed(in shape: Shape) -> SymbolVariants { with { $0.shape = shape } }

    /// `symbolVariant(_:)` inside `symbolVariant(outer)`: the variants add up, an inner shape replacing an outer one
    /// (so `symbolVariant(.none)` changes nothing, as SwiftUI documents).
    public func adding(_ inner: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: inner.shape ?? shape, isFilled: isFilled || inner.isFilled, isSlashed: isSlashed || inner.isSlashed)
    }

    /// The names to draw for a symbol written `name` under these variants, the best first: the name with every
    /// variant's suffix, then with fewer of them (a symbol SF Symbols draws without that variant shows as it is),
    /// down to the name as written. Suffixes the name already has are not added again.
    public func names(for name: String) -> [String] {
        guard self != .none else { return [name] }
        var base = Substring(name)
        var written = SymbolVariants()
        if base.hasSuffix(".fill") {
            base = base.dropLast(".fill".count)
            written.isFilled = true
        }
        for shape in Shape.allCases where base.hasSuffix("." + shape.rawValue) {
            base = base.dropLast(shape.rawValue.count + 1)
            written.shape = shape
        }
        if base.hasSuffix(".slash") {
            base = base.dropLast(".slash".count)
            written.isSlashed = true
        }
        let wanted = written.adding(self)
        let fallbacks = [wanted, wanted.with { $0.isFilled = written.isFilled }, wanted.with { $0.shape = written.shape }, written]
        var names: [String] = []
        for variants in fallbacks {
            let candidate = String(base) + variants.suffix
            if !names.contains(candidate) { names.append(candidate) }
        }
        return names
    }

    /// The name suffix these variants add (`.slash.circle.fill`).
    public var suffix: String {
        (isSlashed ? ".slash" : "") + (shape.map { "." + $0.rawValue } ?? "") + (isFilled ? ".fill" : "")
    }

    /// As SwiftUI writes it: `.circle.fill`, `.none`.
    public var description: String {
        self == .none ? ".none" : suffix
    }

    /// `symbolVariant(self)`: the variants of the views below, these added to the ones around.
    public var writer: EnvironmentWriter {
        EnvironmentWriter("symbolVariant(\(self))") { [self] in $0.symbolVariants = $0.symbolVariants.adding(self) }
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }
}

@_spi(RawSyntax) import SwiftSyntax

/// How far a top-level declaration is seen, as Swift's access modifiers say: in its file, its module, or every
/// module that imports it. (`package` counts as public: a load holds one package's modules and those it depends on.)
enum AccessLevel {
    case filePrivate
    case `internal`
    case `public`

    /// The access a declaration's modifiers give it; `internal` when they name none (`private(set)` limits only
    /// the setter).
    init(_ modifiers: RawDeclModifierListSyntax) {
        self = .internal
        for modifier in modifiers.nodes where modifier.detail == nil {
            if modifier.name.isKeyword(.private) || modifier.name.isKeyword(.fileprivate) {
                self = .filePrivate
            } else if modifier.name.isKeyword(.public) || modifier.name.isKeyword(.open) || modifier.name.isKeyword(.package) {
                self = .public
            }
        }
    }
}

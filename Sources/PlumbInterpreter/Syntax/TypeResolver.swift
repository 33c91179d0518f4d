import SwiftSyntax
import SwiftParser

/// Turns type syntax into a ``TypeRef``: for declarations in the scene file and for native parameter types (which
/// the embedder writes as Swift type strings).
struct TypeResolver {
    /// Finds a type by its (possibly nested) name as seen from the current context.
    let lookup: (String) -> TypeInfo?
    /// Finds a type nested in another (`Outer.Inner`).
    var nested: (TypeInfo, String) -> TypeInfo? = { _, _ in nil }
    let builder: (String) -> (any ResultBuilder)?
    /// Generic parameters in scope, which accept any value.
    var genericNames: Set<String> = []
    /// The type `Self` means here.
    var selfType: TypeInfo?
    /// Reports a name that is neither a type nor a generic parameter.
    var unknownType: ((String, SourcePosition) -> Void)?

    func resolve(_ type: TypeSyntax) -> TypeRef {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return resolveNamed(identifier.name.text, arguments: identifier.genericArgumentClause, at: identifier.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            guard case .named(let base) = resolve(member.baseType) else { return .unknown }
            return nested(base, member.name.text).map(TypeRef.named) ?? .unknown
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return .optional(resolve(optional.wrappedType))
        }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .optional(resolve(optional.wrappedType))
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return .array(resolve(array.element))
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return .dictionary(resolve(dictionary.key), resolve(dictionary.value))
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            let elements = tuple.elements.map { resolve($0.type) }
            return elements.count == 1 ? elements[0] : .tuple(elements)
        }
        if type.is(FunctionTypeSyntax.self) {
            return .function(builder: nil)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let base = resolve(attributed.baseType)
            guard case .function = base, let name = builderName(in: attributed.attributes) else { return base }
            return .function(builder: builder(name))
        }
        if let some = type.as(SomeOrAnyTypeSyntax.self) {
            return resolve(some.constraint)
        }
        return .unknown
    }

    /// The name of a result-builder attribute (`@ViewBuilder`) among `attributes`, if one is registered.
    func builderName(in attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes.nodes {
            let name = attribute.simpleName
            if builder(name) != nil { return name }
        }
        return nil
    }

    private func resolveNamed(_ name: String, arguments: GenericArgumentClauseSyntax?, at position: SourcePosition) -> TypeRef {
        let typeArguments: [TypeRef] = arguments?.arguments.compactMap { argument in
            if case .type(let type) = argument.argument { return resolve(type) }
            return nil
        } ?? []
        switch name {
        case "Any", "AnyObject", "AnyHashable": return .unknown
        case "Void": return .tuple([])
        case "Self": return selfType.map(TypeRef.named) ?? .unknown
        case "Optional" where typeArguments.count == 1: return .optional(typeArguments[0])
        case "Array" where typeArguments.count == 1: return .array(typeArguments[0])
        case "Set" where typeArguments.count == 1: return .set(typeArguments[0])
        case "Dictionary" where typeArguments.count == 2: return .dictionary(typeArguments[0], typeArguments[1])
        case "Binding" where typeArguments.count == 1: return .binding(typeArguments[0])
        default: break
        }
        if genericNames.contains(name) { return .unknown }
        if let type = lookup(name) { return .named(type) }
        unknownType?(name, position)
        return .unknown
    }

    /// Whether a type is written `inout T`.
    static func isInout(_ type: TypeSyntax) -> Bool {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return false }
        return attributed.specifiers.contains { specifier in
            if case .simpleTypeSpecifier(let simple) = specifier { return simple.specifier.tokenKind == .keyword(.inout) }
            return false
        }
    }

    /// Parses a type written as a string (a native parameter type).
    func resolve(_ text: String) -> TypeRef {
        var parser = Parser(text)
        return resolve(TypeSyntax.parse(from: &parser))
    }
}

extension AttributeSyntax {
    /// The attribute's name without `@` (`State`, `ViewBuilder`), cheaply for plain names.
    var simpleName: String {
        attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? attributeName.trimmedDescription
    }
}

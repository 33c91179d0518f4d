@_spi(RawSyntax) import SwiftSyntax
import SwiftParser

/// Turns type syntax into a ``TypeRef``: for declarations in the scene file and for native parameter types (which
/// the embedder writes as Swift type strings).
struct TypeResolver {
    /// Finds a type by its (possibly nested) name as seen from the current context.
    let lookup: (String) -> TypeInfo?
    /// Finds a type nested in another (`Outer.Inner`).
    var nested: (TypeInfo, String) -> TypeInfo? = { _, _ in nil }
    /// Finds a type alias of a type that is no declared type (`typealias Value = CGFloat?`, `typealias Pair =
    /// (a: Int, b: Int)`) by its name as seen from the current context, or (given a type) declared in that type.
    var alias: (TypeInfo?, String) -> TypeRef? = { _, _ in nil }
    let builder: (String) -> (any ResultBuilder)?
    /// Generic parameters in scope, which accept any value.
    var genericNames: Set<String> = []
    /// The generic parameters in scope constrained to floating-point types (`V: BinaryFloatingPoint`): each, and its
    /// `Stride` and `Magnitude`, is a `Double` here, where every floating-point type is one kind of value, so an
    /// integer literal passed for one is the floating-point number Swift infers.
    var floatingGenericNames: Set<String> = []
    /// The type `Self` means here.
    var selfType: TypeInfo?
    /// The modules of the program's files, which qualify names as frameworks' do (``isModule(_:loaded:)``).
    var loadedModules: [String] = []
    /// Reports a name that is neither a type nor a generic parameter, with the type syntax that names it.
    var unknownType: ((String, RawIdentifierTypeSyntax) -> Void)?
    /// Reports every name that is neither a type nor a generic parameter, written as syntax or in a string.
    var unknownName: ((String) -> Void)?

    func resolve(_ type: RawTypeSyntax) -> TypeRef {
        switch type.raw.kind {
        case .identifierType:
            let identifier = type.cast(RawIdentifierTypeSyntax.self)
            let arguments = identifier.genericArgumentClause?.arguments.nodes.compactMap { $0.argument.as(RawTypeSyntax.self).map(resolve) }
            return resolveNamed(identifier.name.text, arguments: arguments ?? [], in: identifier)
        case .memberType:
            let member = type.cast(RawMemberTypeSyntax.self)
            if let module = moduleName(member.baseType), lookup(module) == nil {
                // `SwiftUI.PreferenceKey`: the module's type, as the name alone.
                let arguments = member.genericArgumentClause?.arguments.nodes.compactMap { $0.argument.as(RawTypeSyntax.self).map(resolve) }
                return resolveNamed(member.name.text, arguments: arguments ?? [], in: nil)
            }
            if let generic = RawIdentifierTypeSyntax(member.baseType), floatingGenericNames.contains(generic.name.text),
               ["Stride", "Magnitude"].contains(member.name.text) {
                return resolve(member.baseType)
            }
            let base = resolve(member.baseType)
            if case .unmodelled = base { return .unmodelled }
            guard case .named(let base) = base else { return .unknown }
            return nested(base, member.name.text).map(TypeRef.named) ?? alias(base, member.name.text) ?? .unknown
        case .optionalType:
            return .optional(resolve(type.cast(RawOptionalTypeSyntax.self).wrappedType))
        case .implicitlyUnwrappedOptionalType:
            return .optional(resolve(type.cast(RawImplicitlyUnwrappedOptionalTypeSyntax.self).wrappedType))
        case .arrayType:
            return .array(resolve(type.cast(RawArrayTypeSyntax.self).element))
        case .dictionaryType:
            let dictionary = type.cast(RawDictionaryTypeSyntax.self)
            return .dictionary(resolve(dictionary.key), resolve(dictionary.value))
        case .tupleType:
            let nodes = type.cast(RawTupleTypeSyntax.self).elements.nodes
            let elements = nodes.map { resolve($0.type) }
            return elements.count == 1 ? elements[0] : .tuple(elements, labelledBy: nodes.map { $0.firstName?.text })
        case .functionType:
            return .function(builder: nil)
        case .attributedType:
            let attributed = type.cast(RawAttributedTypeSyntax.self)
            let base = resolve(attributed.baseType)
            guard case .function = base, let name = builderName(in: attributed.attributes) else { return base }
            return .function(builder: builder(name))
        case .someOrAnyType:
            return resolve(type.cast(RawSomeOrAnyTypeSyntax.self).constraint)
        default:
            return .unknown
        }
    }

    /// The modules a name may be qualified with (`SwiftUI.Text`, `Swift.max`), which name what the name alone does.
    /// Compared as syntax text: lowering asks this of every member access.
    private static let modules: [SyntaxText] = [
        "SwiftUI", "Swift", "Foundation", "CoreGraphics", "UIKit", "Combine", "Observation", "SwiftData", "MapKit", "Charts",
    ]

    /// Whether a name is one of the modules names may be qualified with: a framework's, or one of `loaded`, the
    /// modules the program's files are in (`Models.List` for a package's `Models` module).
    static func isModule(_ name: SyntaxText, loaded: [String]) -> Bool {
        modules.contains(name) || loaded.contains { name.elementsEqual($0.utf8) }
    }

    /// The module a type is written as (`SwiftUI` in `SwiftUI.Color`), if it is one.
    func moduleName(_ type: RawTypeSyntax) -> String? {
        guard let identifier = type.as(RawIdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
              Self.isModule(identifier.name.tokenText, loaded: loadedModules) else { return nil }
        return identifier.name.text
    }

    /// The name of a result-builder attribute (`@ViewBuilder`) among `attributes`, if one is registered.
    func builderName(in attributes: RawAttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes.nodes {
            let name = attribute.simpleName
            if builder(name) != nil { return name }
        }
        return nil
    }

    /// A type by its name; `node`, the syntax naming it, is reported if the name is unknown.
    private func resolveNamed(_ name: String, arguments typeArguments: [TypeRef], in node: RawIdentifierTypeSyntax?) -> TypeRef {
        switch name {
        case "Any", "AnyObject", "AnyHashable": return .unknown
        case "Void": return .tuple([])
        case "Self": return selfType.map(TypeRef.named) ?? .unknown
        case "Optional" where typeArguments.count == 1: return .optional(typeArguments[0])
        case "Array" where typeArguments.count == 1: return .array(typeArguments[0])
        // `let a: Set = [1, 2]`: the element type is inferred, as Swift infers it.
        case "Set" where typeArguments.count <= 1: return .set(typeArguments.first ?? .unknown)
        case "Dictionary" where typeArguments.count == 2: return .dictionary(typeArguments[0], typeArguments[1])
        case "Binding" where typeArguments.count == 1: return .binding(typeArguments[0])
        case "Range" where typeArguments.count == 1, "ClosedRange" where typeArguments.count == 1: return .range(typeArguments[0], isClosed: name == "ClosedRange")
        default: break
        }
        if floatingGenericNames.contains(name) { return lookup("Double").map(TypeRef.named) ?? .unknown }
        if genericNames.contains(name) { return .unknown }
        if let aliased = alias(nil, name) { return aliased }
        if let type = lookup(name) { return .named(type) }
        if let node { unknownType?(name, node) }
        unknownName?(name)
        return UnmodelledFrameworks.framework(of: name) == nil ? .unknown : .unmodelled
    }

    /// Whether a type is written `inout T`.
    static func isInout(_ type: RawTypeSyntax) -> Bool {
        guard let attributed = type.as(RawAttributedTypeSyntax.self) else { return false }
        return attributed.specifiers.nodes.contains { specifier in
            if case .simpleTypeSpecifier(let simple) = specifier { return simple.specifier.isKeyword(.inout) }
            return false
        }
    }

    /// Parses a type written as a string (a native parameter type); most are plain names, which need no parse.
    func resolve(_ text: String) -> TypeRef {
        if let first = text.utf8.first, !isDigit(first), text.utf8.allSatisfy({ isDigit($0) || isLetter($0) }) {
            return resolveNamed(text, arguments: [], in: nil)
        }
        var parser = Parser(text)
        let type = TypeSyntax.parse(from: &parser)
        return withExtendedLifetime(type) { resolve(type.raw.cast(RawTypeSyntax.self)) }
    }
}

private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
}

/// An ASCII letter or `_`.
private func isLetter(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
}

extension RawAttributeSyntax {
    /// The attribute's name without `@` (`State`, `ViewBuilder`), cheaply for plain names.
    var simpleName: String {
        attributeName.as(RawIdentifierTypeSyntax.self)?.name.text ?? attributeName.trimmedDescription
    }
}

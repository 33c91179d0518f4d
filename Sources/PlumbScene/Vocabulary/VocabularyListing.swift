import PlumbInterpreter

/// The SwiftUI vocabulary scene files see, read from its own registrations and grouped for a reader: views, shapes,
/// view modifiers, protocols, types, the Foundation and UIKit stand-ins, environment values. `plumb vocabulary
/// --markdown` writes it as docs/SwiftUIVocabulary.md. The Swift standard library the interpreter provides is
/// listed only where the vocabulary adds to it.
public struct VocabularyListing {
    /// What a view modifier does to the picture.
    public enum ModifierStatus: String, Sendable {
        /// Laid out and drawn as SwiftUI does (or, for what a screen presents, left out of the picture as SwiftUI's
        /// own picture of the screen leaves it).
        case modelled
        /// Accepted, arguments checked, and the view drawn as it is: no effect a still picture shows.
        case acceptedWithoutEffect
        /// Accepted, the view drawn as it is, with a warning where the arguments ask for an effect Plumb does not draw.
        case acceptedMayWarn
    }

    /// A view modifier: its signatures (`padding()`, `padding(_:)`, `padding(_:_:)`) and what it does.
    public struct Modifier: Sendable {
        /// The base name (`padding`).
        public let name: String
        /// Every registered signature of it, sorted.
        public let signatures: [String]
        public let status: ModifierStatus
    }

    /// View types (`HStack`, `Text`), shapes excepted.
    public let views: [RegisteredType]
    /// Shape types (`Circle`, `RoundedRectangle`, `Path`).
    public let shapes: [RegisteredType]
    /// The members every shape has (`fill`, `stroke`, `trim`), from the `Shape` and `InsettableShape` protocols.
    public let shapeMembers: [String]
    /// The modifiers every view has, by name.
    public let modifiers: [Modifier]
    /// Protocols a scene's own types may adopt (`View`, `Shape`, `Layout`, `PreferenceKey`).
    public let protocols: [RegisteredType]
    /// SwiftUI's other types (`Alignment`, `Font`, `Angle`), with their members.
    public let types: [RegisteredType]
    /// Types of other frameworks the vocabulary or the interpreter stands in for, by framework (`Foundation`,
    /// `UIKit`, `Core Graphics`), with their members.
    public let standIns: [(framework: String, types: [RegisteredType])]
    /// Standard-library types the vocabulary adds members to, with only those members.
    public let standardLibraryAdditions: [RegisteredType]
    /// The names `@Environment(\.name)` reads.
    public let environmentValues: [String]
    /// Property wrappers the vocabulary defines beyond the language's (`@Namespace`, `@Query`).
    public let propertyWrappers: [String]
    /// Free functions the vocabulary adds (`withAnimation(_:_:)`).
    public let functions: [String]

    /// The listing of the vocabulary every scene file is loaded with.
    public init() {
        let library = SwiftUIVocabulary.library().0
        let language = NativeLibrary()
        let languageTypes = Dictionary(uniqueKeysWithValues: language.registeredTypes.map { ($0.name, $0) })
        var views: [RegisteredType] = [], shapes: [RegisteredType] = [], protocols: [RegisteredType] = []
        var types: [RegisteredType] = [], additions: [RegisteredType] = [], standIns: [String: [RegisteredType]] = [:]
        var shapeMembers = Set<String>(), modifiers: [String: [String]] = [:]
        for type in library.registeredTypes {
            let framework = VocabularyFramework.of(type.name)
            if let own = languageTypes[type.name], framework == VocabularyFramework.swiftUI {
                let added = Self.difference(type, own)
                if !added.instanceMembers.isEmpty || !added.staticMembers.isEmpty { additions.append(added) }
            } else if type.name == "View" {
                for signature in type.instanceMembers {
                    modifiers[String(signature.prefix { $0 != "(" }), default: []].append(signature)
                }
            } else if type.isProtocol, ["Shape", "InsettableShape"].contains(type.name) {
                shapeMembers.formUnion(type.instanceMembers)
            } else if type.conforms(to: "Shape") || type.conforms(to: "InsettableShape") {
                shapes.append(type)
            } else if type.conforms(to: "View") && !type.isProtocol {
                views.append(type)
            } else if framework != VocabularyFramework.swiftUI {
                standIns[framework, default: []].append(type)
            } else if type.isProtocol {
                protocols.append(type)
            } else {
                types.append(type)
            }
        }
        let accepted = AcceptedModifiers.all
        self.views = views
        self.shapes = shapes
        self.shapeMembers = shapeMembers.sorted()
        self.modifiers = modifiers.keys.sorted().map { name in
            let status: ModifierStatus = switch accepted[name] {
            case true?: .acceptedMayWarn
            case false?: .acceptedWithoutEffect
            case nil: .modelled
            }
            return Modifier(name: name, signatures: modifiers[name, default: []].sorted(), status: status)
        }
        self.protocols = protocols
        self.types = types
        self.standIns = standIns.keys.sorted().map { ($0, standIns[$0, default: []]) }
        standardLibraryAdditions = additions
        environmentValues = library.environmentValues.keys.sorted()
        propertyWrappers = Set(library.wrapperValues.keys).union(library.liveWrappers.keys).sorted()
        functions = Set(library.registeredFunctions).subtracting(language.registeredFunctions).sorted()
    }

    /// The framework a type of the listing belongs to (`SwiftUI`, `Foundation`, `MapKit`), told by its name.
    public static func framework(of typeName: String) -> String {
        VocabularyFramework.of(typeName)
    }

    /// The members `type` has beyond those of `base`, the same type as the interpreter's library alone registers it.
    private static func difference(_ type: RegisteredType, _ base: RegisteredType) -> RegisteredType {
        RegisteredType(
            name: type.name, isProtocol: type.isProtocol, conformances: type.conformances.filter { !base.conformances.contains($0) },
            instanceMembers: type.instanceMembers.filter { !base.instanceMembers.contains($0) },
            staticMembers: type.staticMembers.filter { !base.staticMembers.contains($0) }
        )
    }
}

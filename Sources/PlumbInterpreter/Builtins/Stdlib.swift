/// The Swift standard library scene files use, registered through the same API embedders use.
enum Stdlib {
    static func register(into library: NativeLibrary) {
        SequenceMembers.register(into: library)
        ArrayMembers.register(into: library)
        DictionaryMembers.register(into: library)
        SetMembers.register(into: library)
        StringMembers.register(into: library)
        StringIndexMembers.register(into: library)
        CharacterMembers.register(into: library)
        CharacterSetMembers.register(into: library)
        NumericMembers.register(into: library)
        WrapperMembers.register(into: library)
        UUIDMembers.register(into: library)
        SortComparatorMembers.register(into: library)
        RandomMembers.register(into: library)
        HasherMembers.register(into: library)
        ConcurrencyMembers.register(into: library)
        DispatchMembers.register(into: library)
        ScannerMembers.register(into: library)
        ProcessInfoMembers.register(into: library)
        CacheMembers.register(into: library)
        NumberFormatMembers.register(into: library)
        NumberFormatterMembers.register(into: library)
        ObjectIdentity.register(into: library)
        ResultMembers.register(into: library)
        DataMembers.register(into: library)
        CodingMembers.register(into: library)
        UserDefaultsMembers.register(into: library)
        URLMembers.register(into: library)
        URLComponentsMembers.register(into: library)
        BundleMembers.register(into: library)
        FileReadingMembers.register(into: library)
        NSErrorMembers.register(into: library)
        OptionSetMembers.register(into: library)
        MeasurementMembers.register(into: library)
        MeasurementFormatterMembers.register(into: library)
        LengthFormatterMembers.register(into: library)
        GlobalFunctions.register(into: library)
        for name in protocols { library.register(NativeType(name, isProtocol: true)) }
        library.register(NativeType("LocalizedError", conformances: ["Error"], isProtocol: true))
        // A key path's type, whatever it may write (`WritableKeyPath<Root, Value>`).
        for name in ["WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath"] { library.registerAlias(name, for: "KeyPath") }
        // `Never`, the type with no values (`AnyPublisher<Data, Never>`, a `fatalError` helper's result).
        library.register(NativeType("Never", conformances: ["Error"]))
        // The collection protocols, which the collection types conform to: their extensions in a scene file
        // (`extension Collection { subscript(safe index: Index) -> Element? }`) reach arrays, sets, dictionaries,
        // strings and ranges.
        library.register(NativeType("Collection", conformances: ["Sequence"], isProtocol: true))
        for name in ["BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection"] {
            library.register(NativeType(name, conformances: ["Collection"], isProtocol: true))
        }
        library.registerTupleLabels(["offset", "element", "key", "value", "inserted", "memberAfterInsert", "quotient", "remainder"])
    }

    /// Standard library protocols scene types may declare conformance to.
    static let protocols = [
        "Equatable", "Hashable", "Comparable", "Identifiable", "CaseIterable", "CustomStringConvertible", "Codable",
        "Encodable", "Decodable", "Sendable", "Numeric", "BinaryInteger", "FloatingPoint", "BinaryFloatingPoint", "Error",
        "RawRepresentable", "AdditiveArithmetic", "ExpressibleByIntegerLiteral", "ExpressibleByStringLiteral",
        "CustomDebugStringConvertible", "ExpressibleByFloatLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral",
        "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral",
    ]
}

/// A parameter, shortened for the registrations below.
func parameter(_ label: String?, _ type: String = "Any", default value: Value? = nil, variadic: Bool = false) -> NativeParameter {
    NativeParameter(label, type, default: value, variadic: variadic)
}

extension NativeCall {
    /// The receiver when it is an array.
    func receiverArray() throws -> [Value] {
        guard case .array(let array) = receiver else { throw NativeError("expected an array") }
        return array
    }

    /// The receiver when it is a string.
    func receiverString() throws -> String {
        guard case .string(let string) = receiver else { throw NativeError("expected a string") }
        return string
    }

    /// Accounts for a new collection of `count` elements.
    func allocate(_ count: Int) throws {
        try evaluator.allocate(count, at: position)
    }

    /// A string the native made, accounted for.
    func madeString(_ text: String) throws -> Value {
        try evaluator.madeString(text, at: position)
    }

    /// An array the native made, accounted for.
    func madeArray(_ elements: [Value]) throws -> Value {
        try evaluator.madeArray(elements, at: position)
    }
}

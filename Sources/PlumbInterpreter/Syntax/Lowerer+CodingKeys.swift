/// The `CodingKeys` Swift synthesizes for a `Codable` struct or class that declares none: an enum with a case per
/// stored property, named as it is, which the type's own `init(from:)` or `encode(to:)` may name
/// (`decoder.container(keyedBy: CodingKeys.self)`, `forKey: .name`). Coding without one of its own codes every
/// property under its name (``Evaluator/codingKeys(of:)``), so the synthesized enum changes nothing there.
extension Lowerer {
    private static let codingProtocols: Set<String> = ["Codable", "Decodable", "Encodable"]

    /// Adds the synthesized `CodingKeys` to every coded user type without its own; once members are indexed.
    func synthesizeCodingKeys() {
        for type in program.userTypes where type.hasStoredProperties && program.nestedType(named: "CodingKeys", in: type) == nil
            && type.conformances.contains(where: Self.codingProtocols.contains) {
            let keys = TypeInfo(name: "CodingKeys", kind: .enumeration, position: type.declaredPosition)
            keys.isSynthesized = true
            keys.parent = type
            keys.rawType = .named(program.builtins.string)
            keys.addConformances(["CodingKey"])
            for property in type.storedProperties {
                keys.addStaticMember(property.name, .enumCase(keys.enumCases.count))
                keys.enumCases.append(EnumCase(name: property.name, parameters: [], rawValue: .string(property.name), position: property.position))
            }
            addNestedType(keys, as: keys.name, to: type)
            program.userTypes.append(keys)
        }
    }
}

/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`: strings, arrays and
/// dictionaries (data, `<…>`, is kept as its text).
enum PropertyList: Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    subscript(key: String) -> PropertyList? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries[key]
    }

    var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// The elements of an array; empty for anything else.
    var items: [PropertyList] {
        guard case .array(let items) = self else { return [] }
        return items
    }

    /// The strings of an array, other elements left out.
    var strings: [String] { items.compactMap(\.string) }

    var dictionary: [String: PropertyList]? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries
    }
}

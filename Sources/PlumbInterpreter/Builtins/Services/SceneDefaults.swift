/// `UserDefaults` as a preview has it: a store in memory, empty when the scene loads, never written to disk
/// (``UserDefaultsMembers``).
struct SceneDefaults {
    private var values: [String: Value] = [:]

    /// The value saved for `key`; nil removes it.
    subscript(key: String) -> Value? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// Saves `value` for `key` unless a value is saved there already (`register(defaults:)`).
    mutating func register(_ value: Value, forKey key: String) {
        if values[key] == nil { values[key] = value }
    }
}

/// A `Dictionary`, kept in insertion order so that iterating it is deterministic (a preview must not reshuffle).
public struct DictionaryValue: Equatable {
    public private(set) var keys: [Value] = []
    public private(set) var values: [Value] = []
    private var index: [Value: Int] = [:]

    public init() {}

    public init(_ pairs: [(Value, Value)]) {
        for (key, value) in pairs { self[key] = value }
    }

    public var count: Int { keys.count }

    public subscript(key: Value) -> Value? {
        get { index[key].map { values[$0] } }
        set {
            if let position = index[key] {
                if let newValue {
                    values[position] = newValue
                } else {
                    remove(at: position)
                }
            } else if let newValue {
                index[key] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    private mutating func remove(at position: Int) {
        keys.remove(at: position)
        values.remove(at: position)
        index = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    }

    public static func == (lhs: DictionaryValue, rhs: DictionaryValue) -> Bool {
        lhs.count == rhs.count && lhs.keys.allSatisfy { lhs[$0] == rhs[$0] }
    }
}

/// A `Set`, kept in insertion order for deterministic iteration.
public struct SetValue: Equatable {
    public private(set) var elements: [Value] = []
    private var members: Set<Value> = []

    public init() {}

    public init(_ elements: [Value]) {
        for element in elements { insert(element) }
    }

    public var count: Int { elements.count }

    public func contains(_ value: Value) -> Bool { members.contains(value) }

    @discardableResult
    public mutating func insert(_ value: Value) -> Bool {
        guard members.insert(value).inserted else { return false }
        elements.append(value)
        return true
    }

    @discardableResult
    public mutating func remove(_ value: Value) -> Bool {
        guard members.remove(value) != nil else { return false }
        elements.removeAll { $0 == value }
        return true
    }

    public static func == (lhs: SetValue, rhs: SetValue) -> Bool { lhs.members == rhs.members }
}

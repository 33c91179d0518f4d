/// Finds the name a misspelt one most likely meant, for "did you mean" fixes.
public enum NameSuggestion {
    /// The closest candidate within a small edit distance; a case-only difference always wins.
    static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        near(name, in: candidates, limit: 1).first
    }

    /// The candidates within a small edit distance of `name` (a third of its length, 1 to 3 edits, case ignored),
    /// closest first, at most `limit` of them.
    public static func near(_ name: String, in candidates: some Sequence<String>, limit: Int) -> [String] {
        Candidates(candidates).near(name, limit: limit)
    }

    /// Names prepared for many look-ups: lowercased once and grouped by length, so a look-up measures only the
    /// names whose length is within reach of the misspelt one, and of those only the ones whose letters are: each
    /// letter one name has and the other lacks takes an edit.
    struct Candidates: Sendable {
        private var byLength: [Int: [(name: String, lowered: [Unicode.Scalar], letters: UInt64)]] = [:]

        init(_ names: some Sequence<String>) {
            for name in names where !name.isEmpty {
                let lowered = Array(name.lowercased().unicodeScalars)
                byLength[name.count, default: []].append((name, lowered, Self.letters(lowered)))
            }
        }

        /// Which of 64 classes of scalars (a letter, a digit, `_`, …) `scalars` has, one bit each.
        private static func letters(_ scalars: [Unicode.Scalar]) -> UInt64 {
            scalars.reduce(0) { $0 | 1 << ($1.value % 64) }
        }

        /// ``NameSuggestion/near(_:in:limit:)`` over these names.
        func near(_ name: String, limit: Int) -> [String] {
            let lowered = Array(name.lowercased().unicodeScalars)
            let letters = Self.letters(lowered)
            let reach = max(1, min(3, name.count / 3))
            var found: [(name: String, distance: Int)] = []
            for length in max(1, name.count - reach)...(name.count + reach) {
                for candidate in byLength[length] ?? [] where candidate.name != name
                    && (letters & ~candidate.letters).nonzeroBitCount <= reach && (candidate.letters & ~letters).nonzeroBitCount <= reach {
                    let distance = candidate.lowered == lowered ? 0 : editDistance(lowered, candidate.lowered, limit: reach)
                    if distance <= reach { found.append((candidate.name, distance)) }
                }
            }
            return found.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map(\.name)
        }

        /// The closest name within a small edit distance; a case-only difference always wins.
        func closest(to name: String) -> String? { near(name, limit: 1).first }
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit (of Unicode scalars: names are
    /// identifiers, and scalars compare fast).
    /// Once every prefix pair is more than `limit` edits apart, so is the whole: it may stop there with `limit + 1`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int = .max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            // A transposition reads two rows back, so both rows must be past the limit.
            if current.min()! > limit, previous.min()! > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

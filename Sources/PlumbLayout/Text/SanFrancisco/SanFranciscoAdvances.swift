import Foundation

/// San Francisco's advance widths on iOS for the printable ASCII characters, at every size and weight: the table
/// iOS 26.1 reports (tracking for the size included), interpolated between its sizes (8–40 pt), and scaled with
/// the HIG tracking table outside them.
enum SanFranciscoAdvances {
    /// One variant's rows, by ascending point size.
    struct Rows {
        var sizes: [Double]
        /// `advances[row * 95 + character]`, in points.
        var advances: [Double]
    }

    static let firstCharacter: UInt8 = 0x20
    static let characterCount = 95

    /// The rows of each variant: a weight's raw value, or `italic`.
    static let variants: [String: Rows] = {
        var variants: [String: Rows] = [:]
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == characterCount + 2, let size = Double(fields[1]) else { continue }
            var rows = variants[String(fields[0]), default: Rows(sizes: [], advances: [])]
            rows.sizes.append(size)
            rows.advances += fields[2...].map { (Double($0) ?? 0) / unitsPerPoint }
            variants[String(fields[0])] = rows
        }
        return variants
    }()

    /// The advance of the ASCII character `byte` (U+0020…U+007E) in the system font at `size` and `weight`, upright
    /// or italic; nil for any other byte.
    static func advance(of byte: UInt8, size: Double, weight: Font.Weight, italic: Bool) -> Double? {
        guard byte >= firstCharacter, Int(byte - firstCharacter) < characterCount else { return nil }
        let character = Int(byte - firstCharacter)
        let upright = advance(character, size: size, rows: variants[weight.rawValue])
        guard italic else { return upright }
        // Only the regular italic is tabled: other weights slant by the regular italic's difference.
        return upright + advance(character, size: size, rows: variants["italic"]) - advance(character, size: size, rows: variants["regular"])
    }

    private static func advance(_ character: Int, size: Double, rows: Rows?) -> Double {
        guard let rows, let first = rows.sizes.first, let last = rows.sizes.last else { return 0 }
        func value(_ row: Int) -> Double { rows.advances[row * characterCount + character] }
        if size <= first { return scaled(value(0), from: first, to: size) }
        if size >= last { return scaled(value(rows.sizes.count - 1), from: last, to: size) }
        let upper = rows.sizes.firstIndex { $0 >= size }!
        if rows.sizes[upper] == size { return value(upper) }
        let lower = upper - 1
        let t = (size - rows.sizes[lower]) / (rows.sizes[upper] - rows.sizes[lower])
        return value(lower) + t * (value(upper) - value(lower))
    }

    /// An advance tabled at `from` points as it is at `size`: the shape scaled, the tracking for each size swapped.
    private static func scaled(_ advance: Double, from: Double, to size: Double) -> Double {
        (advance - SanFranciscoMetrics.tracking(at: from)) * size / from + SanFranciscoMetrics.tracking(at: size)
    }
}

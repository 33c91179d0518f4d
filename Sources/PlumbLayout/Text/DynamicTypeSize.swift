import Foundation

/// `DynamicTypeSize`: the reader's text size category; text styles take their size and leading from it.
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension Font.TextStyle {
    /// The style's point size and the distance between its lines' baselines in `category`: the HIG's iOS Dynamic
    /// Type table (Typography, December 2025).
    public func sizeAndLeading(in category: DynamicTypeSize) -> (size: CGFloat, leading: CGFloat) {
        let row = Self.table[DynamicTypeSize.allCases.firstIndex(of: category)!]
        let entry = row[Self.allCases.firstIndex(of: self)!]
        return (CGFloat(entry.0), CGFloat(entry.1))
    }

    /// The leading of the style at `size` points: the category whose size that is, else the default category's
    /// leading scaled to the size.
    public func leading(atSize size: CGFloat) -> CGFloat {
        let column = Self.allCases.firstIndex(of: self)!
        if let row = Self.table.first(where: { CGFloat($0[column].0) == size }) { return CGFloat(row[column].1) }
        let standard = sizeAndLeading(in: .large)
        return standard.leading * size / standard.size
    }

    /// Size/leading per category (rows xSmall … AX5), in the order of `allCases` (largeTitle … caption2).
    private static let table: [[(Int, Int)]] = [
        [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (12, 16), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (13, 18), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (14, 19), (16, 21), (15, 20), (12, 16), (11, 13), (11, 13)],
        [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (15, 20), (17, 22), (16, 21), (13, 18), (12, 16), (11, 13)],
        [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (17, 22), (19, 24), (18, 23), (15, 20), (14, 19), (13, 18)],
        [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (19, 24), (21, 26), (20, 25), (17, 22), (16, 21), (15, 20)],
        [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (21, 28), (23, 29), (22, 28), (19, 24), (18, 23), (17, 22)],
        [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (25, 31), (28, 34), (26, 32), (23, 29), (22, 28), (20, 25)],
        [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (30, 37), (33, 40), (32, 39), (27, 33), (26, 32), (24, 30)],
        [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (36, 43), (40, 48), (38, 46), (33, 40), (32, 39), (29, 35)],
        [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (42, 50), (47, 56), (44, 52), (38, 46), (37, 44), (34, 41)],
        [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (49, 58), (53, 62), (51, 60), (44, 52), (43, 51), (40, 48)],
    ]
}

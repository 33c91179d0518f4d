import Foundation
import PlumbContent
import PlumbLayout

/// The benchmarks' picture: `views` cells in rows filling a window, about as many columns per row as its aspect ratio
/// asks, each a rounded rectangle in one of six colours behind a white caption label.
public struct LabelledCellGrid {
    public static let colors: [Color] = [.blue, .green, .orange, .purple, .teal, .pink]
    public let views: Int
    public let columns: Int
    public let rows: Int
    /// One cell's share of the window, before its inset.
    public let cell: CGSize

    public init(views: Int, in size: CGSize) {
        self.views = views
        columns = max(1, Int((Double(views) * Double(size.width / size.height)).squareRoot().rounded(.up)))
        rows = (views + columns - 1) / columns
        cell = CGSize(width: size.width / CGFloat(columns), height: size.height / CGFloat(rows))
    }

    /// The cells as a view tree, each inset by `gap` on every side; cell `i` takes colour `(i + colorOffset) % 6`.
    public func viewNode(gap: CGFloat, colorOffset: Int = 0) -> ViewNode {
        VStack(spacing: 0) {
            ForEach(Array(0..<rows)) { row in
                HStack(spacing: 0) {
                    ForEach(Array(0..<min(columns, views - row * columns))) { column in
                        let index = row * columns + column
                        Text("\(index)").font(.caption2).foregroundColor(.white)
                            .frame(width: cell.width - 2 * gap, height: cell.height - 2 * gap)
                            .background(RoundedRectangle(cornerRadius: 4).fill(Self.colors[(index + colorOffset) % Self.colors.count]))
                            .padding(gap)
                    }
                }
            }
        }
        .viewNode
    }
}

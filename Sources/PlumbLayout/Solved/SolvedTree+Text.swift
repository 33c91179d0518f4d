import Foundation

extension SolvedTree {
    /// The solved tree as an indented outline: kind, id, frame and source line of every view — with the file's name
    /// too when the views come from several files (a project's module).
    public var outline: String {
        var lines = ["window \(formatLength(size.width))×\(formatLength(size.height))"]
        var files: Set<String> = []
        func collect(_ node: SolvedNode) {
            if let source = node.source { files.insert(source.file) }
            node.children.forEach(collect)
        }
        collect(root)
        func walk(_ node: SolvedNode, depth: Int) {
            var line = String(repeating: "  ", count: depth + 1) + node.kindName
            if let id = node.id { line += " #\(id)" }
            let frame = node.frame
            line += " (\(formatLength(frame.minX)), \(formatLength(frame.minY)), \(formatLength(frame.width))×\(formatLength(frame.height)))"
            if let source = node.source {
                line += files.count > 1 ? " \((source.file as NSString).lastPathComponent):\(source.line)" : " line \(source.line)"
            }
            lines.append(line)
            for child in node.children { walk(child, depth: depth + 1) }
        }
        walk(root, depth: 0)
        return lines.joined(separator: "\n")
    }
}

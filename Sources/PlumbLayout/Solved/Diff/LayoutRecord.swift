import Foundation

/// A solved tree as its JSON record (``SolvedTree/json``) gives it back: what a layout reference stores and a layout
/// diff compares. Keys the record does not model are ignored, so older and newer records still read.
public struct LayoutRecord: Decodable, Hashable, Sendable {
    public var size: RecordSize
    public var root: Node

    /// Reads a record written by ``SolvedTree/json``.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(LayoutRecord.self, from: json)
    }

    /// The record of a solved tree.
    public init(_ tree: SolvedTree) {
        // The JSON writer is the record's one definition; reading it back keeps the two from drifting apart.
        self = try! LayoutRecord(json: Data(tree.json.utf8))
    }

    /// One view of the record.
    public struct Node: Decodable, Hashable, Sendable {
        public var kind: String
        public var id: String?
        public var frame: RecordRect
        public var proposal: RecordProposal
        public var source: RecordSource?
        /// ``ViewKind/layoutArguments``.
        public var arguments: String?
        public var guides: [RecordGuide]
        public var children: [Node]

        /// `Text #title`, `HStack`: how a message names the view.
        public var title: String { id.map { "\(kind) #\($0)" } ?? kind }
        /// Whether this is a view (`HStack`, `Text`) rather than a modifier (`padding`): SwiftUI spells views
        /// capitalised and modifiers not.
        public var isView: Bool { kind.first?.isUppercase ?? false }
        /// How the call reads with its arguments: `.padding(18)`, `HStack(alignment: .top)`, `Text("Hi")`.
        public var call: String {
            let arguments = arguments.map { "(\($0))" } ?? ""
            return isView ? kind + arguments : "." + kind + arguments
        }
    }
}

/// A size in points.
public struct RecordSize: Decodable, Hashable, Sendable {
    public var width: Double
    public var height: Double
}

/// A frame in window points.
public struct RecordRect: Decodable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
}

/// A proposal; nil is an unspecified length (and infinity, which JSON cannot hold, reads as nil too).
public struct RecordProposal: Decodable, Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    /// `302×nil`.
    public var description: String {
        func length(_ value: Double?) -> String { value.map { formatLength(CGFloat($0)) } ?? "nil" }
        return "\(length(width))×\(length(height))"
    }
}

/// Where a view's call is.
public struct RecordSource: Decodable, Hashable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int

    /// `Card.swift:14`.
    public var description: String { "\((file as NSString).lastPathComponent):\(line)" }
}

/// A guide value a view was aligned by.
public struct RecordGuide: Decodable, Hashable, Sendable {
    public var alignment: String
    public var value: Double?
    public var explicit: Bool
}

@_exported import PlumbSource

/// Plumb's source location, not SwiftSyntax's type of the same name.
public typealias SourceLocation = PlumbSource.SourceLocation

/// A UTF-8 offset into the loaded source; lowered syntax keeps only this and converts it when a diagnostic is made.
typealias SourcePosition = Int

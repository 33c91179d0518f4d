/// How much of a folder reading a project walks at most, so a path pointing at a home folder or a disk stops with a
/// warning instead of hanging.
public struct ProjectLimits: Sendable, Equatable {
    /// The most files and folders looked at, over every walk of one project.
    public var maxFiles: Int
    /// The most Swift files taken into modules.
    public var maxSwiftFiles: Int

    public init(maxFiles: Int = 20_000, maxSwiftFiles: Int = 5_000) {
        self.maxFiles = maxFiles
        self.maxSwiftFiles = maxSwiftFiles
    }
}

import PlumbLayout
/// The SwiftUI vocabulary of scene files (under construction).
public enum PlumbScene {}

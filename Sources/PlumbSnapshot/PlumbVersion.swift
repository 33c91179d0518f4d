/// Plumb's version: the latest release CHANGELOG.md names. `plumb --version` prints it; references record it.
public let plumbVersion = "0.1.0"

/// Plumb's version: the latest release CHANGELOG.md names. `plumb --version` prints it.
let plumbVersion = "0.1.0"

/// A scene's diagnostics are the language core's: callers of PlumbScene see `Diagnostic` without importing it.
@_exported import struct PlumbInterpreter.Diagnostic

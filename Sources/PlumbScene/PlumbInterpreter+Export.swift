/// A scene's diagnostics and parse are the language core's: callers of PlumbScene see `Diagnostic` and
/// `ParsedSource` without importing it.
@_exported import struct PlumbInterpreter.Diagnostic
@_exported import struct PlumbInterpreter.ParsedSource

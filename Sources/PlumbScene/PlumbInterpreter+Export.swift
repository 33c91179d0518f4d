/// A scene's diagnostics, files and parse are the language core's: callers of PlumbScene see `Diagnostic`,
/// `SourceFile` and `ParsedModule` without importing it.
@_exported import struct PlumbInterpreter.Diagnostic
@_exported import struct PlumbInterpreter.ParsedModule
@_exported import struct PlumbInterpreter.SourceFile

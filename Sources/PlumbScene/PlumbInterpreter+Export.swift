/// A scene's diagnostics, files and parse are the language core's: callers of PlumbScene see `Diagnostic`,
/// `SourceFile`, `ParsedModule`, a load's `Cancellation` and the "did you mean" of `NameSuggestion` without importing it.
@_exported import class PlumbInterpreter.Cancellation
@_exported import struct PlumbInterpreter.Diagnostic
@_exported import enum PlumbInterpreter.NameSuggestion
@_exported import struct PlumbInterpreter.ParsedModule
@_exported import struct PlumbInterpreter.SourceFile

import Foundation

/// `plumb-scene-bench scene [--runs 51] [--only NAME] [--file SCENE]`: the scene language's speed (issue 3);
/// `plumb-scene-bench project [--runs 21] [--files 50]`: a project's module opened and saved (issue 35);
/// `plumb-scene-bench viewer`: the live viewer's save-to-pixels, frame and present times (issue 6);
/// `plumb-scene-bench load [--runs 5] [--rows 14000] [--against OTHER --rounds 5]`: the viewer's time to answer an
/// input while a long file loads, and `reload`'s hold of the UI thread (issue 40), or this build against another.
/// A separate
/// executable from `plumb-bench`, so engine and painting benchmarks build in release without swift-syntax.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "scene":
    runSceneBenchmark(arguments: Array(arguments.dropFirst()))
case "project":
    runProjectBenchmark(arguments: Array(arguments.dropFirst()))
case "viewer":
    runViewerBenchmark(arguments: Array(arguments.dropFirst()))
case "load":
    runInputDuringLoadBenchmark(arguments: Array(arguments.dropFirst()))
default:
    FileHandle.standardError.write(Data("usage: plumb-scene-bench scene [--runs 51] [--only NAME] [--file SCENE] | project [--runs 21] [--files 50] | viewer | load [--runs 5] [--rows 14000] [--against OTHER [--rounds 5]]\n".utf8))
    exit(2)
}
